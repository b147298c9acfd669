# SPDX-License-Identifier: GPL-2.0-only
"""What a byte pointer is known to be aligned to: the kinds of evidence
of evidence/ combined (pointer_alignment()), and claim(), which drops
a match that is provably aligned.
"""

import re

from .ctype import is_volatile, width
from .evidence import callers
from .evidence import contracts
from .evidence import declared
from .evidence.guards import alignment_tested
from .evidence.iomem import iomem_base
from .evidence import origin
from .evidence import struct_layout
from .expr import split_offset, strip_cast, strip_parens, tidy
from . import offsets
from .functions import file_functions
from .reads import CURRENT
from .spatch import SPATCH, cocci
from .evidence.accessors import in_hidden_accessor
from .evidence.data_offsets import file_has_data_strides
from .evidence.frames import file_has_frames
from .state import (ALIGNED_BASES, ARRAY_SITES, BYTE_SITES, CLAIMED,
                    CONTRACT_SITES, DROPPED, MEMBERS, OVERLAY, PACKED,
                    REWRITE, SAFE, UNEVALUATED, key)

def base_align(p, name, w):
    """Record that, in the function of p, name points to w-aligned memory."""
    k = (p[0].file, p[0].current_element, tidy(name))
    ALIGNED_BASES[k] = max(ALIGNED_BASES.get(k, 0), w)

def aligned_base(p, e, t):
    """e points into an object at least as aligned as t, at a multiple
    of the size of t. Known per function, not per path: an allocation or an
    aligned source anywhere in the function counts. When only a kernel API
    contract makes it so (evidence/contracts.py), the site is not dropped
    but remembered in CONTRACT_SITES with the contract's name, which
    confidence_reason() reports at low."""
    w = width(t)
    contracts.forget()
    if pointer_alignment(p, e) < w:
        return False
    used = list(contracts.USED)
    if not used or "api-contract" in DISABLED:
        return True
    DISABLED.add("api-contract")
    try:
        without = pointer_alignment(p, e)
    finally:
        DISABLED.discard("api-contract")
    if without >= w:
        return True
    CONTRACT_SITES[key(p)] = used[-1]
    return False

def recorded_alignment(p, base, inner, depth):
    """What the SmPL rules recorded for the base in this function: fresh
    memory (kmalloc() and friends), an aligned copy or source, a byte
    array declared __aligned(N)."""
    return max(ALIGNED_BASES.get((p[0].file, p[0].current_element, base), 0),
               ALIGNED_BASES.get((p[0].file, p[0].current_element, inner), 0))


def named(evidence):
    """evidence(p, name, depth), for a base that is a plain name only."""
    def for_name(p, base, inner, depth):
        if re.match(r"^[A-Za-z_]\w*$", inner) and depth < 3:
            return evidence(p, inner, depth)
        return 0
    return for_name


# The kinds of evidence that the base of a byte pointer is aligned, in the
# order they are consulted: (name, function(p, base, inner, depth)), where
# base is the pointer without its offset and inner that without its cast.
# The largest alignment any of them gives is the base's.
EVIDENCE = (
    ("recorded-base", recorded_alignment),
    ("typed-pointer-cast",
     lambda p, base, inner, depth: declared.cast_pointer_alignment(p, base)),
    ("member-address",
     lambda p, base, inner, depth: declared.address_alignment(p, inner)),
    ("struct-layout",
     lambda p, base, inner, depth: struct_layout.alignment(p, base, inner,
                                                          depth)),
    ("aligned-alias",
     named(lambda p, name, depth: origin.aligned_alias(p, name, depth + 1))),
    ("declared-type",
     named(lambda p, name, depth: declared.pointee_alignment(p, name))),
    ("api-contract",
     named(lambda p, name, depth: contracts.contract_alignment(p, name))),
    ("callers",
     named(lambda p, name, depth: callers.caller_alignment(p, name,
                                                           depth + 1))),
)
DISABLED = set()	# kinds left out, for the tests that show each counts


def base_alignment(p, base, inner, depth=0):
    """(alignment, kind): what the base of a byte pointer is known to be
    aligned to, and the first kind of evidence that says so; (0, None)
    when none does."""
    best, kind = 0, None
    for name, evidence in EVIDENCE:
        if name in DISABLED:
            continue
        a = evidence(p, base, inner, depth)
        if a > best:
            best, kind = a, name
    return best, kind


def pointer_alignment(p, e, depth=0):
    """What the byte pointer expression e is known to be aligned to: its
    base is (an allocation, a wider object, a cast of a typed pointer such
    as (u8 *)th for a struct tcphdr *th, a local that only holds one of
    these) and its offset is a multiple (divisor()); 0 if nothing is."""
    base, off = split_offset(e)
    base = tidy(strip_parens(base))
    inner = tidy(strip_parens(strip_cast(base)))
    a = base_alignment(p, base, inner, depth)[0]
    if not a or off is None:
        return a
    # a byte array member at 2 mod 8, plus 2: 4-aligned
    placed = 0 if "struct-layout" in DISABLED else \
        struct_layout.offset_alignment(p, inner, off)
    return max(placed, min(a, offsets.low_bit(off) if isinstance(off, int)
                           else offsets.divisor(p, off)))

def dropped_because(p, e, t):
    """Why the access through e as t at p is no finding: "aligned",
    "iomem", "guard" (an alignment test), "accessor" (the argument of a
    macro of the file that only takes its address); None when it is one."""
    if aligned_base(p, e, t):
        return "aligned"
    if iomem_base(p, e):
        return "iomem"
    if alignment_tested(p, e, t):
        return "guard"
    if in_hidden_accessor(p):
        return "accessor"
    return None

def note_unevaluated(p):
    """sizeof(X) or &X at p: X is not evaluated (evaluated())."""
    for line in range(int(p[0].line), int(p[0].line_end) + 1):
        UNEVALUATED.setdefault((p[0].file, line), []).append(
            (int(p[0].line), int(p[0].column), int(p[0].line_end),
             int(p[0].column_end)))

def drop_site(p, why):
    """The site at p is no access: later rules leave it alone, DROPPED
    says why."""
    DROPPED[key(p)] = why
    SAFE.add(key(p))

def claim(p, e, t, rewrite):
    """Keep the match of a site no earlier rule claimed, that is not
    provably aligned; later rules then leave the site alone. Sites to
    rewrite are remembered for the rewrite rule at the end; a site that
    a kernel API contract aligns needs no rewrite."""
    why = dropped_because(p, e, t)
    if why:
        DROPPED[key(p)] = why
        cocci().include_match(False)
    else:
        CLAIMED.add(key(p))
        if rewrite and key(p) not in CONTRACT_SITES:
            REWRITE.add(key(p))
    SAFE.add(key(p))

def claim_pointer(pd, pa, e, t, a):
    """Keep the access at pa through the t * a made at pd from the byte
    pointer e (unaligned-pointer-var), unless e is provably aligned or
    NULL, or an alignment test of e or a guards pa; remember it for the
    rewrite as claim() does. The access is this rule's: typed_use
    (evidence/typed_pointers.py) leaves it alone."""
    SAFE.add(key(pa))
    if aligned_base(pd, e, t) or strip_parens(e) in ("NULL", "0"):
        why = "aligned"
    elif iomem_base(pd, e):
        why = "iomem"
    elif alignment_tested(pa, e, t, [a]):
        why = "guard"
    else:
        if not is_volatile(t) and key(pd) not in CONTRACT_SITES:
            REWRITE.add(key(pa))
        return
    DROPPED[key(pa)] = why
    cocci().include_match(False)

def claim_overlay(pd, pa, e, tag, member):
    """Keep the access at pa to member of struct tag laid over e at pd
    (unaligned-struct-overlay), unless the struct is __packed, the member
    is a byte wide, or e is aligned to 8; under -D hide_low, unless it is
    a frame's member at a misaligned place or one the data decides
    (high: frame-overlay, data-offset)."""
    from .confidence import REASONS, overlay_reason
    if tag in PACKED or MEMBERS.get((tag, member), 0) < 2 or \
            aligned_base(pd, e, "u64") or iomem_base(pd, e) or (
                SPATCH["hide_low"] and REASONS[overlay_reason(
                    pd, e, tag, member)][0] == "low"):
        cocci().include_match(False)
    else:
        REWRITE.add(key(pa))
        OVERLAY[key(pa)] = (tag, member)

def overlay_tag(tag):
    """Can struct tag be laid over bytes (claim_overlay())? A struct of
    the file, not __packed, with a member 2 bytes wide or more: a test of
    the tag alone, before spatch follows the paths from the cast."""
    return tag not in PACKED and any(
        t == tag and w >= 2 for (t, _), w in MEMBERS.items())

# ++, -- and the compound assignments: what makes a cast's access an rmw
RMW_OPERATOR = re.compile(r"\+\+|--|<<=|>>=|[-+*/%&|^]=")

def rmw_possible():
    """Can the rmw rules match in the file being checked? Only where the
    statement of a byte site (byte_site(): the cast's operand, at
    spatch's line and 0-based column) has ++, -- or a compound
    assignment outside comments and strings, from the last ; { or } before the site to the ; after
    it, or has a brace between the site and that ; (a block, a
    statement expression: spatch decides). Else rmw_target, whose
    constraint is tried on every X++ and X += V, is skipped."""
    f = CURRENT["file"]
    if f is None:
        return True
    _, text, lines, starts = file_functions(f)
    for k in BYTE_SITES:
        if k[0] != f:
            continue
        n, col = int(k[1]), int(k[2])
        if n > len(lines) or col > len(lines[n - 1]):
            return True
        at = starts[n - 1] + col
        begin = max(text.rfind(c, 0, at) for c in ";{}") + 1
        end = text.find(";", at)
        end = len(text) if end < 0 else end
        if "{" in text[at:end] or RMW_OPERATOR.search(text, begin, end):
            return True
    return False

def overlays_wanted():
    """Does the struct overlay rule look at the file being checked?
    Always, but under -D hide_low (all overlays low but a frame's) only
    in a file with a frame (evidence/frames.py) or a stride read from
    the data (evidence/data_offsets.py). A fact of the whole file: the
    members and overlay rules are skipped where it is false."""
    f = CURRENT["file"]
    return not SPATCH["hide_low"] or f is None or file_has_frames(f) or \
        file_has_data_strides(f)

def note_byte_site(p, array):
    """A cast of a byte pointer, or of the byte array array, at p. A byte
    array declared __aligned(N) is an aligned base."""
    BYTE_SITES.add(key(p))
    if array:
        ARRAY_SITES.add(key(p))
        base = strip_parens(split_offset(array)[0])
        name = re.search(r"(\w+)\s*$", base)
        n = declared.declared_alignment(p[0].file, name.group(1)) \
            if name else 0
        if n > 1:
            base_align(p, base, n)
