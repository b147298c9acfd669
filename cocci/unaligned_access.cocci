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
// Confidence: per finding, from the evidence of where the pointer comes
//   from and what is known of its offset: the table REASONS in
//   unaligned/confidence.py, one reason a level. Each report names its
//   reason ({reason=...}, docs/record-format.md).
// Copyright: (C) 2026 The unaligned-check authors
// Comments: Casts into objects whose alignment is visible (a local u32
//   array, fresh kmalloc() memory, an IS_ALIGNED() guard) at a suitable
//   offset are not reported. A parameter is what all its known callers
//   hand it (docs/rules.md).
// Options: --no-includes --include-headers
//   UNALIGNED_DEFINES in the environment names a file of "NAME BODY" lines,
//   the integer #defines of the tree's headers, for offsets written with
//   them (unaligned-check sets it; without it, a few kernel constants).
//   -D hide_low: the caller shows no low-confidence findings; struct
//   overlays are looked for only in files with frames (all else is low).
//   UNALIGNED_READS=1: READ and SPARSE-CAST records (record-format.md).
// Keywords: get_unaligned, put_unaligned, unaligned access

virtual patch
virtual context
virtual org
virtual report
virtual asm_unaligned
virtual hide_low

// The analysis is the Python package unaligned/ beside this file (standard
// library only; tests: python3 -m unittest discover -s cocci), called below.
@initialize:python@
@@
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(cocci.cocci_file)))
from unaligned.rules import *
bind(cocci)

// State is per file: this rule runs first for each file (+ SPARSE-CAST).
@script:python@
@@
start_file()

@script:python depends on org@
@@
set_mode("org")

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

// Casts of a byte pointer or array (u8 buf[8]; *(u32 *)(buf + 1)): the access
// rules' sites (a pointer metavariable matches no array); __aligned(N) arrays.
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
note_byte_site(p, A)

// sizeof(*p), &p[i] and &((T *)E)[I] (an address, no load) access nothing.
@unevaluated@
expression X;
position p;
@@
\(sizeof(X@p)\|&X@p\)

@script:python@
p << unevaluated.p;
@@
note_unevaluated(p)

@address_cast@
expression E, I;
type T;
position p;
@@
\(&((T *)E@p)[I]\|&*((T *)E@p)\)

@script:python@
p << address_cast.p;
@@
drop_site(p, "address")

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

// ... or a copy of a pointer to one: u32 *w; u8 *p = (u8 *)w (not u8 *w)
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

// Fresh memory from data/allocators (a list: spatch skips files without one) is
// 8-aligned, also tmp = buf = kmalloc() and (char *)__get_free_pages().
@fresh_mem@
expression P, P2;
identifier I;
identifier alloc = {kmalloc, kzalloc, kcalloc, kmalloc_array, kmemdup, kvmalloc,
 kvzalloc, devm_kzalloc, devm_kmalloc, devm_kcalloc, vmalloc, vzalloc,
 __get_free_pages, __get_free_page, get_zeroed_page, page_address, kmap,
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

// The access sits under a test of the pointer's alignment; first, is there one?
@guard_test@
expression P, N;
@@
\(IS_ALIGNED(P, N)\|(unsigned long)P & N\|(uintptr_t)P & N\)

@guarded depends on guard_test@
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
drop_site(p, "guard")

// ---------------------------------------------------------------------
// The accesses, one kind at a time: find, claim (so that a later kind
// does not report the site again), report, show (context), rewrite.

// le32_to_cpu(*(__le32 *)p), be16_to_cpup((__be16 *)p), stores of cpu_to_leN().
@byteorder@
expression E;
type T : script:python() { wide(T) };
identifier conv =~ "^(__)?(le|be)(16|32|64)_to_cpup?$";
identifier store =~ "^(__)?cpu_to_(le|be)(16|32|64)$";
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
emit_cast(p, "unaligned-byteorder", T, E, conv or store)

// A __packed member's address as a typed pointer (le32_to_cpup(&h->x), __le16
// *l = &p->x, a __le16 * parameter): evidence/packed.py, reported only; only in
// files with such a helper or parameter (no_packed_uses).
@script:python no_packed_uses@
@@
if packed_uses_possible(): cocci.include_match(False)

@packed_member depends on !no_packed_uses@
type T;
T *E;
T E2;
identifier fld, fn;
position p;
@@
\(fn(..., &E->fld@p, ...)\|fn(..., &E2.fld@p, ...)\)

@script:python@
p << packed_member.p;
T << packed_member.T;
E << packed_member.E = "";
E2 << packed_member.E2 = "";
fld << packed_member.fld;
fn << packed_member.fn;
@@
if not judge_packed_use(p, T, E, E2, fld, fn):
    cocci.include_match(False)

@script:python depends on report || org@
p << packed_member.p;
E << packed_member.E = "";
E2 << packed_member.E2 = "";
fld << packed_member.fld;
fn << packed_member.fn;
@@
emit_packed_use(p, E, E2, fld, fn)

@packed_ptrvar exists@
type T;
type T2 : script:python() { wide(T2) };
T *E;
identifier fld, a;
identifier conv =~ "^(__)?(le|be)(16|32|64)_to_cpup$";
expression I, E3;
position pd;
position pa : script:python() { evaluated(pa) };
@@
 T2 *a = &E->fld@pd;
 ... when != a = E3
     when any
\(a[I]@pa\|*a@pa\|conv(a)@pa\)

@script:python@
pd << packed_ptrvar.pd;
T << packed_ptrvar.T;
T2 << packed_ptrvar.T2;
E << packed_ptrvar.E;
fld << packed_ptrvar.fld;
@@
if not judge_packed_member(pd, T, E, fld, width(T2)):
    cocci.include_match(False)

@script:python depends on report || org@
pd << packed_ptrvar.pd;
pa << packed_ptrvar.pa;
a << packed_ptrvar.a;
T2 << packed_ptrvar.T2;
E << packed_ptrvar.E;
fld << packed_ptrvar.fld;
@@
emit_packed_member(pa, "unaligned-pointer-var", E + "->" + fld, None,
                   made=pd, t=T2, via=a)

// le32_to_cpup((void *)(buf + 1))
@byteorder_void@
{u8 *, s8 *, __u8 *, __s8 *, uint8_t *, int8_t *, char *, unsigned char *,
 signed char *} E;
identifier conv =~ "^(__)?(le|be)(16|32|64)_to_cpup$";
position p : script:python() { safe(p) and byte_site(p) };
@@
 conv((void *)E@p)

@script:python@
p << byteorder_void.p;
E << byteorder_void.E;
conv << byteorder_void.conv;
@@
claim(p, E, conv_type(conv), rewrite=True)

@script:python depends on report || org@
p << byteorder_void.p;
E << byteorder_void.E;
conv << byteorder_void.conv;
@@
emit_void_cast(p, E, conv)

// *(T *)p op= v, ++*(T *)p: rmw tries fifteen shapes, so rmw_target first finds
// modified casts, where a byte site's statement has ++, -- or op= (no_rmw).
@script:python no_rmw@
@@
if rmw_possible(): cocci.include_match(False)

@rmw_target depends on !no_rmw@
expression X : script:python() { "*)" in X.replace(" ", "") };
expression V;
assignment operator aop = {+=, -=, *=, /=, %=, &=, |=, ^=, <<=, >>=};
@@
\(X aop V\|++X\|--X\|X++\|X--\)

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
emit_cast(p, "unaligned-cast-rmw", T, E)

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
emit_cast(p, "unaligned-cast-write", T, E)

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
emit_cast(p, "unaligned-cast-read", T, E)

// the casts that the rules above kept (claim())
@depends on context@
expression E;
type T;
position p : script:python() { key(p) in CLAIMED };
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
identifier convp =~ "^(__)?(le|be)(16|32|64)_to_cpup$";
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
\(a[I]@pa\|*a++@pa\|*a@pa\|convp(a)@pa\)

@script:python@
pd << ptrvar.pd;
pa << ptrvar.pa;
a << ptrvar.a;
T << ptrvar.T;
E << ptrvar.E = "";
EV << ptrvar.EV = "";
@@
claim_pointer(pd, pa, E or EV, T, a)

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

// A typed pointer made from a byte position elsewhere (typed_pointers.py):
// priv->hdr = (__le32 *)(buf + 3); ... *priv->hdr, callers' (__le32 *)(b + 1)
@script:python no_typed_names@
@@
if typed_names_in_file(): cocci.include_match(False)

@typed_use depends on !no_typed_names@
type T : script:python() { wide(T) };
T *X : script:python() { typed_candidate(X) };
identifier convp =~ "^(__)?(le|be)(16|32|64)_to_cpup$";
expression I;
position pa : script:python() { safe(pa) and evaluated(pa) };
@@
\(X[I]@pa\|*X@pa\|convp(X)@pa\)

@script:python depends on report || org@
pa << typed_use.pa;
X << typed_use.X;
T << typed_use.T;
@@
emit_typed_use(pa, X, T)

// ---------------------------------------------------------------------
// A byte pointer handed to a macro of the file or its headers that casts it to
// a restricted pointer (rtw88's GET_RX_DESC_PHYST(rx_desc)): its origin gives
// the confidence, sparse's finding gives way. Reported only: fix the macro.

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
emit_macro_cast(p, M, E or EV or A, bool(EV))

@depends on context@
identifier macro_arg.M;
position macro_arg.p;
expression X;
@@
* M(..., X@p, ...)

// ---------------------------------------------------------------------
// A struct of the file over bytes, h = (struct hdr *)(buf + 2); h->len: low but
// a frame's (frames.py). Rewritten as (u8 *)h + offsetof(); h->len++ reported.

@packed@
identifier S;
attribute name __packed;
@@
(
struct S { ... } __packed;
|
struct S { ... } __attribute__((packed));
)

@script:python@
S << packed.S;
@@
PACKED.add(S)

// -D hide_low: overlays are low but a frame's; files without frames skip them
// (a skip gate stands just before its rules: include_match(False) forgets it).
@script:python no_overlays depends on hide_low@
@@
set_hide_low()
if overlays_wanted(): cocci.include_match(False)

@members depends on !no_overlays@
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

@overlay depends on !no_overlays exists@
{u8 *, s8 *, __u8 *, __s8 *, uint8_t *, int8_t *, char *, unsigned char *,
 signed char *, void *} E;
identifier tag : script:python() { overlay_tag(tag) };
identifier h, fld;
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
claim_overlay(pd, pa, E, tag, fld)

@script:python depends on report || org@
pd << overlay.pd;
pa << overlay.pa;
tag << overlay.tag;
fld << overlay.fld;
E << overlay.E;
@@
emit_overlay(pa, pd, E, tag, fld)

@depends on context@
identifier overlay.fld;
position overlay.pa;
expression X;
@@
* X->fld@pa

// ---------------------------------------------------------------------
// Rewrites, all in one rule: positions found above cannot be carried over an
// earlier transformation. Never volatile; rmw only without side effects.

@sites depends on patch@
expression E;
type T;
identifier conv =~ "^(__)?(le|be)(16|32|64)_to_cpup?$";
identifier store =~ "^(__)?cpu_to_(le|be)(16|32|64)$";
identifier conv2 =~ "^(__)?(le|be)(16|32|64)_to_cpu$";
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
helper, address, typed = rewrite_terms(p, conv or conv2 or store, E, X)
coccinelle.h = cocci.make_ident(helper)
coccinelle.A = cocci.make_expr(address)
coccinelle.P = cocci.make_expr(typed)

@rewrite_sites depends on patch@
expression E;
type T;
identifier conv =~ "^(__)?(le|be)(16|32|64)_to_cpup?$";
identifier store =~ "^(__)?cpu_to_(le|be)(16|32|64)$";
identifier conv2 =~ "^(__)?(le|be)(16|32|64)_to_cpu$";
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
// Add the header once, after the last #include <linux/...>, else the last <...>
// (Bluetooth's mgmt_config.c). Trees before 6.12: -D asm_unaligned.

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

// an added include after #include <...> goes after the last one
@depends on patch && !has_unaligned && !incs && rewrite_sites && !asm_unaligned@
@@
#include <...>
+#include <linux/unaligned.h>

@depends on patch && !has_unaligned && !incs && rewrite_sites && asm_unaligned@
@@
#include <...>
+#include <asm/unaligned.h>
