# SPDX-License-Identifier: GPL-2.0-only
"""Offsets and strides read from the data: a length field that steps to
the next record (p += le16_to_cpu(rec->len), ie += ie[1] + 2), an offset
the device or the wire supplies (off = hdr->offset; (T *)(buf + off)).
Such a value is of unknown residue: offsets.divisor() already counts it
as a multiple of nothing (a struct member is "__member", a call of a
function not in the file 1), which made these sites "unaligned-offset"
or, through a local moved by one, "unknown-origin". This names the
evidence: the access is at a place the data decides, which a device or
a sender can make odd, so high ("data-offset", the value after the
colon). A value that the code rounds (ALIGN(len, 4)) or scales (len * 4)
to a multiple of the width is not evidence: divisor() decides first.

What counts as read from the data (data_read()):
  - a byte-order conversion or unaligned read (le16_to_cpu(rec->len),
    get_unaligned_be32(p + 4)): values in a fixed byte order are the
    device's or the wire's;
  - a byte loaded from a byte pointer or array (ie[1], *p);
  - a member of a struct laid over a byte buffer in the function (rec =
    (struct rec *)p; rec->len);
  - a local integer set to one of these (off = hdr->offset), two levels.
Not: a member of the driver's own state (priv->hdr_len), a parameter.
"""

import re

from .. import offsets
from ..ctype import BYTE_TYPES
from ..kernel_names import byteorder_names
from ..expr import split_offset, strip_cast, strip_parens
from ..source import closing, function_code, function_text, in_loop, \
    line_start, local_values, uncommented_text
from ..state import PARAMS, key, per_file

BYTEORDER_READ = re.compile(
    r"\b%s\s*\(|" % byteorder_names("load loadp") +
    r"\bget_unaligned(?:_[lb]e(?:16|32|64))?\s*\(")

# the reasons: key of a site to the value that decided (no blanks)
DATA_SITES = per_file({})


def compact(e):
    """e without blanks, and a[i] written *(a+i): the report's fields have
    no blanks, and its rule id is the text in brackets."""
    e = re.sub(r"\s+", "", e)
    return re.sub(r"((?:[A-Za-z_]\w*(?:->|\.))*[A-Za-z_]\w*)\[([^\[\]]*)\]",
                  r"*(\1+\2)", e)


BYTE_POINTER_TYPE = re.compile(r"^(?:const\s+)?%s\s*\*$" % BYTE_TYPES)
BYTE_DECLARATION = re.compile(r"\b%s\s*(?:const\s+)?\*?\s*(\w+)\s*(?:\[|[=;,)])"
                              % BYTE_TYPES)
# per function: the names declared with a byte type in its text
BYTE_NAMES = per_file({})


def byte_pointer(p, name):
    """name is a byte pointer or byte array of the function at p (a
    parameter of a byte pointer type or a local declared so). The
    declarations are read once a function: a pattern a name would not
    stay in re's cache."""
    t = PARAMS.get((p[0].file, p[0].current_element), {}).get(name)
    if t is not None:
        return BYTE_POINTER_TYPE.match(t) is not None
    k = (p[0].file, p[0].current_element)
    if k not in BYTE_NAMES:
        BYTE_NAMES[k] = set(m.group(1) for m in
                            BYTE_DECLARATION.finditer(function_text(p)))
    return name in BYTE_NAMES[k]


def overlay_local(p, name):
    """name is a local struct pointer that the function lays over a byte
    buffer: every value it gets is a cast to a struct pointer
    ((struct rec *)p, (void *)rec + len) or a byte pointer."""
    if name in PARAMS.get((p[0].file, p[0].current_element), ()):
        return False
    if not re.search(r"\bstruct\s+\w+\s*\*\s*%s\b" % re.escape(name),
                     function_text(p)):
        return False
    values = local_values(p, name)
    return bool(values) and all(
        re.match(r"^\(\s*(?:const\s+)?(?:struct\s+\w+|void)\s*\*\s*\)",
                 v.strip()) for v in values)


def data_read(p, e, depth=0):
    """The part of the C expression e (an offset, a stride) that is read
    from the data at p, as text; None when no part is."""
    # spatch writes skb -> len: a member, not the local len
    e = re.sub(r"\s*(->|\.)\s*(?=[A-Za-z_])", r"\1", e)
    m = BYTEORDER_READ.search(e)
    if m:
        return e[m.start():closing(e, m.end()) + 1]
    for m in re.finditer(r"(?<![\w.>])([A-Za-z_]\w*)\s*\[[^\]]*\]|"
                         r"(?:^|[^\w)\]])\*\s*\(?\s*([A-Za-z_]\w*)\b", e):
        name = m.group(1) or m.group(2)
        if byte_pointer(p, name):
            return m.group(0).strip(" (+-*")
    for m in re.finditer(r"\b([A-Za-z_]\w*)\s*->\s*\w+", e):
        if overlay_local(p, m.group(1)):
            return m.group(0)
    if depth >= 2:
        return None
    params = PARAMS.get((p[0].file, p[0].current_element), ())
    for name in set(re.findall(r"(?<![\w.>])[A-Za-z_]\w*\b(?!\s*\()", e)):
        if name in params or not re.search(
                offsets.LOCAL_TYPE + r"\b[^;()=]*\b%s\s*[;,=]" %
                re.escape(name), function_code(p)):
            continue
        for v in local_values(p, name):
            found = data_read(p, v, depth + 1)
            if found:
                return found
    return None


def data_offset(p, off, w):
    """The value read from the data in the offset off (C text) of a w-byte
    access at p that is not a known multiple of w; None otherwise."""
    if off is None or isinstance(off, int) or \
            offsets.offset_multiple_of(p, off, w):
        return None
    return data_read(p, off)


def data_stride(p, name, w):
    """The value read from the data by which the byte pointer name (a
    local or a parameter) is set or moved before the access at p (name =
    buf + off; name += le16_to_cpu(rec->len), in a loop around the access
    or before it), not a known multiple of w; None otherwise."""
    for v in local_values(p, name):
        found = data_offset(p, split_offset(strip_cast(v.strip()))[1], w)
        if found:
            return found
    text = function_code(p)
    here = line_start(p)
    if here is None:
        return None
    n = re.escape(name)
    for m in re.finditer(r"(?<![\w.>])%s\s*[-+]=\s*([^;]+);|"
                         r"(?<![\w.>])%s\s*=\s*(?:\([^()]*\)\s*)?\(?\s*"
                         r"(?:\([^()]*\)\s*)?%s\s*[-+]\s*([^;]+);" % (n, n, n),
                         text):
        step = m.group(1) or m.group(2)
        if m.start() > here and not (in_loop(text, m.start()) and
                                     in_loop(text, here)):
            continue
        if offsets.divisor(p, step, at=m.start()) % w == 0:
            continue
        found = data_read(p, step)
        if found:
            return found
    return None


def data_place(p, e, w):
    """The value read from the data that decides where the w-byte access
    through e at p is: in e's offset, or in how the local e is based on
    is set or moved (data_stride()); None when none does. The value is
    kept for the report (DATA_SITES)."""
    base, off = split_offset(e)
    found = data_offset(p, off, w)
    name = strip_parens(strip_cast(strip_parens(base)))
    if not found and re.match(r"^[A-Za-z_]\w*$", name):
        found = data_stride(p, name, w)
    if found:
        DATA_SITES[key(p)] = compact(found)
    return found


def file_has_data_strides(f):
    """The file adds a byte-order conversion to something: a cheap test
    before looking for struct overlays moved by one."""
    return re.search(r"[-+]=?\s*(?:\(\w+\)\s*)?(?:%s|get_unaligned)" %
                     byteorder_names("load"),
                     uncommented_text(f) or "") is not None
