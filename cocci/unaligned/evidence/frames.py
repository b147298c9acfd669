# SPDX-License-Identifier: GPL-2.0-only
"""Received frames (data/rx-frames): where the data of a fresh RX frame
sits. usbnet hands a minidriver's rx_fixup() an skb from
__netdev_alloc_skb_ip_align(): skb->data is NET_SKB_PAD + NET_IP_ALIGN
past an aligned head, 2 mod 8 where alignment matters, so a 4-byte
header at skb->data + 0 is misaligned on every frame: the opposite of
what a struct member's buffer (skb->data, low) usually is.

The same for an skb the function allocates with
netdev_alloc_skb_ip_align() or napi_alloc_skb(). pulled() follows
skb_pull() and skb_reserve() by constants before the access; a pull by a
value read from the data (or one in a loop around the access that is
not a multiple of 8) makes the place unknown.
"""

import re

from .. import data
from ..expr import split_offset, strip_cast, strip_parens
from .. import offsets
from ..offsets import exact_value
from ..source import (closing, function_lines, function_text, in_loop,
                      local_values, uncommented_text)
from ..state import PARAMS


class Frame:
    """One line of data/rx-frames."""
    def __init__(self, fields, allocated):
        name, field, markers, ftype, residue, unless = fields
        self.name, self.allocated = name, allocated
        self.alloc = field[1:] if field.startswith("=") else None
        self.field = field.lstrip(".")
        self.markers = () if markers == "-" else \
            tuple(t.strip() for t in markers.split(","))
        self.type, self.residue = ftype, int(residue)
        self.unless = None if unless == "-" else unless


FRAMES = tuple(Frame(fields, comment)
               for fields, comment in data.entries("rx-frames"))

PULL = r"\b(?:(?:__)?skb_pull(?:_inline)?|skb_reserve)\s*\(\s*%s\s*,"


def allocated_frame(p, skb):
    """The Frame of the allocator that gives the local skb its only value
    in the function at p (skb = netdev_alloc_skb_ip_align(...)); None."""
    values = local_values(p, skb)
    if len(values) != 1:
        return None
    call = re.match(r"^\s*(\w+)\s*\(", values[0])
    for fr in FRAMES:
        if fr.alloc and call and call.group(1) == fr.alloc:
            return fr
    return None


def frame_of(p, skb):
    """The Frame whose callback the function at p is, with skb its frame
    parameter, or whose allocator gave the local skb; None when it is
    neither, or the file voids it."""
    fn = p[0].current_element
    types = PARAMS.get((p[0].file, fn), {})
    if skb not in types:
        return allocated_frame(p, skb)
    others = list(types.values())
    others.remove(types[skb])
    text = uncommented_text(p[0].file) or ""
    for fr in FRAMES:
        if fr.alloc or types[skb] != fr.type or not all(
                others.count(m) >= fr.markers.count(m) for m in fr.markers):
            continue
        if not re.search(r"\.\s*%s\s*=\s*&?\s*%s\b" % (
                re.escape(fr.field), re.escape(fn)), text):
            continue
        if fr.unless and re.search(r"\b%s\b" % fr.unless, text):
            continue
        return fr
    return None


def pulled(p, skb, here=None):
    """What skb_pull() moved skb->data by before p, mod 8; None when a
    pull before p is not a constant, or a pull in a loop around p moves
    it by other than a multiple of 8. here: an index of the function's
    text to count up to instead of p's line (where a local was set)."""
    first, lines = function_lines(p)
    text = "\n".join(lines)
    if here is None:
        here = len("\n".join(lines[:int(p[0].line) - first]))
    total = 0
    for m in re.finditer(PULL % re.escape(skb), text):
        arg = text[m.end():]
        v = exact_value(p, arg[:closing(arg)].strip())
        if m.start() < here:
            if v is None:
                return None
            total += v
        if (v is None or v % 8) and in_loop(text, here) and \
                in_loop(text, m.start()):
            return None
    return total % 8


def frame_base(p, e):
    """(Frame, skb->data mod 8 at p plus the offset's constant part) for
    a byte pointer e at skb->data (+ a constant) of a frame parameter skb,
    or a local set once to that and never moved; None otherwise."""
    base, off = split_offset(e)
    base = strip_parens(strip_cast(strip_parens(base)))
    m = re.match(r"^([A-Za-z_]\w*)\s*->\s*data$", base)
    extra, here = 0, None
    if not m and re.match(r"^[A-Za-z_]\w*$", base):
        name = base
        if name in PARAMS.get((p[0].file, p[0].current_element), ()):
            return None
        values = local_values(p, name)
        if len(values) != 1 or re.search(
                r"\b%s\s*(?:[-+]=|\+\+|--)|(?:\+\+|--)\s*%s\b" % (name, name),
                function_text(p)):
            return None
        here = re.search(r"(?<![\w.>])%s\s*=(?!=)" % re.escape(name),
                         function_text(p)).start()
        inner, k = split_offset(values[0].strip())
        m = re.match(r"^([A-Za-z_]\w*)\s*->\s*data$",
                     strip_parens(strip_cast(strip_parens(inner))))
        if k is not None:
            if not isinstance(k, int):
                return None
            extra = k
    if not m:
        return None
    fr = frame_of(p, m.group(1))
    if fr is None:
        return None
    moved = pulled(p, m.group(1), here)
    if moved is None:
        return None
    if isinstance(off, int):
        extra += off
    return fr, (fr.residue + moved + extra) % 8


def rx_place(p, e, w):
    """For a w-byte access through e at a known place of a received frame:
    (misaligned, where): misaligned when that place is not a multiple of
    w, where naming the frame and
    skb->data's residue (usbnet-rx-fixup+2); None when e is not at a
    known place of one. An offset that is not a constant counts when it
    is a multiple of w."""
    off = split_offset(e)[1]
    if off is not None and not isinstance(off, int) and \
            not offsets.offset_multiple_of(p, off, w):
        return None
    found = frame_base(p, e)
    if found is None:
        return None
    where = "%s+%d" % (found[0].name, found[1])
    return found[1] % w != 0, where
