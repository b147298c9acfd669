# SPDX-License-Identifier: GPL-2.0-only
"""Addresses of members of __packed structs handed on as plain typed
pointers: le32_to_cpup(&hdr->len), le16_to_cpus(&p->x), __le16 *l =
&p->x, or to a __le16 * parameter of a function of the file that
dereferences it. The compiler reads a packed member bytewise, but once its address
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

import re
from collections import Counter

from .. import alignment
from ..ctype import pointee_width, type_name, width
from ..expr import tidy
from ..functions import file_functions
from ..kernel_names import byteorder, byteorder_names, conv_width
from ..layout import struct_layout, struct_tag
from ..offsets import low_bit
from ..reads import CURRENT
from .callers import function_parameters
from ..source import closing, split_top
from ..state import PACKED_ARGUMENTS, PACKED_MEMBER_SITES, PARAMS, key


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


def callee_parameter(p, fn, arg):
    """(type, name) of the parameter of fn, a function the file of p
    defines, that the call of fn on p's line hands arg (&hdr->len), when
    it is a pointer to a 2-, 4- or 8-byte type that fn dereferences
    itself (*v, v[i], leN_to_cpup(v), not get_unaligned(v)); None. The
    parameters' names are callers.function_parameters()', their types
    what the params rule recorded (state.PARAMS)."""
    f = p[0].file
    found, code, lines, starts = file_functions(f)
    entry = [e for e in found if e[0] == fn]
    if len(entry) != 1:
        return None
    names = function_parameters(f, entry[0])
    if not names:
        return None
    line = int(p[0].line)
    at = starts[max(line - 3, 0)]
    for call in re.finditer(r"\b%s\s*\(" % re.escape(fn),
                            code[at:starts[min(line, len(lines))]]):
        rest = code[at + call.end():]
        args = [tidy(a) for a in split_top(rest[:closing(rest)], ",")]
        if tidy(arg) in args:
            break
    else:
        return None
    if len(args) != len(names):
        return None
    name = names[args.index(tidy(arg))]
    t = PARAMS.get((f, fn), {}).get(name)
    if not dereferenced(f, entry[0], name, t):
        return None
    return type_name(t)[:-1].strip(), name


def dereferenced(f, entry, name, t):
    """Is name, a parameter of type t of the function entry (of
    file_functions()) of f, a pointer to a 2-, 4- or 8-byte type that the
    function dereferences itself (*v, v[i], leN_to_cpup(v))?"""
    if not t or pointee_width(t) < 2:
        return False
    _, code, lines, starts = file_functions(f)
    v = re.escape(name)
    body = code[starts[entry[4] - 1]:starts[min(entry[2], len(lines))]]
    return re.search(r"(?<![\w)\]])\*\s*%s\b|\b%s\s*\[|_to_cpup\s*\(\s*%s\s*\)"
                     % (v, v, v), body) is not None


# a call of a byte-order pointer helper that judge_use() judges
POINTER_HELPER_CALL = re.compile(r"\b%s\s*\(" % byteorder_names("loadp inplace"))


def packed_uses_possible():
    """Can judge_use() find anything in the file being checked? Only
    where it calls a byte-order pointer helper, or defines once a
    function with a parameter (as the params rule recorded it) that
    callee_parameter() would take (a pointer to a 2-, 4- or 8-byte type
    that it dereferences). Else the
    packed_member rule, which tries every call with &E->fld, is skipped."""
    f = CURRENT["file"]
    if f is None:
        return True
    found, code, _, _ = file_functions(f)
    if POINTER_HELPER_CALL.search(code):
        return True
    defined = Counter(e[0] for e in found)
    for entry in found:
        params = PARAMS.get((f, entry[0]), {})
        if defined[entry[0]] == 1 and any(
                dereferenced(f, entry, name, t) for name, t in params.items()):
            return True
    return False


def judge_argument(p, t, base, fld, fn):
    """judge() for &base->fld handed to the typed pointer parameter of
    fn (callee_parameter()); the parameter is remembered for the report
    in PACKED_ARGUMENTS. None when it is not such a call or is aligned."""
    found = callee_parameter(p, fn, "&%s->%s" % (base, fld))
    if found is None:
        return None
    reason = judge(p, t, base, fld, width(found[0]))
    if reason:
        PACKED_ARGUMENTS[key(p)] = found
    return reason


def judge_use(p, t, base, obj, fld, fn):
    """&base->fld (or &obj.fld) handed to fn at p: a byte-order pointer
    helper, or a function of the file with a typed pointer parameter
    there (judge_argument()); the reason key or None."""
    # leN_to_cpup(), and the in-place leN_to_cpus() and cpu_to_leNs()
    if byteorder(fn, "loadp inplace"):
        return judge(p, t, base or "&" + obj, fld, conv_width(fn))
    return base and judge_argument(p, t, base, fld, fn)
