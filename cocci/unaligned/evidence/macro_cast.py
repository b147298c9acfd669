# SPDX-License-Identifier: GPL-2.0-only
"""Accesses made inside a function-like macro of the file through a cast
of its argument to a restricted pointer (__le32 *).
"""

import re

from ..alignment import aligned_base
from ..ctype import width
from ..defines import expand_macros, file_macros
from .accessors import in_accessor
from .guards import alignment_tested
from ..expr import split_offset, strip_parens
from ..source import closing, function_code, function_lines, split_top
from ..state import per_file

MACRO_CASTS = per_file({})

MACRO_CAST = re.compile(r"\(\s*(?:const\s+)?(__[lb]e(?:16|32|64))\s*\*\s*\)\s*")

def macro_cast(p, macro, arg):
    """(type, byte pointer expression) of the access that the call of the
    function-like macro (file_macros()) at p makes through a restricted
    pointer cast of its argument arg: (__le32, "rx_desc + (1) * 4") for
    *((__le32 *)(rxdesc) + 1). None when the macro does not cast arg
    but for an accessor (get_unaligned((__le32 *)(p))),
    when the site is aligned (aligned_base(), alignment_tested()), or
    when arg is not on the line that names the macro (a call over lines:
    sparse's finding stays)."""
    macros = file_macros(p[0].file)
    if macro not in macros:
        return None
    params, body = macros[macro]
    text = function_code(p)
    first = function_lines(p)[0]
    lines = text.split("\n")
    line = int(p[0].line) - first
    if not 0 <= line < len(lines):
        return None
    # the argument list of the call, from the source line
    m = re.search(r"\b%s\s*\(" % macro, lines[line])
    if not m:
        return None
    rest = "\n".join(lines[line:])[m.end():]
    args = [re.sub(r"\s+", "", a) for a in split_top(rest[:closing(rest)],
                                                     ",")]
    wanted = re.sub(r"\s+", "", arg)
    if len(args) != len(params) or wanted not in args:
        return None
    call = "%s(%s)" % (macro, ", ".join(
        "__macro_arg" if a == wanted else "__other" for a in args))
    expanded = expand_macros(p, call)
    for c in MACRO_CAST.finditer(expanded):
        # get_unaligned((__le32 *)(p)) in the macro: the safe idiom
        if in_accessor(expanded, c.start()):
            continue
        after = expanded[c.end():]
        if after.startswith("("):
            operand = after[:closing(after, 1) + 1]
        else:
            operand = re.match(r"\w*", after).group(0)
        base, off = split_offset(strip_parens(operand))
        if strip_parens(base) != "__macro_arg":
            continue
        t = c.group(1)
        w = width(t)
        e = arg if off is None else "%s + %s" % (arg, off)
        step = re.match(r"\s*\+\s*(\w+|\([^()]*\))", after[len(operand):])
        if step:
            e += " + (%s) * %d" % (step.group(1), w)
        if aligned_base(p, e, t) or alignment_tested(p, arg):
            return None
        return (t, e)
    return None
