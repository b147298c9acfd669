# SPDX-License-Identifier: GPL-2.0-only
"""The report: one line a finding, and the names the rewrite uses."""

import os
import re
import sys

from .confidence import REASONS, confidence_reason, overlay_reason, \
    reason_field, sparse_cast_reasons
from .ctype import type_name, width
from .evidence.macro_cast import MACRO_CASTS
from .evidence import typed_pointers
from .expr import strip_parens, tidy
from .kernel_names import byteorder, conv_width
from .reads import CURRENT, next_file, print_bytes
from .spatch import SPATCH, cocci, profile_checkpoint
from .state import (MEMBER_TYPES, MEMBERS, OVERLAY, PACKED_ARGUMENTS,
                    PACKED_MEMBER_SITES, key)

def conv_type(conv):
    """__le32 for le32_to_cpup(), __be16 for cpu_to_be16s()."""
    return "__" + re.search(r"[lb]e(16|32|64)", conv).group(0)

def unaligned_helper(conv):
    """get_unaligned_le32 for le32_to_cpu(p), put_unaligned_be16 for
    cpu_to_be16(v)."""
    order = re.search(r"[lb]e(16|32|64)", conv).group(0)
    return ("put_unaligned_" if conv.lstrip("_").startswith("cpu") else
            "get_unaligned_") + order

def what(t):
    return "%d-byte" % width(t) if width(t) else "wide"

def emit(p, rule, t, e, msg, made=None, reason=None, is_void=None):
    """One report line, kernel style, ending in the record's fields:
    FILE:LINE:COL-END: WARNING: MESSAGE (confidence: LEVEL) [RULE]
    {reason=REASON; made=LINE} (docs/record-format.md)."""
    if reason is None:
        reason = confidence_reason(made if made else p, e, t, is_void)
    text = msg.replace("%E", tidy(e))
    if made is not None:
        text += "; pointer made on line %s" % made[0].line
    fields = "reason=%s" % reason_field(made if made else p, reason)
    if made is not None:
        fields += "; made=%s" % made[0].line
    text = "%s (confidence: %s) [%s] {%s}" % (
        text, REASONS[reason][0], rule, fields)
    if SPATCH["mode"] == "org":
        cocci().print_main(text, p)
        return
    print("%s:%s:%s-%s: WARNING: %s" % (p[0].file, p[0].line,
          p[0].column, p[0].column_end, text))
    sys.stdout.flush()

def rewrite_terms(p, conv, e, x):
    """(helper, address, typed pointer) for the rewrite of the site at p:
    get_unaligned_le32 for le32_to_cpu() (get_unaligned without a
    conversion); the byte pointer e, or for a struct overlay of x the
    member's address (u8 *)x + offsetof(struct S, m) and that address as
    a pointer of the member's type; "0" where there is none."""
    helper = unaligned_helper(conv) if conv else "get_unaligned"
    if key(p) in OVERLAY:
        tag, member = OVERLAY[key(p)]
        addr = "(u8 *)%s + offsetof(struct %s, %s)" % (tidy(x), tag, member)
        return helper, addr, "(%s *)(%s)" % (
            type_name(MEMBER_TYPES[(tag, member)]), addr)
    return helper, strip_parens(e) if e else "0", "0"

def emit_packed_member(p, rule, member, conv, made=None, t=None, via=None):
    """The report of the address of the __packed member (hdr->len) used
    as a plain typed pointer: handed to the byte-order helper conv, or
    held in the typed local via made on line made (evidence/packed.py)."""
    reason, facts = PACKED_MEMBER_SITES[key(made or p)]
    member = tidy(member)
    tag, off = re.match(r"^(\w+)\.\w+\+(\d+)$", facts).groups()
    where = "&%s, a member of __packed struct %s at offset %s" % (
        member, tag, off)
    if via:
        msg = "unaligned %s access through %s, which points to %s; use " \
            "get_unaligned() and put_unaligned()" % (what(t), via, where)
    elif conv.endswith("s"):
        t = conv_type(conv)
        msg = "unaligned %d-byte in-place %s() of %s; use get_unaligned" \
            "() and put_unaligned() on it" % (conv_width(conv), conv, where)
    else:
        t = conv_type(conv)
        msg = "unaligned %d-byte load for %s() through %s; use %s()" % (
            conv_width(conv), conv, where, unaligned_helper(conv))
    emit(p, rule, t, "&" + member, msg, made=made, reason=reason)

def emit_packed_use(p, base, obj, fld, fn):
    """The report of &base->fld (or &obj.fld) handed to fn at p, which
    evidence/packed.py judge_use() kept: a byte-order pointer helper
    (unaligned-byteorder) or a typed pointer parameter of a function of
    the file (unaligned-pointer-var)."""
    member = base + "->" + fld if base else obj + "." + fld
    if key(p) in PACKED_ARGUMENTS:
        t, v = PACKED_ARGUMENTS[key(p)]
        emit_packed_member(p, "unaligned-pointer-var", member, None, t=t,
                           via="%s of %s()" % (v, fn))
    else:
        emit_packed_member(p, "unaligned-byteorder", member, fn)

def emit_typed_use(pa, x, t):
    """The report of the access at pa through the typed pointer x (of
    type t *) that a function of the file made from a byte position
    (evidence/typed_pointers.py), at the level its origin decides."""
    found = typed_pointers.judge(pa, x, t)
    if found is None:
        return
    site, e, reason = found
    fn = site[0].current_element
    emit(pa, "unaligned-pointer-var", t, e,
         "unaligned %s access through %s, which points into %%E%s" % (
             what(t), tidy(x), "" if fn == pa[0].current_element
             else " in %s()" % fn), made=site, reason=reason)

def emit_void_cast(p, e, conv):
    """le32_to_cpup((void *)e): the same load as a cast to __le32 *."""
    emit(p, "unaligned-byteorder", conv_type(conv), e,
         "unaligned %d-byte load for %s() through %%E, cast to void *; "
         "use %s()" % (conv_width(conv), conv, unaligned_helper(conv)))

def emit_cast(p, rule, t, e, conv=""):
    """The report of a load or store through the cast (t *)e at p, of
    the kind rule: a byte-order helper conv (le32_to_cpu(), a store of
    cpu_to_be16()), a read-modify-write, a store or a load."""
    cast = tidy(t + " *")
    if rule == "unaligned-byteorder":
        msg = "unaligned %s %s %s() through %%E; use %s()" % (
            what(t), "store of" if byteorder(conv, "store") else
            "load for", conv, unaligned_helper(conv))
    elif rule == "unaligned-cast-rmw":
        msg = "unaligned %s read-modify-write through %s cast from %%E" % (
            what(t), cast)
    else:
        msg = "unaligned %s %s through %s cast from %%E; use %s()" % (
            what(t), "store" if rule == "unaligned-cast-write" else "load",
            cast, "put_unaligned" if rule == "unaligned-cast-write" else
            "get_unaligned")
    emit(p, rule, t, e, msg)

def emit_macro_cast(p, macro, arg, is_void):
    """The report of the cast that the file's macro makes of arg, which
    evidence/macro_cast.py found at p: the fix belongs in the macro."""
    t, e = MACRO_CASTS[key(p)]
    order = t.lstrip("_")
    emit(p, "unaligned-macro-cast", t, e,
         "unaligned %s access: %s() casts %s to %s *; use get_unaligned_%s() "
         "and put_unaligned_%s() in the macro" % (what(t), macro, tidy(arg),
                                                  t, order, order),
         is_void=is_void)

def emit_overlay(pa, pd, e, tag, member):
    """The report of member of struct tag, laid over e at pd, at pa."""
    emit(pa, "unaligned-struct-overlay", "struct", e,
         "%d-byte member %s of struct %s, which is laid over %%E and not "
         "__packed" % (MEMBERS[(tag, member)], member, tag), made=pd,
         reason=overlay_reason(pd, e, tag, member))


def sparse_cast_record(path, line, t, reason, why):
    """FILE: SPARSE-CAST: LINE TYPE LEVEL REASON WHY, as bytes (TYPE "-"
    for none; the file's own bytes in TYPE and WHY, backslashes and line
    ends escaped in WHY)."""
    why = why.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r")
    return b"%s: SPARSE-CAST: %d %s %s %s %s\n" % (
        os.fsencode(path), line, (t or "-").encode("latin-1"),
        REASONS[reason.split(":")[0]][0].encode(), reason.encode(),
        why.encode("latin-1"))


def start_file():
    """The first rule for each file: the previous file forgotten
    (next_file()), then the file's SPARSE-CAST records."""
    profile_checkpoint()
    next_file()
    emit_sparse_casts()


def sparse_skipped():
    """The files sparse will not check (UNALIGNED_SPARSE_SKIPPED names a
    file of their paths, one a line, as spatch is given them): the
    checker's prefilter found no cast sparse could warn of there."""
    if "sparse_skipped" not in SPATCH:
        path = os.environ.get("UNALIGNED_SPARSE_SKIPPED")
        try:
            with open(path or "", "rb") as listing:
                SPATCH["sparse_skipped"] = set(
                    os.fsdecode(line) for line in listing.read().split(b"\n"))
        except OSError:
            SPATCH["sparse_skipped"] = set()
    return SPATCH["sparse_skipped"]


def emit_sparse_casts():
    """The SPARSE-CAST records of the file being checked, when the checker
    asks for its records (UNALIGNED_READS=1) and sparse checks the file:
    they are more than half of the analysis's time."""
    f = CURRENT["file"]
    if SPATCH["reads"] and f is not None and f not in sparse_skipped():
        for line, t, reason, why in sparse_cast_reasons(f):
            print_bytes(sparse_cast_record(f, line, t, reason, why))
