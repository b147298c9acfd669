# SPDX-License-Identifier: GPL-2.0-only
"""The alignment the code declares: a typed pointer, an object, the address
of a member, a cast of a typed pointer, __aligned(N) arrays.
"""

import re

from ..defines import file_defines
from ..expr import strip_parens
from .. import layout
from .. import offsets
from ..reads import remembered
from ..source import function_code, function_text, uncommented_text

def pointee_alignment(p, name):
    """The alignment of what the pointer or array name points to, as the
    function declares it (struct tcphdr *th, const u32 *w, u32 buf[4]):
    C requires a struct X * to be aligned for X. 0 when unknown, 1 for a
    byte pointer."""
    m = re.search(r"(?:^|[(,;{}\s])((?:(?:const|volatile)\s+)*(?:struct\s+)?"
                  r"\w+)\s*(?:\*\s*%s\s*[,;=)\[]|\s%s\s*\[)" %
                  (re.escape(name), re.escape(name)), function_text(p))
    if not m:
        return 0
    return layout.type_alignment(p, m.group(1))

def object_alignment(p, name):
    """The alignment of the object name the function declares (struct
    ethtool_stats st; u64 v; u32 w[4]), 0 when unknown."""
    m = re.search(r"(?:^|[(,;{}\s])((?:(?:const|volatile|static)\s+)*"
                  r"(?:struct\s+)?\w+)\s+%s\s*(?:\[[^\]]*\]\s*)*[,;=)]" %
                  re.escape(name), function_code(p))
    return layout.type_alignment(p, m.group(1)) if m else 0

def address_alignment(p, base):
    """&name, &a->m and &a.m: as aligned as the object, or as the offset of
    the member in the struct a points to or is (struct fsl_udc *udc;
    &udc->local_setup_buff), which C keeps aligned for its type."""
    m = re.match(r"^&\s*([A-Za-z_]\w*)$", base)
    if m:
        return object_alignment(p, m.group(1))
    at = layout.member_position(p, base[1:].strip()) if base.startswith("&") \
        else None
    return min(at[1], offsets.low_bit(at[0])) if at else 0

def cast_pointer_alignment(p, base):
    """base casts a typed pointer, or arithmetic on one, to a byte pointer:
    (u8 *)th, (void *)(h + 1). h + 1 is as aligned as h."""
    m = re.match(r"^\(\s*[\w\s]+\*\s*\)\s*(.+)$", base)
    inner = m and re.match(r"^([A-Za-z_]\w*)(?:\s*[-+]\s*\w+)?$",
                           strip_parens(m.group(1)))
    return pointee_alignment(p, inner.group(1)) if inner else 0

ALIGNED_DECL = {}

def declared_alignment(f, name):
    """N when the file declares the array name with __aligned(N) or
    __attribute__((aligned(N))), else 0."""
    def compute():
        text = uncommented_text(f) or ""
        found = {}
        for m in re.finditer(r"\b(\w+)\s*\[[^\];]*\]\s*(?:__aligned\s*\(|"
                             r"__attribute__\s*\(\(\s*__?aligned__?\s*\()"
                             r"\s*(\w+)\s*\)", text):
            v = m.group(2)
            if v.isdigit():
                n = int(v)
            else:
                n = file_defines(f).get(v, 0)
            found[m.group(1)] = max(found.get(m.group(1), 0), n)
        return found
    return remembered(ALIGNED_DECL, f, compute).get(name, 0)
