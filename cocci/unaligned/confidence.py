# SPDX-License-Identifier: GPL-2.0-only
"""The confidence of a finding: high, moderate or low, from the kind of
pointer and what is known of its offset (see the header of
unaligned_access.cocci).
"""

from .ctype import width
from .evidence.callers import callers_pass_members
from .evidence.dispatch import dispatch_guarded, selector_stepped_local, type_erased
from .evidence.data_offsets import DATA_SITES, data_place
from .evidence.efficient import efficient_lines
from .evidence.frames import frame_place, overlay_place
from .evidence.sparse_casts import macro_cast_judgements, written_casts
from .evidence.origin import member_like, origin_divisor
from .evidence.struct_layout import misplaced
from .evidence.tables import offset_table_member, table_positions
from .evidence.tree_macros import tree_macro_casts
from .expr import base_ident, split_offset, strip_cast, strip_parens
from .layout import member_position
from .offsets import offset_multiple_of
from .state import (ARRAY_SITES, CONTRACT_SITES, LAYOUT_SITES, MEMBERS,
                    PACKED_MEMBER_SITES, PARAMS, RX_SITES, VOID_SITES, key)

# Why a finding has its level: the evidence found, or missing. Each
# reason names one branch of confidence(); the report carries it.
REASONS = {
    "efficient-unaligned": ("low", "under CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS"),
    "dispatch-guarded": ("low", "a helper its callers run only after an alignment test"),
    "api-contract": ("low", "aligned by a kernel API contract (data/api-contracts), named after the colon"),
    "rx-frame": ("high", "a received frame's data at a place not a multiple of the width (data/rx-frames: skb->data is 2 mod 8 where NET_IP_ALIGN is 2), named after the colon with the residue"),
    "rx-frame-aligned": ("low", "a received frame's data at a place that is a multiple of the width (data/rx-frames)"),
    "tx-frame": ("high", "a transmitted frame's data, after skb_push() by constants, at a place not a multiple of the width (data/tx-frames: the Ethernet header is 2 mod 4), named after the colon with the place (usbnet-tx-fixup+2mod4)"),
    "tx-frame-aligned": ("low", "a transmitted frame's data at a place that is a multiple of the width (data/tx-frames)"),
    "frame-overlay": ("high", "a struct laid over a received or transmitted frame's data, its member at a place not a multiple of its width, named after the colon: the frame and place, the struct, member and offset (usbnet-rx-fixup+2,demo_hdr.seq+4)"),
    "frame-overlay-aligned": ("low", "a struct laid over a frame's data, its member at a place that is a multiple of its width"),
    "struct-layout": ("high", "a byte array member of a struct that is not __packed, through a struct pointer or object, at a place not a multiple of the width (offsetof() plus the offset, modulo the struct's alignment: evidence/struct_layout.py), named after the colon (asd_ha_struct.hw_prof.sas_addr+4mod8)"),
    "data-offset": ("high", "the offset, or a stride the pointer was moved by, is read from the data (a length field, a device-supplied offset: evidence/data_offsets.py), of unknown residue; the value after the colon (data-offset:le16_to_cpu(rec->len))"),
    "offset-table": ("low", "the offset is an offsetof() from a table"),
    "unaligned-offset": ("high", "the offset is not known to be a multiple of the width"),
    "packed-array-member": ("low", "a byte array at an aligned place of its struct"),
    "void-pointer": ("low", "a void * of unknown origin at an aligned offset"),
    "struct-member": ("low", "a byte pointer held in a struct member (skb->data)"),
    "member-origin": ("low", "a local that holds a struct member's pointer"),
    "selector-stepped": ("low", "a local stepped by the width a selector picks"),
    "table-position": ("low", "a local set from a table of positions"),
    "type-erased": ("low", "a type-erased parameter cast at offset 0"),
    "callers-pass-members": ("low", "every caller passes a struct member's pointer"),
    "byte-parameter": ("moderate", "a byte pointer parameter of unknown alignment, at an aligned offset: no caller known, so nothing known either way"),
    "unknown-origin": ("moderate", "a local byte pointer of unknown origin"),
    "struct-overlay": ("low", "a struct laid over a byte buffer, not __packed"),
    "packed-member-offset": ("high", "a __packed struct's member at an offset not a multiple of the width, named after the colon (struct.member+offset)"),
    "packed-member-base": ("moderate", "a __packed struct's member at an aligned offset, the struct's address not known to be aligned"),
    "sparse-cast-written-out": ("low", "sparse's cast written out in the statement, which the rules parsed and followed to no access they could not show aligned: a pointer handed to a function, compared, or into a typed object"),
    "sparse-accessor-macro": ("low", "sparse's cast inside macros of the file that make it only in the arguments of get/put_unaligned*() or memcpy(): the safe idiom; the checker drops the finding"),
    "sparse-member-macro": ("low", "sparse's cast inside macros of the file or its local headers that cast only a byte pointer held in a struct member, at offset 0: as struct-member"),
    "sparse-macro-aligned": ("low", "sparse's cast inside a function-like macro of the tree's headers (the defines table's macro: records), whose operand the evidence named after the colon shows aligned for the width (evidence/tree_macros.py)"),
    "sparse-macro-misaligned": ("high", "sparse's cast inside a function-like macro of the tree's headers, whose operand is a byte array member at a place of its struct not a multiple of the width (struct-layout, evidence/tree_macros.py)"),
}
# reasons the rules pass themselves, not branches of confidence_reason()
RULE_REASONS = ("struct-overlay", "frame-overlay", "frame-overlay-aligned",
                "packed-member-offset", "packed-member-base")
# reasons of sparse's findings, branches of sparse_cast_reasons(): the
# checker applies them from SPARSE-CAST records (docs/record-format.md)
SPARSE_REASONS = ("sparse-cast-written-out", "sparse-member-macro",
                  "sparse-accessor-macro", "sparse-macro-aligned",
                  "sparse-macro-misaligned")


def reason_field(p, reason):
    """The reason as the report carries it: the key of REASONS, and for a
    contract the contract's name (api-contract:crypto-cipher-encrypt)."""
    if reason == "api-contract" and key(p) in CONTRACT_SITES:
        return "%s:%s" % (reason, CONTRACT_SITES[key(p)])
    if reason.startswith(("rx-frame", "tx-frame", "frame-overlay")) and \
            key(p) in RX_SITES:
        return "%s:%s" % (reason, RX_SITES[key(p)])
    if reason == "data-offset" and key(p) in DATA_SITES:
        return "%s:%s" % (reason, DATA_SITES[key(p)])
    if reason == "struct-layout" and key(p) in LAYOUT_SITES:
        return "%s:%s" % (reason, LAYOUT_SITES[key(p)])
    if reason.startswith("packed-member") and key(p) in PACKED_MEMBER_SITES:
        return "%s:%s" % (reason, PACKED_MEMBER_SITES[key(p)][1])
    return reason


def overlay_reason(pd, e, tag, member):
    """The reason of the finding of member of struct tag laid over e at
    pd: the frame's place when e is at a known place of a received or
    transmitted frame (evidence/frames.py), data-offset when the data
    decides where e is (evidence/data_offsets.py), else struct-overlay."""
    w = MEMBERS.get((tag, member), 0)
    fr = overlay_place(pd, e, tag, member, w)
    if not fr:
        # laid over a place the data decides: a record walked by its
        # length field
        return "data-offset" if data_place(pd, e, w) else "struct-overlay"
    RX_SITES[key(pd)] = fr[1]
    return "frame-overlay" if fr[0] else "frame-overlay-aligned"


def confidence(p, e, t, is_void=None):
    """The level of the finding for the access through e as type t."""
    return REASONS[confidence_reason(p, e, t, is_void)][0]


def confidence_reason(p, e, t, is_void=None):
    """The key of REASONS that decides the level of the finding."""
    base, off = split_offset(e)
    w = width(t)
    if is_void is None:
        is_void = key(p) in VOID_SITES
    if any(a <= int(p[0].line) <= b for a, b in efficient_lines(p[0].file)):
        return "efficient-unaligned"
    # a helper run only after its callers tested the alignment (the
    # lib/sort.c word swappers): whatever the offset, low
    name = base_ident(e)
    if name and name in PARAMS.get((p[0].file, p[0].current_element), ()) \
            and dispatch_guarded(p, w):
        return "dispatch-guarded"
    # aligned only because a kernel API promises it (alignment.aligned_base())
    if key(p) in CONTRACT_SITES:
        return "api-contract"
    # a received or transmitted frame's data: where it sits decides, not
    # the offset alone
    fr = frame_place(p, e, w)
    if fr:
        RX_SITES[key(p)] = fr[1]
        if fr[2] == "tx":
            return "tx-frame" if fr[0] else "tx-frame-aligned"
        return "rx-frame" if fr[0] else "rx-frame-aligned"
    # a byte array member at a place of its struct that the struct's
    # alignment makes misaligned (aligned places are dropped before:
    # alignment.EVIDENCE)
    at = misplaced(p, e, w)
    if at:
        LAYOUT_SITES[key(p)] = at
        return "struct-layout"
    # an offset or a stride read from the data: the device or the sender
    # decides where the access is (evidence/data_offsets.py)
    if data_place(p, e, w):
        return "data-offset"
    if not offset_multiple_of(p, off, w):
        # an offsetof() from a table: the position of a member
        return "offset-table" if offset_table_member(p, off) \
            else "unaligned-offset"
    # a byte array at an aligned position of a __packed struct: as
    # aligned as the struct pointer, an overlay (smb->Protocol, offset 4)
    at = key(p) in ARRAY_SITES and member_position(
        p, strip_parens(strip_cast(base)))
    if at and offset_multiple_of(p, at[0], w):
        return "packed-array-member"
    # void * is how kernel code passes typed objects around (callback
    # arguments, private data): at offset 0 it is of unknown origin
    if is_void:
        return "void-pointer"
    # a byte pointer held in a struct member usually holds the start of
    # an allocation or a DMA buffer (skb->data, fw->data): low at offset 0
    # or an aligned offset; a byte array member is wherever the struct
    # puts it
    if member_like(base) and key(p) not in ARRAY_SITES:
        return "struct-member"
    # a local that only ever holds the pointer of a struct member: the same
    params = PARAMS.get((p[0].file, p[0].current_element), ())
    if name and name not in params:
        d = origin_divisor(p, name)
        if d and d % w == 0:
            return "member-origin"
        if off is None and selector_stepped_local(p, name):
            return "selector-stepped"
        if off is None and table_positions(p, name):
            return "table-position"
    if name and name in params:
        if off is None and type_erased(p, name):
            return "type-erased"
        if callers_pass_members(p, name, w):
            return "callers-pass-members"
        return "byte-parameter"
    return "unknown-origin"


def sparse_cast_reasons(f):
    """(line, type, reason, why) for sparse's cast findings in the C file
    f that the rules can judge though sparse knows only that a cast was
    made: reason a key of SPARSE_REASONS (for the macro-made casts
    followed by ":" and the evidence), why for people (appended to
    sparse's message). With a type, about sparse's cast to that type in
    a statement that holds the line; without, about sparse's cast on the
    statement that starts on the line, of any type (the checker applies
    it unless a macro of the tree's headers may make the cast: its
    sparse prefilter). The checker gives the finding REASONS[reason][0],
    a record with its type before one without."""
    reasons = []
    # written out, the rules parsed the cast and followed the pointer to
    # its accesses, and found none they could not show aligned. In a
    # sample of 40 default findings, 2 of 16 such casts were true,
    # against 6 of 10 casts made by macros
    for line, types in written_casts(f).items():
        for t in sorted(types):
            reasons.append((line, t, "sparse-cast-written-out", "the cast is written out here, and the semantic patches found no unaligned access through it"))
    # a byte pointer held in a struct member: low at offset 0, as
    # confidence_reason() has it ("struct-member"), cw1200's WSM_GET32()
    members, accessor = macro_cast_judgements(f)
    for line, (macro, operand) in members.items():
        reasons.append((line, None, "sparse-member-macro", "%s() casts %s, a byte pointer held in a struct member, which the semantic patches report at low confidence at offset 0" % (macro, operand)))
    # get_unaligned((__le32 *)(p)) in a macro of the file: the safe idiom,
    # as when written out (the checker drops the finding)
    for line, macro in accessor.items():
        reasons.append((line, None, "sparse-accessor-macro", "%s() casts only in the arguments of get/put_unaligned() or memcpy()" % macro))
    # a macro of the tree's headers (the defines table's macro: records)
    # makes the cast: its operand judged by the evidence, unless the
    # statement writes out a cast to the type (that record holds)
    written = set((line, t) for line, t, _, _ in reasons)
    for line, entries in tree_macro_casts(f).items():
        for t, verdict, macro, operand, evidence in entries:
            if any((l, t) in written for l in range(line - 8, line + 9)):
                continue
            reason = "sparse-macro-aligned" if verdict == "aligned" \
                else "sparse-macro-misaligned"
            reasons.append((line, t, "%s:%s" % (reason, evidence.split()[0]), "%s() casts %s to %s *: %s by %s" % (macro, operand, t, verdict, evidence)))
    return sorted(reasons, key=lambda r: (r[0], r[1] or ""))
