# SPDX-License-Identifier: GPL-2.0-only
"""Alignment tests: IS_ALIGNED(), ((unsigned long)p & 3) and residue
guards around the access.
"""

import re

from ..expr import base_ident
from ..source import closing, function_code, function_lines, line_start, split_top, writes

def alignment_tested(p, e):
    """The function tests the alignment of the base of e before the access:
    IS_ALIGNED(p, 4), ((unsigned long)p & 3), ((int)p % 4), in an if
    around the access or in one that leaves early. Per function, like the
    origins."""
    base = base_ident(e)
    if base is None:
        return False
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
