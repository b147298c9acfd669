# SPDX-License-Identifier: GPL-2.0-only
"""Where a local byte pointer comes from: an aligned alias, a struct member
(skb->data), an skb header helper (data/skb-pointers).
"""

import re

from .. import data
from .. import alignment
from . import callers
from ..expr import MEMBER_CHAIN, split_offset, strip_cast, strip_parens
from .. import offsets
from ..source import function_code, function_text, local_values, writes
from ..state import PARAMS

# Functions that return a pointer into an skb's data, and the typed
# helpers over those positions (data/skb-pointers).
SKB_POINTERS = data.names("skb-pointers")

def skb_pointer_call(e):
    """e is a whole call of one of SKB_POINTERS: skb_put(skb, len + pad)."""
    m = re.match(r"^(\w+)\s*\(", e)
    return m is not None and m.group(1) in SKB_POINTERS and \
        e.endswith(")") and strip_parens(e[m.end() - 1:]) != e[m.end() - 1:]

def member_like(base):
    """base is a struct member (skb->data, us->iobuf, priv->rx[i].buf) or
    an skb pointer call: the start of a buffer or header, not a parser
    position. A call that is handed a member (cfg80211_find_ie(...,
    skb->data + off, ...)) returns a position of its own."""
    base = strip_parens(strip_cast(base))
    return (MEMBER_CHAIN.match(base) is not None and
            re.search(r"->|\.", base) is not None) or skb_pointer_call(base)

def aligned_alias(p, name, depth=0):
    """The alignment of the memory the local pointer name points to at p
    when every value it gets is known to be aligned (pointer_alignment():
    fw_p = ta_firmware, the kmemdup() copy; opt = (u8 *)tcph +
    sizeof(struct tcphdr)) and the moves of it before p add up to a
    multiple of that; 0 otherwise, and for a parameter."""
    if name in PARAMS.get((p[0].file, p[0].current_element), ()):
        return 0
    values = local_values(p, name)
    if not values:
        return 0
    w = min(alignment.pointer_alignment(p, e, depth) for e in values)
    if not w:
        return 0
    n = re.escape(name)
    if not re.search(r"\b%s\s*(?:[-+]=|\+\+|--)|(?:\+\+|--)\s*%s\b" % (n, n),
                     function_text(p)):
        return w
    moved = offsets.path_moves_divisor(p, name) if len(values) == 1 else None
    return min(w, moved) if moved else 0

def origin_divisor(p, name):
    """When every value the local variable name gets in the function is a
    struct member or an skb pointer call plus an offset that is a multiple
    of D (u8 *buf = us->iobuf; data = trace->data + len * 4; payload =
    skb_put(skb, n)), and every move of it (buf +=
    n, buf++) is by a multiple of D: D. 0 when it is set from anything
    else."""
    text = function_text(p)
    n = re.escape(name)
    found = 64
    values = local_values(p, name)
    if not values:
        return 0
    for e in values:
        e = strip_cast(e)
        base, off = split_offset(e)
        if not member_like(base) and not skb_pointer_local(p, base):
            # a copy of a parameter that every caller gives a member's
            # buffer: l2tp's header builders get __skb_push()
            at = parameter_member_alignment(p, strip_parens(base))
            if not at:
                return 0
            found = min(found, at)
        if off is not None:
            found = min(found, offsets.low_bit(off) if isinstance(off, int)
                        else offsets.divisor(p, off))
    moved = offsets.path_moves_divisor(p, name) if len(values) == 1 else None
    if moved is not None:
        return min(found, moved)
    for m in re.finditer(r"\b%s\s*(?:\+=|-=)\s*([^;]+);" % n, text):
        found = min(found, offsets.divisor(p, m.group(1), at=m.start(1)))
    if re.search(r"\b%s\s*(?:\+\+|--)|(?:\+\+|--)\s*%s\b" % (n, n), text):
        found = 1
    return found

def parameter_member_alignment(p, name):
    """The largest of 8, 4 and 2 that callers_pass_members() holds for
    the byte-pointer parameter name with; 0 when none does or name is
    not a parameter."""
    if name not in PARAMS.get((p[0].file, p[0].current_element), ()):
        return 0
    for w in (8, 4, 2):
        if callers.callers_pass_members(p, name, w):
            return w
    return 0

def skb_pointer_local(p, base):
    """base is (a cast of) a local that the function sets only to skb
    pointer calls and never moves: uh = udp_hdr(skb)."""
    name = strip_parens(strip_cast(base))
    if not re.match(r"^[A-Za-z_]\w*$", name) or \
            name in PARAMS.get((p[0].file, p[0].current_element), ()):
        return False
    values = assigned_only(p, name)
    return bool(values) and \
        all(skb_pointer_call(strip_parens(strip_cast(v.strip())))
            for v in values)

def assigned_only(p, name):
    """The values of the local name when the function only assigns it
    (no += or ++: it is never moved); [] otherwise."""
    values = local_values(p, name)
    if len(writes(name, function_code(p))) != len(values):
        return []
    return values
