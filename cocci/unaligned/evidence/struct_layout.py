# SPDX-License-Identifier: GPL-2.0-only
"""Byte array members of structs that are not __packed, reached through a
typed struct pointer or a struct object: u8 sas_addr[8] of struct
domain_device read by SAS_ADDR(dev->sas_addr), *(u16 *)&dev->addr[0],
also through a struct pointer member (task->dev->sas_addr).

C requires a struct S * to point at an address aligned to alignof(S)
(the allocator and the compiler keep it so), so p->arr + k sits at
(offsetof(S, arr) + k) modulo min(alignof(S), 8): aligned when that is a
multiple of the width (alignment(), an evidence kind of
alignment.EVIDENCE: no finding), misaligned when it is not while the
struct is at least as aligned as the width (misplaced(): high).

What is known of the offset comes from layout.struct_places(), never
from a guess: a member whose size the package does not know (a
configuration-dependent spinlock_t, members under #ifdef CONFIG_..., an
enum of the tree's headers, which may be __packed) makes the places after it unknown until a member whose alignment is
known, which C puts at a multiple of it; an array right after such a
member is at an unknown place and this evidence says nothing (the
finding keeps the level it had). Not this evidence: a __packed struct
(alignment 1, see packed.py), a pointer the function makes by casting
(an overlay on a byte buffer, whose alignment C does not promise), a
member that is a pointer rather than an array (it points elsewhere), an
element of an array of structs at an unknown index.
"""

import re

from .. import layout
from ..expr import split_offset, strip_cast, strip_parens, tidy
from .. import offsets
from ..ctype import BYTE_TYPES
from ..source import function_code

# p->a.b.arr, s.arr, t->dev->arr: the object, the operator, the member
# path (&p->m is declared.address_alignment()'s)
MEMBER_PATH = re.compile(r"^([A-Za-z_]\w*)\s*(->|\.)\s*"
                         r"([A-Za-z_]\w*(?:\s*(?:\.|->)\s*[A-Za-z_]\w*)*)$")


# a pointer to bytes or to anything, as the function declares it
BYTES_DECL = r"\b(?:void|" + BYTE_TYPES + r")\s*\*\s*%s\b"


def made_from_bytes(p, name, code):
    """The function sets the pointer name from a cast, or from a byte or
    void pointer it declares (struct hdr *h = buf + 2; h = (void *)data):
    an overlay on a buffer, whose alignment C does not promise."""
    for m in re.finditer(r"(?<![\w.>])%s\s*=(?!=)([^;]*)" % re.escape(name),
                         code):
        rhs = m.group(1)
        if re.search(r"\(\s*[\w\s]+\*\s*\)|->\s*data\b", rhs) or any(
                re.search(BYTES_DECL % re.escape(w), code)
                for w in set(re.findall(r"(?<![\w.>])[A-Za-z_]\w*", rhs))):
            return True
    return False


def declared_tag(p, name, arrow):
    """The tag of the struct that the function declares name to point to
    (arrow) or to be: struct S *name, S_t *name, struct S name; None when
    the function makes name from a byte buffer (made_from_bytes())."""
    code = function_code(p)
    n = re.escape(name)
    if arrow and made_from_bytes(p, name, code):
        return None
    m = re.search(r"(?:^|[(,;{}\s])((?:struct\s+)?[A-Za-z_]\w*)\s*%s\s*"
                  r"%s\s*[,;=)\[]" % (r"\*" if arrow else "", n), code)
    if not m or re.search(r"\b(?:union|enum)\s*$", code[:m.start(1)]):
        return None
    return layout.struct_tag(p, m.group(1).strip())


def member_tag(p, tag, member):
    """The tag of the struct type of the plain (not array) member of
    struct tag, from its definition; None if unknown."""
    body = layout.struct_body(p, tag) or ""
    m = re.search(r"(?:^|[;{]\s*)((?:struct\s+)?[A-Za-z_]\w*)\s+%s\s*;" %
                  re.escape(member), body)
    return m and layout.struct_tag(p, m.group(1))


def pointer_member_tag(p, tag, member):
    """The tag of the struct that the member of struct tag points to
    (struct domain_device *dev; in struct sas_task), from its definition;
    None if unknown."""
    body = layout.struct_body(p, tag) or ""
    m = re.search(r"(?:^|[;{]\s*)(?:const\s+)?((?:struct\s+)?[A-Za-z_]\w*)"
                  r"\s*\*\s*%s\s*;" % re.escape(member), body)
    return m and layout.struct_tag(p, m.group(1))


def hop_tag(p, tag, path):
    """The struct that the pointer member at the end of the path of
    members of struct tag points to (task->dev in task->dev->sas_addr):
    C keeps a struct S * aligned for S, wherever it came from, as it
    does a parameter's; None if unknown."""
    for member in path[:-1]:
        tag = tag and member_tag(p, tag, member)
    return tag and pointer_member_tag(p, tag, path[-1])


def is_array_member(p, tag, member):
    """The member of struct tag is declared as an array."""
    body = layout.struct_body(p, tag) or ""
    return re.search(r"(?:^|[\s;{])%s\s*\[" % re.escape(member),
                     body) is not None


def member_place(p, base):
    """(residue, modulus, what) of the address of the byte array member
    that base names (p->a.b.arr, s.arr): the residue modulo
    min(alignof(S), 8) of its place, with S the struct the function
    declares the object to be or point to, and what names it for the
    report (domain_device.sas_addr+0mod8); None when nothing is known."""
    m = MEMBER_PATH.match(tidy(strip_parens(strip_cast(base))))
    if not m:
        return None
    tag = declared_tag(p, m.group(1), m.group(2) == "->")
    hops = [[x.strip() for x in hop.split(".")]
            for hop in re.split(r"\s*->\s*", m.group(3))]
    for hop in hops[:-1]:
        tag = tag and hop_tag(p, tag, hop)
    outer_tag = tag
    outer = tag and layout.struct_places(p, tag)
    if not outer:
        return None
    path = hops[-1]
    residue, modulus = 0, 0
    for i, member in enumerate(path):
        lay = layout.struct_places(p, tag) if i else outer
        if not lay or member not in lay[3]:
            return None
        r, mod = lay[3][member]
        residue += r
        modulus = min(x for x in (modulus, mod, 1 << 30) if x) \
            if (modulus or mod) else 0
        if i < len(path) - 1:
            tag = member_tag(p, tag, member)
            if not tag:
                return None
        elif not is_array_member(p, tag, member):
            return None
    n = min(outer[1], 8, modulus or 8)
    if n <= 1:
        return None
    what = "%s.%s+%s" % (
        outer_tag, ".".join(path),
        "%dmod%d" % (residue % n, n) if modulus else residue)
    return residue % n, n, what


def alignment(p, base, inner, depth):
    """What the place of the byte array member inner gives its address:
    the largest power of two dividing it, up to min(alignof(S), 8)."""
    place = member_place(p, inner)
    if not place:
        return 0
    return min(place[1], offsets.low_bit(place[0]))


def offset_alignment(p, inner, off):
    """What the byte array member inner plus the constant off is aligned
    to by its place: priv->data_buffer + 2 with data_buffer at 2 mod 8 is
    4-aligned, which alignment() of the member alone (2) does not say. 0
    when unknown."""
    place = isinstance(off, int) and member_place(p, inner)
    if not place:
        return 0
    return min(place[1], offsets.low_bit((place[0] + off) % place[1]))


def misplaced(p, e, w):
    """what (member_place()) when the byte pointer e, a byte array member
    plus a constant offset, is at a place not a multiple of the width w
    of a struct at least that aligned; else None."""
    base, off = split_offset(e)
    if off is not None and not isinstance(off, int):
        off = offsets.exact_value(p, off)
        if off is None:
            return None
    place = member_place(p, base)
    if not place or place[1] < w or (place[0] + (off or 0)) % w == 0:
        return None
    return place[2]
