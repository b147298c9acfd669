# SPDX-License-Identifier: GPL-2.0-only
"""Struct layout on x86_64 from the struct's definition in the file, its
local headers or the tree's headers: size, alignment and the offset of
each member (bit-fields, arrays, nested structs and unions, __packed,
__aligned, struct_group()).
"""

import functools
import re

from .ctype import type_name, width
from .defines import tree_table_entry
from .headers import local_texts
from .reads import remembered
from . import offsets
from .source import closing, function_code, function_text, split_top
from .state import per_file

def member_position(p, member):
    """(offset, alignment of the struct) of a->m or a.m, where the
    function declares a as struct S * or struct S of a known layout;
    None if unknown."""
    m = re.match(r"^([A-Za-z_]\w*)\s*(->|\.)\s*([A-Za-z_]\w*)$", member)
    if not m:
        return None
    d = re.search(r"\bstruct\s+(\w+)\s*%s\s*%s\s*[,;=)\[]" %
                  (r"\*" if m.group(2) == "->" else "", m.group(1)),
                  function_code(p))
    lay = d and struct_layout(p, d.group(1))
    if not lay or m.group(3) not in lay[2]:
        return None
    return lay[2][m.group(3)], lay[1]

def type_alignment(p, t):
    """The alignment of the type t (u32, struct tcphdr), 0 if unknown."""
    t = type_name(re.sub(r"\bstatic\b", " ", t))
    tag = struct_tag(p, t)
    if tag:
        lay = struct_layout(p, tag)
        return lay[1] if lay else 0
    return width(t)

STRUCT_START = re.compile(r"\bstruct\s+(\w+)\s*\{")

# typedef struct NAME {, typedef struct {, typedef struct NAME ALIAS;
TYPEDEF_START = re.compile(r"\btypedef\s+struct\s+(?:(\w+)\s*)?(\{)?")

LOCAL_TYPES = {}

LAYOUTS = per_file({})

# pure, and asked of the same struct bodies for every file: remembered
@functools.lru_cache(maxsize=None)
def one_line_body(body):
    """A struct body as the tree table keeps it: on one line, each
    preprocessor line ended with a semicolon; None for a continued line."""
    if chr(92) in body:	# a backslash: a continued line
        return None
    # a preprocessor line is a declaration of its own
    body = re.sub(r"^[ \t]*(\x23[^\n]*)$", r"\1;", body, flags=re.M)
    return " ".join(body.split())

def struct_definitions(text):
    """NAME to the text of struct NAME { ... } ATTRIBUTES; in text, from
    after its brace to the semicolon (one_line_body())."""
    found = {}
    for m in STRUCT_START.finditer(text):
        body = closed_body(text, m.end())
        if body is not None:
            found[m.group(1)] = body
    return found

def closed_body(text, start):
    """one_line_body() of the struct whose body starts at start, up to
    the semicolon after its closing brace; None if it does not close."""
    close = closing(text, start, "{}")
    end = text.find(";", close)
    if close == len(text) or end < 0:
        return None
    return one_line_body(text[start:end])

class StructDefinitions:
    """struct_definitions(text) of a large text (the tree's type table),
    worked out only for the names asked for: a spatch process asks for a
    few of its 5,000 structs."""

    def __init__(self, text):
        self.text = text
        self.starts = {}
        for m in STRUCT_START.finditer(text):
            self.starts.setdefault(m.group(1), []).append(m.end())
        self.known = {}

    def get(self, name, default=None):
        if name not in self.known:
            self.known[name] = self.definition(name)
        found = self.known[name]
        return default if found is None else found

    def __getitem__(self, name):
        found = self.get(name)
        if found is None:
            raise KeyError(name)
        return found

    def __bool__(self):
        return bool(self.starts)

    def definition(self, name):
        # the last definition that closes, as in struct_definitions()
        for start in reversed(self.starts.get(name, ())):
            body = closed_body(self.text, start)
            if body is not None:
                return body
        return None

def typedef_definitions(text):
    """(ALIAS to the struct tag it names, the bodies of anonymous structs
    by ALIAS) for typedef struct TAG {...} ALIAS;, typedef struct {...}
    ALIAS; and typedef struct TAG ALIAS; in text, as the tree table has
    them (typedef:ALIAS). Not pointer typedefs, nor lists of names."""
    aliases, bodies = {}, {}
    for m in TYPEDEF_START.finditer(text):
        if m.group(2):
            close = closing(text, m.end(), "{}")
            end = text.find(";", close)
            if close == len(text) or end < 0:
                continue
            rest = ATTRIBUTE.sub(" ", text[close + 1:end])
            a = re.match(r"^\s*(?:__packed\s+)?([A-Za-z_]\w*)\s*"
                         r"(?:__packed\s*)?$", rest)
            if not a:
                continue
            if m.group(1):
                aliases[a.group(1)] = m.group(1)
            else:
                aliases[a.group(1)] = a.group(1)
                bodies[a.group(1)] = one_line_body(text[m.end():end])
        elif m.group(1):
            a = re.match(r"\s*([A-Za-z_]\w*)\s*;", text[m.end():])
            if a:
                aliases[a.group(1)] = m.group(1)
    return aliases, bodies

def local_structs(f):
    """The structs and typedefs of the file f and its own headers."""
    return remembered(LOCAL_TYPES, f, lambda: find_local_types(f))[0]

def local_typedefs(f):
    """Typedef name to struct tag, of the file f and its own headers."""
    return remembered(LOCAL_TYPES, f, lambda: find_local_types(f))[1]

def find_local_types(f):
    """(structs, typedefs) of the file f and its own headers."""
    structs, typedefs = {}, {}
    for text in local_texts(f, 2):
        structs.update(struct_definitions(text))
        aliases, bodies = typedef_definitions(text)
        typedefs.update(aliases)
        structs.update(bodies)
    return structs, typedefs

def struct_body(p, name):
    """The definition of struct name, as struct_definitions() gives it, in
    the file, its own headers or the headers of the tree; None if
    unknown."""
    structs = local_structs(p[0].file)
    if name in structs:
        return structs[name]
    return tree_table_entry("struct:" + name)

def typedef_tag(p, name):
    """The tag of the struct that the typedef name names (journal_header_t:
    journal_header_s), from the file, its headers or the tree; None."""
    tag = local_typedefs(p[0].file).get(name)
    return tag or tree_table_entry("typedef:" + name)

def struct_tag(p, t):
    """The tag of the struct type t: struct NAME, or a typedef of one."""
    m = re.match(r"^struct\s+(\w+)$", t)
    if m:
        return m.group(1)
    if re.match(r"^[A-Za-z_]\w*$", t) and not width(t):
        return typedef_tag(p, t)
    return None

MEMBER_DECL = re.compile(r"^(.*?)((?:\*\s*)*)\b([A-Za-z_]\w*)\s*"
                         r"((?:\[[^\]]*\]\s*)*)$")

PACKED_ATTR = re.compile(r"\b__packed\b|\bpacked\b")

ATTRIBUTE = re.compile(r"\b__attribute__\s*\(\([^()]*\)\)")

def scalar_layout(p, t, depth, partial=False):
    """(size, alignment) of the member type t on x86_64, or None. With
    partial, a struct's (size place, alignment, exact) as
    struct_places() gives it."""
    t = type_name(re.sub(r"\b(?:__percpu|__private|__iomem)\b", " ", t))
    tag = struct_tag(p, t)
    if tag:
        if partial:
            return struct_places(p, tag, depth + 1)
        lay = struct_layout(p, tag, depth + 1)
        return lay and lay[:2]
    m = re.match(r"^enum\s+(\w+)$", t)
    if m:
        # gcc makes an int of an enum, but a __packed one as small as its
        # values and one with 64-bit values a long: partial layouts take
        # only an enum the file or its headers define as an int
        one = (4, 4) if not partial or int_enum(p, m.group(1)) else None
    else:
        w = width(t)
        one = (w, w) if w else None
    return one and ((one[0], 0), one[1], True) if partial else one

ENUM_START = re.compile(r"\benum\s+(\w+)\s*\{")

LOCAL_ENUMS = {}

def int_enum(p, name):
    """The file or its own headers define enum name, not __packed, not
    __aligned, with no value that needs more than an int: an int on
    x86_64. False when unknown (the tree's headers are not read here)."""
    def find():
        found = {}
        for text in local_texts(p[0].file, 2):
            for m in ENUM_START.finditer(text):
                close = closing(text, m.end(), "{}")
                end = text.find(";", close)
                if close == len(text) or end < 0:
                    continue
                attrs, values = text[close + 1:end], text[m.end():close]
                found[m.group(1)] = not (
                    PACKED_ATTR.search(attrs) or "aligned" in attrs or
                    re.search(r"\d[uU]?[lL]|BIT_ULL|GENMASK_ULL|"
                              r"<<\s*(?:3[1-9]|[4-9]\d)|0[xX][0-9a-fA-F]{9}|"
                              r"\d{10}", values))
        return found
    return remembered(LOCAL_ENUMS, p[0].file, find).get(name, False)

# A place in a struct, in bits: (residue, modulus), the modulus 0 when the
# place is known exactly. After a member of unknown size only what the
# alignment of the next member says is known: it starts at a multiple of
# that alignment, whatever came before (struct_places()).
UNKNOWN_PLACE = (0, 1)

def place_up(at, a, exact=True):
    """The place at rounded up to a multiple of a (a power of two) bits:
    the member's alignment, or, when not exact, a lower bound of it."""
    r, m = at
    if exact and not m:
        return (round_up(r, a), 0)
    if exact and a <= m:
        return (round_up(r, a) % m, m)
    return (0, a)

def place_add(at, size):
    """The place size after at."""
    m = min(x for x in (at[1], size[1], 1 << 30) if x)
    m = 0 if m == 1 << 30 else m
    return ((at[0] + size[0]) % m if m else at[0] + size[0], m)

def place_times(size, n):
    """n elements of size."""
    if not n or not size[1]:
        return (size[0] * n, 0)
    return (size[0] * n % size[1], size[1])

def members_layout(p, inner, attrs, union, depth, partial=False):
    """(size, alignment, {member: offset}) of the members inner of a
    struct or union on x86_64, or None when one is not known: a typedef,
    a union tag, a function pointer, __aligned(). Bit-fields are packed
    into units of their type as the x86_64 ABI says.

    With partial, a member of unknown size or alignment (spinlock_t, or
    members under a configuration #ifdef) does not make the whole layout
    unknown: (size place, alignment, exact, {member: place}) in bytes
    (places as place_up() has them), the alignment a lower bound unless
    exact. Sizes are never guessed: a member after an unknown one is
    known only at the multiple of its own alignment that C puts it at,
    and one that needs no more alignment than a byte is unknown."""
    if depth > 4 or re.search(r"__randomize_layout", inner + attrs) or \
            (not partial and re.search(r"\baligned\b|__aligned",
                                       inner + attrs)):
        return None
    packed = PACKED_ATTR.search(attrs) is not None
    at_bits, align, exact, offsets = (0, 0), 1, True, {}
    union_size = (0, 0)
    decls = x86_declarations(split_top(inner, ";"), partial)
    if decls is None:
        return None
    if re.search(r"\baligned\b|__aligned", attrs):
        exact = False	# only ever more aligned than its members
    for decl in decls:
        decl = decl.strip()
        if not decl:
            continue
        names = member_entries(p, decl, union, packed, depth, partial)
        if names is None:
            if not partial:
                return None
            names = [("", None, 1, False, {})]
        elif names == "bits":
            fields = bit_fields(p, decl, depth, partial)
            if fields is None or union:
                if not partial:
                    return None
                at_bits, exact = UNKNOWN_PLACE, False
                continue
            for name, bits, a in fields:
                a = 1 if packed else a
                if bits == 0:
                    at_bits = place_up(at_bits, 8 * a)
                    continue
                # a field does not straddle a unit of its type
                if not packed:
                    if at_bits[1] and at_bits[1] < 8 * a:
                        at_bits, exact = UNKNOWN_PLACE, False
                        continue
                    if at_bits[0] % (8 * a) + bits > 8 * a:
                        at_bits = place_up(at_bits, 8 * a)
                at_bits = place_add(at_bits, (bits, 0))
                if name:
                    align = max(align, a)
            continue
        if not partial and any(
                n[1] is None or n[1][1] or not n[3] or
                any(v[1] for v in n[4].values()) for n in names):
            return None
        for name, msize, malign, mexact, inner_offsets in names:
            a = 1 if packed else malign
            aexact = packed or mexact
            at = (0, 0) if union else place_up(place_up(at_bits, 8),
                                               8 * a, aexact)
            at = (at[0] >> 3, at[1] >> 3)
            if name:
                offsets[name] = at
            for k, v in inner_offsets.items():
                offsets[k] = place_add(at, v)
            if msize is None:
                exact = False
                union_size = None
                at_bits = UNKNOWN_PLACE
            elif union:
                if union_size is not None and not msize[1]:
                    union_size = (max(union_size[0], msize[0]), 0)
                else:
                    union_size = None
            else:
                at_bits = place_add((at[0] << 3, at[1] << 3),
                                    (msize[0] << 3, msize[1] << 3))
            align = max(align, a)
            exact = exact and aexact
    if union:
        at_bits = (union_size[0] << 3, 0) if union_size else UNKNOWN_PLACE
    size = place_up(place_up(at_bits, 8), 8 * align, exact)
    size = (size[0] >> 3, size[1] >> 3)
    if partial:
        return (size, align, exact, offsets)
    return (size[0], align, dict((k, v[0]) for k, v in offsets.items()))

def as_places(lay):
    """A layout of members_layout() in the form it has with partial."""
    if lay is None or len(lay) == 4:
        return lay
    return ((lay[0], 0), lay[1], True,
            dict((k, (v, 0)) for k, v in lay[2].items()))

def member_entries(p, decl, union, packed, depth, partial):
    """The members one declaration decl adds: [(name, size place, alignment,
    exact, {inner member: place})], the sizes and places in bytes;
    "bits" for a bit-field declaration; None when a type is unknown."""
    group = struct_group(decl)
    if group:
        name, attrs_g, members = group
        sub = as_places(members_layout(p, members, attrs_g, False,
                                       depth + 1, partial))
        if sub is None:
            return None
        inner_offsets = dict(sub[3])
        if name:
            inner_offsets[name] = (0, 0)
        return [("", sub[0], sub[1], sub[2], inner_offsets)]
    if "{" in decl:
        m = re.match(r"^(struct|union)\s*\w*\s*\{", decl)
        if not m:
            return None
        close = closing(decl, m.end(), "{}")
        sub = as_places(members_layout(p, decl[m.end():close],
                                       decl[close + 1:],
                                       m.group(1) == "union", depth + 1,
                                       partial))
        if sub is None:
            return None
        rest = ATTRIBUTE.sub(" ", decl[close + 1:])
        rest = PACKED_ATTR.sub(" ", rest).strip()
        names = [("", sub[0], sub[1], sub[2], sub[3])] if not rest else []
        for d in split_top(rest, ",") if rest else []:
            dm = re.match(r"^([A-Za-z_]\w*)\s*((?:\[[^\]]*\]\s*)*)$",
                          d.strip())
            if not dm:
                return None
            n = array_count(p, dm.group(2))
            if n is None:
                return None
            names.append((dm.group(1), place_times(sub[0], n), sub[1],
                          sub[2], {}))
        return names
    if ":" in decl:
        return "bits"
    if "(" in decl or re.search(r"\baligned\b|__aligned", decl):
        return None
    parts = split_top(decl, ",")
    dm = MEMBER_DECL.match(parts[0].strip())
    if not dm or not dm.group(1).strip():
        return None
    base = dm.group(1)
    names = []
    for i, d in enumerate(parts):
        dm = MEMBER_DECL.match(d.strip() if i else
                               d.strip()[len(base):].strip())
        if not dm or dm.group(1).strip():
            return None
        one = (8, 8) if dm.group(2) and not partial else \
            ((8, 0), 8, True) if dm.group(2) else \
            scalar_layout(p, base, depth, partial)
        if one and not partial:
            one = ((one[0], 0), one[1], True)
        n = array_count(p, dm.group(4))
        if one is None or n is None:
            return None
        names.append((dm.group(3), place_times(one[0], n), one[1], one[2],
                      {}))
    return names

# struct_group(NAME, MEMBERS...) and its forms (linux/stddef.h): a union
# of the members as an anonymous struct and as a struct called NAME; which
# arguments come before the members, by macro.
STRUCT_GROUP_ARGS = {"struct_group": ("name",),
                     "struct_group_attr": ("name", "attrs"),
                     "struct_group_tagged": ("tag", "name"),
                     "__struct_group": ("tag", "name", "attrs")}

def struct_group(decl):
    """(NAME, ATTRS, MEMBERS) of a struct_group() declaration, else None."""
    m = re.match(r"^(\w+)\s*\(", decl)
    if not m or m.group(1) not in STRUCT_GROUP_ARGS:
        return None
    close = closing(decl, m.end())
    if decl[close + 1:].strip():
        return None
    kinds = STRUCT_GROUP_ARGS[m.group(1)]
    args = split_top(decl[m.end():close], ",")
    if len(args) <= len(kinds):
        return None
    named = dict(zip(kinds, (a.strip() for a in args)))
    return (named["name"], named.get("attrs", ""),
            ",".join(args[len(kinds):]))

ENDIAN_TEST = re.compile(r"^(!?)\s*(?:defined\s*\(?\s*)?"
                         r"__(LITTLE|BIG)_ENDIAN(?:_BITFIELD)?\s*\)?$")

# What x86_declarations() puts for members under a test of the
# configuration: a declaration member_entries() cannot know.
CONFIG_MEMBERS = "(configuration-dependent members)"

def x86_declarations(decls, partial=False):
    """The declarations gcc compiles on x86_64 among decls, which may hold
    preprocessor lines. Understood are the tests of the byte or bit-field
    order (__LITTLE_ENDIAN_BITFIELD: iphdr, tcphdr) in if, ifdef and elif
    lines, and else and endif; None for any other line, which depends on
    the configuration, or with partial CONFIG_MEMBERS for the members
    under it. No line here starts with a hash: spatch would take it for
    its own."""
    out, stack = [], []	# per open #if: [this branch taken, one taken]
    for d in decls:
        d = d.strip()
        if not d.startswith("\x23"):	# a preprocessor line
            if all(taken for taken, _ in stack):
                out.append(d)
            elif all(taken is not False for taken, _ in stack) and \
                    (not out or out[-1] != CONFIG_MEMBERS):
                out.append(CONFIG_MEMBERS)
            continue
        m = re.match(r"^\x23\s*(\w+)\s*(.*)$", d)
        kw, cond = (m.group(1), m.group(2).strip()) if m else ("", "")
        if partial and kw in ("if", "ifdef", "ifndef") and \
                not ENDIAN_TEST.match(cond):
            stack.append([None, None])
            continue
        if partial and kw in ("elif", "else") and stack and \
                stack[-1][0] is None:
            continue
        if kw in ("if", "ifdef", "ifndef", "elif"):
            t = ENDIAN_TEST.match(cond)
            if not t or (kw == "elif" and not stack):
                return None
            little = (t.group(2) == "LITTLE") != (t.group(1) == "!")
            little = little != (kw == "ifndef")
            if kw == "elif":
                stack[-1] = [little and not stack[-1][1],
                             stack[-1][1] or little]
            else:
                stack.append([little, little])
        elif kw == "else" and stack:
            stack[-1] = [not stack[-1][1], True]
        elif kw == "endif" and stack:
            stack.pop()
        elif kw != "error":
            return None
    return None if stack else out

def bit_fields(p, decl, depth, partial=False):
    """[(name, bits, alignment of the type)] of a bit-field declaration
    (u16 res1:4, doff:4;), None when it is not one with a scalar type."""
    parts = split_top(decl, ",")
    m = re.match(r"^(.*?)\b([A-Za-z_]\w*)?\s*:\s*(\w+)$", parts[0].strip())
    if not m or not m.group(1).strip():
        return None
    one = scalar_layout(p, m.group(1), depth, partial)
    if partial and one:
        one = None if one[0][1] or not one[2] else (one[0][0], one[1])
    if one is None:
        return None
    fields = []
    for i, d in enumerate(parts):
        fm = re.match(r"^([A-Za-z_]\w*)?\s*:\s*(\w+)$",
                      d.strip() if i else "%s:%s" % (m.group(2) or "",
                                                     m.group(3)))
        bits = fm and offsets.exact_value(p, fm.group(2))
        if bits is None or bits < 0 or bits > 8 * one[0]:
            return None
        fields.append((fm.group(1), bits, one[1]))
    return fields

def round_up(n, a):
    """n rounded up to a multiple of a (a slash pair would be a C comment
    to spatch)."""
    return n + (-n) % a

def array_count(p, dims):
    """The number of elements the dimensions dims ("[4][N]", "[]")
    give, 1 for none, 0 for a flexible array; None if not constant."""
    n = 1
    for d in re.findall(r"\[([^\]]*)\]", dims):
        if not d.strip():
            return 0
        v = offsets.exact_value(p, d)
        if v is None or v < 0:
            return None
        n *= v
    return n

def struct_layout(p, name, depth=0):
    """(size, alignment, {member: offset}) of struct name on x86_64 from
    its definition (struct_body()), or None when that is not known."""
    k = (p[0].file, name)
    if k not in LAYOUTS:
        LAYOUTS[k] = None	# a struct that contains itself
        body = struct_body(p, name)
        if body is not None and depth <= 4:
            close = closing(body, 0, "{}")
            LAYOUTS[k] = members_layout(p, body[:close], body[close + 1:],
                                        False, depth)
    return LAYOUTS[k]

PLACES = per_file({})

PLACES_OPEN = []	# the structs being laid out, outermost first

def struct_places(p, name, depth=0):
    """(size place, alignment, exact, {member: place}) of struct name on
    x86_64 (members_layout() with partial), or None when its definition
    is not known or its layout is randomized. Kept per struct whatever
    the depth it is asked at, so a struct is laid out from its own
    definition only (depth is not used); at most 32 deep."""
    k = (p[0].file, name)
    if k not in PLACES:
        if len(PLACES_OPEN) >= 32:
            return None	# too deep here, not unknown everywhere: not kept
        PLACES[k] = None	# a struct that contains itself
        body = struct_body(p, name)
        if body is not None:
            close = closing(body, 0, "{}")
            PLACES_OPEN.append(name)
            try:
                PLACES[k] = members_layout(p, body[:close], body[close + 1:],
                                           False, 0, True)
            finally:
                PLACES_OPEN.pop()
    return PLACES[k]

def sizeof_value(p, arg):
    """The value of sizeof(arg): a scalar or pointer type, struct NAME, or
    *NAME for a pointer the function declares as struct NAME *; None if
    unknown."""
    arg = arg.strip()
    w = width(arg)
    if w:
        return w
    tag = struct_tag(p, arg)
    if not tag:
        # *hdr, or *u.set for a member the function declares (rndis_host
        # keeps its buffer in a local union of pointers)
        m = re.match(r"^\*\s*(?:\(\s*)?(?:[A-Za-z_]\w*\s*\.\s*)?"
                     r"([A-Za-z_]\w*)\s*\)?$", arg)
        n = m and re.escape(m.group(1))
        # struct NAME *name, or a typedef: journal_header_t *name
        d = m and (re.search(r"\b(struct\s+\w+)\s*\*\s*%s\b" % n,
                             function_text(p)) or
                   re.search(r"(?:^|[(,;{])\s*(?:const\s+)?(\w+)\s*\*\s*%s"
                             r"\s*[,;=)]" % n, function_text(p), re.M))
        tag = d and struct_tag(p, d.group(1))
    lay = tag and struct_layout(p, tag)
    return lay[0] if lay else None

def offsetof_value(p, name, member):
    lay = struct_layout(p, name)
    return lay[2].get(member) if lay else None
