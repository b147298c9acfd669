// SPDX-License-Identifier: GPL-2.0-only
///
/// Shorten byte-order conversions of get_unaligned()/put_unaligned():
/// le32_to_cpu(get_unaligned((__le32 *)p)) is get_unaligned_le32(p),
/// and put_unaligned(cpu_to_be16(v), (__be16 *)p) is put_unaligned_be16(v, p).
/// Already safe code, so this cleanup is off by default in unaligned-check
/// (--cleanup turns it on).
///
/// Rule id: unaligned-verbose-helper.
///
// Confidence: High
// Copyright: (C) 2026 The unaligned-check authors
// Options: --no-includes --include-headers
// Keywords: get_unaligned_le32, put_unaligned_be16

virtual patch
virtual context
virtual org
virtual report

@initialize:python@
@@
import re
import sys

def helper(conv):
    order = re.search(r"[lb]e(16|32|64)", conv).group(0)
    return ("put_unaligned_" if conv.startswith("cpu") else
            "get_unaligned_") + order

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

cocci_mode = "report"

def same_width(conv, t):
    bits = re.search(r"(16|32|64)", conv).group(1)
    return re.search(r"\b(__)?[lb]e" + bits + r"\b|\bu" + bits + r"\b", t) is not None

@script:python depends on org@
@@
cocci_mode = "org"

@verbose@
identifier conv = {le16_to_cpu, le32_to_cpu, le64_to_cpu, be16_to_cpu,
                   be32_to_cpu, be64_to_cpu, cpu_to_le16, cpu_to_le32,
                   cpu_to_le64, cpu_to_be16, cpu_to_be32, cpu_to_be64};
expression E, V;
type T;
position p;
@@
(
 conv@p(get_unaligned((T *)E))
|
 put_unaligned@p(conv(V), (T *)E)
)

@script:python@
conv << verbose.conv;
T << verbose.T;
@@
if not same_width(conv, T):
    cocci.include_match(False)

@script:python depends on report || org@
p << verbose.p;
conv << verbose.conv;
@@
msg = "%s() of an unaligned access is %s() (confidence: high) [unaligned-verbose-helper]" % (
      conv, helper(conv))
if cocci_mode == "org":
    cocci.print_main(msg, p)
else:
    print("%s:%s:%s-%s: WARNING: %s" % (p[0].file, p[0].line, p[0].column,
          p[0].column_end, msg))
    sys.stdout.flush()

@depends on context@
position verbose.p;
identifier f;
@@
* f(...)@p

@script:python short_name depends on patch@
conv << verbose.conv;
E << verbose.E;
h;
A;
@@
coccinelle.h = cocci.make_ident(helper(conv))
coccinelle.A = cocci.make_expr(strip_parens(E))

@depends on patch@
identifier verbose.conv;
identifier short_name.h;
expression short_name.A;
expression E, V;
type T;
position verbose.p;
@@
(
- conv@p(get_unaligned((T *)E))
+ h(A)
|
- put_unaligned@p(conv(V), (T *)E)
+ h(V, A)
)
