# SPDX-License-Identifier: GPL-2.0-only
"""Typed pointers into byte buffers, with no cast at the access: the cast
(or the void * that needs none) is where the pointer was made, in
another statement or another function.

  - a struct member of a wide pointer type (__le32 *hdr) that a function
    of the file points into a byte buffer (priv->hdr = (__le32 *)(buf +
    3), priv->len = skb_push(skb, 4)), read in another function
    (le32_to_cpu(*priv->hdr));
  - a typed parameter (__le32 *p) whose callers in the file hand it a
    byte buffer's position (f((__le32 *)(buf + off)), f(skb_put(skb, 4)));
  - a typed local set by a plain assignment from a function that returns
    a void * into an skb (len = skb_push(skb, 8)); the declaration with a
    value and casts are unaligned-pointer-var's own.

origins() lists where the pointer was made, each judged as a cast there
would be (alignment.aligned_base(), confidence.confidence_reason() at
that place): an aligned origin is no finding, and the access is reported
at the highest level of the others, with that origin's reason and line.
"""

import bisect
import re

from .. import alignment
from ..expr import split_offset, strip_cast, strip_parens
from ..functions import CallSite, calls_in, file_functions, function_around
from ..reads import CURRENT
from ..source import closing, function_lines, function_text, value_at
from ..state import BYTE_SITES, PARAMS, per_file
from . import callers
from .data_offsets import byte_pointer
from .frames import data_start
from .origin import skb_pointer_call

# per file: member names set to a byte position, with (site, value)
MEMBER_ORIGINS = per_file({})

CAST = re.compile(r"^\(\s*(?:const\s+)?(?:struct\s+)?\w+\s*\*\s*\)")
LEVELS = {"high": 3, "moderate": 2, "low": 1}


def byte_site_near(f, line, value):
    """A cast of a byte pointer that the byte_sites rule saw on the line
    (or the two after it, for a value split over lines)."""
    return any(k[0] == f and line <= int(k[1]) <= line + 2
               for k in BYTE_SITES)


def byte_position(site, value):
    """The byte pointer expression that value (C text of a pointer given
    to a typed pointer) points with: the operand of a cast of a byte
    pointer ((__le32 *)(buf + 3)), an skb pointer call (skb_push(skb,
    4)), or a byte pointer plus an offset; None for anything else."""
    v = strip_parens(value.strip())
    if CAST.match(v):
        inner = strip_parens(strip_cast(v))
        if not inner.startswith("&") and \
                byte_site_near(site[0].file, int(site[0].line), v):
            return inner
        return None
    if skb_pointer_call(v):
        return v
    base = strip_parens(split_offset(v)[0])
    if data_start(site, base) or (re.match(r"^[A-Za-z_]\w*$", base) and
                                  byte_pointer(site, base)):
        return v
    return None


def member_origins(f):
    """{member: [(site, byte expression)]}: the assignments the functions
    of the file make of a byte position to ->member or .member."""
    if f not in MEMBER_ORIGINS:
        found = {}
        funcs, code, _, starts = file_functions(f)
        for m in re.finditer(r"(?:->|\.)\s*(\w+)\s*=(?!=)\s*", code):
            line = bisect.bisect_right(starts, m.start())
            fn = function_around(funcs, line)
            if fn is None:
                continue
            site = [CallSite(f, fn[0], line)]
            e = byte_position(site, value_at(code, m.end()))
            if e:
                found.setdefault(m.group(1), []).append((site, e))
        MEMBER_ORIGINS[f] = found
    return MEMBER_ORIGINS[f]


# a local set from an skb pointer call: data = skb_push(skb, 4)
SKB_POINTER_LOCAL = re.compile(
    r"(?:^|[;{}])\s*([A-Za-z_]\w*)\s*=\s*(?:__)?skb_\w+\s*\(")

# per file: the names name_candidates() found
NAME_ORIGINS = per_file({})


def name_candidates(f):
    """The names that may be a typed parameter or local made from a byte
    position: the parameters of the functions of f that the file calls
    with a pointer cast or an offset in an argument, and the names f
    assigns an skb pointer call to. A cheap first pass: judge() decides
    at the access."""
    if f not in NAME_ORIGINS:
        funcs, code, _, _ = file_functions(f)
        names = set(m.group(1) for m in SKB_POINTER_LOCAL.finditer(code)) \
            if "skb_" in code else set()
        defined = dict((fn[0], fn) for fn in funcs)
        called = set()
        for m in re.finditer(r"\b(\w+)\s*\(", code):
            if m.group(1) not in defined or m.group(1) in called:
                continue
            args = code[m.end():closing(code, m.end())]
            if re.search(r"\(\s*(?:const\s+)?\w+\s*\*\s*\)|[^-]\+|\[", args):
                called.add(m.group(1))
                names.update(x for x in callers.function_parameters(
                    f, defined[m.group(1)]) or () if x)
        NAME_ORIGINS[f] = names
    return NAME_ORIGINS[f]


def member_of(x):
    """(x without blanks, the member it names or None): priv->hdr and
    s.a.hdr name hdr, a plain name none."""
    x = re.sub(r"\s+", "", x)
    m = re.match(r"^(?:[A-Za-z_]\w*(?:->|\.))+([A-Za-z_]\w*)$", x)
    return x, m.group(1) if m else None


def typed_names_in_file():
    """Can typed_candidate() hold for anything in the file being checked:
    does it point a member into a byte buffer, or have names of
    name_candidates()? The typed_use rule is skipped where not, so that
    spatch does not try its constraint on every typed dereference."""
    f = CURRENT["file"]
    return f is not None and bool(member_origins(f) or name_candidates(f))


def typed_candidate(x):
    """The constraint of the typed_use rule: x (a typed pointer's
    expression as spatch writes it) is a member that the file points
    into a byte buffer, or a name of name_candidates() (a parameter or
    local, judged at the access)."""
    f = CURRENT["file"]
    if f is None:
        return False
    x, member = member_of(x)
    if member:
        return member in member_origins(f)
    return x in name_candidates(f)


def parameter_origins(p, name):
    """(site, byte expression) for each caller in the file that hands the
    parameter name of the function at p a byte position."""
    f, fn = p[0].file, p[0].current_element
    found = callers.call_arguments(p, name)
    if found is None:
        own = [x for x in file_functions(f)[0] if x[0] == fn]
        params = callers.function_parameters(f, own[0]) if len(own) == 1 \
            else None
        if not params or name not in params:
            return []
        found = calls_in(f, r"\b%s\b" % re.escape(fn), len(params),
                         params.index(name)) or []
    out = []
    for site, arg in found:
        e = byte_position(site, arg)
        if e:
            out.append((site, e))
    return out


def local_origins(p, name):
    """(site, value) for each plain assignment name = CALL(...) in the
    function at p of an skb pointer call (a void * into the frame)."""
    first, lines = function_lines(p)
    out = []
    for i, line in enumerate(lines):
        for m in re.finditer(r"(?:^|[;{}])\s*%s\s*=(?!=)\s*" %
                             re.escape(name), line):
            v = value_at(line, m.end()).strip()
            if skb_pointer_call(strip_parens(v)):
                out.append(([CallSite(p[0].file, p[0].current_element,
                                      first + i)], v))
    return out


def origins(p, x):
    """Where the typed pointer x used at p was made: [(site, byte
    expression)]."""
    x, member = member_of(x)
    if member:
        return member_origins(p[0].file).get(member, [])
    if x in PARAMS.get((p[0].file, p[0].current_element), {}):
        return parameter_origins(p, x)
    if re.search(r"\b%s\s*=(?!=)\s*\(" % re.escape(x), function_text(p)):
        return []	# a cast or a declaration: unaligned-pointer-var's
    return local_origins(p, x)


def judge(p, x, t):
    """(site, byte expression, reason) for the access at p through the
    typed pointer x of type t *: the origin with the highest level of
    those not aligned; None when there is none."""
    from ..confidence import REASONS, confidence_reason
    best = None
    for site, e in origins(p, x):
        if alignment.aligned_base(site, e, t):
            continue
        reason = confidence_reason(site, e, t)
        if best is None or LEVELS[REASONS[reason][0]] > \
                LEVELS[REASONS[best[2]][0]]:
            best = (site, e, reason)
    return best
