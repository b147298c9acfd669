# SPDX-License-Identifier: GPL-2.0-only
"""Offset arithmetic: the power of two an offset (C text) is known to be a
multiple of (divisor()), from constants, #defines, sizeof, loop counters,
the values that reach a local, return values and callers.
"""

import ast
import re

from .defines import constant_value, expand_macros, file_defines, local_macro, macro_value, python_conditionals
from .evidence import callers
from .evidence.guards import residue_guarded
from .functions import CallSite, file_functions
from . import layout
from .source import LOOPS, block_keyword, closing, function_code, function_lines, in_loop, line_start, value_at, writes
from .state import PARAMS, per_file

def low_bit(n):
    """The largest power of two (up to 64) that divides n."""
    n = abs(n)
    return 64 if n == 0 else min(n & -n, 64)

# Members that hold a block size: sb_set_blocksize() allows powers of two
# from 512 up, and a buffer_head maps whole blocks.
BLOCK_SIZE_MEMBER = re.compile(r"(?:->|\.)\s*(?:s_blocksize|b_size)$")

def divisor(p, off, depth=0, at=None):
    """A power of two that the offset off (C text) is known to be a
    multiple of: 1 when nothing is known. Understands integer constants,
    the #defines of the file, of its own headers and of the tree's headers
    (or, under make coccicheck, a few kernel ones), sizeof of scalar types,
    loop counters that step by a constant from a constant, locals only
    set to multiples or moved by them, + - * << & ~ and c ? a : b,
    ALIGN(x, N) (round_up(), roundup()), the function-like macros of the
    file and its headers, and the block sizes of BLOCK_SIZE_MEMBER. at,
    the position of off in function_code(), lets a local's assignment
    just before it count (reaching_value())."""
    steps = {}
    for name in set(re.findall(r"\b[A-Za-z_]\w*\b", off)):
        step = 0
        if local_macro(p, name) is None:
            value = reaching_value(p, name, at) if at is not None and \
                depth <= 2 else None
            if value is not None:
                step = divisor(p, value[0], depth + 1, value[1])
            step = step or counter_divisor(p, name) or \
                local_divisor(p, name, depth)
        if step:
            steps[name] = step
    text = python_conditionals(sizes_known(p, expand_macros(p, off)))
    # casts to integer types do not change the low bits of a value
    text = re.sub(r"\(\s*(?:(?:const|unsigned|signed)\s+)*"
                  r"(?:u8|u16|u32|u64|s8|s16|s32|s64|int|long|short|char|"
                  r"size_t|ssize_t|unsigned|signed)\s*\)", "", text)
    text = re.sub(r"\b(0[xX][0-9a-fA-F]+|[0-9]+)[uUlL]+\b", r"\1", text)
    # a struct member is a value of unknown alignment, but for the block
    # sizes of the block layer (BLOCK_SIZE_MEMBER)
    text = re.sub(r"\b[A-Za-z_]\w*(?:\s*(?:->|\.)\s*[A-Za-z_]\w*)+",
                  lambda m: "__block_size" if
                  BLOCK_SIZE_MEMBER.search(m.group(0)) else "__member", text)
    try:
        tree = ast.parse(text.strip(), mode="eval").body
    except (SyntaxError, ValueError):
        return 1

    def d(n):
        if isinstance(n, ast.Constant) and isinstance(n.value, int):
            return low_bit(n.value)
        if isinstance(n, ast.Name):
            if n.id in steps:
                return steps[n.id]
            if n.id == "__block_size":
                return 64
            v = macro_value(p, n.id)
            return 1 if v is None else low_bit(v)
        if isinstance(n, ast.BinOp):
            if isinstance(n.op, (ast.Add, ast.Sub)):
                return min(d(n.left), d(n.right))
            if isinstance(n.op, ast.Mult):
                return min(d(n.left) * d(n.right), 64)
            if isinstance(n.op, ast.LShift):
                v = exact_value(p, ast.unparse(n.right))
                return 1 if v is None or v < 0 else \
                    min(d(n.left) << min(v, 6), 64)
            # x & M is a multiple of what divides x or M: & ~3 clears two
            if isinstance(n.op, ast.BitAnd):
                return max(d(n.left), d(n.right))
        if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.Invert):
            v = exact_value(p, ast.unparse(n.operand))
            return 1 if v is None else low_bit(~v)
        if isinstance(n, ast.IfExp):
            return min(d(n.body), d(n.orelse))
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and \
                depth <= 2:
            return return_divisor(p, n.func.id, depth)
        return 1
    return d(tree)

RETURN_DIVISORS = per_file({})

def return_divisor(p, fn, depth):
    """What every value the function fn of the file returns is a multiple
    of (openvswitch flow_key_start(): 0 or rounddown(offsetof(...),
    sizeof(long))); 1 when unknown or when it returns nothing. Once per
    function and depth: every offset that calls it asks."""
    k = (p[0].file, fn, depth)
    if k not in RETURN_DIVISORS:
        RETURN_DIVISORS[k] = find_return_divisor(p, fn, depth)
    return RETURN_DIVISORS[k]

def find_return_divisor(p, fn, depth):
    funcs, code, lines, starts = file_functions(p[0].file)
    mine = [x for x in funcs if x[0] == fn]
    if len(mine) != 1:
        return 1
    first, last = mine[0][4], mine[0][2]
    body = code[starts[first - 1]:starts[last]]
    values = [(m, value_at(body, m.end()))
              for m in re.finditer(r"\breturn\b", body)]
    if not values:
        return 1
    return min(divisor([CallSite(p[0].file, fn, first + body.count(
        "\n", 0, m.start()))], v, depth + 1) for m, v in values)

def reaching_value(p, name, at):
    """(value, its position) of the assignment name = value that is the
    last statement to set the local name before position at of
    function_code(), in the same block with nothing between that jumps,
    or ends or opens a block (ath10k: ie_len = ALIGN(ie_len, 4); len -=
    ie_len; data += ie_len;); None otherwise."""
    text = function_code(p)
    last = None
    for m in re.finditer(r"(?:^|(?<=[;{}]))\s*%s\s*=(?!=)\s*" %
                         re.escape(name), text[:at]):
        last = m
    if last is None:
        return None
    value = value_at(text, last.end())
    start = last.end() + len(value)
    between = text[start:at]
    if not between.lstrip().startswith(";") or writes(name, between) or \
            re.search(r"&\s*%s\b" % re.escape(name), between) or \
            re.search(r"^[ \t]*[A-Za-z_]\w*[ \t]*:(?!:)", between, re.M):
        return None
    # blocks between may end in a goto or return, but the access is not
    # in a block the assignment is not in, nor in a loop entered after it
    depth = []
    for m in re.finditer(r"[{}]|\b(?:case|default)\b", between):
        if m.group(0) == "{":
            depth.append(block_keyword(text, start + m.start()) in LOOPS)
        elif m.group(0) == "}":
            if not depth:
                return None
            depth.pop()
        elif not depth:
            return None
    if any(depth):
        return None
    return value, last.end()

LOCAL_TYPE = (r"\b(?:int|long|short|char|unsigned|signed|size_t|ssize_t|"
              r"(?:__)?[us](?:8|16|32|64)|u?int(?:8|16|32|64)_t)")

def local_divisor(p, name, depth):
    """The local integer name is only ever set to multiples of N or moved
    by them (int mh_size = sizeof(struct gfs2_meta_header); offset =
    sizeof(struct gfs2_log_descriptor); ... offset += sizeof(u64);), and
    its address is not taken: that N; 0 otherwise. *=, <<= and &= keep a
    multiple a multiple. A read before the first assignment would read an
    uninitialised local."""
    if depth > 2:
        return 0
    if name in PARAMS.get((p[0].file, p[0].current_element), ()):
        return callers.caller_divisor(p, name, depth)
    text = function_code(p)
    n = re.escape(name)
    if not re.search(LOCAL_TYPE + r"\b[^;()=]*\b%s\s*[;,=]" % n, text):
        return 0
    stored = []
    if re.search(r"&\s*%s\b" % n, text):
        stored = callers.out_parameter_values(p, name)
        if not stored:
            return 0
    sets = [(m.group(1), value_at(text, m.end())) for m in re.finditer(
        r"(?<![\w.>])%s\s*(=|\+=|-=|\*=|<<=|&=)(?!=)\s*" % n, text)]
    # any other write (++, |=, >>=, ...) is one this does not follow
    if not sets and not stored or len(sets) != len(writes(name, text)):
        return 0
    d = 64
    for op, value in sets:
        if op in ("=", "+=", "-="):
            d = min(d, divisor(p, value, depth + 1))
    for site, value in stored:
        d = min(d, divisor(site, value, depth + 1))
    return d if d > 1 else 0

def counter_divisor(p, name):
    """In for (name = C; ...; name += S), the last such loop that starts
    before p, name is always a multiple of what divides both C and S.
    0 when there is no such loop, or when name is also set elsewhere."""
    first, lines = function_lines(p)
    n = re.escape(name)
    loop = re.compile(r"\bfor\s*\(\s*%s\s*=\s*([^;]+);[^;]*;\s*%s\s*"
                      r"(?:\+=\s*|=\s*%s\s*\+\s*)((?:[^()]|\([^()]*\))+)\)"
                      % (n, n, n))
    loops = 0
    step = 0
    for i, line in enumerate(lines):
        for m in loop.finditer(line):
            loops += 1
            if first + i <= int(p[0].line):
                step = min(divisor_of_text(p, m.group(1)),
                           divisor_of_text(p, m.group(2)))
    sets = writes(name, "\n".join(lines))
    if len(sets) > 2 * loops:	# each loop header sets it twice
        return counting_loop_divisor(p, name, loop)
    return step

def counting_loop_divisor(p, name, loop):
    """Inside the body of for (name = C; ...; name += S) that does not
    change name nor take its address, name is a multiple of what divides
    C and S, whatever the rest of the function does with it (cachefiles
    cook_key(): i counts bytes in one loop, words in the next). 0 when p
    is in no such body."""
    text = function_code(p)
    here = line_start(p)
    if here is None:
        return 0
    for m in loop.finditer(text):
        start = m.end()
        while start < len(text) and text[start].isspace():
            start += 1
        if text[start:start + 1] == "{":
            end = closing(text, start + 1, "{}")
        else:
            end = text.find(";", start)
        body = text[start:end]
        if start <= here <= end and not writes(name, body) and \
                not re.search(r"&\s*%s\b" % re.escape(name), body):
            return min(divisor_of_text(p, m.group(1)),
                       divisor_of_text(p, m.group(2)))
    return 0

def divisor_of_text(p, e):
    """divisor() of a loop bound, without looking at counters again."""
    e = e.strip().rstrip("uUlL")
    v = macro_value(p, e) if re.match(r"^[A-Za-z_]\w*$", e) else None
    if v is not None:
        return low_bit(v)
    m = re.match(r"^sizeof\s*\(\s*(.*?)\s*\)$", e)
    if m:
        v = layout.sizeof_value(p, m.group(1))
        return low_bit(v) if v else 1
    try:
        return low_bit(int(e, 0))
    except ValueError:
        return 1

def exact_value(p, e):
    """The integer value of the C expression e (constants, #defines,
    sizeof of scalar types), or None."""
    text = sizes_known(p, e)
    bodies = dict((k, str(v)) for k, v in file_defines(p[0].file).items())
    return constant_value(text, bodies)

def known_text(v):
    return "__unknown" if v is None else str(v)

def sizes_known(p, e):
    """e with sizeof() and offsetof() of known values replaced by them,
    and __unknown for the others."""
    e = re.sub(r"\boffsetof\s*\(\s*struct\s+(\w+)\s*,\s*(\w+)\s*\)",
               lambda m: known_text(layout.offsetof_value(p, m.group(1),
                                                   m.group(2))), e)
    e = re.sub(r"\bsizeof\s*\(\s*([^()]*?)\s*\)",
               lambda m: known_text(layout.sizeof_value(p, m.group(1))), e)
    # sizeof *hdr, sizeof *u.set: no parentheses
    return re.sub(r"\bsizeof\s*(\*\s*[A-Za-z_]\w*(?:\s*(?:\.|->)\s*\w+)?)",
                  lambda m: known_text(layout.sizeof_value(p, m.group(1))), e)

def path_moves_divisor(p, name):
    """What the moves of the local name (name += C, name++) that can run
    before the access at p are known to add up to a multiple of, in a
    function of plain blocks. A block whose own moves add up to a multiple
    of D leaves name as aligned mod D as it found it, whether it runs or
    not and however often (the IOAM trace writer moves data by 2 twice in
    one if block). The moves before the access in the blocks around it
    add up exactly. None when the function has switch, goto, break or
    continue, or a move in a loop header, which this does not follow."""
    text = function_code(p)
    n = re.escape(name)
    here = line_start(p)
    if here is None:
        return None
    here += int(p[0].column)
    label = re.compile(r"^[ \t]*(?!default\b)[A-Za-z_]\w*[ \t]*:(?!:)", re.M)
    if re.search(r"\b(?:switch|break|continue)\b", text[:here]) or \
            label.search(text[:here]):
        return None
    # outside a loop, and with no label before it, nothing after the
    # access runs before it, and a goto before it jumps past it: the
    # error paths of the function, and its blocks after the access, do
    # not matter
    if not in_loop(text, here):
        text = text[:here]
    elif re.search(r"\b(?:switch|goto|break|continue)\b", text):
        return None
    events = [(m.start(), m.group(0)) for m in re.finditer(r"[{}]", text)]
    for m in re.finditer(r"\b%s\s*([-+])=\s*([^;]+);|\b%s\s*(\+\+|--)"
                         r"|(\+\+|--)\s*%s\b" % (n, n, n), text):
        if m.group(2) is not None:
            v = exact_value(p, m.group(2))
            move = (v if m.group(1) == "+" else -v, 64) if v is not None \
                else (0, divisor(p, m.group(2), at=m.start(2)))
        else:
            move = (1, 64)
        stmt = re.split(r"[;{}]", text[:m.start()])[-1]
        # inside parentheses: a loop header or a call argument
        block = re.split(r"[{}]", text[:m.start()])[-1]
        if block.count("(") > block.count(")"):
            return None
        # the only statement of an if, else or loop without braces
        alone = re.search(r"\b(?:if|else|while|do)\b", stmt) is not None
        events.append((m.start(), move if not alone else ("alone", move)))
    events.sort(key=lambda ev: ev[0])

    def lb(total):
        known, unknown = total
        return min(low_bit(known), unknown)

    def add(total, move):
        return (total[0] + move[0], min(total[1], move[1]))

    found = 64
    # per open block: its own moves before the access, all its own moves,
    # whether it holds the access, whether it is a loop body
    stack = [[(0, 64), (0, 64), True, False]]
    ahead = (0, 64)	# the moves before the access in the blocks around it
    passed = False
    for pos, ev in events:
        if not passed and pos >= here:
            passed = True
            for b in stack:
                b[2] = True
        if ev == "{":
            stack.append([(0, 64), (0, 64), False,
                          block_keyword(text, pos) in LOOPS])
        elif ev == "}":
            if len(stack) == 1:
                continue
            before, total, holds, loop = stack.pop()
            if not holds:
                found = min(found, lb(total))
            else:
                ahead = add(ahead, before)
                if loop:
                    found = min(found, lb(total))
        elif isinstance(ev, tuple) and ev[0] == "alone":
            found = min(found, lb(ev[1]))
        else:
            b = stack[-1]
            if not passed:
                b[0] = add(b[0], ev)
            b[1] = add(b[1], ev)
    for b in stack:
        if b[2] or not passed:
            ahead = add(ahead, b[0])
    return min(found, lb(ahead))

def offset_multiple_of(p, off, w):
    """off (None, an int or C text) is a known multiple of w."""
    if off is None or w <= 1:
        return True
    if isinstance(off, int):
        return off % w == 0
    return w > 0 and (divisor(p, off) % w == 0 or
                      residue_guarded(p, off, w))
