# SPDX-License-Identifier: GPL-2.0-only
"""Addresses of members of __packed structs handed on as plain typed
pointers: le32_to_cpup(&hdr->len), le16_to_cpus(&p->x), __le16 *l =
&p->x. The compiler reads a packed member bytewise, but once its address
is a __le32 * the load is a plain 4-byte load, and the member is where
the struct's layout and the struct's own address put it.

Judged by the member's offset in the struct (layout.struct_layout())
and what is known of the struct's address (alignment.pointer_alignment()
of the base: an allocation, an aligned alias, what every caller passes):
- the offset is not a multiple of the width: misaligned wherever the
  struct starts aligned, high (packed-member-offset);
- the offset is a multiple and the base is known to be aligned to the
  width: aligned, no finding;
- the offset is a multiple but nothing is known of the base: moderate
  (packed-member-base).
A member whose declared alignment (the struct's alignment and the
offset) already covers the width is no finding: C keeps it aligned.
"""

from .. import alignment
from ..layout import struct_layout, struct_tag
from ..offsets import low_bit
from ..state import PACKED_MEMBER_SITES, key


def member_place(p, t, fld):
    """(offset, alignment of the struct) of member fld of the struct type
    t (struct hdr, or a typedef of one), or None when not known."""
    tag = struct_tag(p, " ".join(t.replace("const", " ").split()))
    lay = tag and struct_layout(p, tag)
    if not lay or fld not in lay[2]:
        return None
    return lay[2][fld], lay[1]


def judge(p, t, base, fld, w):
    """The reason key for &base->fld (base a pointer to the struct type t)
    used as a w-byte pointer at p, or None when it is aligned or the
    layout is not known. Remembered in PACKED_MEMBER_SITES for the
    report, with the deciding facts."""
    place = member_place(p, t, fld)
    if place is None:
        return None
    off, salign = place
    if min(salign, low_bit(off)) >= w:
        return None
    known = alignment.pointer_alignment(p, base)
    tag = struct_tag(p, " ".join(t.replace("const", " ").split()))
    facts = "%s.%s+%d" % (tag, fld, off)
    if known and min(known, low_bit(off)) >= w:
        return None
    if off % w:
        reason = "packed-member-offset"
    else:
        reason = "packed-member-base"
    PACKED_MEMBER_SITES[key(p)] = (reason, facts)
    return reason
