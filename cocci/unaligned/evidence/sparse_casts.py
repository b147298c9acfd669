# SPDX-License-Identifier: GPL-2.0-only
"""What the rules can say of the casts to restricted pointers that sparse
reports, knowing only their type. A cast written out in the code the
rules parsed and followed to its accesses (written_casts()). A cast made
inside a macro sparse reports at the macro's call, and the rules see
only the casts of a macro's argument (macro_cast.py): when the macros a
statement calls cast nothing but a byte pointer held in a struct member
(cw1200's WSM_GET32(buf) casts (buf)->data, rtw89's
RTW89_GET_MAC_C2H_REV_ACK_CAT(c2h->data) the third word of c2h->data),
sparse's finding there deserves what confidence() gives such a member at
offset 0 (member_macro_casts()). The checker reads both as SPARSE-CAST
records (confidence.sparse_cast_reasons()). The checked file's text is
read as bytes (latin-1, one character a byte, newlines as they are), so
that its lines are the checker's; the macros, structs and texts of the
file and its headers are the package's one scan of them
(defines.local_defines(), layout.local_structs(), headers.local_texts()),
expanded by defines.expand_text().
"""

import os
import re

from ..defines import (IDENTIFIER, WORD_CHARS, expand_text, local_defines,
                       skip_blank)
from ..headers import local_texts
from .. import layout
from ..reads import read_bytes, remembered
from ..source import closing
from .accessors import in_accessor

RAW_TEXTS = {}

TREE_TYPES = {"text": None}

# How deep macros are expanded into the macros they call.
MACRO_DEPTH = 4

# The longest statement followed from the line sparse names: the line
# and 8 more.
STATEMENT_LINES = 8


def raw_text(f):
    """The bytes of the checked file f as text, one character a byte, its
    lines as sparse counts them; None if unreadable. Its macros and
    structs, and its headers', come from local_texts()."""
    def compute():
        try:
            return read_bytes(f).decode("latin-1")
        except OSError:
            return None
    return remembered(RAW_TEXTS, f, compute)


def tree_types():
    """The structs of the tree's type table (UNALIGNED_TYPES, the header
    of structs that unaligned-check writes once per tree, with their
    byte pointers and byte arrays) as struct_definitions() gives them,
    worked out when asked for (layout.StructDefinitions);
    None without one. Not a READ: the tree's stamp keys the cache."""
    if TREE_TYPES["text"] is None:
        TREE_TYPES["text"] = ""
        path = os.environ.get("UNALIGNED_TYPES")
        if path:
            try:
                with open(path, "rb") as table:
                    TREE_TYPES["text"] = table.read().decode("latin-1")
            except OSError:
                pass
        TREE_TYPES["structs"] = layout.StructDefinitions(
            TREE_TYPES["text"]) if TREE_TYPES["text"] else None
    return TREE_TYPES["structs"]


def word_before(text, start, p):
    """Does a word end just before p, past blanks (a type, "return")?"""
    while p > start and text[p - 1] in " \t":
        p -= 1
    return p > start and text[p - 1] in WORD_CHARS


def member_chain(s, p):
    """(end, base, member) of the member chain at s[p]: NAME, (CHAIN) or
    (&NAME), then ->NAME or .NAME any number of times; base is the first
    name, member the last member's (None when there is none). None when
    s[p] holds something else, or the member's address (&buf->data)."""
    base = member = None
    p = skip_blank(s, p)
    c = s[p:p + 1]
    if c == "(":
        close = closing(s, p + 1)
        q = skip_blank(s, p + 1)
        address = s[q:q + 1] == "&"
        if close == len(s):
            return None
        inner = member_chain(s, q + address)
        if inner is None or skip_blank(s, inner[0]) != close or \
                (address and inner[2]):
            return None
        base, member = inner[1], inner[2] or member
        p = close + 1
    elif c and c in WORD_CHARS and not c.isdigit():
        w = re.compile(r"[A-Za-z0-9_]*").match(s, p)
        base, p = w.group(0), w.end()
    else:
        return None
    while True:
        q = skip_blank(s, p)
        if s[q:q + 2] == "->":
            q += 2
        elif s[q:q + 1] == ".":
            q += 1
        else:
            return p, base, member
        q = skip_blank(s, q)
        if s[q:q + 1] not in WORD_CHARS or s[q:q + 1].isdigit() or q >= len(s):
            return None
        w = re.compile(r"[A-Za-z0-9_]*").match(s, q)
        member, p = w.group(0), w.end()


def member_declared(text, start, end, member, any_struct):
    """How text[start:end] declares member: 1 a pointer ("u8 *data;"), 0
    an array or no pointer, -1 not at all. With any_struct, a declaration
    in any struct: an array anywhere wins, since a byte array member is
    wherever its struct puts it."""
    found = -1
    for m in re.finditer(r"(?<![A-Za-z0-9_])%s(?![A-Za-z0-9_])" %
                         re.escape(member), text[start:end]):
        at, after = start + m.start(), start + m.end()
        q = after
        while text[q:q + 1] in (" ", "\t"):
            q += 1
        if text[q:q + 1] == "[" and word_before(text, start, at):
            return 0
        if text[q:q + 1] not in (";", ","):
            continue
        b = at
        while b > start and text[b - 1] in " \t":
            b -= 1
        if b > start and text[b - 1] == "*" and word_before(text, start, b - 1):
            found = 1
        elif not any_struct and word_before(text, start, at):
            return 0
    return found


STRUCT_DECLARATION = re.compile(r"(?<![A-Za-z0-9_])struct [ \t\n\r\\]*"
                                r"([A-Za-z0-9_]+)[ \t*]+([A-Za-z0-9_]+)")


def declared_structs(text):
    """NAME to the (end of NAME, struct) of each "struct T *NAME" of text,
    in order: the struct that a name is declared with."""
    names = {}
    for m in STRUCT_DECLARATION.finditer(text):
        names.setdefault(m.group(2), []).append((m.end(2), m.group(1)))
    return names


def body_member(body, member):
    """member_declared() in the struct body as struct_definitions() gives
    it ("u8 *data; u8 *end; }"), to its closing brace."""
    return member_declared(body, 0, closing(body, 0, "{}"), member, False)


MEMBERS_ANYWHERE = {}


def member_anywhere(text, member):
    """member_declared() over the whole text, for any struct."""
    k = (text, member)
    if k not in MEMBERS_ANYWHERE:
        MEMBERS_ANYWHERE[k] = member_declared(text, 0, len(text), member,
                                              True)
    return MEMBERS_ANYWHERE[k]


class MacroTexts:
    """What member_macro_casts() knows of a file: the #defines of the
    file and its local headers (macros, NAME to REST as each_define()
    gives it, a later definition winning), their texts (texts), and,
    worked out only when a statement's cast needs them, their structs
    (structs(), as layout.local_structs() has them) and the structs of
    the tree's type table (types(), or None)."""

    def __init__(self, macros, texts, structs, types=tree_types):
        self.macros = macros
        self.texts = texts
        self.structs = structs
        self.types = types

    def pointer_member(self, declared, base, member, end):
        """Is member a pointer, not a byte array? By the struct that base
        is declared with in the file before end, in the scanned texts or
        the tree's type table (which lists a struct's byte pointers and
        byte arrays: a member it does not list is neither); else by any
        struct of the scanned texts that declares the name (an array in
        any of them wins)."""
        struct = None
        for at, name in declared.get(base, ()) if base else ():
            if at <= end:
                struct = name
        if struct is not None:
            body = self.structs().get(struct)
            if body is not None:
                return body_member(body, member) == 1
            types = self.types()
            if types and types.get(struct) is not None:
                return body_member(types[struct], member) != 0
        found = -1
        for text in self.texts:
            how = member_anywhere(text, member)
            if how == 0:
                return False
            found = max(found, how)
        return found == 1


def pointer_cast_end(s, star):
    """The end of the pointer cast "(T *)" whose first "*" is at star,
    or None when the star is no such cast's: a product, (*fn), sizeof(T *)."""
    p = star
    while s[p:p + 1] == "*":
        p = skip_blank(s, p + 1)
    if s[p:p + 1] != ")":
        return None
    q, words = star, False
    while q > 0 and (s[q - 1] in WORD_CHARS or s[q - 1] in " \t"):
        words = words or s[q - 1] in WORD_CHARS
        q -= 1
    if not words or q == 0 or s[q - 1] != "(":
        return None
    # "sizeof(T *)", "typeof(T *)": a call's parentheses, not a cast
    if word_before(s, 0, q - 1):
        return None
    return p + 1


def expanded_casts(mt, text):
    """(macro, x, [(star, after)...]): the first macro of mt that text
    calls, text with the macros expanded, and where each pointer cast of
    x has its star and ends; None when text calls no macro of mt."""
    macro = next((m.group(0) for m in IDENTIFIER.finditer(text)
                  if m.group(0) in mt.macros), None)
    if macro is None:
        return None
    x = expand_text(mt.macros, text, MACRO_DEPTH)
    casts, p = [], 0
    while True:
        p = x.find("*", p)
        if p < 0:
            break
        after = pointer_cast_end(x, p)
        if after is None:
            p += 1
            continue
        casts.append((p, after))
        p = after
    return macro, x, casts


def casts_member(mt, text, declared, end):
    """(macro, operand) when text calls a macro of mt and all the pointer
    casts of text, with those macros expanded, are casts of a pointer
    member at offset 0 ((buf)->data, (c2h->data), not buf->data[4],
    f(x)->data or &buf->data); else None. A member is a pointer by the
    struct its base is declared with (declared, before end)."""
    found = expanded_casts(mt, text)
    if found is None:
        return None
    macro, x, casts = found
    operand, others = None, 0
    for _, after in casts:
        chain = member_chain(x, after)
        if chain and chain[2] and x[skip_blank(x, chain[0]):][:1] not in \
                ("[", "(") and mt.pointer_member(declared, chain[1],
                                                 chain[2], end):
            if operand is None:
                operand = x[skip_blank(x, after):chain[0]]
        else:
            others += 1
    if operand is None or others:
        return None
    return macro, operand


def ends_statement(line):
    """The line ends a statement: it ends in ;, { or }, or is blank."""
    text = line.rstrip(" \t\r")
    return not text or text[-1] in ";{}"


def statement_end(lines, i):
    """The index of the last line of the statement that starts at
    lines[i]: the first that ends one (ends_statement()), at most
    STATEMENT_LINES on (sparse reports a cast in a macro's arguments at
    the macro's name)."""
    for last in range(i, i + STATEMENT_LINES):
        if ends_statement(lines[last] if last < len(lines) else ""):
            return last
    return i + STATEMENT_LINES


def statement_start(lines, i):
    """The first line of the statement that holds lines[i]: back past
    the lines that do not end one, at most STATEMENT_LINES."""
    start = i
    while start > 0 and i - start < STATEMENT_LINES and \
            not ends_statement(lines[start - 1]):
        start -= 1
    return start


def written_casts(f):
    """Line to the types T of the casts "(T *)", "(const T *)", ...,
    written out on each line of f, where the rules parse them: a cast
    sparse reports there, to a type of those, is one the rules followed
    to its accesses."""
    text = raw_text(f)
    found = {}
    for i, line in enumerate(text.split("\n") if text else ()):
        types = written_cast_types(line)
        if types:
            found[i + 1] = types
    return found


def written_cast_types(line):
    """The types T of the casts "(T *)" of line: a word, one star and
    ")", and before it "(" past blanks, const and volatile."""
    types = set()
    for m in IDENTIFIER.finditer(line) if "*" in line else ():
        q = m.end()
        while line[q:q + 1] in (" ", "\t") and q < len(line):
            q += 1
        if line[q:q + 1] != "*":
            continue
        q += 1
        while line[q:q + 1] in (" ", "\t") and q < len(line):
            q += 1
        if line[q:q + 1] != ")":
            continue
        b = m.start()
        while True:
            while b > 0 and line[b - 1] in " \t":
                b -= 1
            if line[max(0, b - 5):b] == "const":
                b -= 5
            elif line[max(0, b - 8):b] == "volatile":
                b -= 8
            else:
                break
        if b > 0 and line[b - 1] == "(":
            types.add(m.group(0))
    return types


def member_macro_casts(f):
    """Line to (macro, operand) of each line of f that starts a statement
    whose macros (of f or its local headers) cast only a byte pointer
    held in a struct member, at offset 0: cw1200's "reg =
    WSM_GET32(buf);" to ("WSM_GET32", "(buf)->data")."""
    return macro_cast_judgements(f)[0]


def macro_cast_judgements(f):
    """(member_macro_casts(), accessor casts) of f: the second, line to
    macro of each line that starts a statement whose macros make every
    pointer cast in the arguments of get_unaligned() and its kin
    (casts_in_accessor())."""
    text = raw_text(f)
    if text is None:
        return {}, {}
    mt = MacroTexts(dict(local_defines(f)), local_texts(f, 2),
                    lambda: layout.local_structs(f))
    accessor = {}
    members = statement_casts(mt, text, accessor)
    return members, accessor


def casts_in_accessor(mt, text):
    """The first macro of mt that text calls, when every pointer cast of
    text, with the macros expanded, is in the arguments of an accessor
    (#define RD_LE32(p) le32_to_cpu(get_unaligned((__le32 *)(p)))); else
    None."""
    found = expanded_casts(mt, text)
    if found is None:
        return None
    macro, x, casts = found
    inside = sum(1 for star, _ in casts if in_accessor(x, star))
    return macro if inside and inside == len(casts) else None


# a pointer cast's star: before blanks and ")", more stars, or the end
CAST_STAR = re.compile(r"\*[ \t\n\r\\]*(?:[)*]|$)")


def statement_casts(mt, text, accessor=None):
    """member_macro_casts() of the file text, with the macros and
    structs of mt; with a dict accessor, casts_in_accessor() of the other
    statements there, by line."""
    if not mt.macros:
        return {}
    may_cast = CastingMacros(mt.macros)
    lines = text.split("\n")
    # calls: the lines that call a macro; casts[i]: the lines before i
    # that may cast (write a cast's star or call a macro that may)
    calls, casts = [], [0]
    for i, line in enumerate(lines):
        names = set(IDENTIFIER.findall(line))
        cast = "*" in line and CAST_STAR.search(line) is not None
        if any(n in mt.macros for n in names):
            calls.append(i)
            cast = cast or any(may_cast(n) for n in names)
        casts.append(casts[-1] + cast)
    starts = sorted(set(i for c in calls for i in
                        range(max(0, c - STATEMENT_LINES), c + 1)))
    ends = [0]
    for line in lines:
        ends.append(ends[-1] + len(line) + 1)
    declared = declared_structs(text)
    found = {}
    for i in starts:
        last = statement_end(lines, i)
        if casts[min(last + 1, len(lines))] == casts[i]:
            continue
        statement = "".join(l + "\n" for l in lines[i:last + 1]) + \
            "\n" * max(0, last + 1 - len(lines))
        hit = casts_member(mt, statement, declared,
                           min(ends[min(last + 1, len(lines))], len(text)))
        if hit:
            found[i + 1] = hit
        elif accessor is not None:
            macro = casts_in_accessor(mt, statement)
            if macro:
                accessor[i + 1] = macro
    return found


class CastingMacros:
    """Whether a name is a macro whose body may make a pointer cast
    (CAST_STAR) or names, however deep, a macro that may: only a
    statement that calls one, or writes a cast, can cast anything."""

    def __init__(self, macros):
        self.macros = macros
        self.known = {}

    def __call__(self, name):
        found = self.known.get(name)
        if found is None:
            self.known[name] = found = self.reaches_cast(name)
        return found

    def reaches_cast(self, name):
        if name not in self.macros:
            return False
        seen, todo, found = {name}, [name], False
        while todo and not found:
            rest = self.macros[todo.pop()]
            found = "*" in rest and CAST_STAR.search(rest) is not None
            for n in IDENTIFIER.findall(rest):
                if n in self.macros and n not in seen:
                    seen.add(n)
                    todo.append(n)
        return found
