// SPDX-License-Identifier: GPL-2.0-only
///
/// Find 2-, 4- and 8-byte loads and stores through a byte pointer
/// (u8 *, char *, void *, ...) cast to a wider type, and rewrite them
/// with get_unaligned(), put_unaligned() and get/put_unaligned_{le,be}N().
/// Such code works on x86 but traps or silently reads the wrong bytes on
/// strict-alignment machines; see
/// Documentation/core-api/unaligned-memory-access.rst.
///
/// Rule ids: unaligned-cast-read, unaligned-cast-write, unaligned-cast-rmw,
/// unaligned-byteorder, unaligned-pointer-var, unaligned-macro-cast
/// (report only), unaligned-struct-overlay.
///
// Confidence: High for a u8/char pointer parameter or a visibly unaligned
//   or variable offset; Moderate for a u8/char local variable of unknown
//   origin; Low for a void * or a struct member (skb->data) at an aligned
//   offset, which usually hold the start of an allocation, for an offset
//   from a table of offsetof() values, for a byte array at an aligned
//   offset of a __packed struct, for word helpers called only after an
//   alignment test (lib/sort.c swap_words_64()), and for code under
//   CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS. Each report says which.
// Copyright: (C) 2026 The unaligned-check authors
// Comments: Casts of pointers into objects whose alignment is visible in
//   the function (a local u32 array, fresh kmalloc() memory, an IS_ALIGNED()
//   guard) at a suitable constant offset are not reported. A parameter is
//   what every caller hands it when all callers are known: a static
//   function's calls in its file, or the calls of the driver-private ops
//   member that holds it (written out or put there by a macro of the
//   file) in the C files of its directory.
// Options: --no-includes --include-headers
//   UNALIGNED_DEFINES in the environment names a file of "NAME BODY" lines,
//   the integer #defines of the tree's headers, for offsets written with
//   them (unaligned-check sets it; without it, a few kernel constants).
//   -D hide_low: the caller shows no low-confidence findings; the rules
//   whose findings are all low (struct overlays) are skipped.
// Keywords: get_unaligned, put_unaligned, unaligned access

virtual patch
virtual context
virtual org
virtual report
virtual asm_unaligned
virtual hide_low

// The python below has no apostrophes, not even in comments: spatch reads
// an odd number of them as an unterminated character constant.
@initialize:python@
@@
import ast
import bisect
import os
import re
import sys

WIDTH = {}
for names, w in (
        ("u8 s8 __u8 __s8 uint8_t int8_t char bool _Bool"
         " unsigned_char signed_char", 1),
        ("u16 s16 __u16 __s16 __le16 __be16 uint16_t int16_t short"
         " unsigned_short short_int unsigned_short_int signed_short"
         " __sum16", 2),
        ("u32 s32 __u32 __s32 __le32 __be32 uint32_t int32_t int unsigned"
         " unsigned_int signed_int signed float __wsum", 4),
        ("u64 s64 __u64 __s64 __le64 __be64 uint64_t int64_t long"
         " unsigned_long long_int unsigned_long_int long_long"
         " unsigned_long_long long_long_int unsigned_long_long_int"
         " size_t ssize_t uintptr_t ptrdiff_t double dma_addr_t"
         " phys_addr_t resource_size_t sector_t loff_t", 8)):
    for n in names.split():
        WIDTH[n.replace("_", " ") if n.startswith(("unsigned_", "signed_",
              "short_", "long_")) else n] = w

def type_name(t):
    t = re.sub(r"\b(const|volatile|__force|__user|__rcu)\b", " ", t)
    return " ".join(t.split())

def width(t):
    """Alignment in bytes of the C type named t; 0 if unknown (a struct)."""
    t = type_name(t)
    if t.endswith("*"):
        return 8
    return WIDTH.get(t, 0)

def pointee_width(t):
    """Alignment of what the pointer type t points to; 0 if t is not a
    pointer or the type is unknown."""
    t = type_name(t)
    return width(t[:-1]) if t.endswith("*") else 0

def byte_pointer(t):
    t = type_name(t)
    return t.endswith("*") and WIDTH.get(type_name(t[:-1]), 0) == 1

def wide(t):
    return width(t) > 1 and "__iomem" not in t

def is_volatile(t):
    return re.search(r"\bvolatile\b", t) is not None

SAFE = set()
REWRITE = set()
VOID_SITES = set()
BYTE_SITES = set()
ARRAY_SITES = set()
PARAMS = {}
IOMEM = {}
EFFICIENT = {}
INCLUDE_LINES = {}
UNEVALUATED = {}
PACKED = set()
MEMBERS = {}
MEMBER_TYPES = {}
OVERLAY = {}
ALIGNED_BASES = {}
DEFINES = {}
FUNCTIONS = {}
FUNCTION_CODE = {}

# Offsets that kernel code writes as macros; the #defines of the file itself are
# read from the file.
KNOWN_CONSTANTS = {
    "ETH_ALEN": 6, "ETH_HLEN": 14, "ETH_TLEN": 2, "ETH_FCS_LEN": 4,
    "ETH_ZLEN": 60, "VLAN_HLEN": 4, "VLAN_ETH_HLEN": 18,
    "IEEE80211_FCS_LEN": 4, "BITS_PER_LONG": 64,
}

def key(p):
    return (p[0].file, p[0].line, p[0].column)

def base_align(p, name, w):
    """Record that, in the function of p, name points to w-aligned memory."""
    k = (p[0].file, p[0].current_element, tidy(name))
    ALIGNED_BASES[k] = max(ALIGNED_BASES.get(k, 0), w)

def aligned_base(p, e, t):
    """e points into an object at least as aligned as t, at a multiple
    of the size of t. Known per function, not per path: an allocation or an
    aligned source anywhere in the function counts."""
    return pointer_alignment(p, e) >= width(t)

def pointer_alignment(p, e, depth=0):
    """What the byte pointer expression e is known to be aligned to: its
    base is (an allocation, a wider object, a cast of a typed pointer such
    as (u8 *)th for a struct tcphdr *th, a local that only holds one of
    these) and its offset is a multiple (divisor()); 0 if nothing is."""
    base, off = split_offset(e)
    base = tidy(strip_parens(base))
    inner = tidy(strip_parens(strip_cast(base)))
    a = max(ALIGNED_BASES.get((p[0].file, p[0].current_element, base), 0),
            ALIGNED_BASES.get((p[0].file, p[0].current_element, inner), 0),
            cast_pointer_alignment(p, base), address_alignment(p, inner))
    # a byte array member is its address: smb->Protocol is &smb->Protocol
    if key(p) in ARRAY_SITES:
        a = max(a, address_alignment(p, "&" + inner))
    if re.match(r"^[A-Za-z_]\w*$", inner) and depth < 3:
        a = max(a, aligned_alias(p, inner, depth + 1),
                pointee_alignment(p, inner),
                api_parameter_alignment(p, inner),
                caller_alignment(p, inner, depth + 1))
    if not a or off is None:
        return a
    return min(a, low_bit(off) if isinstance(off, int) else divisor(p, off))

def pointee_alignment(p, name):
    """The alignment of what the pointer or array name points to, as the
    function declares it (struct tcphdr *th, const u32 *w, u32 buf[4]):
    C requires a struct X * to be aligned for X. 0 when unknown, 1 for a
    byte pointer."""
    m = re.search(r"(?:^|[(,;{}\s])((?:(?:const|volatile)\s+)*(?:struct\s+)?"
                  r"\w+)\s*(?:\*\s*%s\s*[,;=)\[]|\s%s\s*\[)" %
                  (re.escape(name), re.escape(name)), function_text(p))
    if not m:
        return 0
    return type_alignment(p, m.group(1))

def object_alignment(p, name):
    """The alignment of the object name the function declares (struct
    ethtool_stats st; u64 v; u32 w[4]), 0 when unknown."""
    m = re.search(r"(?:^|[(,;{}\s])((?:(?:const|volatile|static)\s+)*"
                  r"(?:struct\s+)?\w+)\s+%s\s*(?:\[[^\]]*\]\s*)*[,;=)]" %
                  re.escape(name), function_code(p))
    return type_alignment(p, m.group(1)) if m else 0

def address_alignment(p, base):
    """&name, &a->m and &a.m: as aligned as the object, or as the offset of
    the member in the struct a points to or is (struct fsl_udc *udc;
    &udc->local_setup_buff), which C keeps aligned for its type."""
    m = re.match(r"^&\s*([A-Za-z_]\w*)$", base)
    if m:
        return object_alignment(p, m.group(1))
    at = member_position(p, base[1:].strip()) if base.startswith("&") \
        else None
    return min(at[1], low_bit(at[0])) if at else 0

def member_position(p, member):
    """(offset, alignment of the struct) of a->m or a.m, where the
    function declares a as struct S * or struct S of a known layout;
    None if unknown."""
    m = re.match(r"^([A-Za-z_]\w*)\s*(->|\.)\s*([A-Za-z_]\w*)$", member)
    if not m:
        return None
    d = re.search(r"\bstruct\s+(\w+)\s*%s\s*%s\s*[,;=)\[]" %
                  (r"\*" if m.group(2) == "->" else "", m.group(1)),
                  function_code(p))
    lay = d and struct_layout(p, d.group(1))
    if not lay or m.group(3) not in lay[2]:
        return None
    return lay[2][m.group(3)], lay[1]

def type_alignment(p, t):
    """The alignment of the type t (u32, struct tcphdr), 0 if unknown."""
    t = type_name(re.sub(r"\bstatic\b", " ", t))
    tag = struct_tag(p, t)
    if tag:
        lay = struct_layout(p, tag)
        return lay[1] if lay else 0
    return width(t)

def cast_pointer_alignment(p, base):
    """base casts a typed pointer, or arithmetic on one, to a byte pointer:
    (u8 *)th, (void *)(h + 1). h + 1 is as aligned as h."""
    m = re.match(r"^\(\s*[\w\s]+\*\s*\)\s*(.+)$", base)
    inner = m and re.match(r"^([A-Za-z_]\w*)(?:\s*[-+]\s*\w+)?$",
                           strip_parens(m.group(1)))
    return pointee_alignment(p, inner.group(1)) if inner else 0

INCLUDE_QUOTED = re.compile(r"^[ \t]*#[ \t]*include[ \t]+\"([^\"]+)\"", re.M)
DEFINE_LINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(\w+)[ \t]+([^\n\\\\]+)$",
                         re.M)
MACRO_LINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(\w+)\(([\w\s,]*)\)"
                        r"[ \t]+([^\n\\\\]+)$", re.M)
COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)
MACROS = {}

UNCOMMENTED = {}

def uncommented_text(f):
    """The text of f with its comments blanked, None if unreadable."""
    if f not in UNCOMMENTED:
        try:
            UNCOMMENTED[f] = COMMENT.sub(" ", open(f, errors="replace").read())
        except OSError:
            UNCOMMENTED[f] = None
    return UNCOMMENTED[f]

KBUILD_INCLUDE = re.compile(r"(?:^|[ \t=+])-I[ \t]*([^ \t\n#]+)", re.M)
KBUILD_DIRS = {}

def srctree_above(d):
    """The kernel tree above d: MAINTAINERS and include/linux."""
    d = os.path.realpath(d)
    while d != "/":
        if os.path.isfile(os.path.join(d, "MAINTAINERS")) and \
                os.path.isdir(os.path.join(d, "include/linux")):
            return d
        d = os.path.dirname(d)
    return None

def kbuild_dirs(d):
    """The directories the kbuild Makefile (or Kbuild) in d adds with -I,
    where kbuild looks for #include "..." after the including file's own
    directory: $(src)/X is d/X, $(srctree)/X and a bare X are the tree's.
    As kbuild_include_dirs() in the checker, which keys the cache."""
    if d not in KBUILD_DIRS:
        found = []
        top = False
        for name in ("Makefile", "Kbuild"):
            text = uncommented_text(os.path.join(d, name)) if \
                os.path.isfile(os.path.join(d, name)) else None
            for m in KBUILD_INCLUDE.finditer(text or ""):
                w = m.group(1)
                if w.startswith(("$(src)", "$(obj)")):
                    path = os.path.join(d, w[7:] if w[6:7] == "/" else w[6:])
                elif w.startswith("$(srctree)/") or \
                        (w[:1] not in ("$", "/", "-", "")):
                    if top is False:
                        top = srctree_above(d)
                    if top is None:
                        continue
                    path = os.path.join(top, w[11:] if w[0] == "$" else w)
                else:
                    continue
                if os.path.isdir(path):
                    found.append(path)
        KBUILD_DIRS[d] = found
    return KBUILD_DIRS[d]

def local_texts(f, depth, dirs=None):
    """The uncommented texts of the headers f includes with quotes, depth
    levels down (beside the including file, else in the -I directories of
    the C file's kbuild Makefile), each before the file that includes it,
    and last the text of f itself."""
    text = uncommented_text(f)
    if text is None:
        return []
    if dirs is None:
        dirs = kbuild_dirs(os.path.dirname(f) or ".")
    texts = []
    if depth:
        for m in INCLUDE_QUOTED.finditer(text):
            for d in [os.path.dirname(f)] + dirs:
                h = os.path.join(d, m.group(1))
                if os.path.isfile(h):
                    texts += local_texts(h, depth - 1, dirs)
                    break
    return texts + [text]

def define_bodies(f, depth):
    """NAME to body of the one-line #define NAME BODY lines of f and of
    its local_texts(): the file itself wins over its headers."""
    bodies = {}
    for text in local_texts(f, depth):
        for m in DEFINE_LINE.finditer(text):
            bodies[m.group(1)] = m.group(2).strip()
    return bodies

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
        TREE_DEFINES = []
        if path:
            try:
                TREE_DEFINES = open(path, errors="replace").read() \
                    .split("\n")[1:]
            except OSError:
                pass
    lines = TREE_DEFINES
    i = bisect.bisect_left(lines, name + " ")
    if i < len(lines) and lines[i].startswith(name + " "):
        return lines[i][len(name) + 1:]
    return None

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
    if f not in MACROS:
        MACROS[f] = {}
        for text in local_texts(f, 2):
            # a body continued over lines is one line to the preprocessor
            text = text.replace(chr(92) + "\n", " ")
            for m in MACRO_LINE.finditer(text):
                params = [a.strip() for a in m.group(2).split(",")]
                MACROS[f][m.group(1)] = (params, m.group(3).strip())
    return MACROS[f]

# The kernel's rounding macros, as divisor() needs them: a multiple of a.
ROUNDING_MACROS = dict((name, (["x", "a"], "((a) * __any)"))
                       for name in ("ALIGN", "round_up", "roundup",
                                    "ALIGN_DOWN", "round_down", "rounddown"))
# Header lengths that the protocols count in words: ihl and doff are in
# 4-byte units, an IPv6 option header's length in 8 bytes, and an 802.11
# header is a whole number of 16-bit fields.
ROUNDING_MACROS.update((name, (["x"], "(%d * __any)" % n)) for name, n in (
    ("ip_hdrlen", 4), ("tcp_hdrlen", 4), ("inner_tcp_hdrlen", 4),
    ("ipv6_optlen", 8), ("ieee80211_hdrlen", 2),
    ("ieee80211_get_hdrlen_from_skb", 2)))

def expand_macros(p, text):
    """text with the calls of the file's function-like macros, and of
    ROUNDING_MACROS, replaced by their bodies, the arguments put in for
    the parameters."""
    macros = dict(ROUNDING_MACROS)
    macros.update(file_macros(p[0].file))
    for _ in range(8):
        m = None
        for m in re.finditer(r"\b([A-Za-z_]\w*)\s*\(", text):
            if m.group(1) in macros:
                break
        else:
            return text
        params, body = macros[m.group(1)]
        end = closing(text, m.end())
        args = split_top(text[m.end():end], ",")
        if len(args) != len(params):
            return text
        for name, arg in zip(params, args):
            # a name or member chain needs no parentheses, and sb->size
            # must stay recognisable as a member
            arg = arg.strip()
            if not MEMBER_CHAIN.match(arg) and not arg.isdigit():
                arg = "(%s)" % arg
            body = re.sub(r"\b%s\b" % re.escape(name), arg.replace(
                chr(92), chr(92) * 2), body)
        text = "%s(%s)%s" % (text[:m.start()], body, text[end + 1:])
    return text

def file_defines(f):
    """The #define NAME <integer expression> of the file and of the
    headers it includes with quotes, two levels deep."""
    if f not in DEFINES:
        bodies = define_bodies(f, 2)
        values = {}
        for name, body in bodies.items():
            x = constant_value(body, bodies)
            if x is not None:
                values[name] = x
        DEFINES[f] = values
    return DEFINES[f]

def low_bit(n):
    """The largest power of two (up to 64) that divides n."""
    n = abs(n)
    return 64 if n == 0 else min(n & -n, 64)

def local_macro(p, name):
    """The value of the #define name of the file or its own headers, else
    of a few kernel constants; None if neither has it."""
    v = file_defines(p[0].file).get(name)
    return KNOWN_CONSTANTS.get(name) if v is None else v

def macro_value(p, name):
    """local_macro(), else the #define of the tree's headers."""
    v = local_macro(p, name)
    return tree_value(name) if v is None else v

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

RETURN_DIVISORS = {}

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

def python_conditionals(text):
    """text with each C conditional c ? a : b written as Python's
    ((a) if __cond else (b)): what divisor() needs is that either value
    is a multiple, whatever the condition."""
    for _ in range(8):
        q = text.find("?")
        if q < 0:
            return text
        start, depth = -1, 0
        for i in range(q - 1, -1, -1):
            if text[i] == ")":
                depth += 1
            elif text[i] == "(":
                if depth == 0:
                    start = i
                    break
                depth -= 1
        end = closing(text, start + 1)
        inner = text[start + 1:end]
        parts = split_top(inner[inner.find("?") + 1:], ":")
        if inner.find("?") != q - start - 1 or len(parts) < 2:
            return text
        text = "%s((%s) if __cond else (%s))%s" % (
            text[:start + 1], parts[0], ":".join(parts[1:]), text[end:])
    return text

def closing(text, start=0, pair="()"):
    """The index of the closing character of pair in text, from start on,
    that closes one opened before start; len(text) when there is none."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == pair[0]:
            depth += 1
        elif text[i] == pair[1]:
            if depth == 0:
                return i
            depth -= 1
    return len(text)

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
        return caller_divisor(p, name, depth)
    text = function_code(p)
    n = re.escape(name)
    if not re.search(LOCAL_TYPE + r"\b[^;()=]*\b%s\s*[;,=]" % n, text):
        return 0
    stored = []
    if re.search(r"&\s*%s\b" % n, text):
        stored = out_parameter_values(p, name)
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

def function_lines(p):
    """(first line number, lines) of the function around p, from the line
    that names it (kernel style: at column 0) to its closing brace at
    column 0."""
    f, fn = p[0].file, p[0].current_element
    if (f, fn) not in FUNCTIONS:
        try:
            lines = open(f, errors="replace").read().split("\n")
        except OSError:
            lines = [""]
        here = min(int(p[0].line) - 1, len(lines) - 1)
        start = here
        name = re.compile(r"^(?:[A-Za-z_].*)?\b%s\s*\(" % re.escape(fn))
        while start > 0 and not name.match(lines[start]):
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
        v = sizeof_value(p, m.group(1))
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

STRUCT_START = re.compile(r"\bstruct\s+(\w+)\s*\{")
# typedef struct NAME {, typedef struct {, typedef struct NAME ALIAS;
TYPEDEF_START = re.compile(r"\btypedef\s+struct\s+(?:(\w+)\s*)?(\{)?")
STRUCTS = {}
TYPEDEFS = {}
LAYOUTS = {}

def one_line_body(body):
    """A struct body as the tree table keeps it: on one line, each
    preprocessor line ended with a semicolon; None for a continued line."""
    if chr(92) in body:	# a backslash: a continued line
        return None
    # a preprocessor line is a declaration of its own
    body = re.sub(r"^[ \t]*(\x23[^\n]*)$", r"\1;", body, flags=re.M)
    return " ".join(body.split())

def struct_definitions(text):
    """NAME to the text of struct NAME { ... } ATTRIBUTES; in text, from
    after its brace to the semicolon (one_line_body())."""
    found = {}
    for m in STRUCT_START.finditer(text):
        close = closing(text, m.end(), "{}")
        end = text.find(";", close)
        if close == len(text) or end < 0:
            continue
        found[m.group(1)] = one_line_body(text[m.end():end])
    return found

def typedef_definitions(text):
    """(ALIAS to the struct tag it names, the bodies of anonymous structs
    by ALIAS) for typedef struct TAG {...} ALIAS;, typedef struct {...}
    ALIAS; and typedef struct TAG ALIAS; in text, as the tree table has
    them (typedef:ALIAS). Not pointer typedefs, nor lists of names."""
    aliases, bodies = {}, {}
    for m in TYPEDEF_START.finditer(text):
        if m.group(2):
            close = closing(text, m.end(), "{}")
            end = text.find(";", close)
            if close == len(text) or end < 0:
                continue
            rest = ATTRIBUTE.sub(" ", text[close + 1:end])
            a = re.match(r"^\s*(?:__packed\s+)?([A-Za-z_]\w*)\s*"
                         r"(?:__packed\s*)?$", rest)
            if not a:
                continue
            if m.group(1):
                aliases[a.group(1)] = m.group(1)
            else:
                aliases[a.group(1)] = a.group(1)
                bodies[a.group(1)] = one_line_body(text[m.end():end])
        elif m.group(1):
            a = re.match(r"\s*([A-Za-z_]\w*)\s*;", text[m.end():])
            if a:
                aliases[a.group(1)] = m.group(1)
    return aliases, bodies

def local_structs(f):
    """The structs and typedefs of the file f and its own headers."""
    if f not in STRUCTS:
        STRUCTS[f], TYPEDEFS[f] = {}, {}
        for text in local_texts(f, 2):
            STRUCTS[f].update(struct_definitions(text))
            aliases, bodies = typedef_definitions(text)
            TYPEDEFS[f].update(aliases)
            STRUCTS[f].update(bodies)
    return STRUCTS[f]

def struct_body(p, name):
    """The definition of struct name, as struct_definitions() gives it, in
    the file, its own headers or the headers of the tree; None if
    unknown."""
    structs = local_structs(p[0].file)
    if name in structs:
        return structs[name]
    return tree_table_entry("struct:" + name)

def typedef_tag(p, name):
    """The tag of the struct that the typedef name names (journal_header_t:
    journal_header_s), from the file, its headers or the tree; None."""
    local_structs(p[0].file)
    tag = TYPEDEFS[p[0].file].get(name)
    return tag or tree_table_entry("typedef:" + name)

def struct_tag(p, t):
    """The tag of the struct type t: struct NAME, or a typedef of one."""
    m = re.match(r"^struct\s+(\w+)$", t)
    if m:
        return m.group(1)
    if re.match(r"^[A-Za-z_]\w*$", t) and not width(t):
        return typedef_tag(p, t)
    return None

def split_top(text, sep):
    """text split at each sep outside parentheses, brackets and braces."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return parts

MEMBER_DECL = re.compile(r"^(.*?)((?:\*\s*)*)\b([A-Za-z_]\w*)\s*"
                         r"((?:\[[^\]]*\]\s*)*)$")
PACKED_ATTR = re.compile(r"\b__packed\b|\bpacked\b")
ATTRIBUTE = re.compile(r"\b__attribute__\s*\(\([^()]*\)\)")

def scalar_layout(p, t, depth):
    """(size, alignment) of the member type t on x86_64, or None."""
    t = type_name(re.sub(r"\b(?:__percpu|__private|__iomem)\b", " ", t))
    tag = struct_tag(p, t)
    if tag:
        lay = struct_layout(p, tag, depth + 1)
        return lay and lay[:2]
    if re.match(r"^enum\s+\w+$", t):
        return (4, 4)
    w = width(t)
    return (w, w) if w else None

def members_layout(p, inner, attrs, union, depth):
    """(size, alignment, {member: offset}) of the members inner of a
    struct or union on x86_64, or None when one is not known: a typedef,
    a union tag, a function pointer, __aligned(). Bit-fields are packed
    into units of their type as the x86_64 ABI says."""
    if depth > 4 or re.search(r"\baligned\b|__aligned|__randomize_layout",
                              inner + attrs):
        return None
    packed = PACKED_ATTR.search(attrs) is not None
    size_bits, align, offsets = 0, 1, {}
    decls = x86_declarations(split_top(inner, ";"))
    if decls is None:
        return None
    for decl in decls:
        decl = decl.strip()
        if not decl:
            continue
        group = struct_group(decl)
        if group:
            name, attrs_g, members = group
            sub = members_layout(p, members, attrs_g, False, depth + 1)
            if sub is None:
                return None
            inner_offsets = dict(sub[2])
            if name:
                inner_offsets[name] = 0
            names = [("", sub[0], sub[1], inner_offsets)]
        elif "{" in decl:
            m = re.match(r"^(struct|union)\s*\w*\s*\{", decl)
            if not m:
                return None
            close = closing(decl, m.end(), "{}")
            sub = members_layout(p, decl[m.end():close], decl[close + 1:],
                                 m.group(1) == "union", depth + 1)
            if sub is None:
                return None
            rest = ATTRIBUTE.sub(" ", decl[close + 1:])
            rest = PACKED_ATTR.sub(" ", rest).strip()
            names = [("", sub[0], sub[1], sub[2])] if not rest else []
            for d in split_top(rest, ",") if rest else []:
                dm = re.match(r"^([A-Za-z_]\w*)\s*((?:\[[^\]]*\]\s*)*)$",
                              d.strip())
                if not dm:
                    return None
                n = array_count(p, dm.group(2))
                if n is None:
                    return None
                names.append((dm.group(1), sub[0] * n, sub[1], {}))
        elif ":" in decl:
            fields = bit_fields(p, decl, depth)
            if fields is None or union:
                return None
            for name, bits, a in fields:
                a = 1 if packed else a
                if bits == 0:
                    size_bits = round_up(size_bits, 8 * a)
                    continue
                # a field does not straddle a unit of its type
                if not packed and size_bits % (8 * a) + bits > 8 * a:
                    size_bits = round_up(size_bits, 8 * a)
                size_bits += bits
                if name:
                    align = max(align, a)
            continue
        else:
            if "(" in decl:
                return None
            parts = split_top(decl, ",")
            dm = MEMBER_DECL.match(parts[0].strip())
            if not dm or not dm.group(1).strip():
                return None
            base = dm.group(1)
            names = []
            for i, d in enumerate(parts):
                dm = MEMBER_DECL.match(d.strip() if i else
                                       d.strip()[len(base):].strip())
                if not dm or dm.group(1).strip():
                    return None
                one = (8, 8) if dm.group(2) else \
                    scalar_layout(p, base, depth)
                n = array_count(p, dm.group(4))
                if one is None or n is None:
                    return None
                names.append((dm.group(3), one[0] * n, one[1], {}))
        for name, msize, malign, inner_offsets in names:
            a = 1 if packed else malign
            at = 0 if union else round_up(round_up(size_bits, 8) >> 3, a)
            if name:
                offsets[name] = at
            for k, v in inner_offsets.items():
                offsets[k] = at + v
            size_bits = max(size_bits, 8 * msize) if union else \
                8 * (at + msize)
            align = max(align, a)
    return (round_up(round_up(size_bits, 8) >> 3, align), align, offsets)

# struct_group(NAME, MEMBERS...) and its forms (linux/stddef.h): a union
# of the members as an anonymous struct and as a struct called NAME; which
# arguments come before the members, by macro.
STRUCT_GROUP_ARGS = {"struct_group": ("name",),
                     "struct_group_attr": ("name", "attrs"),
                     "struct_group_tagged": ("tag", "name"),
                     "__struct_group": ("tag", "name", "attrs")}

def struct_group(decl):
    """(NAME, ATTRS, MEMBERS) of a struct_group() declaration, else None."""
    m = re.match(r"^(\w+)\s*\(", decl)
    if not m or m.group(1) not in STRUCT_GROUP_ARGS:
        return None
    close = closing(decl, m.end())
    if decl[close + 1:].strip():
        return None
    kinds = STRUCT_GROUP_ARGS[m.group(1)]
    args = split_top(decl[m.end():close], ",")
    if len(args) <= len(kinds):
        return None
    named = dict(zip(kinds, (a.strip() for a in args)))
    return (named["name"], named.get("attrs", ""),
            ",".join(args[len(kinds):]))

ENDIAN_TEST = re.compile(r"^(!?)\s*(?:defined\s*\(?\s*)?"
                         r"__(LITTLE|BIG)_ENDIAN(?:_BITFIELD)?\s*\)?$")

def x86_declarations(decls):
    """The declarations gcc compiles on x86_64 among decls, which may hold
    preprocessor lines. Understood are the tests of the byte or bit-field
    order (__LITTLE_ENDIAN_BITFIELD: iphdr, tcphdr) in if, ifdef and elif
    lines, and else and endif; None for any other line, which depends on
    the configuration. No line here starts with a hash: spatch would
    take it for its own."""
    out, stack = [], []	# per open #if: [this branch taken, one taken]
    for d in decls:
        d = d.strip()
        if not d.startswith("\x23"):	# a preprocessor line
            if all(taken for taken, _ in stack):
                out.append(d)
            continue
        m = re.match(r"^\x23\s*(\w+)\s*(.*)$", d)
        kw, cond = (m.group(1), m.group(2).strip()) if m else ("", "")
        if kw in ("if", "ifdef", "ifndef", "elif"):
            t = ENDIAN_TEST.match(cond)
            if not t or (kw == "elif" and not stack):
                return None
            little = (t.group(2) == "LITTLE") != (t.group(1) == "!")
            little = little != (kw == "ifndef")
            if kw == "elif":
                stack[-1] = [little and not stack[-1][1],
                             stack[-1][1] or little]
            else:
                stack.append([little, little])
        elif kw == "else" and stack:
            stack[-1] = [not stack[-1][1], True]
        elif kw == "endif" and stack:
            stack.pop()
        elif kw != "error":
            return None
    return None if stack else out

def bit_fields(p, decl, depth):
    """[(name, bits, alignment of the type)] of a bit-field declaration
    (u16 res1:4, doff:4;), None when it is not one with a scalar type."""
    parts = split_top(decl, ",")
    m = re.match(r"^(.*?)\b([A-Za-z_]\w*)?\s*:\s*(\w+)$", parts[0].strip())
    if not m or not m.group(1).strip():
        return None
    one = scalar_layout(p, m.group(1), depth)
    if one is None:
        return None
    fields = []
    for i, d in enumerate(parts):
        fm = re.match(r"^([A-Za-z_]\w*)?\s*:\s*(\w+)$",
                      d.strip() if i else "%s:%s" % (m.group(2) or "",
                                                     m.group(3)))
        bits = fm and exact_value(p, fm.group(2))
        if bits is None or bits < 0 or bits > 8 * one[0]:
            return None
        fields.append((fm.group(1), bits, one[1]))
    return fields

def round_up(n, a):
    """n rounded up to a multiple of a (a slash pair would be a C comment
    to spatch)."""
    return n + (-n) % a

def array_count(p, dims):
    """The number of elements the dimensions dims ("[4][N]", "[]")
    give, 1 for none, 0 for a flexible array; None if not constant."""
    n = 1
    for d in re.findall(r"\[([^\]]*)\]", dims):
        if not d.strip():
            return 0
        v = exact_value(p, d)
        if v is None or v < 0:
            return None
        n *= v
    return n

def struct_layout(p, name, depth=0):
    """(size, alignment, {member: offset}) of struct name on x86_64 from
    its definition (struct_body()), or None when that is not known."""
    k = (p[0].file, name)
    if k not in LAYOUTS:
        LAYOUTS[k] = None	# a struct that contains itself
        body = struct_body(p, name)
        if body is not None and depth <= 4:
            close = closing(body, 0, "{}")
            LAYOUTS[k] = members_layout(p, body[:close], body[close + 1:],
                                        False, depth)
    return LAYOUTS[k]

def sizeof_value(p, arg):
    """The value of sizeof(arg): a scalar or pointer type, struct NAME, or
    *NAME for a pointer the function declares as struct NAME *; None if
    unknown."""
    arg = arg.strip()
    w = width(arg)
    if w:
        return w
    tag = struct_tag(p, arg)
    if not tag:
        # *hdr, or *u.set for a member the function declares (rndis_host
        # keeps its buffer in a local union of pointers)
        m = re.match(r"^\*\s*(?:\(\s*)?(?:[A-Za-z_]\w*\s*\.\s*)?"
                     r"([A-Za-z_]\w*)\s*\)?$", arg)
        n = m and re.escape(m.group(1))
        # struct NAME *name, or a typedef: journal_header_t *name
        d = m and (re.search(r"\b(struct\s+\w+)\s*\*\s*%s\b" % n,
                             function_text(p)) or
                   re.search(r"(?:^|[(,;{])\s*(?:const\s+)?(\w+)\s*\*\s*%s"
                             r"\s*[,;=)]" % n, function_text(p), re.M))
        tag = d and struct_tag(p, d.group(1))
    lay = tag and struct_layout(p, tag)
    return lay[0] if lay else None

def offsetof_value(p, name, member):
    lay = struct_layout(p, name)
    return lay[2].get(member) if lay else None

def known_text(v):
    return "__unknown" if v is None else str(v)

def sizes_known(p, e):
    """e with sizeof() and offsetof() of known values replaced by them,
    and __unknown for the others."""
    e = re.sub(r"\boffsetof\s*\(\s*struct\s+(\w+)\s*,\s*(\w+)\s*\)",
               lambda m: known_text(offsetof_value(p, m.group(1),
                                                   m.group(2))), e)
    e = re.sub(r"\bsizeof\s*\(\s*([^()]*?)\s*\)",
               lambda m: known_text(sizeof_value(p, m.group(1))), e)
    # sizeof *hdr, sizeof *u.set: no parentheses
    return re.sub(r"\bsizeof\s*(\*\s*[A-Za-z_]\w*(?:\s*(?:\.|->)\s*\w+)?)",
                  lambda m: known_text(sizeof_value(p, m.group(1))), e)

def blank_comments(text):
    """text with its comments and strings replaced by spaces, so that
    positions and line breaks stay where they were."""
    return re.sub(r"/\*.*?\*/|//[^\n]*|\"(?:\\.|[^\"\\\n])*\"",
                  lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)

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

LOOPS = ("for", "while", "do")

def block_keyword(text, pos):
    """The word before the brace at pos, or before the parenthesised
    condition there: for, while, do, if, else, switch, a function name."""
    t = text[:pos].rstrip()
    if t.endswith(")"):
        depth = 0
        for i in range(len(t) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(t[i], 0)
            if depth == 0:
                t = t[:i].rstrip()
                break
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

# Functions that return a pointer into an skb's data: like skb->data, the
# start of a header the network stack keeps aligned by convention
# (NET_IP_ALIGN), not a position a parser reached.
SKB_POINTERS = set("""skb_mac_header skb_network_header skb_transport_header
    skb_inner_mac_header skb_inner_network_header skb_inner_transport_header
    skb_tail_pointer skb_end_pointer skb_put __skb_put skb_put_zero
    __skb_put_zero skb_put_data __skb_put_data skb_push __skb_push skb_pull
    __skb_pull skb_gro_header skb_gro_header_fast skb_gro_header_slow
    skb_gro_network_header skb_gro_mac_header skb_frag_address
    dsa_etype_header_pos_rx dsa_etype_header_pos_tx""".split())
# The typed helpers over those positions (linux/ip.h, ipv6.h, udp.h,
# tcp.h, icmp.h, icmpv6.h, if_ether.h): (u8 *)udp_hdr(skb) + 8 is the
# UDP payload, as skb_transport_header(skb) + 8 is.
SKB_POINTERS.update("""eth_hdr ip_hdr ipv6_hdr udp_hdr tcp_hdr icmp_hdr
    icmp6_hdr inner_ip_hdr inner_ipv6_hdr inner_udp_hdr inner_tcp_hdr
    ipip_hdr ipipv6_hdr inner_eth_hdr""".split())

def skb_pointer_call(e):
    """e is a whole call of one of SKB_POINTERS: skb_put(skb, len + pad)."""
    m = re.match(r"^(\w+)\s*\(", e)
    return m is not None and m.group(1) in SKB_POINTERS and \
        e.endswith(")") and strip_parens(e[m.end() - 1:]) != e[m.end() - 1:]

def strip_cast(e):
    """e without the pointer cast in front: (u8 *)skb->data."""
    return re.sub(r"^\(\s*[\w\s]+\*\s*\)\s*", "", strip_parens(e))

# A chain may start at an element of an array of struct pointers:
# (*map++)->b_data, (*bhs)->b_data.
MEMBER_CHAIN = re.compile(r"^(?:[A-Za-z_]\w*|\(\s*\*\s*[A-Za-z_]\w*\s*"
                          r"(?:\+\+|--)?\s*\))"
                          r"(?:\s*(?:->|\.)\s*[A-Za-z_]\w*"
                          r"|\s*\[[^\[\]]*\])*$")

def member_like(base):
    """base is a struct member (skb->data, us->iobuf, priv->rx[i].buf) or
    an skb pointer call: the start of a buffer or header, not a parser
    position. A call that is handed a member (cfg80211_find_ie(...,
    skb->data + off, ...)) returns a position of its own."""
    base = strip_parens(strip_cast(base))
    return (MEMBER_CHAIN.match(base) is not None and
            re.search(r"->|\.", base) is not None) or skb_pointer_call(base)

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

# Byte-pointer parameters whose callers are fixed by a kernel API, as
# (types of the other parameters that mark the API, the parameter's type,
# alignment):
# - a wireless-extensions handler (iw_handler) gets extra from the wext
#   core, kzalloc()ed or pointing at the union iwreq_data of the request
#   (net/wireless/wext-core.c, wext-priv.c);
# - a root hub's hub_control(hcd, typeReq, wValue, wIndex, buf, wLength)
#   gets the USB core's kzalloc()ed buffer (drivers/usb/core/hcd.c,
#   rh_call_control()), or from the host drivers themselves the address
#   of a u32 status or NULL.
API_PARAMETERS = (
    (("struct iw_request_info *",), "char *", 8),
    (("struct usb_hcd *", "u16", "u16", "u16", "u16"), "char *", 4),
)

def api_parameter_alignment(p, name):
    """The alignment an API gives the parameter name of the function at
    p (API_PARAMETERS), kept by the function's own moves of it; 0 when
    none does, or when the function sets it."""
    types = PARAMS.get((p[0].file, p[0].current_element), {})
    if name not in types:
        return 0
    others = list(types.values())
    for markers, t, w in API_PARAMETERS:
        if types[name] == t and all(others.count(m) >= markers.count(m)
                                    for m in markers):
            step = parameter_step(p, name, 0)
            return min(w, step) if step > 1 else 0
    return 0

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
            bodies = bodies or define_bodies(f, 2)
            if re.match(r"static\b", bodies.get(word, "")):
                return True
    return False

def file_functions(f):
    """(name, first line, last line, is static, line of the opening brace)
    of each function that f defines in kernel style (the body opens and
    closes with a brace at column 0); the text of f with comments and
    strings blanked; its lines; and the offset in it where each line
    starts."""
    if f not in FILE_FUNCTIONS:
        try:
            code = blank_comments(open(f, errors="replace").read())
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
        FILE_FUNCTIONS[f] = (found, code, lines, starts)
    return FILE_FUNCTIONS[f]

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
        caller = [x for x in funcs if x[1] <= line <= x[2]]
        rest = code[m.end():]
        if caller and re.search(r"\b%s$" % re.escape(caller[0][0]),
                                m.group(0)) and line < caller[0][4]:
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
        calls.append(([CallSite(f, caller[0][0], line)], args[index].strip()))
    return calls

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

DIRECTORY_SOURCES = {}

def directory_sources(f):
    """The paths of the C files and headers in the directory of f, sorted:
    what unaligned-check hashes into each file's cache key
    (hash_directory_sources())."""
    d = os.path.dirname(f) or "."
    if d not in DIRECTORY_SOURCES:
        DIRECTORY_SOURCES[d] = [os.path.join(d, e) for e in sorted(
            os.listdir(d)) if e.endswith((".c", ".h"))]
    return DIRECTORY_SOURCES[d]

DRIVER_STRUCTS = {}

def driver_struct(f, name):
    """struct name is defined in a file of the directory of f."""
    d = os.path.dirname(f) or "."
    if d not in DRIVER_STRUCTS:
        found = set()
        for path in directory_sources(f):
            found.update(STRUCT_START.findall(uncommented_text(path) or ""))
        DRIVER_STRUCTS[d] = found
    return name in DRIVER_STRUCTS[d]

CALLS = {}

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

PARAMETER_STEPS = {}

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
    return min([divisor(p, v, depth + 1) for v in moves] + [64])

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
    return min([step] + [pointer_alignment(cp, arg, depth + 1)
                         for cp, arg in found])

def member_argument(cp, arg, w, depth):
    """The argument arg of the call at cp is a struct member's buffer
    (skb->data, or a local only set to one, or a parameter whose callers
    all pass one) at a multiple of w: what the rules rate low if the
    access were written at the call."""
    base, off = split_offset(arg)
    if member_like(base):
        return offset_multiple_of(cp, off, w)
    name = base_ident(arg)
    if not name or off is not None and not offset_multiple_of(cp, off, w):
        return False
    if name in PARAMS.get((cp[0].file, cp[0].current_element), ()):
        return depth < 3 and callers_pass_members(cp, name, w, depth + 1)
    d = origin_divisor(cp, name)
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
    d = min([step] + [divisor(cp, arg, depth + 1) for cp, arg in found])
    return d if d > 1 else 0

def aligned_alias(p, name, depth=0):
    """The alignment of the memory the local pointer name points to at p
    when every value it gets is known to be aligned (pointer_alignment():
    fw_p = ta_firmware, the kmemdup() copy; opt = (u8 *)tcph +
    sizeof(struct tcphdr)) and the moves of it before p add up to a
    multiple of that; 0 otherwise, and for a parameter."""
    if name in PARAMS.get((p[0].file, p[0].current_element), ()):
        return 0
    values = local_values(p, name)
    if not values:
        return 0
    w = min(pointer_alignment(p, e, depth) for e in values)
    if not w:
        return 0
    n = re.escape(name)
    if not re.search(r"\b%s\s*(?:[-+]=|\+\+|--)|(?:\+\+|--)\s*%s\b" % (n, n),
                     function_text(p)):
        return w
    moved = path_moves_divisor(p, name) if len(values) == 1 else None
    return min(w, moved) if moved else 0

def origin_divisor(p, name):
    """When every value the local variable name gets in the function is a
    struct member or an skb pointer call plus an offset that is a multiple
    of D (u8 *buf = us->iobuf; data = trace->data + len * 4; payload =
    skb_put(skb, n)), and every move of it (buf +=
    n, buf++) is by a multiple of D: D. 0 when it is set from anything
    else."""
    text = function_text(p)
    n = re.escape(name)
    found = 64
    values = local_values(p, name)
    if not values:
        return 0
    for e in values:
        e = strip_cast(e)
        base, off = split_offset(e)
        if not member_like(base) and not skb_pointer_local(p, base):
            # a copy of a parameter that every caller gives a member's
            # buffer: l2tp's header builders get __skb_push()
            at = parameter_member_alignment(p, strip_parens(base))
            if not at:
                return 0
            found = min(found, at)
        if off is not None:
            found = min(found, low_bit(off) if isinstance(off, int)
                        else divisor(p, off))
    moved = path_moves_divisor(p, name) if len(values) == 1 else None
    if moved is not None:
        return min(found, moved)
    for m in re.finditer(r"\b%s\s*(?:\+=|-=)\s*([^;]+);" % n, text):
        found = min(found, divisor(p, m.group(1), at=m.start(1)))
    if re.search(r"\b%s\s*(?:\+\+|--)|(?:\+\+|--)\s*%s\b" % (n, n), text):
        found = 1
    return found

def parameter_member_alignment(p, name):
    """The largest of 8, 4 and 2 that callers_pass_members() holds for
    the byte-pointer parameter name with; 0 when none does or name is
    not a parameter."""
    if name not in PARAMS.get((p[0].file, p[0].current_element), ()):
        return 0
    for w in (8, 4, 2):
        if callers_pass_members(p, name, w):
            return w
    return 0

def skb_pointer_local(p, base):
    """base is (a cast of) a local that the function sets only to skb
    pointer calls and never moves: uh = udp_hdr(skb)."""
    name = strip_parens(strip_cast(base))
    if not re.match(r"^[A-Za-z_]\w*$", name) or \
            name in PARAMS.get((p[0].file, p[0].current_element), ()):
        return False
    values = assigned_only(p, name)
    return bool(values) and \
        all(skb_pointer_call(strip_parens(strip_cast(v.strip())))
            for v in values)

def assigned_only(p, name):
    """The values of the local name when the function only assigns it
    (no += or ++: it is never moved); [] otherwise."""
    values = local_values(p, name)
    if len(writes(name, function_code(p))) != len(values):
        return []
    return values

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

DISPATCH_GUARDS = {}

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
        caller = [x for x in funcs if x[1] <= line <= x[2]]
        if caller and caller[0][0] == fn and line < caller[0][4]:
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

# A struct member that holds an offset into a struct: every value the
# file gives it is offsetof() (f2fs sysfs: .offset = _offset, where the
# macros pass offsetof(struct struct_name, elname)).
OFFSET_TABLES = {}
DEFINE_BLOCK = re.compile(r"^[ \t]*\x23[ \t]*define\b(?:[^\n]*" +
                          chr(92) * 2 + r"\n)*[^\n]*$", re.M)

def set_values(text, member):
    """The value of each .member = value and ->member = value in text;
    None when text moves member (+=, -=, ++, --)."""
    m = r"(?:\.|->)\s*%s\b" % re.escape(member)
    if re.search(m + r"\s*(?:[-+*/|&^]=|\+\+|--)", text) or \
            re.search(r"(?:\+\+|--)\s*\w+\s*" + m, text):
        return None
    found = []
    for a in re.finditer(m + r"\s*=(?!=)", text):
        found.append(value_at(text, a.end()).strip())
    return found

def member_places(body, member):
    """The places of member among the members of a struct body (as
    local_structs() keeps it: one line, preprocessor lines ended with a
    semicolon), counted with and without the members under #if:
    generated tables such as netfilter's H.323 field_t leave a debug name
    out. None when member is not one of them or when a declaration is
    not a plain one."""
    places = []
    for conditional in (False, True):
        names, depth = [], 0
        for decl in split_top(body, ";")[:-1]:
            decl = decl.strip()
            if re.match(r"\x23\s*if", decl):
                depth += 1
            elif re.match(r"\x23\s*endif", decl):
                depth -= 1
            elif decl.startswith("\x23") or conditional and depth:
                continue
            else:
                for part in split_top(decl, ","):
                    # a plain name, an array, a bit field, or a function
                    # pointer: ssize_t (*show)(...)
                    m = re.search(r"(\w+)\s*(?:\[[^\]]*\])?\s*"
                                  r"(?::\s*\w+)?\s*$", part) or \
                        re.search(r"\(\s*\*\s*(\w+)\s*\)\s*"
                                  r"\([^()]*\)\s*$", part)
                    if not m:
                        return None
                    names.append(m.group(1))
        if member not in names:
            return None
        places.append((len(names), names.index(member)))
    return places

def table_items(inits, member, macros):
    """The bodies of the braced items of an array initializer. An item
    made by a macro of the file whose body names .member = (cdc_ncm's
    CDC_NCM_SIMPLE_STAT(m)) is left to set_values(); None for any other
    item, whose member value is unknown."""
    items = []
    for item in split_top(inits, ","):
        item = item.strip()
        m = re.match(r"^(\w+)\s*\(", item)
        if not item:
            continue
        if item.startswith("{") and item.endswith("}"):
            items.append(item[1:-1])
        elif not (m and designated_macro(m.group(1), member, macros, 0)):
            return None
    return items

def designated_macro(name, member, macros, depth):
    """The body of the macro name of the file names .member =, itself or
    through the macro it calls (CDC_NCM_SIMPLE_STAT -> CDC_NCM_STAT)."""
    if name not in macros or depth > 3:
        return False
    body = macros[name][1]
    if re.search(r"\.\s*%s\s*=" % re.escape(member), body):
        return True
    m = re.match(r"^(\w+)\s*\(", body)
    return m is not None and designated_macro(m.group(1), member, macros,
                                              depth + 1)

def positional_values(f, texts, member, macros):
    """The values positional initializers ({a, b, offsetof(T, x), ...})
    in texts give member in the arrays and objects of a struct of the
    file f and its headers (local_structs()) that declares it: the
    netfilter H.323 field tables. None when an initializer has a count
    of elements that matches neither count of members (member_places()),
    or when a struct that has the member cannot be counted."""
    found = []
    structs = local_structs(f)
    for tag, body in structs.items():
        body = body[:body.rfind("}")] if body else ""
        if not re.search(r"\b%s\b" % re.escape(member), body):
            continue
        # nested structs or unions, declarations this does not read
        places = member_places(body, member) if "{" not in body else None
        if places is None:
            return None
        names = ["struct\\s+" + tag] + [
            a for a, t in TYPEDEFS[f].items() if t == tag]
        decl = re.compile(r"\b(?:%s)\s+\w+\s*(?:\[[^\]=;]*\]\s*)?="
                          r"\s*\{" % "|".join(names))
        for t in texts:
            for d in decl.finditer(t):
                inits = t[d.end():closing(t, d.end(), "{}")]
                items = [inits]
                if "[" in d.group(0):
                    items = table_items(inits, member, macros)
                    if items is None:
                        return None
                for item in items:
                    if re.match(r"\s*\.", item):
                        continue	# designated: set_values() reads it
                    parts = [x for x in split_top(item, ",") if x.strip()]
                    place = [k for n, k in places if n == len(parts)]
                    if not place:
                        return None
                    found.append(parts[place[0]].strip())
    return found

def macro_arguments(texts, macros, name, index, depth):
    """The arguments at index of every call of the function-like macro
    name in texts and in the bodies of macros; an argument that is a
    parameter of the calling macro is followed to that macro's calls."""
    args = []
    call = re.compile(r"\b%s\s*\(" % re.escape(name))
    for text in texts:
        for c in call.finditer(text):
            parts = split_top(text[c.end():closing(text, c.end())], ",")
            if len(parts) <= index:
                return None
            args.append(parts[index].strip())
    for caller, (params, body) in macros.items():
        for c in call.finditer(body):
            parts = split_top(body[c.end():closing(body, c.end())], ",")
            if len(parts) <= index:
                return None
            arg = parts[index].strip()
            if arg in params:
                if depth >= 3:
                    return None
                more = macro_arguments(texts, macros, caller,
                                       params.index(arg), depth + 1)
                if more is None:
                    return None
                args += more
            else:
                args.append(arg)
    return args

def offset_table_member(p, off):
    """off is x->member (x.member, table[i].member) and every value the
    file and its headers give member, directly or through their
    function-like macros, is offsetof() or 0: a position inside a
    struct."""
    m = re.match(r"^[A-Za-z_]\w*(?:\s*(?:->|\.)\s*[A-Za-z_]\w*|"
                 r"\s*\[[^\[\]]*\])*\s*(?:->|\.)\s*([A-Za-z_]\w*)$",
                 strip_parens(off) if isinstance(off, str) else "")
    if not m:
        return False
    k = (p[0].file, m.group(1))
    if k not in OFFSET_TABLES:
        OFFSET_TABLES[k] = member_offset_values(p[0].file, m.group(1))
    return OFFSET_TABLES[k]

def table_positions(p, name):
    """Every value the local pointer name gets, but NULL, is a pointer
    plus an offset from an offsetof() table (offset_table_member()),
    and it is never moved: cdc_ncm's p = (char *)ctx +
    cdc_ncm_gstrings_stats[i].stat_offset, read as u32 or u64."""
    values = [v for v in assigned_only(p, name)
              if strip_parens(v.strip()) not in ("NULL", "0")]
    if not values:
        return False
    for v in values:
        off = split_offset(strip_cast(v.strip()))[1]
        if not isinstance(off, str) or not offset_table_member(p, off):
            return False
    return True

def member_offset_values(f, member):
    """Every value the file f and its headers give the struct member
    member is offsetof() or 0 (offset_table_member())."""
    macros = file_macros(f)
    texts = [DEFINE_BLOCK.sub(" ", t) for t in local_texts(f, 2)]
    values = []
    for text in texts:
        found = set_values(text, member)
        if found is None:
            return False
        values += found
    found = positional_values(f, texts, member, macros)
    if found is None:
        return False
    values += found
    for name, (params, body) in macros.items():
        found = set_values(body, member)
        if found is None:
            return False
        for v in found:
            if v in params:
                more = macro_arguments(texts, macros, name,
                                       params.index(v), 0)
                if more is None:
                    return False
                values += more
            else:
                values.append(v)
    return bool(values) and all(re.match(r"^(?:offsetof\s*\(|0$)", v) or
                                member_distance(v) or
                                struct_stride(f, v) for v in values)

def struct_stride(f, v):
    """v is sizeof(struct T), or of a typedef of a struct: the step from
    one element of an array of T to the next (the H.323 tables keep it
    beside the offsetof() of the fields), as much a struct position."""
    m = re.match(r"^sizeof\s*\(\s*((?:struct\s+)?\w+)\s*\)$", v)
    return m is not None and \
        struct_tag([CallSite(f, "", 1)], m.group(1)) is not None

def member_distance(v):
    """v is the distance from a position to a member of a typed header,
    (u8 *)&iph->daddr - skb_network_header(skb): where ICMP errors keep
    the offending address (serr->addr_offset), a position inside the
    headers that the stack keeps aligned."""
    m = re.match(r"^\(\s*(?:const\s+)?(?:u8|__u8|char|unsigned\s+char|void)"
                 r"\s*\*\s*\)\s*&", v)
    rest = re.sub(r"->", "..", v[m.end():]) if m else ""
    terms = split_top(rest, "-")
    return len(terms) == 2 and re.search(r"\.\s*\w+\s*\)*\s*$",
                                         terms[0]) is not None

def offset_multiple_of(p, off, w):
    """off (None, an int or C text) is a known multiple of w."""
    if off is None or w <= 1:
        return True
    if isinstance(off, int):
        return off % w == 0
    return w > 0 and (divisor(p, off) % w == 0 or
                      residue_guarded(p, off, w))

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

def evaluated(p):
    """p is not inside a sizeof() or an address-of."""
    here = (int(p[0].line), int(p[0].column))
    return not any((l0, c0) <= here <= (l1, c1) for l0, c0, l1, c1 in
                   UNEVALUATED.get((p[0].file, here[0]), ()))

def safe(p):
    return key(p) not in SAFE

def byte_site(p):
    return key(p) in BYTE_SITES

ALIGNED_DECL = {}

def declared_alignment(f, name):
    """N when the file declares the array name with __aligned(N) or
    __attribute__((aligned(N))), else 0."""
    if f not in ALIGNED_DECL:
        text = uncommented_text(f) or ""
        found = {}
        for m in re.finditer(r"\b(\w+)\s*\[[^\];]*\]\s*(?:__aligned\s*\(|"
                             r"__attribute__\s*\(\(\s*__?aligned__?\s*\()"
                             r"\s*(\w+)\s*\)", text):
            v = m.group(2)
            if v.isdigit():
                n = int(v)
            else:
                n = file_defines(f).get(v, 0)
            found[m.group(1)] = max(found.get(m.group(1), 0), n)
        ALIGNED_DECL[f] = found
    return ALIGNED_DECL[f].get(name, 0)

MACRO_CASTS = {}
MACRO_CAST = re.compile(r"\(\s*(?:const\s+)?(__[lb]e(?:16|32|64))\s*\*\s*\)\s*")

def macro_cast(p, macro, arg):
    """(type, byte pointer expression) of the access that the call of the
    function-like macro (file_macros()) at p makes through a restricted
    pointer cast of its argument arg: (__le32, "rx_desc + (1) * 4") for
    *((__le32 *)(rxdesc) + 1). None when the macro does not cast arg,
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

def claim(p, e, t, rewrite):
    """Keep the match of a site no earlier rule claimed, that is not
    provably aligned; later rules then leave the site alone. Sites to
    rewrite are remembered for the rewrite rule at the end."""
    if aligned_base(p, e, t) or iomem_base(p, e) or alignment_tested(p, e):
        cocci.include_match(False)
    elif rewrite:
        REWRITE.add(key(p))
    SAFE.add(key(p))

def strip_parens(e):
    e = e.strip()
    while e.startswith("(") and e.endswith(")"):
        depth = 0
        for i, ch in enumerate(e):
            depth += ch == "("
            depth -= ch == ")"
            if depth == 0 and i < len(e) - 1:
                return e
        e = e[1:-1].strip()
    return e

def top_level_sum(e):
    """(left, right) around the first + or - of e outside parentheses and
    brackets (not ->, ++ or --), or None: skb_put(skb, len + pad) + 4 is
    skb_put(skb, len + pad) and 4."""
    depth = 0
    for i, ch in enumerate(e):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif depth == 0 and i > 0 and ch in "+-" and \
                e[i + 1:i + 2] not in ("+", "-", ">") and e[i - 1] not in "+-":
            return e[:i], e[i + 1:]
    return None

def split_offset(e):
    """(base, offset) of a byte pointer expression; offset is None when
    there is none, an int when constant, its C text otherwise."""
    e = strip_parens(e)
    # &(bh->b_data[off]) is &bh->b_data[off]
    if e.startswith("&"):
        e = "&" + strip_parens(e[1:])
    # p++ and ++p step one byte a use
    m = re.match(r"^(?:\+\+|--)\s*(\w+)$|^(\w+)\s*(?:\+\+|--)$", e)
    if m:
        return m.group(1) or m.group(2), 1
    m = re.match(r"^&\s*(.+?)\s*\[\s*(.+)\s*\]$", e)
    if m:
        base, off = m.group(1).strip(), m.group(2).strip()
    else:
        sides = top_level_sum(e)
        if not sides:
            return e, None
        base, off = sides[0].strip(), sides[1].strip()
    try:
        return base, int(off.rstrip("uUlL"), 0)
    except ValueError:
        return base, off

def base_ident(e):
    base = strip_parens(split_offset(e)[0])
    m = re.match(r"^[A-Za-z_]\w*$", base)
    return m.group(0) if m else None

def iomem_base(p, e):
    """True when the base of e is declared __iomem in this file: MMIO is
    accessed with readl()/writel(), never through get_unaligned()."""
    name = base_ident(e)
    f = p[0].file
    if name is None:
        return False
    if f not in IOMEM:
        try:
            text = open(f, errors="replace").read()
        except OSError:
            text = ""
        IOMEM[f] = set(re.findall(r"__iomem\s*\*\s*(\w+)", text))
    return name in IOMEM[f]

def efficient_lines(f):
    """Line ranges compiled only with CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS."""
    if f in EFFICIENT:
        return EFFICIENT[f]
    ranges, stack = [], []
    try:
        lines = open(f, errors="replace").read().split("\n")
    except OSError:
        lines = []
    for n, line in enumerate(lines, 1):
        s = line.strip()
        if re.match(r"#\s*if", s):
            on = ("CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS" in s and
                  "!" not in s and "ifndef" not in s)
            stack.append([n if on else None])
        elif re.match(r"#\s*(else|elif)", s) and stack:
            start = stack[-1][0]
            if start is not None:
                ranges.append((start, n))
            stack[-1][0] = None
        elif re.match(r"#\s*endif", s) and stack:
            start = stack.pop()[0]
            if start is not None:
                ranges.append((start, n))
    EFFICIENT[f] = ranges
    return ranges

def confidence(p, e, t, is_void=None):
    base, off = split_offset(e)
    w = width(t)
    if is_void is None:
        is_void = key(p) in VOID_SITES
    if any(a <= int(p[0].line) <= b for a, b in efficient_lines(p[0].file)):
        return "low"
    # a helper run only after its callers tested the alignment (the
    # lib/sort.c word swappers): whatever the offset, low
    name = base_ident(e)
    if name and name in PARAMS.get((p[0].file, p[0].current_element), ()) \
            and dispatch_guarded(p, w):
        return "low"
    if not offset_multiple_of(p, off, w):
        # an offsetof() from a table: the position of a member
        return "low" if offset_table_member(p, off) else "high"
    # a byte array at an aligned position of a __packed struct: as
    # aligned as the struct pointer, an overlay (smb->Protocol, offset 4)
    at = key(p) in ARRAY_SITES and member_position(
        p, strip_parens(strip_cast(base)))
    if at and offset_multiple_of(p, at[0], w):
        return "low"
    # void * is how kernel code passes typed objects around (callback
    # arguments, private data): at offset 0 it is of unknown origin
    if is_void:
        return "low"
    # a byte pointer held in a struct member usually holds the start of
    # an allocation or a DMA buffer (skb->data, fw->data): low at offset 0
    # or an aligned offset; a byte array member is wherever the struct
    # puts it
    if member_like(base) and key(p) not in ARRAY_SITES:
        return "low"
    # a local that only ever holds the pointer of a struct member: the same
    params = PARAMS.get((p[0].file, p[0].current_element), ())
    if name and name not in params:
        d = origin_divisor(p, name)
        if d and d % w == 0 or off is None and (
                selector_stepped_local(p, name) or
                table_positions(p, name)):
            return "low"
    if name and name in params:
        if off is None and type_erased(p, name) or \
                callers_pass_members(p, name, w):
            return "low"
        return "high"
    return "moderate"

def source_name(f):
    """After a transformation spatch names the file /tmp/cocci-output-N-X-NAME."""
    return re.sub(r"^cocci[-_](small_)?output-\d+-[0-9a-f]+-", "",
                  f.rsplit("/", 1)[-1])

def conditional_line(f, n):
    """Line n of f is inside an #if/#ifdef block."""
    depth = 0
    try:
        lines = open(f, errors="replace").read().split("\n")[:n - 1]
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

def conv_width(conv):
    """Bytes converted by le32_to_cpu(), cpu_to_be16p(), ..."""
    return int(re.search(r"(16|32|64)", conv).group(1)) >> 3

def unaligned_helper(conv):
    """get_unaligned_le32 for le32_to_cpu(p), put_unaligned_be16 for
    cpu_to_be16(v)."""
    order = re.search(r"[lb]e(16|32|64)", conv).group(0)
    return ("put_unaligned_" if conv.lstrip("_").startswith("cpu") else
            "get_unaligned_") + order

def pure(e):
    """No side effects: safe to evaluate twice."""
    return re.search(r"\+\+|--|[^=!<>]=[^=]|\b(?!sizeof\b)\w+\s*\(", e) is None

def tidy(e):
    """Coccinelle prints "( buf + 1 )" and "skb -> data": print it as C."""
    e = re.sub(r"\(\s+", "(", e)
    e = re.sub(r"\s+\)", ")", e)
    e = re.sub(r"\s*(->|\.)\s*", r"\1", e)
    e = re.sub(r"\s*\[\s*", "[", e)
    e = re.sub(r"\s*\]", "]", e)
    e = re.sub(r"&\s+", "&", e)
    # "* p" is a dereference unless an operand comes before: "2 * n"
    e = re.sub(r"(^|[^\w)\]\s]\s*)\*\s+(?=\w)", r"\1*", e)
    e = re.sub(r"\bsizeof\s+\(", "sizeof(", e)
    # "skb_mac_header (skb)" is a call
    e = re.sub(r"\b(?!(?:if|while|for|switch|return)\b)(\w+)\s+\(", r"\1(", e)
    e = re.sub(r"\s+(\+\+|--)", r"\1", e)
    e = re.sub(r"\*\s+\*", "**", e)
    return e

def what(t):
    return "%d-byte" % width(t) if width(t) else "wide"

def emit(p, rule, t, e, msg, made=None, conf=None, is_void=None):
    """One report line, kernel style: file:line:col-col: WARNING: ..."""
    if conf is None:
        conf = confidence(made if made else p, e, t, is_void)
    text = msg.replace("%E", tidy(e))
    if made is not None:
        text += "; pointer made on line %s" % made[0].line
    text = "%s (confidence: %s) [%s]" % (text, conf, rule)
    if cocci_mode == "org":
        cocci.print_main(text, p)
        return
    print("%s:%s:%s-%s: WARNING: %s" % (p[0].file, p[0].line,
          p[0].column, p[0].column_end, text))
    sys.stdout.flush()

cocci_mode = "report"

# What the rules learn about one file, and what is worked out from it,
# is for that file only: spatch runs several files one after the other
# in one process, and a struct tag __packed in one file says nothing of
# the same tag in the next. The caches of file texts keyed by path stay.
PER_FILE = (SAFE, REWRITE, VOID_SITES, BYTE_SITES, ARRAY_SITES, PARAMS,
            INCLUDE_LINES, UNEVALUATED, PACKED, MEMBERS, MEMBER_TYPES,
            OVERLAY, ALIGNED_BASES, FUNCTIONS, FUNCTION_CODE,
            RETURN_DIVISORS, LAYOUTS, CALLS, PARAMETER_STEPS,
            DISPATCH_GUARDS, OFFSET_TABLES, MACRO_CASTS)

def begin_file():
    for state in PER_FILE:
        state.clear()

# The script rule below, without metavariables, runs first for each file.
@script:python@
@@
begin_file()

@script:python depends on org@
@@
cocci_mode = "org"

// ---------------------------------------------------------------------
// Facts about the function: its parameters, void * casts, safe origins.

@params@
typedef u8, s8, __u8, __s8, uint8_t, int8_t, uintptr_t;
identifier fn, P;
type TP;
position pf;
@@
fn@pf(..., TP P, ...) { ... }

@script:python@
fn << params.fn;
P << params.P;
TP << params.TP;
pf << params.pf;
@@
# name to type, per function
PARAMS.setdefault((pf[0].file, fn), {})[P] = type_name(TP)

@voids@
void *EV;
type T;
position p;
@@
 (T *)EV@p

@script:python@
p << voids.p;
@@
VOID_SITES.add(key(p))

// The casts of a byte pointer, and of a byte array: u8 buf[8]; *(u32 *)buf,
// *(u32 *)(buf + 1), *(u16 *)f->body. The access rules below take their
// sites from here, because a typed metavariable of pointer type does not
// match an array. A byte array declared __aligned(N) is an aligned base.
@byte_sites@
{u8 *, s8 *, __u8 *, __s8 *, uint8_t *, int8_t *, char *, unsigned char *,
 signed char *, void *} E;
type B : script:python() { width(B) == 1 };
B [] A;
type T;
position p;
@@
(
 (T *)E@p
|
 (T *)A@p
)

@script:python@
p << byte_sites.p;
A << byte_sites.A = "";
@@
BYTE_SITES.add(key(p))
if A:
    ARRAY_SITES.add(key(p))
    base = strip_parens(split_offset(A)[0])
    name = re.search(r"(\w+)\s*$", base)
    n = declared_alignment(p[0].file, name.group(1)) if name else 0
    if n > 1:
        base_align(p, base, n)

// sizeof(*p) and &p[i] do not access memory.
@unevaluated@
expression X;
position p;
@@
(
 sizeof(X@p)
|
 &X@p
)

@script:python@
p << unevaluated.p;
@@
for line in range(int(p[0].line), int(p[0].line_end) + 1):
    UNEVALUATED.setdefault((p[0].file, line), []).append(
        (int(p[0].line), int(p[0].column), int(p[0].line_end),
         int(p[0].column_end)))

// A byte pointer into an object whose type is wider: u32 w[4]; u8 *p = (u8 *)w;
@aligned_src exists@
type T2 : script:python() { width(T2) > 1 };
identifier A, P;
expression N;
type TP;
position pp;
@@
 T2 A[N];
 ... when any
(
 TP P = (TP)A@pp;
|
 TP P = (TP)&A@pp;
|
 TP P = A@pp;
|
 P = (TP)A@pp;
|
 P = (TP)&A@pp;
)

@script:python@
T2 << aligned_src.T2;
P << aligned_src.P;
pp << aligned_src.pp;
@@
base_align(pp, P, width(T2))

// ... or the address of one: u64 v; u8 *p = (u8 *)&v;
@aligned_addr exists@
type T2 : script:python() { width(T2) > 1 };
identifier A, P;
type TP;
position pp;
@@
 T2 A;
 ... when any
(
 TP P = (TP)&A@pp;
|
 P = (TP)&A@pp;
)

@script:python@
T2 << aligned_addr.T2;
P << aligned_addr.P;
pp << aligned_addr.pp;
@@
base_align(pp, P, width(T2))

// ... or a copy of a pointer to one: u32 *w; u8 *p = (u8 *)w; as aligned as
// what w points to, not as w itself (a u8 *copy says nothing)
@aligned_copy exists@
type T2 : script:python() { pointee_width(T2) > 1 };
identifier A, P;
type TP;
position pp;
@@
 T2 A;
 ... when any
(
 TP P = (TP)A@pp;
|
 TP P = A@pp;
|
 P = (TP)A@pp;
)

@script:python@
T2 << aligned_copy.T2;
P << aligned_copy.P;
pp << aligned_copy.pp;
@@
base_align(pp, P, pointee_width(T2))

// Fresh memory from an allocator is aligned to at least 8 bytes, also
// through a chained assignment (tmp = buf = kmalloc(...), p54usb) and a
// cast ((char *)__get_free_pages(...), which returns unsigned long).
@fresh_mem@
expression P, P2;
identifier I;
identifier alloc = {kmalloc, kzalloc, kcalloc, kmalloc_array, kmemdup,
                    kvmalloc, kvzalloc, devm_kzalloc, devm_kmalloc,
                    devm_kcalloc, vmalloc, vzalloc, __get_free_pages,
                    __get_free_page, get_zeroed_page, page_address, kmap,
                    kmap_local_page, dma_alloc_coherent};
type T0, T1;
position pp;
@@
(
 P = alloc@pp(...);
|
 P = P2 = alloc@pp(...);
|
 T0 I = alloc@pp(...);
|
 P = (T1)alloc@pp(...);
|
 T0 I = (T1)alloc@pp(...);
)

@script:python@
pp << fresh_mem.pp;
P << fresh_mem.P = "";
P2 << fresh_mem.P2 = "";
I << fresh_mem.I = "";
@@
base_align(pp, P or I, 8)
if P2:
    base_align(pp, P2, 8)

// The access sits under a test of the pointer's alignment.
@guarded@
expression P, N;
type T;
position p;
@@
if (\(IS_ALIGNED(P, N)\|IS_ALIGNED((unsigned long)P, N)\|
      IS_ALIGNED((uintptr_t)P, N)\|!((unsigned long)P & N)\|
      ((unsigned long)P & N) == 0\|!((uintptr_t)P & N)\|
      ((uintptr_t)P & N) == 0\))
 {
 <+... (T *)P@p ...+>
 }

@script:python@
p << guarded.p;
@@
SAFE.add(key(p))

// ---------------------------------------------------------------------
// The accesses, one kind at a time: find, claim (so that a later kind
// does not report the site again), report, show (context), rewrite.

// le32_to_cpu(*(__le32 *)p), be16_to_cpup((__be16 *)p), and stores of
// cpu_to_leN() values: one get/put_unaligned_leN() each.
@byteorder@
expression E;
type T : script:python() { wide(T) };
identifier conv = {le16_to_cpu, le32_to_cpu, le64_to_cpu, be16_to_cpu,
                   be32_to_cpu, be64_to_cpu, le16_to_cpup, le32_to_cpup,
                   le64_to_cpup, be16_to_cpup, be32_to_cpup, be64_to_cpup,
                   __le16_to_cpu, __le32_to_cpu, __le64_to_cpu,
                   __be16_to_cpu, __be32_to_cpu, __be64_to_cpu,
                   __le16_to_cpup, __le32_to_cpup, __le64_to_cpup,
                   __be16_to_cpup, __be32_to_cpup, __be64_to_cpup};
identifier store = {cpu_to_le16, cpu_to_le32, cpu_to_le64, cpu_to_be16,
                    cpu_to_be32, cpu_to_be64, __cpu_to_le16, __cpu_to_le32,
                    __cpu_to_le64, __cpu_to_be16, __cpu_to_be32,
                    __cpu_to_be64};
expression V;
position p : script:python() { safe(p) and byte_site(p) };
@@
(
 conv(*((T *)E@p))
|
 conv((T *)E@p)
|
 *((T *)E@p) = store(V)
)

@script:python@
p << byteorder.p;
E << byteorder.E;
T << byteorder.T;
conv << byteorder.conv = "";
store << byteorder.store = "";
@@
if width(T) != conv_width(conv or store) or is_volatile(T):
    cocci.include_match(False)
claim(p, E, T, rewrite=True)

@script:python depends on report || org@
p << byteorder.p;
E << byteorder.E;
T << byteorder.T;
conv << byteorder.conv = "";
store << byteorder.store = "";
@@
emit(p, "unaligned-byteorder", T, E,
     "unaligned %s %s %s() through %s; use %s()" % (what(T),
     "store of" if store else "load for", conv or store, "%E",
     unaligned_helper(conv or store)))

@depends on context@
expression E;
type T;
position byteorder.p;
@@
* (T *)E@p

// *(T *)p op= v, ++*(T *)p, ...
// A cheap first pass: does the file modify anything written with a
// pointer cast? The rule after it tries fifteen shapes on every
// expression, about a sixth of the whole run on a driver directory.
@rmw_target@
expression X : script:python() { "*)" in X.replace(" ", "") };
expression V;
assignment operator aop = {+=, -=, *=, /=, %=, &=, |=, ^=, <<=, >>=};
@@
(
 X aop V
|
 ++X
|
 --X
|
 X++
|
 X--
)

@rmw depends on rmw_target@
expression E;
type T : script:python() { wide(T) };
expression V, I;
assignment operator aop = {+=, -=, *=, /=, %=, &=, |=, ^=, <<=, >>=};
position p : script:python() { safe(p) and byte_site(p) };
@@
// postfix ++ binds tighter than unary *: only (*p)++ changes the pointee
(
 *((T *)E@p) aop V
|
 ++*((T *)E@p)
|
 --*((T *)E@p)
|
 (*((T *)E@p))++
|
 (*((T *)E@p))--
|
 ((T *)E@p)[I] aop V
|
 *((T *)E@p + I) aop V
|
 ++((T *)E@p)[I]
|
 --((T *)E@p)[I]
|
 ((T *)E@p)[I]++
|
 ((T *)E@p)[I]--
|
 ++*((T *)E@p + I)
|
 --*((T *)E@p + I)
|
 (*((T *)E@p + I))++
|
 (*((T *)E@p + I))--
)

@script:python@
p << rmw.p;
E << rmw.E;
T << rmw.T;
aop << rmw.aop = "";
I << rmw.I = "";
@@
# only compound assignments, and only when E can be evaluated twice;
# the indexed forms are reported, not rewritten
claim(p, E, T, rewrite=bool(aop) and not I and pure(E) and
      not is_volatile(T))

@script:python depends on report || org@
p << rmw.p;
E << rmw.E;
T << rmw.T;
@@
emit(p, "unaligned-cast-rmw", T, E,
     "unaligned %s read-modify-write through %s cast from %%E" % (
     what(T), tidy(T + " *")))

@depends on context@
expression E;
type T;
position rmw.p;
@@
* (T *)E@p

@write@
expression E;
type T : script:python() { wide(T) };
expression V, I;
position p : script:python() { safe(p) and byte_site(p) };
@@
(
 *((T *)E@p) = V
|
 ((T *)E@p)[I] = V
|
 *((T *)E@p + I) = V
)

@script:python@
p << write.p;
E << write.E;
T << write.T;
@@
claim(p, E, T, rewrite=not is_volatile(T))

@script:python depends on report || org@
p << write.p;
E << write.E;
T << write.T;
@@
emit(p, "unaligned-cast-write", T, E,
     "unaligned %s store through %s cast from %%E; use put_unaligned()" % (
     what(T), tidy(T + " *")))

@depends on context@
expression E;
type T;
position write.p;
@@
* (T *)E@p

@read@
expression E;
type T : script:python() { wide(T) };
expression I;
position p : script:python() { safe(p) and byte_site(p) };
@@
(
 *((T *)E@p)
|
 ((T *)E@p)[I]
|
 *((T *)E@p + I)
)

@script:python@
p << read.p;
E << read.E;
T << read.T;
@@
claim(p, E, T, rewrite=not is_volatile(T))

@script:python depends on report || org@
p << read.p;
E << read.E;
T << read.T;
@@
emit(p, "unaligned-cast-read", T, E,
     "unaligned %s load through %s cast from %%E; use get_unaligned()" % (
     what(T), tidy(T + " *")))

@depends on context@
expression E;
type T;
position read.p;
@@
* (T *)E@p

// const u16 *a = (const u16 *)addr; ... a[0]: the seed's
// compare_ether_addr(), and the implicit form const __le32 *b = buf.
@ptrvar exists@
{u8 *, s8 *, __u8 *, __s8 *, uint8_t *, int8_t *, char *, unsigned char *,
 signed char *, void *} E;
void *EV;
type T : script:python() { wide(T) };
identifier a;
identifier convp = {le16_to_cpup, le32_to_cpup, le64_to_cpup,
                    be16_to_cpup, be32_to_cpup, be64_to_cpup,
                    __le16_to_cpup, __le32_to_cpup, __le64_to_cpup,
                    __be16_to_cpup, __be32_to_cpup, __be64_to_cpup};
expression I, E3;
position pd : script:python() { safe(pd) };
position pa : script:python() { evaluated(pa) };
@@
(
 T *a = (T *)E@pd;
|
 T *a = EV@pd;
|
 a = (T *)E@pd;
)
 ... when != a = E3
     when any
(
 a[I]@pa
|
 *a++@pa
|
 *a@pa
|
 convp(a)@pa
)

@script:python@
pd << ptrvar.pd;
pa << ptrvar.pa;
T << ptrvar.T;
E << ptrvar.E = "";
EV << ptrvar.EV = "";
@@
if aligned_base(pd, E or EV, T) or iomem_base(pd, E or EV) or \
        alignment_tested(pd, E or EV) or strip_parens(E or EV) in ("NULL", "0"):
    cocci.include_match(False)
elif not is_volatile(T):
    REWRITE.add(key(pa))

@script:python depends on report || org@
pd << ptrvar.pd;
pa << ptrvar.pa;
a << ptrvar.a;
T << ptrvar.T;
E << ptrvar.E = "";
EV << ptrvar.EV = "";
@@
emit(pa, "unaligned-pointer-var", T, E or EV,
     "unaligned %s access through %s, which points into %%E" % (
     what(T), a), made=pd, is_void=bool(EV) or key(pd) in VOID_SITES)

@depends on context@
identifier ptrvar.a;
position ptrvar.pa;
expression I;
@@
(
* a[I]@pa
|
* *a@pa
)

// ---------------------------------------------------------------------
// A byte pointer handed to a macro of the file or of its headers that casts
// it to a restricted pointer: rtw88's GET_RX_DESC_PHYST(rx_desc) is
// le32_get_bits(*((__le32 *)(rxdesc) + 0x00), BIT(26)). sparse reports such
// casts at the macro without knowing where the pointer comes from; here its
// origin gives the confidence (a parameter that every caller hands skb->data
// is low), and sparse's finding on the line gives way. Reported only: the
// fix belongs in the macro.

@macro_arg@
identifier M =~ "^[A-Z][A-Z0-9_]*$";
{u8 *, s8 *, __u8 *, __s8 *, uint8_t *, int8_t *, char *, unsigned char *,
 signed char *} E;
void *EV;
type B : script:python() { width(B) == 1 };
B [] A;
position p;
@@
(
 M(..., E@p, ...)
|
 M(..., EV@p, ...)
|
 M(..., A@p, ...)
)

@script:python@
M << macro_arg.M;
p << macro_arg.p;
E << macro_arg.E = "";
EV << macro_arg.EV = "";
A << macro_arg.A = "";
@@
found = macro_cast(p, M, E or EV or A)
if found is None:
    cocci.include_match(False)
else:
    MACRO_CASTS[key(p)] = found

@script:python depends on report || org@
M << macro_arg.M;
p << macro_arg.p;
E << macro_arg.E = "";
EV << macro_arg.EV = "";
A << macro_arg.A = "";
@@
t, e = MACRO_CASTS[key(p)]
order = t.lstrip("_")
emit(p, "unaligned-macro-cast", t, e,
     "unaligned %s access: %s() casts %s to %s *; use get_unaligned_%s() "
     "and put_unaligned_%s() in the macro" % (what(t), M, tidy(E or EV or A),
                                              t, order, order),
     is_void=bool(EV))

@depends on context@
identifier macro_arg.M;
position macro_arg.p;
expression X;
@@
* M(..., X@p, ...)

// ---------------------------------------------------------------------
// A struct laid over a byte buffer: struct hdr *h = (struct hdr *)(buf + 2);
// h->len. Network headers are often aligned by convention (NET_IP_ALIGN),
// so this is reported at low confidence, and only for structs defined in
// the file, whose member types are known. Rewritten to get_unaligned() and
// friends on (u8 *)h + offsetof(struct hdr, len): &h->len would still be a
// member access through a misaligned pointer, which UBSAN reports.
// Increments and compound assignments are reported only.

@packed_attr@
identifier S;
attribute name __packed;
@@
struct S { ... } __packed;

@script:python@
S << packed_attr.S;
@@
PACKED.add(S)

@packed_gnu@
identifier S;
@@
struct S { ... } __attribute__((packed));

@script:python@
S << packed_gnu.S;
@@
PACKED.add(S)

@members depends on !hide_low@
identifier S, fld;
type T;
@@
struct S { ... T fld; ... };

@script:python@
S << members.S;
fld << members.fld;
T << members.T;
@@
MEMBERS[(S, fld)] = width(T)
MEMBER_TYPES[(S, fld)] = T

@overlay depends on !hide_low exists@
{u8 *, s8 *, __u8 *, __s8 *, uint8_t *, int8_t *, char *, unsigned char *,
 signed char *, void *} E;
identifier tag;
identifier h;
identifier fld;
expression E3;
position pd : script:python() { safe(pd) };
position pa : script:python() { evaluated(pa) };
@@
(
 struct tag *h = (struct tag *)E@pd;
 ... when != h = E3
     when any
 h->fld@pa
|
 h = (struct tag *)E@pd;
 ... when != h = E3
     when any
 h->fld@pa
|
 ((struct tag *)E@pd)->fld@pa
)

@script:python@
pd << overlay.pd;
pa << overlay.pa;
E << overlay.E;
tag << overlay.tag;
fld << overlay.fld;
@@
if tag in PACKED or MEMBERS.get((tag, fld), 0) < 2 or \
        aligned_base(pd, E, "u64") or \
        iomem_base(pd, E):
    cocci.include_match(False)
else:
    REWRITE.add(key(pa))
    OVERLAY[key(pa)] = (tag, fld)

@script:python depends on report || org@
pd << overlay.pd;
pa << overlay.pa;
tag << overlay.tag;
fld << overlay.fld;
E << overlay.E;
@@
emit(pa, "unaligned-struct-overlay", "struct", E,
     "%d-byte member %s of struct %s, which is laid over %%E and not __packed" % (
     MEMBERS[(tag, fld)], fld, tag), made=pd, conf="low")

@depends on context@
identifier overlay.fld;
position overlay.pa;
expression X;
@@
* X->fld@pa

// ---------------------------------------------------------------------
// Rewrites, all in one rule: positions found above cannot be carried over
// an earlier transformation. Volatile accesses are never rewritten;
// read-modify-writes only when the pointer expression has no side effects.

@sites depends on patch@
expression E;
type T;
identifier conv = {le16_to_cpu, le32_to_cpu, le64_to_cpu, be16_to_cpu,
                   be32_to_cpu, be64_to_cpu, le16_to_cpup, le32_to_cpup,
                   le64_to_cpup, be16_to_cpup, be32_to_cpup, be64_to_cpup,
                   __le16_to_cpu, __le32_to_cpu, __le64_to_cpu,
                   __be16_to_cpu, __be32_to_cpu, __be64_to_cpu,
                   __le16_to_cpup, __le32_to_cpup, __le64_to_cpup,
                   __be16_to_cpup, __be32_to_cpup, __be64_to_cpup};
identifier store = {cpu_to_le16, cpu_to_le32, cpu_to_le64, cpu_to_be16,
                    cpu_to_be32, cpu_to_be64, __cpu_to_le16, __cpu_to_le32,
                    __cpu_to_le64, __cpu_to_be16, __cpu_to_be32,
                    __cpu_to_be64};
identifier conv2 = {le16_to_cpu, le32_to_cpu, le64_to_cpu, be16_to_cpu,
                    be32_to_cpu, be64_to_cpu, __le16_to_cpu, __le32_to_cpu,
                    __le64_to_cpu, __be16_to_cpu, __be32_to_cpu,
                    __be64_to_cpu};
identifier a, fld;
expression V, I, X;
assignment operator aop = {+=, -=, *=, /=, %=, &=, |=, ^=, <<=, >>=};
position p : script:python() { key(p) in REWRITE };
@@
(
 conv(*((T *)E@p))
|
 conv((T *)E@p)
|
 *((T *)E@p) = store(V)
|
 *((T *)E@p) = V
|
 *((T *)E@p)
|
 ((T *)E@p)[I]
|
 *((T *)E@p + I)
|
 a[I] aop V
|
 *a aop V
|
 a[I]++
|
 a[I]--
|
 ++a[I]
|
 --a[I]
|
 conv2(X->fld@p)
|
 X->fld@p = store(V)
|
 X->fld@p = V
|
 X->fld aop V
|
 X->fld++
|
 X->fld--
|
 ++X->fld
|
 --X->fld
|
 X->fld@p
|
 conv(a)@p
|
 a[I]@p
|
 *a++@p
|
 *a@p
)

@script:python helper depends on patch@
p << sites.p;
conv << sites.conv = "";
conv2 << sites.conv2 = "";
store << sites.store = "";
E << sites.E = "";
X << sites.X = "";
h;
A;
P;
@@
helper_of = conv or conv2 or store
coccinelle.h = cocci.make_ident(unaligned_helper(helper_of) if helper_of
                                else "get_unaligned")
if key(p) in OVERLAY:
    tag, member = OVERLAY[key(p)]
    addr = "(u8 *)%s + offsetof(struct %s, %s)" % (tidy(X), tag, member)
    coccinelle.A = cocci.make_expr(addr)
    coccinelle.P = cocci.make_expr("(%s *)(%s)" % (
        type_name(MEMBER_TYPES[(tag, member)]), addr))
else:
    coccinelle.A = cocci.make_expr(strip_parens(E) if E else "0")
    coccinelle.P = cocci.make_expr("0")

@rewrite_sites depends on patch@
expression E;
type T;
identifier conv = {le16_to_cpu, le32_to_cpu, le64_to_cpu, be16_to_cpu,
                   be32_to_cpu, be64_to_cpu, le16_to_cpup, le32_to_cpup,
                   le64_to_cpup, be16_to_cpup, be32_to_cpup, be64_to_cpup,
                   __le16_to_cpu, __le32_to_cpu, __le64_to_cpu,
                   __be16_to_cpu, __be32_to_cpu, __be64_to_cpu,
                   __le16_to_cpup, __le32_to_cpup, __le64_to_cpup,
                   __be16_to_cpup, __be32_to_cpup, __be64_to_cpup};
identifier store = {cpu_to_le16, cpu_to_le32, cpu_to_le64, cpu_to_be16,
                    cpu_to_be32, cpu_to_be64, __cpu_to_le16, __cpu_to_le32,
                    __cpu_to_le64, __cpu_to_be16, __cpu_to_be32,
                    __cpu_to_be64};
identifier conv2 = {le16_to_cpu, le32_to_cpu, le64_to_cpu, be16_to_cpu,
                    be32_to_cpu, be64_to_cpu, __le16_to_cpu, __le32_to_cpu,
                    __le64_to_cpu, __be16_to_cpu, __be32_to_cpu,
                    __be64_to_cpu};
identifier a, fld;
identifier helper.h;
expression helper.A, helper.P;
expression V, I, X;
position sites.p;
@@
(
- conv(*((T *)E@p))
+ h(A)
|
- conv((T *)E@p)
+ h(A)
|
- *((T *)E@p) = store(V)
+ h(V, A)
|
- *((T *)E@p) += V
+ put_unaligned(get_unaligned((T *)E) + (V), (T *)E)
|
- *((T *)E@p) -= V
+ put_unaligned(get_unaligned((T *)E) - (V), (T *)E)
|
- *((T *)E@p) *= V
+ put_unaligned(get_unaligned((T *)E) * (V), (T *)E)
|
- *((T *)E@p) /= V
+ put_unaligned(get_unaligned((T *)E) / (V), (T *)E)
|
- *((T *)E@p) %= V
+ put_unaligned(get_unaligned((T *)E) % (V), (T *)E)
|
- *((T *)E@p) &= V
+ put_unaligned(get_unaligned((T *)E) & (V), (T *)E)
|
- *((T *)E@p) |= V
+ put_unaligned(get_unaligned((T *)E) | (V), (T *)E)
|
- *((T *)E@p) ^= V
+ put_unaligned(get_unaligned((T *)E) ^ (V), (T *)E)
|
- *((T *)E@p) <<= V
+ put_unaligned(get_unaligned((T *)E) << (V), (T *)E)
|
- *((T *)E@p) >>= V
+ put_unaligned(get_unaligned((T *)E) >> (V), (T *)E)
|
- *((T *)E@p) = V
+ put_unaligned(V, (T *)E)
|
- ((T *)E@p)[0] = V
+ put_unaligned(V, (T *)E)
|
- ((T *)E@p)[I] = V
+ put_unaligned(V, (T *)E + I)
|
- *((T *)E@p + I) = V
+ put_unaligned(V, (T *)E + I)
|
- *((T *)E@p)
+ get_unaligned((T *)E)
|
- ((T *)E@p)[0]
+ get_unaligned((T *)E)
|
- ((T *)E@p)[I]
+ get_unaligned((T *)E + I)
|
- *((T *)E@p + I)
+ get_unaligned((T *)E + I)
|
- conv(a)@p
+ h(a)
|
- a[I]@p = V
+ put_unaligned(V, &a[I])
|
- *a@p = V
+ put_unaligned(V, a)
|
- *a++@p = V
+ put_unaligned(V, a++)
|
- a[I]@p
+ get_unaligned(&a[I])
|
- *a++@p
+ get_unaligned(a++)
|
- *a@p
+ get_unaligned(a)
|
- conv2(X->fld@p)
+ h(A)
|
- X->fld@p = store(V)
+ h(V, A)
|
- X->fld@p = V
+ put_unaligned(V, P)
|
- X->fld@p
+ get_unaligned(P)
)

// ---------------------------------------------------------------------
// Add the header once, after the file's last #include <linux/...>.
// Trees before 6.12 have only <asm/unaligned.h>: -D asm_unaligned.

@has_unaligned depends on patch@
@@
(
#include <linux/unaligned.h>
|
#include <asm/unaligned.h>
)

@incs depends on patch && !has_unaligned && rewrite_sites@
position p;
@@
#include <linux/...>@p

@script:python depends on incs@
p << incs.p;
@@
INCLUDE_LINES.setdefault(source_name(p[0].file), []).append(
    (int(p[0].line), conditional_line(p[0].file, int(p[0].line))))

@depends on incs && !asm_unaligned@
position p : script:python() { int(p[0].line) == last_include(p[0].file) };
@@
#include <linux/...>@p
+#include <linux/unaligned.h>

@depends on incs && asm_unaligned@
position p : script:python() { int(p[0].line) == last_include(p[0].file) };
@@
#include <linux/...>@p
+#include <asm/unaligned.h>
