# SPDX-License-Identifier: GPL-2.0-only
"""Type-erased helpers and dispatchers: a function that picks a word size
by a selector (lib/sort.c swap_words_64()), run only after its callers
tested the alignment.
"""

import bisect
import re

from ..ctype import type_name, width
from .guards import guard_condition, tested_alignment
from ..functions import file_functions, function_around
from ..offsets import exact_value
from ..source import closing, function_code, function_lines, function_text, local_values
from ..state import PARAMS, per_file

def offset0_casts(name, text):
    """The types that text casts name to at offset 0: (u16 *)val, but not
    (u16 *)val[1] or (u16 *)(val + 2)."""
    return [type_name(t) for t in re.findall(
        r"\(\s*((?:const\s+|volatile\s+)*[A-Za-z_][\w\s]*?)\s*\*\s*\)"
        r"\s*\(?\s*%s\b(?!\s*(?:\[|\+|-(?!>)))" % re.escape(name), text)]

def type_erased(p, name):
    """The byte pointer parameter name is cast at offset 0 to two or more
    types in the function (rtlwifi set_hw_reg(..., u8 *val): *(u16 *)val,
    *(u32 *)val, *(bool *)val): it carries typed objects of the callers
    chosen by another argument, like a void *."""
    return len(set(offset0_casts(name, function_text(p)))) >= 2 or \
        selector_typed(p, name)

SWITCH_ON = re.compile(r"\bswitch\s*\(\s*(\w+)\s*\)")

def selector_typed(p, name):
    """The byte pointer parameter name is only cast at offset 0, or passed
    on whole, and each cast sits in a switch on another parameter
    (rtlwifi set_desc(..., u8 desc_name, u8 *val): case
    HW_DESC_RXBUFF_ADDR: *(u32 *)val): the selector says what the caller
    passed, as in get/set-by-id interfaces."""
    first, lines = function_lines(p)
    text = function_code(p)
    body = text.find("{")
    if body < 0:
        return False
    params = PARAMS.get((p[0].file, p[0].current_element), ())
    n = re.escape(name)
    cast = re.compile(r"\(\s*(?:const\s+|volatile\s+)*[A-Za-z_][\w\s]*?\*\s*\)"
                      r"\s*\(?\s*$")
    casts = []
    for m in re.finditer(r"\b%s\b" % n, text[body:]):
        at = body + m.start()
        after = text[at + len(name):].lstrip()
        before = text[:at]
        if cast.search(before) and not re.match(r"(?:\[|\+|-(?!>))", after):
            casts.append(at)
        elif not (re.search(r"[(,]\s*$", before) and after[:1] in ",)"):
            return False
    if not casts:
        return False
    # the switch statements open at each cast, from the braces
    heads = []
    stack = []
    for m in re.finditer(r"[{}]", text):
        if m.group(0) == "{":
            stack.append(re.split(r"[;{}]", text[:m.start()])[-1])
        elif stack:
            stack.pop()
        heads.append((m.end(), list(stack)))
    for at in casts:
        open_heads = [h for end, h in heads if end <= at]
        selectors = [m.group(1) for h in (open_heads[-1] if open_heads else [])
                     for m in [SWITCH_ON.search(h)] if m]
        if not any(sel in params and sel != name for sel in selectors):
            return False
    return True

CASE_LABEL = re.compile(r"\bcase\b[^:;{}]*:(?!:)|\bdefault\s*:")

def fixed_selector(p, sel, params):
    """sel is a parameter, or a local set once from parameters and
    constants (type = offset & B43_LPTAB_TYPEMASK): the callers fix it."""
    if sel in params:
        return True
    values = local_values(p, sel)
    return len(values) == 1 and all(
        n in params or n.isupper() or n.startswith("__")
        for n in re.findall(r"\b[A-Za-z_]\w*\b", values[0]))

def selector_stepped_local(p, name):
    """The local byte pointer name is set once from a parameter (u8 *data
    = _data) and otherwise used only in a switch on a selector the
    callers fix, each case casting it to one type and stepping it by that
    type's size (b43 table reads: case B43_LPTAB_16BIT: *((u16 *)data) =
    v; data += 2;): like selector_typed(), the callers pass what the
    selector says, element after element."""
    params = PARAMS.get((p[0].file, p[0].current_element), ())
    values = local_values(p, name)
    if len(values) != 1 or values[0].strip() not in params:
        return False
    text = function_code(p)
    n = re.escape(name)
    uses = [m.start() for m in re.finditer(r"(?<![\w.>])%s\b" % n, text)]
    inside = set()
    for m in SWITCH_ON.finditer(text):
        if m.group(1) == name or not fixed_selector(p, m.group(1), params):
            continue
        start = text.find("{", m.end())
        if start < 0 or text[m.end():start].strip():
            continue
        end = closing(text, start + 1, "{}")
        labels = [c.start() for c in CASE_LABEL.finditer(text, start, end)]
        for a, b in zip(labels, labels[1:] + [end]):
            case = text[a:b]
            widths = set(width(t) for t in offset0_casts(name, case))
            steps = re.findall(r"(?<![\w.>])%s\s*(\+\+|\+=\s*(\w+)\s*;)|"
                               r"\+\+\s*%s\b" % (n, n), case)
            moved = [exact_value(p, amount) if amount else 1
                     for _, amount in steps]
            if len(re.findall(r"(?<![\w.>*])%s\s*(?:[-+*/|&^]?=(?!=)|--)" % n,
                              case)) > len([s for s in steps if s[1]]):
                return False
            if len(widths) > 1 or (widths and moved and
                                   set(moved) != widths):
                return False
            inside.update(u for u in uses if a <= u < b)
    declared = re.search(r"(?<![\w.>])%s\s*=(?!=)" % n, text)
    outside = [u for u in uses if u not in inside and
               not (declared and u == declared.start())]
    return bool(inside) and not outside

def guarded_by_selector(code, cond, w):
    """cond is sel == CONST, and every assignment of CONST in the file is
    the body of an alignment test of at least w: the lib/sort.c dispatch
    (swap_func = SWAP_WORDS_64 only when is_aligned(base, size, 8))."""
    m = re.match(r"\s*\w+\s*==\s*([A-Z][A-Z0-9_]*)\s*$", cond)
    if not m:
        return False
    sets = list(re.finditer(r"\b\w+\s*=\s*%s\s*;" % m.group(1), code))
    return bool(sets) and all(
        tested_alignment(guard_condition(code, s.start()) or "") >= w
        for s in sets)

DISPATCH_GUARDS = per_file({})

def dispatch_guarded(p, w):
    """Every use of the static function at p is a call made only after an
    alignment test of at least w, directly or through a selector set
    under one (lib/sort.c and its copies: swap_words_64() runs only when
    is_aligned(base, size, 8) chose it). The word copy helpers of such
    files take void * and are correct for the buffers they get. Once per
    function and width: confidence() asks for every access through a
    parameter."""
    k = (p[0].file, p[0].current_element, w)
    if k not in DISPATCH_GUARDS:
        DISPATCH_GUARDS[k] = find_dispatch_guard(p[0].file,
                                                 p[0].current_element, w)
    return DISPATCH_GUARDS[k]

def find_dispatch_guard(f, fn, w):
    funcs, code, lines, starts = file_functions(f)
    mine = [x for x in funcs if x[0] == fn]
    if len(mine) != 1 or not mine[0][3]:
        return False
    uses = 0
    for m in re.finditer(r"(?<![\w.>])%s\b" % re.escape(fn), code):
        line = bisect.bisect_right(starts, m.start())
        caller = function_around(funcs, line)
        if caller and caller[0] == fn and line < caller[4]:
            continue	# the definition
        if not re.match(r"\s*\(", code[m.end():]):
            return False	# its address is taken
        if not caller:
            if lines[line - 1].lstrip().startswith("#") or \
                    lines[line - 2].endswith(chr(92)):
                return False	# a macro may call it anywhere
            continue		# a prototype
        cond = guard_condition(code, m.start())
        if cond is None or tested_alignment(cond) < w and \
                not guarded_by_selector(code, cond, w):
            return False
        uses += 1
    return uses > 0
