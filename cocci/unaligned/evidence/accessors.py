# SPDX-License-Identifier: GPL-2.0-only
"""Accessors: get_unaligned(), put_unaligned_le32(), memcpy() and their
kin, written out or hidden in the file's own macros. A cast in the
argument of one is not a plain access: the accessor makes the access
with byte loads where it must.
"""

import re

from ..defines import expand_macros, file_macros
from ..source import closing, function_code, line_start, split_top

ACCESSOR = re.compile(r"^_*(?:get_unaligned\w*|put_unaligned\w*|memcpy|"
                      r"memmove|__builtin_memcpy)$")

def enclosing_calls(text, pos):
    """(name, index of its "(") of each call whose arguments hold
    text[pos], innermost first; name is "" for a parenthesis that no
    name opens."""
    depth = 0
    for i in range(pos - 1, -1, -1):
        if text[i] in ")]":
            depth += 1
        elif text[i] in "([":
            if depth:
                depth -= 1
            elif text[i] == "(":
                m = re.search(r"(\w*)\s*$", text[:i])
                yield m.group(1), i
        elif text[i] in ";{}":
            return

def in_accessor(text, pos):
    """text[pos] is in the arguments of an accessor call."""
    return any(ACCESSOR.match(name) for name, _ in enclosing_calls(text, pos))

def address_only(text, name):
    """Every use of name in text is the operand of & (or of sizeof), as
    the expansion of #define GET_BE32(x) get_unaligned_be32(&(x)) uses
    its argument: no load of it is made. None when name does not occur;
    else "accessor" when an accessor takes the address, or "address"."""
    why = None
    for m in re.finditer(r"\b%s\b" % re.escape(name), text):
        before = re.sub(r"[\s(]+$", "", text[:m.start()])
        if before.endswith("&") and not before.endswith("&&"):
            why = why if why == "address" else (
                "accessor" if in_accessor(text, m.start()) else "address")
        elif re.search(r"\b(?:sizeof|typeof|__typeof__)$", before):
            why = why or "address"
        else:
            return None
    return why

def in_hidden_accessor(p):
    """The site at p is in an argument of a call of a macro of the file
    that only takes the argument's address, to hand it to an accessor:
    GET_BE32(((u32 *)cmd)[0]) for #define GET_BE32(x)
    get_unaligned_be32(&(x)). The reason (address_only()), or None."""
    cut = line_start(p)
    if cut is None:
        return None
    code = function_code(p)
    pos = min(cut + int(p[0].column), len(code))
    macros = file_macros(p[0].file)
    for name, open_at in enclosing_calls(code, pos):
        if name not in macros:
            continue
        close = closing(code, open_at + 1)
        args, at = [], open_at + 1
        for a in split_top(code[open_at + 1:close], ","):
            args.append("__site" if at <= pos <= at + len(a) else "__other")
            at += len(a) + 1
        why = address_only(expand_macros(p, "%s(%s)" % (
            name, ", ".join(args)), rounding=False), "__site")
        if why:
            return why
    return None
