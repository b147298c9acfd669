# SPDX-License-Identifier: GPL-2.0-only
"""The functions of a file and of the other C files of its directory, and
the calls of a function in them: for parameters, whose values are what
every caller hands in.
"""

import bisect
import os
import re

from .defines import define_bodies
from .reads import read_text, remembered, sources_in
from .source import blank_comments, closing, split_top

FILE_FUNCTIONS = {}

def is_static(f, head):
    """The start of a function's definition, head, says static, or a
    macro of the file's that says it (xfs: #define STATIC static
    noinline)."""
    bodies = None
    for word in re.findall(r"\b[A-Za-z_]\w*\b", head):
        if word == "static":
            return True
        if word.isupper():
            bodies = bodies or define_bodies(f)
            if re.match(r"static\b", bodies.get(word, "")):
                return True
    return False

def file_functions(f):
    """(name, first line, last line, is static, line of the opening brace)
    of each function that f defines in kernel style (the body opens and
    closes with a brace at column 0); the text of f with comments and
    strings blanked; its lines; and the offset in it where each line
    starts."""
    return remembered(FILE_FUNCTIONS, f, lambda: find_functions(f))

def function_around(funcs, line):
    """The entry of file_functions()' list whose lines hold line; None
    for a line outside every function."""
    return next((x for x in funcs if x[1] <= line <= x[2]), None)


def find_functions(f):
    """file_functions() worked out."""
    try:
        code = blank_comments(read_text(f))
    except OSError:
        code = ""
    lines = code.split("\n")
    found = []
    for i, line in enumerate(lines):
        if not line.startswith("{"):
            continue
        start = i - 1
        while start > 0 and not re.match(r"[A-Za-z_]", lines[start]):
            start -= 1
        # static int
        # name(...)
        if start > 0 and re.match(r"^[A-Za-z_][\w\s*]*$",
                                  lines[start - 1]):
            start -= 1
        head = " ".join(lines[start:i])
        m = re.search(r"(\w+)\s*\(", head)
        end = i
        while end < len(lines) - 1 and not lines[end].startswith("}"):
            end += 1
        if m and not head.rstrip().endswith(";"):
            found.append((m.group(1), start + 1, end + 1,
                          is_static(f, head[:m.start()]), i + 1))
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    return (found, code, lines, starts)

class CallSite:
    """Stands for the position of a call, for the rules that read the
    function around a position (function_text(), divisor())."""
    def __init__(self, f, fn, line):
        self.file, self.current_element = f, fn
        self.line, self.column = str(line), "0"
        self.line_end, self.column_end = str(line), "0"

def calls_in(f, callee, nargs, index):
    """(call site, argument) of each call callee( in the file f, the
    argument being the one at index; None when a call has not nargs
    arguments or a macro makes it. callee is a regex: the function's
    name, or ->member for an ops table. Prototypes, the definition and
    mentions that are not calls are skipped."""
    funcs, code, lines, starts = file_functions(f)
    calls = []
    for m in re.finditer(callee, code):
        line = bisect.bisect_right(starts, m.start())
        caller = function_around(funcs, line)
        rest = code[m.end():]
        if caller and re.search(r"\b%s$" % re.escape(caller[0]),
                                m.group(0)) and line < caller[4]:
            continue	# the definition
        if not re.match(r"\s*\(", rest):
            continue	# not a call: ops_members() has read these
        if not caller:
            # a prototype is harmless; a macro that calls it is not
            first = line
            while first > 1 and lines[first - 2].endswith(chr(92)):
                first -= 1
            if lines[first - 1].lstrip().startswith("#"):
                return None
            continue
        open_paren = m.end() + rest.index("(")
        args = split_top(code[open_paren + 1:closing(code, open_paren + 1)],
                         ",")
        if len(args) != nargs:
            return None
        calls.append(([CallSite(f, caller[0], line)], args[index].strip()))
    return calls

DIRECTORY_SOURCES = {}

def directory_sources(f):
    """The paths of the C files and headers in the directory of f, sorted
    (as bytes: the order of the checker's READ record of the listing)."""
    d = os.path.dirname(f) or "."
    return remembered(DIRECTORY_SOURCES, d, lambda: [
        os.path.join(d, e) for e in sources_in(d)])

def enclosing_call(text, m):
    """(name, arguments, index) of the call in text of which the match m
    is a whole argument (f(a, &ofs, b): ("f", ["a", " &ofs", " b"], 1));
    None if it is not one."""
    before = text[:m.start()].rstrip()
    if not before.endswith((",", "(")) or \
            text[m.end():].lstrip()[:1] not in ",)":
        return None
    open_paren = before.rfind("(")
    while open_paren >= 0 and closing(text, open_paren + 1) < m.start():
        open_paren = text.rfind("(", 0, open_paren)
    call = re.search(r"(\w+)\s*$", text[:max(open_paren, 0)])
    if open_paren < 0 or not call:
        return None
    start = open_paren + 1
    args = split_top(text[start:closing(text, start)], ",")
    index = len(split_top(text[start:m.start()], ",")) - 1
    return call.group(1), args, index
