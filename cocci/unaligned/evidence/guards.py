# SPDX-License-Identifier: GPL-2.0-only
"""Alignment tests: IS_ALIGNED(), ((unsigned long)p & 3) and residue
guards around the access; the same written with __alignof__(), through
the file's own macros (IS_UNALIGNED(src, dst)), and a loop bound set to
0 when the pointers are misaligned.
"""

import re

from ..ctype import width
from ..defines import constant_value, expand_macros
from ..expr import MEMBER_CHAIN, base_ident, strip_parens
from ..source import closing, function_code, function_lines, line_start, split_top, writes
from ..state import per_file

# the conditions of the ifs of the file as guard_text() reads them
GUARD_TEXTS = per_file({})

def alignment_tested(p, e, t=None, names=()):
    """The function tests the alignment of the base of e, or of one of
    names (the typed pointer made from it), before the access as t at p:
    literally (tested_before()), or as guard_proves() reads the ifs
    around it."""
    bases = [b for b in [base_ident(e)] + list(names) if b]
    return any(tested_before(p, b) for b in bases) or \
        guard_proves(p, bases, width(t) if t else 0)

def tested_before(p, base):
    """The function tests the alignment of base before the access:
    IS_ALIGNED(p, 4), ((unsigned long)p & 3), ((int)p % 4), in an if
    around the access or in one that leaves early. Per function, like the
    origins."""
    first, lines = function_lines(p)
    before = "\n".join(lines[:int(p[0].line) - first + 1])
    b = re.escape(base)
    # IS_ALIGNED(p, 4); ((unsigned long)p & 3), with any mask when the
    # cast is parenthesised: ((size_t)map) & (sizeof(size_t) - 1); the
    # mask first: (0x01 & (unsigned long) buf)
    return re.search(
        r"\b(?:IS_ALIGNED|PTR_ALIGNED)\s*\(\s*(?:\([^()]*\)\s*)?%s\s*,"
        r"|\(\s*\([^()]*\)\s*%s\s*\)?\s*[&%%]\s*(?:0x)?[0-9a-fA-F]+\b"
        r"|\(\s*\([^()]*\)\s*%s\s*\)\s*[&%%]"
        r"|\b(?:0x)?[0-9a-fA-F]+\s*&\s*\(\s*[^()]*\)\s*%s\b" % (b, b, b, b),
        before) is not None

def c_integer(t):
    """The value of the C integer constant t: 0x1f, 017 (octal), 8; 0
    when t is not one (08)."""
    t = t.strip()
    try:
        if t.lower().startswith("0x"):
            return int(t, 16)
        return int(t, 8) if len(t) > 1 and t.startswith("0") else int(t)
    except ValueError:
        return 0

def tested_alignment(cond):
    """The alignment a condition proves: IS_ALIGNED(x, 4) and lib/sort.c
    is_aligned(base, size, 8) the last argument, ((unsigned long)x & 3)
    == 0 the mask plus one; 0 for any other condition."""
    m = re.match(r"\s*(?:IS_ALIGNED|PTR_ALIGNED|is_aligned)\s*\(", cond)
    if m and closing(cond, m.end()) == len(cond.rstrip()) - 1:
        last = split_top(cond[m.end():closing(cond, m.end())], ",")[-1]
        return c_integer(last)
    m = re.match(r"\s*\(\s*\([^()]*\)\s*\w+\s*&\s*(0x[0-9a-fA-F]+|\d+)\s*\)"
                 r"\s*==\s*0\s*$", cond)
    mask = c_integer(m.group(1)) + 1 if m else 0
    return mask if mask & (mask - 1) == 0 else 0

def if_condition(prefix):
    """The condition of the if that prefix, the start of a statement,
    opens with; None when it is not an if."""
    m = re.match(r"\s*(?:else\s+)?if\s*\(", prefix)
    if not m or closing(prefix, m.end()) == len(prefix):
        return None
    return prefix[m.end():closing(prefix, m.end())]

def guard_condition(code, pos):
    """The condition of the if whose body holds the statement at pos:
    the statement itself (if (c) v = f(p);) or the braces around it; None
    when there is none."""
    start = max(code.rfind(c, 0, pos) for c in ";{}")
    cond = if_condition(code[start + 1:pos])
    if cond is not None:
        return cond
    depth = 0
    for i in range(pos - 1, -1, -1):
        depth += {"}": 1, "{": -1}.get(code[i], 0)
        if depth < 0:
            head = code[max(code.rfind(c, 0, i) for c in ";{}") + 1:i]
            cond = if_condition(head)
            if cond is None or closing(head, head.index("(") + 1) != \
                    len(head.rstrip()) - 1:
                return None
            return cond
    return None

# (x & 3) != 2 and (x % 4) != 2: x leaves a known remainder
RESIDUE_TEST = (r"\(\s*%s\s*(?:&\s*(0x[0-9a-fA-F]+|\d+)|%%\s*(\d+))\s*\)"
                r"\s*%s\s*(\d+)")

def residue_term(term, x, op, w, k):
    """term is a residue test of x (RESIDUE_TEST with op) for which
    x + k is a multiple of w."""
    m = re.match(r"^\s*%s\s*$" % (RESIDUE_TEST % (re.escape(x), op)), term)
    if not m:
        return False
    n = c_integer(m.group(1)) + 1 if m.group(1) else int(m.group(2))
    return n % w == 0 and (int(m.group(3)) + k) % w == 0

def residue_guarded(p, off, w):
    """off is x + k, and the function tested the remainder of x before
    the access: left early unless (x & 3) == 2, or made the access only
    when it held, with x + k a multiple of w (the IPv6 jumbo option: the
    __be32 at nh + optoff + 2 is read after (optoff & 3) != 2 dropped
    the packet)."""
    m = re.match(r"^\s*\(?\s*([A-Za-z_]\w*)\s*([-+])\s*(\d+)\s*\)?\s*$",
                 off)
    if not m:
        return False
    x = m.group(1)
    k = int(m.group(3)) * (1 if m.group(2) == "+" else -1)
    code = function_code(p)
    cut = line_start(p)
    if cut is None:
        return False
    before = code[:cut]
    cond = guard_condition(code, cut)
    if cond is not None and not writes(x, before[before.rfind(cond):]) and \
            any(residue_term(t, x, "==", w, k)
                for t in split_top(cond, "&") if t.strip()):
        return True
    for g in re.finditer(r"\bif\s*\(", before):
        close = closing(before, g.end())
        body = before[close + 1:]
        if close == len(before) or writes(x, body) or not re.match(
                r"\s*(?:return|goto|continue|break)\b|\s*\{(?:[^{}]*;)?\s*"
                r"(?:return|goto|continue|break)\b[^;{}]*;\s*\}", body):
            continue
        if any(residue_term(t, x, "!=", w, k)
               for t in split_top(before[g.end():close], "|") if t.strip()):
            return True
    return False

# __alignof__(T), alignof(T), _Alignof(T), __alignof__(*p)
ALIGNOF = re.compile(r"\b(?:__alignof__|__alignof|_Alignof|alignof)\s*\(")

# the integer casts an address is tested through
ADDRESS_CAST = re.compile(
    r"\(\s*(?:(?:unsigned|signed)\s+)?(?:long\s+long|long|int|size_t|"
    r"uintptr_t|ulong|ptrdiff_t|phys_addr_t|u32|u64|unsigned)\s*\)")

def alignof_value(p, arg):
    """The alignment __alignof__(arg) has on a strict-alignment machine,
    taken as the width of the type: u64 8, *b what b points to
    (crypto_inc(): IS_ALIGNED((unsigned long)b, __alignof__(*b))); 0
    when unknown."""
    from . import declared
    from .. import layout
    arg = strip_parens(arg.strip())
    if arg.startswith("*"):
        return declared.pointee_alignment(p, strip_parens(arg[1:].strip()))
    return layout.type_alignment(p, arg)

def guard_text(p, cond):
    """cond as the compiler sees it, simplified for reading: the file's
    macros expanded, __alignof__() replaced by its value, integer casts
    and the parentheses around names dropped, constant arithmetic
    folded: !IS_UNALIGNED(s, d) is !(((s | d) & 3))."""
    text = expand_macros(p, cond, rounding=False)
    for _ in range(8):
        m = ALIGNOF.search(text)
        if not m:
            break
        end = closing(text, m.end())
        v = alignof_value(p, text[m.end():end])
        text = "%s%s%s" % (text[:m.start()], v or "__unknown",
                           text[end + 1:])
    text = ADDRESS_CAST.sub("", text)
    for _ in range(8):
        new = re.sub(r"(?<![\w\]])\(\s*(%s|[0-9a-fA-Fx]+)\s*\)" %
                     MEMBER_CHAIN.pattern.strip("^$"), r"\1", text)
        new = re.sub(r"(?<![\w\]])\(([\s\dx+\-*<>|]+)\)", lambda m: str(
            constant_value(m.group(1), {})) if constant_value(
                m.group(1), {}) is not None else m.group(0), new)
        if new == text:
            break
        text = new
    return text

def tested_names(t):
    """The names t tests the low bits of, and the alignment that shows:
    (["s", "d"], 4) for "s | d", 3 as the mask; None when t is no such
    operand."""
    names = [strip_parens(n) for n in split_top(strip_parens(t), "|")]
    if all(MEMBER_CHAIN.match(n) for n in names):
        return [re.sub(r"\s+", "", n) for n in names]
    return None

def mask_test(t):
    """(names, alignment, aligned when true) of one test: IS_ALIGNED(x,
    4) (True), x & 3 and x % 4 (False: true when misaligned), (x & 3)
    == 0 and != 0; None for anything else."""
    t = strip_parens(t)
    for op, same in (("==", True), ("!=", False)):
        sides = t.split(op)
        if len(sides) == 2 and sides[1].strip() in ("0", "0UL", "0ul"):
            inner = mask_test(sides[0])
            return inner and (inner[0], inner[1], inner[2] != same)
    if t.startswith("!"):
        inner = mask_test(t[1:])
        return inner and (inner[0], inner[1], not inner[2])
    m = re.match(r"(?:IS_ALIGNED|PTR_ALIGNED)\s*\(", t)
    if m and closing(t, m.end()) == len(t) - 1:
        args = split_top(t[m.end():-1], ",")
        names = tested_names(args[0]) if len(args) == 2 else None
        a = constant_value(args[-1], {}) if names else None
        return (names, a, True) if a and a & (a - 1) == 0 else None
    for op, bits in (("&", True), ("%", False)):
        sides = split_top(t, op)
        if op == "&" and any(x == "" for x in sides):
            return None	# &&, or an address
        if len(sides) != 2:
            continue
        for names, n in ((sides[0], sides[1]), (sides[1], sides[0])):
            names, n = tested_names(names), constant_value(n.strip(), {})
            if names and n is not None and n > 0:
                a = n + 1 if bits else n
                if a & (a - 1) == 0 and a > 1:
                    return (names, a, False)
    return None

EFFICIENT = re.compile(r"^IS_ENABLED\s*\(\s*CONFIG_HAVE_EFFICIENT_UNALIGNED_"
                       r"ACCESS\s*\)$")

def proves(cond, value):
    """name to alignment, for the names that cond being value (True or
    False) shows aligned: IS_ENABLED(CONFIG_HAVE_EFFICIENT_UNALIGNED_
    ACCESS) || IS_ALIGNED(b, 4) true shows b aligned to 4 where it
    matters; (s | d) & 3 false shows s and d."""
    cond = strip_parens(cond)
    both = {}
    # && true and || false: every term holds; || true and && false: one
    for op in ("||", "&&"):
        terms = split_top(cond, op)
        if len(terms) < 2:
            continue
        if (op == "&&") == value:
            for t in terms:
                for n, a in proves(t, value).items():
                    both[n] = max(both.get(n, 0), a)
            return both
        shown = [proves(t, value) for t in terms
                 if not (value and EFFICIENT.match(strip_parens(t)))]
        return dict((n, min(s[n] for s in shown)) for n in shown[0]
                    if all(n in s for s in shown)) if shown else {}
    if cond.startswith("!") and not cond.startswith("!="):
        return proves(cond[1:], not value)
    test = mask_test(cond)
    if test and test[2] == value:
        return dict((n, test[1]) for n in test[0])
    return {}

def statement_end(code, i):
    """Where the statement that starts at code[i] ends: after its closing
    brace or semicolon, an if with its else."""
    j = len(code) - len(code[i:].lstrip())
    if j >= len(code):
        return len(code)
    if code[j] == "{":
        return closing(code, j + 1, "{}") + 1
    m = re.match(r"(if|for|while|switch)\s*\(", code[j:])
    if m:
        end = statement_end(code, closing(code, j + m.end()) + 1)
        e = m.group(1) == "if" and re.match(r"\s*else\b", code[end:])
        return statement_end(code, end + e.end()) if e else end
    depth = 0
    for k in range(j, len(code)):
        if code[k] in "([{":
            depth += 1
        elif code[k] in ")]}":
            depth -= 1
            if depth < 0:
                return k
        elif code[k] == ";" and depth == 0:
            return k + 1
    return len(code)

EXITS = re.compile(r"\s*(?:return|goto|continue|break)\b|\s*\{(?:[^{}]*;)?"
                   r"\s*(?:return|goto|continue|break)\b[^;{}]*;\s*\}")

def zeroed_bound(code, body, after, pos):
    """The if's body sets a variable to 0 that bounds a loop around pos
    that starts after it: if (misaligned) n = 0; for (i = 0; i < n; i++)
    ((u32 *)d)[i] = ...; the word loop runs only on aligned pointers."""
    for z in re.finditer(r"\b([A-Za-z_]\w*)\s*=\s*0\s*;", body):
        v = z.group(1)
        for loop in re.finditer(r"\b(?:for|while)\s*\(", code[after:pos]):
            start = after + loop.start()
            close = closing(code, after + loop.end())
            if writes(v, code[after:start]) or not re.search(
                    r"\b%s\b" % re.escape(v), code[after + loop.end():close]):
                continue
            if close < pos < statement_end(code, close + 1):
                return True
    return False

def guard_proves(p, names, w):
    """An if of the function shows one of names aligned to w (any
    alignment when w is 0) at the access at p: the access is in its body
    and its condition holds there, or it comes after the if and the
    condition failed there, because the if leaves (return, goto, break,
    continue) or sets the bound of the loop around the access to 0
    (zeroed_bound()). The conditions are read through guard_text()."""
    code = function_code(p)
    cut = line_start(p)
    if cut is None or not names:
        return False
    pos = min(cut + int(p[0].column), len(code))

    def shown(cond, value):
        got = proves(cond, value)
        return any(got.get(n, 0) >= max(w, 2) for n in names)
    for g in re.finditer(r"\bif\s*\(", code[:pos]):
        close = closing(code, g.end())
        if close >= pos:
            continue
        k = (p[0].file, p[0].current_element, g.end())
        if k not in GUARD_TEXTS:
            GUARD_TEXTS[k] = guard_text(p, code[g.end():close])
        cond = GUARD_TEXTS[k]
        end = statement_end(code, close + 1)
        if close < pos < end:
            if shown(cond, True):
                return True
            continue
        e = re.match(r"\s*else\b", code[end:])
        if e and end + e.end() <= pos < statement_end(code, end + e.end()):
            if shown(cond, False):
                return True
            continue
        body = code[close + 1:end]
        if shown(cond, False) and (EXITS.match(body) or
                                   zeroed_bound(code, body, end, pos)):
            return True
    return False
