# SPDX-License-Identifier: GPL-2.0-only
"""sparse's casts made inside a function-like macro of the tree's headers:
SAS_ADDR(dev->sas_addr) of scsi/sas.h reads *(__be64 *)(dev->sas_addr),
and sparse reports the cast at the call, knowing only its type. The
checker's defines table (UNALIGNED_DEFINES, written once per tree by
checker/defines.c) holds each function-like macro of the tree whose body
casts to a pointer, as "macro:NAME (PARAMS) BODY". A statement that
calls such a macro, or one of the file's and its local headers' that
casts (those come first: the file's definition is the one used), is
expanded with defines.expand_text(), and the operand of each cast to a
type wider than a byte, in terms of the call's arguments, is judged by
the evidence that judges a cast written out (alignment.pointer_alignment(): struct layout, declared
types, member addresses, ...; struct_layout.misplaced()): aligned for
the width, low; at a misaligned place of its struct, high; anything
else, nothing (the finding stays moderate, sparse-cast).
"""

import re

from ..alignment import DISABLED, base_alignment, pointer_alignment
from ..ctype import width
from ..defines import (expand_text, local_defines, skip_blank,
                       tree_table_entry)
from ..expr import split_offset, strip_cast, strip_parens, tidy
from ..functions import CallSite, file_functions, function_around
from ..source import closing
from .accessors import in_accessor
from .sparse_casts import (MACRO_DEPTH, CastingMacros,
                           member_chain, pointer_cast_end, statement_end,
                           statement_start)
from .struct_layout import member_place, misplaced

TREE_MACROS = {}

CALL = re.compile(r"(?<![A-Za-z0-9_])([A-Za-z_][A-Za-z0-9_]*)\s*\(")


def tree_macro(name):
    """The "(PARAMS) BODY" of the function-like macro name of the tree's
    headers that casts to a pointer, from the defines table; None."""
    if name not in TREE_MACROS:
        TREE_MACROS[name] = tree_table_entry("macro:" + name)
    return TREE_MACROS[name]


class Macros:
    """The macros a statement's expansion uses, as expand_text() wants
    them: the file's and its local headers' (each_define() form, as
    local_defines() has them), else the tree's that cast to a pointer."""

    def __init__(self, local):
        self.local = local

    def get(self, name, default=None):
        rest = self.local.get(name)
        if rest is None:
            rest = tree_macro(name)
        return default if rest is None else rest

    def __contains__(self, name):
        return self.get(name) is not None

    def __getitem__(self, name):
        return self.get(name)


def cast_operands(x):
    """(type, operand, star) of each pointer cast "(T *)" of the expanded
    text x to a type wider than a byte, outside the arguments of an
    accessor (get_unaligned((__le32 *)(p)) is the safe idiom): operand is
    what follows the cast, a parenthesised expression or a member chain,
    None when it is something else."""
    found, p = [], 0
    while True:
        p = x.find("*", p)
        if p < 0:
            return found
        after = pointer_cast_end(x, p)
        if after is None:
            p += 1
            continue
        t = re.search(r"([A-Za-z_]\w*)\s*$", x[:p])
        if t and width(t.group(1)) > 1 and not in_accessor(x, p):
            q = skip_blank(x, after)
            if x[q:q + 1] == "(":
                operand = x[q:closing(x, q + 1) + 1]
            else:
                chain = member_chain(x, q)
                operand = x[q:chain[0]] if chain else None
            found.append((t.group(1), operand, p))
        p = after


# The kinds of alignment.EVIDENCE that read what the semantic patches
# collect as they match (parameters, assignments, callers): the records
# are made first for each file, before any of it is collected, and the
# answers they would give are remembered for the file.
MATCHED_EVIDENCE = ("recorded-base", "aligned-alias", "api-contract",
                    "callers")


def judge(p, operand, t):
    """("aligned" or "misaligned", the evidence) for the byte pointer
    operand read as t at p, or None when nothing is known. Only the
    evidence read from the text (struct layout, declared types, member
    addresses, casts of typed pointers), at a constant offset."""
    if operand is None:
        return None
    w = width(t)
    e = tidy(strip_parens(operand))
    base, off = split_offset(e)
    if off is not None and not isinstance(off, int):
        return None
    at = misplaced(p, e, w)
    if at:
        return "misaligned", "struct-layout %s" % at
    base = tidy(strip_parens(base))
    inner = tidy(strip_parens(strip_cast(base)))
    left_out = set(MATCHED_EVIDENCE) - DISABLED
    DISABLED.update(left_out)
    try:
        a = pointer_alignment(p, e)
        kind = base_alignment(p, base, inner)[1]
    finally:
        DISABLED.difference_update(left_out)
    if a < w:
        return None
    place = kind == "struct-layout" and member_place(p, inner)
    return "aligned", "%s %s" % (kind, place[2]) if place else kind


def tree_macro_casts(f):
    """Line to [(type, verdict, macro, operand, evidence)] for each line
    of f that calls a function-like macro that casts to a pointer (of
    the file, its local headers or the tree's headers), one entry per
    type cast to in its statement:
    verdict "misaligned" when a cast of the type there is (the worst
    wins), "aligned" when every one is; a type with a cast nothing is
    known of has no entry."""
    functions, _, lines, _ = file_functions(f)
    found = {}
    if not functions or not lines:
        return found
    # the file's and its local headers' #defines, a later one winning
    macros = Macros(dict(local_defines(f)))
    # a macro of the file's (its last definition) or of the tree's
    # whose body, or a macro it names, casts to a pointer
    may_cast = CastingMacros(macros)
    for i, line in enumerate(lines):
        called = [m.group(1) for m in CALL.finditer(line)
                  if may_cast(m.group(1))]
        fn = called and function_around(functions, i + 1)
        if not fn:
            continue
        start, last = statement_start(lines, i), statement_end(lines, i)
        statement = "\n".join(lines[start:last + 1])
        x = expand_text(macros, statement, MACRO_DEPTH)
        p = [CallSite(f, fn[0], i + 1)]
        verdicts = {}
        for t, operand, _ in cast_operands(x):
            verdicts.setdefault(t, []).append((judge(p, operand, t), operand))
        entries = []
        for t, judged in sorted(verdicts.items()):
            worst = next((j for j in judged if j[0] and
                          j[0][0] == "misaligned"), None)
            if worst is None and all(j[0] for j in judged):
                worst = judged[0]
            if worst:
                entries.append((t, worst[0][0], called[0], tidy(worst[1]),
                                worst[0][1]))
        if entries:
            found[i + 1] = entries
    return found
