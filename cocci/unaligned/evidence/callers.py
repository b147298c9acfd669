# SPDX-License-Identifier: GPL-2.0-only
"""A parameter is what its callers pass: the calls of a static function in
its file, or of the driver-private ops member that holds it in the C
files of its directory.
"""

import os
import re

from .. import alignment
from ..defines import file_macros
from . import origin
from ..expr import base_ident, split_offset
from ..functions import CallSite, calls_in, directory_sources, enclosing_call, file_functions
from .. import layout
from .. import offsets
from ..source import closing, function_code, split_top, uncommented_text, value_at
from ..reads import remembered
from ..state import PARAMS, per_file

def ops_members(f, fn, code):
    """The members of driver-private ops tables that hold fn (static const
    struct rtw_chip_ops rtw8822b_ops = { .query_rx_desc = ..., }): the
    struct is defined in the driver's directory, so its calls are there
    too. None when fn is mentioned otherwise, outside a call."""
    members = set()
    for m in re.finditer(r"\b%s\b" % re.escape(fn), code):
        if re.match(r"\s*\(", code[m.end():]):
            continue
        d = re.search(r"\.\s*(\w+)\s*=\s*&?\s*$", code[:m.start()])
        if not d:
            # B43legacy_DEBUGFS_FOPS(shm, shm_read_file, NULL, 1): a
            # macro of the file that puts its argument in a table
            found = macro_table_member(f, code, m)
            if not found:
                return None
            members.add(found)
            continue
        if not re.match(r"\s*[,}]", code[m.end():]):
            return None
        table = None
        for table in re.finditer(r"\bstruct\s+(\w+)\s+\w+\s*(?:\[\s*\w*\s*\]"
                                 r"\s*)?=\s*\{", code[:m.start()]):
            pass
        if not table or not driver_struct(f, table.group(1)):
            return None
        members.add(d.group(1))
    return members

def macro_table_member(f, code, m):
    """The member of a driver-private ops table that the function-like
    macro called around m (a whole argument) sets from that argument:
    #define FOPS(name, _read) static struct dbg_fops fops_##name = {
    .read = _read, }. None when it is not one."""
    call = enclosing_call(code, m)
    macro = call and file_macros(f).get(call[0])
    if not macro or len(macro[0]) != len(call[1]):
        return None
    params, body = macro
    d = re.search(r"\.\s*(\w+)\s*=\s*&?\s*%s\s*[,}]" %
                  re.escape(params[call[2]]), body)
    table = re.match(r"^(?:static\s+)?(?:const\s+)?struct\s+(\w+)\s+[\w#]+"
                     r"\s*=\s*\{", body)
    if not d or not table or not driver_struct(f, table.group(1)):
        return None
    return d.group(1)

DRIVER_STRUCTS = {}

def driver_struct(f, name):
    """struct name is defined in a file of the directory of f."""
    def compute():
        found = set()
        for path in directory_sources(f):
            found.update(layout.STRUCT_START.findall(uncommented_text(path) or ""))
        return found
    return name in remembered(DRIVER_STRUCTS, os.path.dirname(f) or ".",
                              compute)

CALLS = per_file({})

def call_arguments(p, name):
    k = (p[0].file, p[0].current_element, name)
    if k not in CALLS:
        CALLS[k] = find_call_arguments(p, name)
    return CALLS[k]

def function_parameters(f, fn):
    """The parameter names, in order, of the function fn (a
    file_functions() entry) of f; None if they cannot be read."""
    _, code, _, starts = file_functions(f)
    head = code[starts[fn[1] - 1]:]
    m = re.search(r"\b%s\s*\(" % re.escape(fn[0]), head)
    if m is None:
        return None
    head = head[m.end() - 1:]
    params = [re.search(r"(\w+)\s*(?:\[[^\]]*\])?\s*$", x.strip())
              for x in split_top(head[1:closing(head, 1)], ",")]
    return [x and x.group(1) for x in params]

def out_parameter_values(p, name):
    """The values that functions of the file store for the local name
    when it is handed to them by address (omfs_get_bucket(dir, name,
    namelen, &ofs), which sets *ofs = OMFS_DIR_START + bucket * 8), as
    (call site in the callee, value); None when an address of name goes
    anywhere else or a callee does more with it than store through it
    and read it."""
    f = p[0].file
    funcs = file_functions(f)[0]
    text = function_code(p)
    found = []
    for m in re.finditer(r"&\s*%s\b" % re.escape(name), text):
        call = enclosing_call(text, m)
        callee = call and [x for x in funcs if x[0] == call[0]]
        if not callee or len(callee) != 1:
            return None
        params = function_parameters(f, callee[0])
        if not params or len(params) != len(call[1]) or \
                not params[call[2]]:
            return None
        site = [CallSite(f, callee[0][0], callee[0][4])]
        q = re.escape(params[call[2]])
        code = function_code(site)
        code = code[code.find("{"):]
        uses = re.findall(r"(?<![\w.>])%s\b" % q, code)
        stores = [value_at(code, s.end()) for s in re.finditer(
            r"(?:^|[;{}])\s*\*\s*%s\s*=(?!=)\s*" % q, code)]
        reads = re.findall(r"\*\s*%s\b(?!\s*(?:[-+*/|&^%%]|<<|>>)?=)" % q,
                           code)
        if not stores or len(uses) != len(reads) + len(stores):
            return None
        found += [(site, v) for v in stores]
    return found

def find_call_arguments(p, name):
    """For the parameter name of the function at p, (call site, argument
    text) for every call of the function; None when a caller may be
    missed or a call cannot be read. A static function has all its
    callers in its file, unless its address is taken: when only
    driver-private ops tables hold it (ops_members()), its callers are
    the calls of those members in the files of its directory."""
    f, fn = p[0].file, p[0].current_element
    funcs, code, _, starts = file_functions(f)
    own = [x for x in funcs if x[0] == fn]
    if name not in PARAMS.get((f, fn), {}) or len(own) != 1 or \
            not own[0][3]:
        return None
    params = function_parameters(f, own[0])
    if params is None or name not in params:
        return None
    index = params.index(name)
    members = ops_members(f, fn, code)
    if members is None:
        return None
    calls = calls_in(f, r"\b%s\b" % re.escape(fn), len(params), index)
    for member in sorted(members):
        for path in directory_sources(f):
            if calls is not None and path.endswith(".c"):
                calls_there = calls_in(path, r"(?:->|\.)\s*%s\b" % member,
                                       len(params), index)
                calls = None if calls_there is None else \
                    calls + calls_there
    return calls or None

PARAMETER_STEPS = per_file({})

def parameter_step(p, name, depth):
    """What every change the function makes to its parameter name is a
    multiple of (xlog_unpack_data(): dp += BBSIZE): 64 when it changes
    nothing, 1 when a change is not a move by += or -=. Once per
    function, parameter and depth: every access through the parameter
    asks."""
    k = (p[0].file, p[0].current_element, name, depth)
    if k not in PARAMETER_STEPS:
        PARAMETER_STEPS[k] = find_parameter_step(p, name, depth)
    return PARAMETER_STEPS[k]

def find_parameter_step(p, name, depth):
    text = function_code(p)
    n = re.escape(name)
    # *(__be32 *)dp = v and *dp = v store through it: not changes
    changes = [m for m in re.finditer(
        r"(?<![\w.>])%s\s*(?:[-+|&^%%]|<<|>>|\*|/)?=(?!=)" % n, text)
        if not re.search(r"[)*]\s*$", text[:m.start()])]
    moves = [value_at(text, m.end()) for m in changes
             if re.search(r"[-+]=$", m.group(0))]
    if len(moves) != len(changes) or re.search(
            r"\b%s\s*(?:\+\+|--)|(?:\+\+|--)\s*%s\b" % (n, n), text):
        return 1
    return min([offsets.divisor(p, v, depth + 1) for v in moves] + [64])

def parameter_calls(p, name, depth):
    """(call_arguments(), parameter_step()) for the parameter name: what
    the callers hand it, and what the function's own moves keep; (None,
    1) when the parameter is set, not moved, or the calls are not
    known."""
    step = parameter_step(p, name, depth) if depth <= 2 else 1
    found = call_arguments(p, name) if step > 1 else None
    return (found, step) if found else (None, 1)

def caller_alignment(p, name, depth):
    """The alignment every caller gives the byte-pointer parameter name,
    kept by the function's own moves (parameter_calls()); 0 when one
    caller's argument is not known to be aligned."""
    found, step = parameter_calls(p, name, depth)
    if not found:
        return 0
    return min([step] + [alignment.pointer_alignment(cp, arg, depth + 1)
                         for cp, arg in found])

def member_argument(cp, arg, w, depth):
    """The argument arg of the call at cp is a struct member's buffer
    (skb->data, or a local only set to one, or a parameter whose callers
    all pass one) at a multiple of w: what the rules rate low if the
    access were written at the call."""
    base, off = split_offset(arg)
    if origin.member_like(base):
        return offsets.offset_multiple_of(cp, off, w)
    name = base_ident(arg)
    if not name or off is not None and not offsets.offset_multiple_of(cp, off, w):
        return False
    if name in PARAMS.get((cp[0].file, cp[0].current_element), ()):
        return depth < 3 and callers_pass_members(cp, name, w, depth + 1)
    d = origin.origin_divisor(cp, name)
    return d > 0 and d % w == 0

def callers_pass_members(p, name, w, depth=0):
    """Every caller of the function at p gives the byte-pointer parameter
    name, which it moves only by multiples of w, a struct member's
    buffer (member_argument()): the RX descriptor at skb->data that
    chip->ops->query_rx_desc() gets."""
    found, step = parameter_calls(p, name, 0)
    return bool(found) and step % w == 0 and \
        all(member_argument(cp, arg, w, depth) for cp, arg in found)

def caller_divisor(p, name, depth):
    """What every caller's argument for the integer parameter name of a
    static function is a multiple of, with the function's own moves of
    it; 0 when unknown."""
    found, step = parameter_calls(p, name, depth)
    if not found:
        return 0
    d = min([step] + [offsets.divisor(cp, arg, depth + 1) for cp, arg in found])
    return d if d > 1 else 0
