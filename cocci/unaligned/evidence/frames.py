# SPDX-License-Identifier: GPL-2.0-only
"""Received and transmitted frames (data/rx-frames, data/tx-frames):
where a frame's data sits. usbnet hands a minidriver's rx_fixup() an skb
from __netdev_alloc_skb_ip_align(): skb->data is NET_SKB_PAD +
NET_IP_ALIGN past an aligned head, 2 mod 8 where alignment matters, so a
4-byte header at skb->data + 0 is misaligned on every frame: the
opposite of what a struct member's buffer (skb->data, low) usually is.
The same for an skb the function allocates with
netdev_alloc_skb_ip_align() or napi_alloc_skb().

On TX (an Ethernet driver's ndo_start_xmit(), a usbnet minidriver's
tx_fixup()) skb->data is the Ethernet header the stack built in front of
a 4-aligned IP header: 2 mod 4. After skb_push(skb, 4) or 8 the new data
is still 2 mod 4 (a 4- or 8-byte store there is misaligned), after 2 or
6 it is 0 mod 4 (a 4-byte store aligned; 8 bytes unknown).

pulled() follows skb_pull(), skb_reserve() and skb_push() by constants
before the access; a move by a value read from the data (or one in a
loop around the access that is not a multiple of 8) makes the place
unknown. frame_place() judges a cast at a place of the frame,
overlay_place() a member of a struct laid over one.
"""

import re

from .. import data
from .. import layout
from .contracts import callbacks
from ..expr import split_offset, strip_cast, strip_parens
from .. import offsets
from ..offsets import exact_value
from ..source import (closing, function_lines, function_text, in_loop,
                      local_values, uncommented_text)
from ..state import PARAMS, per_file


class Frame:
    """One line of data/rx-frames or data/tx-frames (direction "rx" or
    "tx")."""
    def __init__(self, fields, allocated, direction):
        name, field, markers, ftype, residue, unless = fields[:6]
        self.name, self.allocated = name, allocated
        self.direction = direction
        self.alloc = field[1:] if field.startswith("=") else None
        self.field = None if self.alloc else field.lstrip(".")
        self.markers = () if markers == "-" else \
            tuple(t.strip() for t in markers.split(","))
        self.type = ftype
        # "2": skb->data mod 8; "2 mod 4": only that much is known
        r = residue.split("mod")
        self.residue = int(r[0])
        self.modulus = int(r[1]) if len(r) > 1 else 8
        self.unless = None if unless == "-" else unless
        # names of which the file must use one (an Ethernet device)
        when = fields[6] if len(fields) > 6 else "-"
        self.when = () if when == "-" else \
            tuple(t.strip() for t in when.split(","))


FRAMES = tuple(Frame(fields, comment, kind[:2])
               for kind in ("rx-frames", "tx-frames")
               for fields, comment in data.entries(kind))
CALLBACK_FRAMES = tuple(fr for fr in FRAMES if not fr.alloc)

# what moves skb->data: pulls and reserves forward, pushes back
MOVE = r"\b((?:__)?skb_pull(?:_inline)?|skb_reserve|(?:__)?skb_push)" \
    r"\s*\(\s*%s\s*,"
PUSH = re.compile(r"^(?:__)?skb_push\s*\(\s*([A-Za-z_]\w*)\s*,")


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
    parameter (contracts.callbacks()), or whose allocator gave the local
    skb; None when it is neither, or the file voids it."""
    if skb not in PARAMS.get((p[0].file, p[0].current_element), {}):
        return allocated_frame(p, skb)
    text = uncommented_text(p[0].file) or ""
    for fr in callbacks(p, skb, CALLBACK_FRAMES):
        if fr.unless and re.search(r"\b%s\b" % fr.unless, text):
            continue
        if fr.when and not any(re.search(r"\b%s\b" % w, text)
                               for w in fr.when):
            continue
        return fr
    return None


HAS_FRAMES = per_file({})
# a frame's callback field or allocator, one pattern for all of them
FRAME_NAMES = re.compile(r"\b(?:%s)\b" % "|".join(
    fr.field or fr.alloc for fr in FRAMES))


def file_has_frames(f):
    """The file f names a frame's callback field or allocator: a cheap
    test before looking for frames in it."""
    if f not in HAS_FRAMES:
        text = uncommented_text(f) or ""
        HAS_FRAMES[f] = FRAME_NAMES.search(text) is not None
    return HAS_FRAMES[f]


def pulled(p, skb, here=None):
    """What skb_pull() (skb_reserve(), less skb_push()) moved skb->data
    by before p, mod 8; None when a move before p is not a constant, or
    one that runs on some paths to p only (pptp's skb_pull(skb, 1) when
    the protocol field is compressed), or a move in a loop around p, is
    by other than a multiple of 8. here: an
    index of the function's text to count up to instead of p's line
    (where a local was set)."""
    first, lines = function_lines(p)
    text = "\n".join(lines)
    if here is None:
        here = len("\n".join(lines[:int(p[0].line) - first]))
    total = 0
    for m in re.finditer(MOVE % re.escape(skb), text):
        arg = text[m.end():]
        v = exact_value(p, arg[:closing(arg)].strip())
        if v is not None and "push" in m.group(1):
            v = -v
        if m.start() < here:
            if v is None or (v % 8 and some_paths(text, m.start(), here)):
                return None
            total += v
        if (v is None or v % 8) and in_loop(text, here) and \
                in_loop(text, m.start()):
            return None
    return total % 8


def some_paths(text, at, here):
    """The statement at text[at] runs on some paths to text[here] only:
    it is the only statement of an if, else or loop, or it is in a block
    (not the function's body) that closes before here."""
    stmt = re.split(r"[;{}]", text[:at])[-1]
    if re.search(r"\b(?:if|else|while|for)\b", stmt):
        return True
    opened = []
    for m in re.finditer(r"[{}]", text[:at]):
        if m.group(0) == "{":
            opened.append(m.start())
        elif opened:
            opened.pop()
    return len(opened) > 1 and closing(text, opened[-1] + 1, "{}") < here


def data_start(p, e):
    """(skb, k) when e (casts and parentheses aside) is skb->data (k 0)
    or the return value of skb_push(skb, N) (k -N, N a constant): where
    the frame's data is, before or after the push; None otherwise."""
    e = strip_parens(strip_cast(strip_parens(e)))
    m = re.match(r"^([A-Za-z_]\w*)\s*->\s*data$", e)
    if m:
        return m.group(1), 0
    m = PUSH.match(e)
    if m and e.endswith(")") and closing(e, m.end()) == len(e) - 1:
        v = exact_value(p, e[m.end():-1].strip())
        return None if v is None else (m.group(1), -v)
    return None


def frame_base(p, e):
    """(Frame, the place mod the frame's modulus) for a byte pointer e at
    skb->data or skb_push()'s value (+ a constant) of a frame skb, or a
    local set once to that and never moved; None otherwise."""
    base, off = split_offset(e)
    start = data_start(p, base)
    extra, here = 0, None
    name = strip_parens(strip_cast(strip_parens(base)))
    if not start and re.match(r"^[A-Za-z_]\w*$", name):
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
        start = data_start(p, inner)
        if k is not None:
            if not isinstance(k, int):
                return None
            extra = k
    if not start:
        return None
    # skb = skb2: a copy (skb_copy_expand()) is where its allocator put it
    if start[0] in PARAMS.get((p[0].file, p[0].current_element), ()) and \
            re.search(r"(?<![\w.>*])%s\s*=(?!=)" % re.escape(start[0]),
                      function_text(p)):
        return None
    fr = frame_of(p, start[0])
    if fr is None:
        return None
    moved = pulled(p, start[0], here)
    if moved is None:
        return None
    if isinstance(off, int):
        extra += off
    return fr, (fr.residue + moved + start[1] + extra) % fr.modulus


def judged(fr, place, w):
    """(misaligned, where) for a w-byte access at place (mod the frame's
    modulus) of the frame fr; None when the modulus does not decide (an
    8-byte access at 0 mod 4 of a TX frame)."""
    m = fr.modulus
    if w > m and place % m == 0:
        return None
    return place % min(w, m) != 0, frame_where(fr, place)


def frame_where(fr, place):
    """The frame and the place in a reason: usbnet-rx-fixup+2 (mod 8),
    usbnet-tx-fixup+2mod4."""
    return "%s+%d" % (fr.name, place) + \
        ("mod%d" % fr.modulus if fr.modulus != 8 else "")


def frame_place(p, e, w):
    """For a w-byte access through e at a known place of a received or
    transmitted frame: (misaligned, where, direction): misaligned when
    that place is not a multiple of w, where naming the frame and the
    place (usbnet-rx-fixup+2, usbnet-tx-fixup+2mod4), direction "rx" or
    "tx"; None when e is not at a known place of one. An offset that is
    not a constant counts when it is a multiple of w."""
    off = split_offset(e)[1]
    if off is not None and not isinstance(off, int) and \
            not offsets.offset_multiple_of(p, off, w):
        return None
    found = frame_base(p, e)
    if found is None:
        return None
    decided = judged(found[0], found[1], w)
    return decided and decided + (found[0].direction,)


def overlay_place(p, e, tag, member, w):
    """For the w-byte member of struct tag laid over e at p: (misaligned,
    where, direction) as frame_place() has it, where also naming the
    member and its offset (usbnet-tx-fixup+2mod4,demo_hdr.len+4); None
    when e is not at a known place of a frame or the member's offset is
    not known."""
    found = frame_base(p, e)
    at = layout.offsetof_value(p, tag, member) if found else None
    if at is None:
        return None
    fr, place = found
    decided = judged(fr, (place + at) % fr.modulus, w)
    if decided is None:
        return None
    return (decided[0], "%s,%s.%s+%d" % (frame_where(fr, place), tag,
                                          member, at), fr.direction)
