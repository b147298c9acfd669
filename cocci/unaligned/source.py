# SPDX-License-Identifier: GPL-2.0-only
"""The text of a C file and of the function around a position: comments
blanked, brackets matched, assignments, loops, #if blocks, includes.
"""

import re

from .reads import read_text, remembered
from .state import INCLUDE_LINES, per_file

FUNCTIONS = per_file({})

FUNCTION_CODE = per_file({})

# A comment, and a string (whose "//" and "/*" open no comment)
COMMENT_TEXT = r"/\*.*?\*/|//[^\n]*"

COMMENT = re.compile(COMMENT_TEXT, re.S)

COMMENT_OR_STRING = re.compile(COMMENT_TEXT + r"|\"(?:\\.|[^\"\\\n])*\"", re.S)

UNCOMMENTED = {}

def uncommented_text(f):
    """The text of f with its comments blanked, None if unreadable."""
    def compute():
        try:
            return COMMENT.sub(" ", read_text(f))
        except OSError:
            return None
    return remembered(UNCOMMENTED, f, compute)

def unmatched(text, indices, deeper, shallower, none):
    """The first index of indices where a shallower character closes
    nothing that a deeper one opened on the way; none if there is none."""
    depth = 0
    for i in indices:
        if text[i] == deeper:
            depth += 1
        elif text[i] == shallower:
            if depth == 0:
                return i
            depth -= 1
    return none

def closing(text, start=0, pair="()"):
    """The index of the closing character of pair in text, from start on,
    that closes one opened before start; len(text) when there is none."""
    return unmatched(text, range(start, len(text)), pair[0], pair[1],
                     len(text))

def opening(text, end, pair="()"):
    """The index of the opening character of pair in text, before end,
    that is still open at end (closing() read backwards); -1 when there
    is none."""
    return unmatched(text, range(end - 1, -1, -1), pair[1], pair[0], -1)

FILE_LINES = {}

# a name called: the line that names a function has its name so
CALLED_NAME = re.compile(r"\b(\w+)\s*\(")
NAME_START = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")


def file_lines(f):
    """The lines of f, split once a spatch run ([""] if unreadable)."""
    def compute():
        try:
            return read_text(f).split("\n")
        except OSError:
            return [""]
    return remembered(FILE_LINES, f, compute)


def names_function(line, fn):
    """The line starts with a name and calls fn there: int fn(..."""
    return fn in line and line[:1] in NAME_START and \
        any(m.group(1) == fn for m in CALLED_NAME.finditer(line))


def function_lines(p):
    """(first line number, lines) of the function around p, from the line
    that names it (kernel style: at column 0) to its closing brace at
    column 0."""
    f, fn = p[0].file, p[0].current_element
    if (f, fn) not in FUNCTIONS:
        lines = file_lines(f)
        here = min(int(p[0].line) - 1, len(lines) - 1)
        start = here
        while start > 0 and not names_function(lines[start], fn):
            start -= 1
        end = here
        while end < len(lines) - 1 and not lines[end].startswith("}"):
            end += 1
        FUNCTIONS[(f, fn)] = (start + 1, lines[start:end + 1])
    return FUNCTIONS[(f, fn)]

def function_text(p):
    return "\n".join(function_lines(p)[1])

def function_code(p):
    """function_text() with comments and strings blanked, once per
    function: the offset rules read it for every name they meet."""
    k = (p[0].file, p[0].current_element)
    if k not in FUNCTION_CODE:
        FUNCTION_CODE[k] = blank_comments(function_text(p))
    return FUNCTION_CODE[k]

def line_start(p):
    """Where the line of p starts in function_code(); None when p is not
    inside the function."""
    first, lines = function_lines(p)
    line = int(p[0].line) - first
    if not 0 <= line < len(lines):
        return None
    return sum(len(l) + 1 for l in lines[:line])

def writes(name, text):
    """The assignments (=, +=, <<=, ...) and increments of name in text."""
    n = re.escape(name)
    return re.findall(r"\b%s\s*(?:[-+|&^%%]|<<|>>|\*|/)?=(?!=)"
                      r"|\b%s\s*(?:\+\+|--)|(?:\+\+|--)\s*%s\b" % (n, n, n),
                      text)

def split_top(text, sep):
    """text split at each sep (",", ";", "&&") outside parentheses,
    brackets and braces."""
    parts, depth, start = [], 0, 0
    first, n = sep[0], len(sep)
    for i, ch in enumerate(text):
        if i < start:
            continue	# inside the separator just split at
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == first and depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            start = i + n
    parts.append(text[start:])
    return parts

def blank_comments(text):
    """text with its comments and strings replaced by spaces, so that
    positions and line breaks stay where they were."""
    return COMMENT_OR_STRING.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)),
                                 text)

LOOPS = ("for", "while", "do")

def block_keyword(text, pos):
    """The word before the brace at pos, or before the parenthesised
    condition there: for, while, do, if, else, switch, a function name."""
    t = text[:pos].rstrip()
    start = opening(t, len(t) - 1) if t.endswith(")") else -1
    if start >= 0:
        t = t[:start].rstrip()
    m = re.search(r"(\w+)$", t)
    return m.group(1) if m else ""

def in_loop(text, here):
    """The position here of text is inside the braces of a loop."""
    opened = []
    for m in re.finditer(r"[{}]", text[:here]):
        if m.group(0) == "{":
            opened.append(block_keyword(text, m.start()) in LOOPS)
        elif opened:
            opened.pop()
    return any(opened)

def value_at(text, i):
    """The expression that starts at text[i] and ends at the first ; or ,
    outside parentheses: skb_put(skb, len + pad)."""
    depth = 0
    for j in range(i, len(text)):
        ch = text[j]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth < 0:
                return text[i:j]
        elif ch in ";," and depth == 0:
            return text[i:j]
    return text[i:]

def local_values(p, name):
    """The values the function gives the local name: name = E and T *name
    = E, but not *(T *)name = E or *name = E, stores through it."""
    text = function_text(p)
    return [value_at(text, m.end()) for m in re.finditer(
        r"(?<![\w.>])%s\s*=(?!=)\s*" % re.escape(name), text)
        if not re.search(r"\)\s*$|(?:^|[;{}\n])\s*\*+\s*$", text[:m.start()])]

def source_name(f):
    """After a transformation spatch names the file /tmp/cocci-output-N-X-NAME."""
    return re.sub(r"^cocci[-_](small_)?output-\d+-[0-9a-f]+-", "",
                  f.rsplit("/", 1)[-1])

def conditional_line(f, n):
    """Line n of f is inside an #if/#ifdef block."""
    depth = 0
    try:
        lines = read_text(f).split("\n")[:n - 1]
    except OSError:
        return False
    for line in lines:
        s = line.strip()
        if re.match(r"#\s*if", s):
            depth += 1
        elif re.match(r"#\s*endif", s) and depth:
            depth -= 1
    return depth > 0

def last_include(f):
    """The line of the last #include <linux/...> outside any #if block:
    one inside an #ifdef may not be compiled. In a header, where all of
    them are inside the include guard, the last one."""
    found = INCLUDE_LINES.get(source_name(f), [])
    plain = [n for n, conditional in found if not conditional]
    return max(plain or [n for n, _ in found] or [0])
