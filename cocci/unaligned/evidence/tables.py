# SPDX-License-Identifier: GPL-2.0-only
"""Offsets read from tables of offsetof() values: the position of a member
inside a struct.
"""

import re

from ..defines import file_macros, without_defines
from .origin import assigned_only
from ..expr import split_offset, strip_cast, strip_parens
from ..functions import CallSite
from ..headers import local_texts
from ..layout import local_structs, local_typedefs, struct_tag
from ..source import closing, split_top, value_at
from ..state import per_file

# A struct member that holds an offset into a struct: every value the
# file gives it is offsetof() (f2fs sysfs: .offset = _offset, where the
# macros pass offsetof(struct struct_name, elname)).
OFFSET_TABLES = per_file({})

def set_values(text, member):
    """The value of each .member = value and ->member = value in text;
    None when text moves member (+=, -=, ++, --)."""
    m = r"(?:\.|->)\s*%s\b" % re.escape(member)
    if re.search(m + r"\s*(?:[-+*/|&^]=|\+\+|--)", text) or \
            re.search(r"(?:\+\+|--)\s*\w+\s*" + m, text):
        return None
    found = []
    for a in re.finditer(m + r"\s*=(?!=)", text):
        found.append(value_at(text, a.end()).strip())
    return found

def member_places(body, member):
    """The places of member among the members of a struct body (as
    local_structs() keeps it: one line, preprocessor lines ended with a
    semicolon), counted with and without the members under #if:
    generated tables such as netfilter's H.323 field_t leave a debug name
    out. None when member is not one of them or when a declaration is
    not a plain one."""
    places = []
    for conditional in (False, True):
        names, depth = [], 0
        for decl in split_top(body, ";")[:-1]:
            decl = decl.strip()
            if re.match(r"\x23\s*if", decl):
                depth += 1
            elif re.match(r"\x23\s*endif", decl):
                depth -= 1
            elif decl.startswith("\x23") or conditional and depth:
                continue
            else:
                for part in split_top(decl, ","):
                    # a plain name, an array, a bit field, or a function
                    # pointer: ssize_t (*show)(...)
                    m = re.search(r"(\w+)\s*(?:\[[^\]]*\])?\s*"
                                  r"(?::\s*\w+)?\s*$", part) or \
                        re.search(r"\(\s*\*\s*(\w+)\s*\)\s*"
                                  r"\([^()]*\)\s*$", part)
                    if not m:
                        return None
                    names.append(m.group(1))
        if member not in names:
            return None
        places.append((len(names), names.index(member)))
    return places

def table_items(inits, member, macros):
    """The bodies of the braced items of an array initializer. An item
    made by a macro of the file whose body names .member = (cdc_ncm's
    CDC_NCM_SIMPLE_STAT(m)) is left to set_values(); None for any other
    item, whose member value is unknown."""
    items = []
    for item in split_top(inits, ","):
        item = item.strip()
        m = re.match(r"^(\w+)\s*\(", item)
        if not item:
            continue
        if item.startswith("{") and item.endswith("}"):
            items.append(item[1:-1])
        elif not (m and designated_macro(m.group(1), member, macros, 0)):
            return None
    return items

def designated_macro(name, member, macros, depth):
    """The body of the macro name of the file names .member =, itself or
    through the macro it calls (CDC_NCM_SIMPLE_STAT -> CDC_NCM_STAT)."""
    if name not in macros or depth > 3:
        return False
    body = macros[name][1]
    if re.search(r"\.\s*%s\s*=" % re.escape(member), body):
        return True
    m = re.match(r"^(\w+)\s*\(", body)
    return m is not None and designated_macro(m.group(1), member, macros,
                                              depth + 1)

def positional_values(f, texts, member, macros):
    """The values positional initializers ({a, b, offsetof(T, x), ...})
    in texts give member in the arrays and objects of a struct of the
    file f and its headers (local_structs()) that declares it: the
    netfilter H.323 field tables. None when an initializer has a count
    of elements that matches neither count of members (member_places()),
    or when a struct that has the member cannot be counted."""
    found = []
    structs = local_structs(f)
    for tag, body in structs.items():
        body = body[:body.rfind("}")] if body else ""
        if not re.search(r"\b%s\b" % re.escape(member), body):
            continue
        # nested structs or unions, declarations this does not read
        places = member_places(body, member) if "{" not in body else None
        if places is None:
            return None
        names = ["struct\\s+" + tag] + [
            a for a, t in local_typedefs(f).items() if t == tag]
        decl = re.compile(r"\b(?:%s)\s+\w+\s*(?:\[[^\]=;]*\]\s*)?="
                          r"\s*\{" % "|".join(names))
        for t in texts:
            for d in decl.finditer(t):
                inits = t[d.end():closing(t, d.end(), "{}")]
                items = [inits]
                if "[" in d.group(0):
                    items = table_items(inits, member, macros)
                    if items is None:
                        return None
                for item in items:
                    if re.match(r"\s*\.", item):
                        continue	# designated: set_values() reads it
                    parts = [x for x in split_top(item, ",") if x.strip()]
                    place = [k for n, k in places if n == len(parts)]
                    if not place:
                        return None
                    found.append(parts[place[0]].strip())
    return found

def macro_arguments(texts, macros, name, index, depth):
    """The arguments at index of every call of the function-like macro
    name in texts and in the bodies of macros; an argument that is a
    parameter of the calling macro is followed to that macro's calls."""
    args = []
    call = re.compile(r"\b%s\s*\(" % re.escape(name))
    for text in texts:
        for c in call.finditer(text):
            parts = split_top(text[c.end():closing(text, c.end())], ",")
            if len(parts) <= index:
                return None
            args.append(parts[index].strip())
    for caller, (params, body) in macros.items():
        for c in call.finditer(body):
            parts = split_top(body[c.end():closing(body, c.end())], ",")
            if len(parts) <= index:
                return None
            arg = parts[index].strip()
            if arg in params:
                if depth >= 3:
                    return None
                more = macro_arguments(texts, macros, caller,
                                       params.index(arg), depth + 1)
                if more is None:
                    return None
                args += more
            else:
                args.append(arg)
    return args

def offset_table_member(p, off):
    """off is x->member (x.member, table[i].member) and every value the
    file and its headers give member, directly or through their
    function-like macros, is offsetof() or 0: a position inside a
    struct."""
    m = re.match(r"^[A-Za-z_]\w*(?:\s*(?:->|\.)\s*[A-Za-z_]\w*|"
                 r"\s*\[[^\[\]]*\])*\s*(?:->|\.)\s*([A-Za-z_]\w*)$",
                 strip_parens(off) if isinstance(off, str) else "")
    if not m:
        return False
    k = (p[0].file, m.group(1))
    if k not in OFFSET_TABLES:
        OFFSET_TABLES[k] = member_offset_values(p[0].file, m.group(1))
    return OFFSET_TABLES[k]

def table_positions(p, name):
    """Every value the local pointer name gets, but NULL, is a pointer
    plus an offset from an offsetof() table (offset_table_member()),
    and it is never moved: cdc_ncm's p = (char *)ctx +
    cdc_ncm_gstrings_stats[i].stat_offset, read as u32 or u64."""
    values = [v for v in assigned_only(p, name)
              if strip_parens(v.strip()) not in ("NULL", "0")]
    if not values:
        return False
    for v in values:
        off = split_offset(strip_cast(v.strip()))[1]
        if not isinstance(off, str) or not offset_table_member(p, off):
            return False
    return True

def member_offset_values(f, member):
    """Every value the file f and its headers give the struct member
    member is offsetof() or 0 (offset_table_member())."""
    macros = file_macros(f)
    texts = [without_defines(t) for t in local_texts(f, 2)]
    values = []
    for text in texts:
        found = set_values(text, member)
        if found is None:
            return False
        values += found
    found = positional_values(f, texts, member, macros)
    if found is None:
        return False
    values += found
    for name, (params, body) in macros.items():
        found = set_values(body, member)
        if found is None:
            return False
        for v in found:
            if v in params:
                more = macro_arguments(texts, macros, name,
                                       params.index(v), 0)
                if more is None:
                    return False
                values += more
            else:
                values.append(v)
    return bool(values) and all(re.match(r"^(?:offsetof\s*\(|0$)", v) or
                                member_distance(v) or
                                struct_stride(f, v) for v in values)

def struct_stride(f, v):
    """v is sizeof(struct T), or of a typedef of a struct: the step from
    one element of an array of T to the next (the H.323 tables keep it
    beside the offsetof() of the fields), as much a struct position."""
    m = re.match(r"^sizeof\s*\(\s*((?:struct\s+)?\w+)\s*\)$", v)
    return m is not None and \
        struct_tag([CallSite(f, "", 1)], m.group(1)) is not None

def member_distance(v):
    """v is the distance from a position to a member of a typed header,
    (u8 *)&iph->daddr - skb_network_header(skb): where ICMP errors keep
    the offending address (serr->addr_offset), a position inside the
    headers that the stack keeps aligned."""
    m = re.match(r"^\(\s*(?:const\s+)?(?:u8|__u8|char|unsigned\s+char|void)"
                 r"\s*\*\s*\)\s*&", v)
    rest = re.sub(r"->", "..", v[m.end():]) if m else ""
    terms = split_top(rest, "-")
    return len(terms) == 2 and re.search(r"\.\s*\w+\s*\)*\s*$",
                                         terms[0]) is not None
