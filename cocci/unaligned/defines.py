# SPDX-License-Identifier: GPL-2.0-only
"""#define values and function-like macros: of the file, of the local
headers it includes, and of the tree's headers (UNALIGNED_DEFINES, a file
of NAME BODY lines the checker writes; without it, data/known-constants),
evaluated as integers where they are constant. The one scanner of
#define lines (define_spans(), each_define(), local_defines()) and the one
macro expander (expand_text(); expand_macros() over it) of the package.
"""

import ast
import os
import re

from . import data
from .expr import MEMBER_CHAIN
from .headers import local_texts
from .reads import remembered
from .source import closing, opening, split_top

DEFINES = {}

# Offsets that kernel code writes as macros, for runs without the tree's
# #defines; the #defines of the file itself are read from the file.
KNOWN_CONSTANTS = data.numbers("known-constants")

# The parts of an object-like and of a function-like #define as the
# tables here take them from each_define(): a body on the one line.
OBJECT_LIKE = re.compile(r"^[ \t]+([^\n\\\\]+)$")

FUNCTION_LIKE = re.compile(r"^\(([\w\s,]*)\)[ \t]+([^\n\\\\]+)$")

LOCAL_DEFINES = {}

MACROS = {}

def local_defines(f):
    """(NAME, REST) of each #define (each_define()) of the local_texts()
    of f, two levels deep, in order: a header's before the file's, so
    that a later definition wins as it does for the preprocessor, the
    file over its headers."""
    return remembered(LOCAL_DEFINES, f, lambda: [
        d for text in local_texts(f, 2) for d in each_define(text)])

DEFINE_BODIES = {}

def define_bodies(f):
    """NAME to body of the one-line #define NAME BODY lines of f and of
    its local_texts(): the file itself wins over its headers."""
    def compute():
        bodies = {}
        for name, rest in local_defines(f):
            m = OBJECT_LIKE.match(rest)
            if m:
                bodies[name] = m.group(1).strip()
        return bodies
    return remembered(DEFINE_BODIES, f, compute)

TREE_DEFINES = None

TREE_VALUES = {}

def tree_define_body(name):
    """The body of the integer #define name of the tree's headers, from the
    table that unaligned-check builds once per tree and names in
    UNALIGNED_DEFINES ("NAME BODY" lines, sorted, after a stamp line);
    None without it (make coccicheck) or for a name it does not hold.
    Only upper-case names: a local variable is never taken for a macro."""
    if not re.match(r"^[A-Z_][A-Z0-9_]*$", name):
        return None
    return tree_table_entry(name)

def tree_table_entry(name):
    """The BODY of the line "name BODY" of the UNALIGNED_DEFINES table."""
    global TREE_DEFINES
    if TREE_DEFINES is None:
        path = os.environ.get("UNALIGNED_DEFINES")
        TREE_DEFINES = ""
        if path:
            try:
                # not a READ: the tree's stamp keys the cache
                with open(path, errors="replace") as table:
                    TREE_DEFINES = table.read()
            except OSError:
                pass
    return sorted_lines_entry(TREE_DEFINES, name + " ")

def sorted_lines_entry(text, prefix):
    """The rest of the first line of text that starts with prefix, by a
    binary search of its lines after the first (a stamp), which are
    sorted; None when there is none. The table is not split into lines:
    each spatch process looks up a few hundred names of its 200,000."""
    lo, hi = text.find("\n") + 1, len(text)
    if lo == 0:
        return None
    # lines starting before lo are < prefix, lines from hi on are not
    while lo < hi:
        mid = (lo + hi) // 2
        start = text.rfind("\n", lo, mid) + 1 or lo
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        if text[start:end] < prefix:
            lo = end + 1
        else:
            hi = start
    end = text.find("\n", lo)
    line = text[lo:len(text) if end < 0 else end]
    return line[len(prefix):] if line.startswith(prefix) else None

def tree_value(name):
    """The integer value of a macro of the tree's headers, or None."""
    if name not in TREE_VALUES:
        body = tree_define_body(name)
        TREE_VALUES[name] = None if body is None else \
            constant_value(body, {})
    return TREE_VALUES[name]

def constant_value(body, bodies, depth=0):
    """The integer value of a macro body such as 0x10, (1 << SHIFT) or
    (HDR + 2), or None."""
    if depth > 8:
        return None
    text = re.sub(r"\b(0[xX][0-9a-fA-F]+|[0-9]+)[uUlL]+\b", r"\1", body)
    try:
        tree = ast.parse(text.strip(), mode="eval").body
    except (SyntaxError, ValueError):
        return None

    def v(n):
        if isinstance(n, ast.Constant) and isinstance(n.value, int) and \
                not isinstance(n.value, bool):
            return n.value
        if isinstance(n, ast.Name):
            if n.id in KNOWN_CONSTANTS:
                return KNOWN_CONSTANTS[n.id]
            if n.id in bodies:
                return constant_value(bodies[n.id], bodies, depth + 1)
            tree = tree_define_body(n.id)
            if tree is not None:
                return constant_value(tree, bodies, depth + 1)
            return None
        if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.USub):
            x = v(n.operand)
            return None if x is None else -x
        if isinstance(n, ast.BinOp):
            a, b = v(n.left), v(n.right)
            if a is None or b is None:
                return None
            if isinstance(n.op, ast.Add):
                return a + b
            if isinstance(n.op, ast.Sub):
                return a - b
            if isinstance(n.op, ast.Mult):
                return a * b
            if isinstance(n.op, ast.LShift) and 0 <= b < 64:
                return a << b
            if isinstance(n.op, ast.RShift) and 0 <= b < 64:
                return a >> b
            if isinstance(n.op, ast.BitOr):
                return a | b
        return None
    return v(tree)

def file_macros(f):
    """NAME to (parameters, body) of the one-line function-like #defines
    of f and its local_texts(): #define XATTR_ALIGN(size) (((size) +
    XATTR_ROUND) & ~XATTR_ROUND)."""
    def compute():
        macros = {}
        for name, rest in local_defines(f):
            # a body continued over lines is one line to the preprocessor
            m = FUNCTION_LIKE.match(rest.replace(chr(92) + "\n", " "))
            if m:
                params = [a.strip() for a in m.group(1).split(",")]
                macros[name] = (params, m.group(2).strip())
        return macros
    return remembered(MACROS, f, compute)

# The kernel's rounding macros, as divisor() needs them: a multiple of a;
# and the header lengths that protocols count in units of N bytes.
ROUNDING_MACROS = dict((name, (["x", "a"], "((a) * __any)"))
                       for name in data.lines("rounding-macros"))
ROUNDING_MACROS.update((name, (["x"], "(%d * __any)" % n)) for name, n in
                       data.numbers("header-length-units").items())

MACRO_TABLES = {}

def expand_macros(p, text, rounding=True):
    """text with the calls of the file's function-like macros
    (file_macros()), and of ROUNDING_MACROS unless not rounding, replaced
    by their bodies (expand_text(), 8 deep), each argument that is not a
    name, a member chain or a number put in parentheses."""
    return expand_text(macro_table(p[0].file, rounding), text, 8,
                       parenthesized)

def macro_table(f, rounding):
    """The macros of expand_macros() as expand_text() takes them, made
    again only when file_macros() of f is another table."""
    macros = file_macros(f)	# notes the files read
    k = (f, rounding)
    if k not in MACRO_TABLES or MACRO_TABLES[k][0] is not macros:
        table = dict(ROUNDING_RESTS) if rounding else {}
        table.update(macro_rests(macros))
        MACRO_TABLES[k] = (macros, table)
    return MACRO_TABLES[k][1]

def macro_rests(macros):
    """NAME to REST, as each_define() gives it, of the function-like
    macros (NAME to (parameters, body)) of file_macros()."""
    return dict((name, "(%s) %s" % (", ".join(params), body))
                for name, (params, body) in macros.items())

ROUNDING_RESTS = macro_rests(ROUNDING_MACROS)

def parenthesized(arg):
    """A macro's argument as expand_macros() puts it in: in parentheses,
    but a name or member chain needs none, and sb->size must stay
    recognisable as a member."""
    if not MEMBER_CHAIN.match(arg) and not arg.isdigit():
        return "(%s)" % arg
    return arg

def file_defines(f):
    """The #define NAME <integer expression> of the file and of the
    headers it includes with quotes, two levels deep."""
    def compute():
        bodies = define_bodies(f)
        values = {}
        for name, body in bodies.items():
            x = constant_value(body, bodies)
            if x is not None:
                values[name] = x
        return values
    return remembered(DEFINES, f, compute)

def local_macro(p, name):
    """The value of the #define name of the file or its own headers, else
    of a few kernel constants; None if neither has it."""
    v = file_defines(p[0].file).get(name)
    return KNOWN_CONSTANTS.get(name) if v is None else v

def macro_value(p, name):
    """local_macro(), else the #define of the tree's headers."""
    v = local_macro(p, name)
    return tree_value(name) if v is None else v

def python_conditionals(text):
    """text with each C conditional c ? a : b written as Python's
    ((a) if __cond else (b)): what divisor() needs is that either value
    is a multiple, whatever the condition."""
    for _ in range(8):
        q = text.find("?")
        if q < 0:
            return text
        start = opening(text, q)
        end = closing(text, start + 1)
        inner = text[start + 1:end]
        parts = split_top(inner[inner.find("?") + 1:], ":")
        if inner.find("?") != q - start - 1 or len(parts) < 2:
            return text
        text = "%s((%s) if __cond else (%s))%s" % (
            text[:start + 1], parts[0], ":".join(parts[1:]), text[end:])
    return text

# What C counts as an identifier's characters (ASCII: the texts the
# macro tables are made of are read as bytes, one character each).
WORD_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                       "0123456789_")

IDENTIFIER = re.compile(r"(?<![A-Za-z0-9_])[A-Za-z_][A-Za-z0-9_]*")

DEFINE_DIRECTIVE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z0-9_]+)", re.M)

LOGICAL_LINE_END = re.compile(r"(?<!\\)\n")

DEFINE_SPANS = {}

def define_spans(text):
    """(start, end, NAME, REST) of each #define of text, in order: from
    the start of its line to the end of its logical line; REST is the
    rest of the logical line, its backslash-newlines kept, the parameter
    list of a function-like macro then the body ("(buf) (buf)->data"); an
    object-like macro's REST starts with the blank after its name. Once
    per text: a header's is read for every file that includes it."""
    if text in DEFINE_SPANS:
        return DEFINE_SPANS[text]
    defines = []
    for d in DEFINE_DIRECTIVE.finditer(text):
        start = d.start()
        # a logical line starts after a newline that no backslash escapes
        if start > 1 and text[start - 2] == "\\":
            continue
        end = LOGICAL_LINE_END.search(text, d.end(1))
        end = end.start() if end else len(text)
        defines.append((start, end, d.group(1), text[d.end(1):end]))
    DEFINE_SPANS[text] = defines
    return defines

def each_define(text):
    """(NAME, REST) of each #define of text (define_spans()), in order."""
    return [(name, rest) for _, _, name, rest in define_spans(text)]

def without_defines(text):
    """text with each #define's logical line (define_spans()) put as one
    blank."""
    out, p = [], 0
    for start, end, _, _ in define_spans(text):
        out.append(text[p:start])
        out.append(" ")
        p = end
    out.append(text[p:])
    return "".join(out)

def skip_blank(s, i):
    """Past the blanks and the backslash-newlines of a macro body."""
    n = len(s)
    while i < n and s[i] in " \t\n\r\\":
        i += 1
    return i

def call_arguments(s, i, most=16):
    """The arguments of the call whose "(" is at s[i], split at the commas
    outside brackets (split_top()) and trimmed, as [start, end) spans of
    s, at most most of them, and the index of the closing ")"
    (closing()); None when it does not close."""
    close = closing(s, i + 1)
    if close == len(s):
        return None
    args, start = [], i + 1
    for part in split_top(s[i + 1:close], ",") if close > i + 1 else ():
        if len(args) < most:
            args.append(trimmed(s, start, start + len(part)))
        start += len(part) + 1
    return args, close

def trimmed(s, start, end):
    """[start, end) without the white space at either end."""
    while start < end and s[start] in " \t\n\v\f\r":
        start += 1
    while end > start and s[end - 1] in " \t\n\v\f\r":
        end -= 1
    return (start, end)

def expand_text(macros, text, depth=4, argument=None):
    """text with the macros it calls replaced by their bodies, depth levels
    deep: macros maps NAME to REST as each_define() gives it; a
    function-like macro's arguments go in for its parameters as written
    ("..." for __VA_ARGS__), all at once, and its expansion is put in
    parentheses. A plain textual expansion, enough to see what a cast
    casts. With a function argument, each argument is put in as
    argument() makes it, and a call with too few or too many arguments
    is left as it is (expand_macros())."""
    out = []
    p = 0
    for m in IDENTIFIER.finditer(text):
        if m.start() < p:
            continue
        out.append(text[p:m.start()])
        p = m.end()
        rest = macros.get(m.group(0)) if depth > 0 else None
        if rest is None:
            out.append(m.group(0))
            continue
        if not rest.startswith("("):
            out.append(expand_text(macros, rest, depth - 1))
            continue
        q = skip_blank(text, p)
        call = call_arguments(text, q) if text[q:q + 1] == "(" else None
        if call is None:
            out.append(m.group(0))
            continue
        args, close = call
        body = expanded_call(macros, rest, text, args, depth, argument)
        if body is None:
            out.append(text[m.start():close + 1])
        else:
            out.append("(%s)" % body)
        p = close + 1
    out.append(text[p:])
    return "".join(out)

def expanded_call(macros, rest, text, args, depth, argument=None):
    """The body of the function-like macro rest ("(a, b) body") with the
    arguments, spans of text, put in for its parameters, expanded; with
    argument (expand_text()), None when the numbers of arguments and
    parameters differ."""
    params, p = [], 1
    while p < len(rest) and rest[p] != ")" and len(params) < 16:
        p = skip_blank(rest, p)
        start = p
        while p < len(rest) and rest[p] not in ",) ":
            p += 1
        params.append(rest[start:p])
        p = skip_blank(rest, p)
        if rest[p:p + 1] == ",":
            p += 1
    if rest[p:p + 1] != ")":
        return ""
    # F() hands a macro of one parameter an empty argument
    if argument is not None and len(args) != len(params) and \
            (args or len(params) > 1):
        return None
    # "..." is __VA_ARGS__; GNU's "arg..." names the variable arguments
    names = ["__VA_ARGS__" if a == "..." else a[:-3] if a.endswith("...")
             else a for a in params]
    body, out, q = p + 1, [], p + 1
    for m in IDENTIFIER.finditer(rest, body):
        if m.start() < q:
            continue
        out.append(rest[q:m.start()])
        q = m.end()
        if m.group(0) not in names:
            out.append(m.group(0))
            continue
        i = names.index(m.group(0))
        if i < len(args):
            last = len(args) - 1 if params[i].endswith("...") else i
            arg = text[args[i][0]:args[last][1]]
            out.append(argument(arg) if argument else arg)
        elif argument:
            out.append(argument(""))
    out.append(rest[q:])
    return expand_text(macros, "".join(out).strip(), depth - 1, argument)
