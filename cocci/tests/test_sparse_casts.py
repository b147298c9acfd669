# SPDX-License-Identifier: GPL-2.0-only
"""sparse's casts: the casts written out, the statements whose macros
cast only a byte pointer held in a struct member
(evidence/sparse_casts.py), the level the confidence table gives them,
and the SPARSE-CAST records the checker applies
(docs/record-format.md)."""

import io
import os
import sys
import unittest

from unaligned import confidence, reads
from unaligned.confidence import REASONS, sparse_cast_reasons
from unaligned.defines import each_define, expand_text
from unaligned.evidence import sparse_casts
from unaligned.evidence.sparse_casts import (MacroTexts, casts_member,
                                           declared_structs,
                                           member_macro_casts, written_casts,
                                           written_cast_types)
from unaligned.layout import StructDefinitions, struct_definitions
from unaligned.report import emit_sparse_casts, sparse_cast_record
from unaligned.spatch import SPATCH
from tests.helpers import SnippetTest

# cw1200's wsm.c: a cursor in a struct, stepped by the macros
WSM = r"""struct wsm_buf {
	u8 *begin;
	u8 *data;
	u8 *end;
};
struct pkt {
	__le32 len;
	u8 data[];
};
struct tlv {
	u8 type;
	u8 value[];
} __packed;
#define __WSM_GET(buf, type, type2, cvt)	\
	({					\
		type val;			\
		if ((buf)->data + sizeof(type) > (buf)->end)	\
			goto underflow;		\
		val = cvt(*(type2 *)(buf)->data);	\
		(buf)->data += sizeof(type);	\
		val;				\
	})
#define WSM_GET32(buf) __WSM_GET(buf, u32, __le32, __le32_to_cpu)
#define BEGIN32(b) le32_to_cpu(*(__le32 *)b->begin)
#define AT4(b) (*(__le32 *)((b)->data + 4))
#define WORD1(p) le32_to_cpu(*((__le32 *)(p) + 1))
#define TO_TLV(x) ((struct tlv *)(x))
#define TLV_LE16(t) le16_to_cpu(*((__le16 *)(TO_TLV(t)->value)))
#define DEEP(b) WSM_GET32(b)
#define VALUE16(t) (*(__le16 *)(t)->value)
#define GET_WORD2(c) le32_get_bits(*((const __le32 *)(c) + 2), 3)
#define SIZED(b) (sizeof(__le32 *) + (b)->data[0])
"""

# the tree's type table: the byte pointers and arrays of its structs
TYPES = """struct sk_buff {
	u64 cb[1];
	unsigned char *data;
};
"""

CONTEXT = "static void f(struct wsm_buf *buf, struct sk_buff *c2h, " \
    "struct pkt *pkt, u8 *p)\n{\n"


class Casts(unittest.TestCase):
    def setUp(self):
        self.mt = MacroTexts(dict(each_define(WSM)), [WSM],
                             lambda: struct_definitions(WSM),
                             lambda: StructDefinitions(TYPES))

    def cast(self, text, context=CONTEXT):
        return casts_member(self.mt, text, declared_structs(context),
                            len(context))

    def test_member_at_offset_0(self):
        """Through a second macro, and the argument itself a member
        (skb->data, a pointer by the tree's table)."""
        self.assertEqual(self.cast("reg = WSM_GET32(&buf);"),
                         ("WSM_GET32", "(&buf)->data"))
        self.assertEqual(self.cast("WARN_ON(WSM_GET32(buf));"),
                         ("WSM_GET32", "(buf)->data"))
        self.assertEqual(self.cast("x = DEEP(buf);"), ("DEEP", "(buf)->data"))
        self.assertEqual(self.cast("x = BEGIN32(buf);"),
                         ("BEGIN32", "buf->begin"))
        self.assertEqual(self.cast("x = GET_WORD2(c2h->data);"),
                         ("GET_WORD2", "(c2h->data)"))
        self.assertEqual(
            self.cast("x = GET_WORD2( c2h->data ) + GET_WORD2(\n\tc2h->data);"),
            ("GET_WORD2", "(c2h->data)"))

    def test_not_a_pointer_member(self):
        """A byte array member, a byte pointer of its own, an offset, a
        member's array: sparse's finding keeps its level. Each would be
        taken for a member at offset 0 without that rule."""
        for text in ("x = GET_WORD2(pkt->data);", "x = GET_WORD2(p);",
                     "x = AT4(buf);", "x = WORD1(rx_desc);",
                     "x = TLV_LE16(buffer);", "x = VALUE16(tlv);"):
            self.assertIsNone(self.cast(text), text)

    def test_every_cast(self):
        """One cast of something else keeps the finding; sizeof(T *) is no
        cast; without a macro of the file there is nothing to say."""
        self.assertIsNone(self.cast("x = WSM_GET32(buf) + WORD1(p);"))
        self.assertIsNone(self.cast("x = SIZED(buf);"))
        self.assertIsNone(self.cast("x = le32_to_cpu(*(__le32 *)buf->data);"))

    def test_undeclared_base(self):
        """Without a declaration of its base, a member named "data" is a
        byte array somewhere (struct pkt), "begin" a pointer everywhere."""
        self.assertIsNone(self.cast("reg = WSM_GET32(&buf);", ""))
        self.assertEqual(self.cast("x = BEGIN32(buf);", ""),
                         ("BEGIN32", "buf->begin"))


class Written(unittest.TestCase):
    def test_written_cast_types(self):
        """A cast written out: a word, one star, ")", and "(" before it
        past const and volatile; not a declaration, a macro's name, a
        longer word."""
        self.assertEqual(written_cast_types("\t__le16 *buf = (__le16 *)data;"),
                         {"__le16"})
        self.assertEqual(written_cast_types("x = le32_to_cpup((const __le32*)p);"),
                         {"__le32"})
        self.assertEqual(written_cast_types("f((  volatile const __be32  * ) p)"),
                         {"__be32"})
        self.assertEqual(written_cast_types("x = (u8 *)a + (__le16 *)b;"),
                         {"u8", "__le16"})
        for line in ("\t__le16 *ebuf;", "SET_H2C_CMD_ID_CLASS(h2c_pkt, H2C_CMD_SCAN);",
                     "x = (struct hdr *)p;", "x = (__le32 **)p;",
                     "x = (__le32 *p);", "x = sizeof(*p);"):
            self.assertEqual(written_cast_types(line), set(), line)


class Expansion(unittest.TestCase):
    def test_each_define(self):
        defines = dict(each_define("#define A 1\n  # define B(x) \\\n (x)\n"
                                   "#definex C\n#define D\n"))
        self.assertEqual(defines, {"A": " 1", "B": "(x) \\\n (x)", "D": ""})

    def test_expand_text(self):
        macros = {"W": "(p) (*(__le32 *)(p))", "V": "(f, ...) f(__VA_ARGS__)",
                  "K": " W(k)", "LOOP": "(x) LOOP(x)"}
        self.assertEqual(expand_text(macros, "a = W(b->c);"),
                         "a = ((*(__le32 *)(b->c)));")
        self.assertEqual(expand_text(macros, "V(g, 1, 2)"), "(g(1, 2))")
        self.assertEqual(expand_text(macros, "K"), " ((*(__le32 *)(k)))")
        # W without a call, and a macro that calls itself: depth-bound
        self.assertEqual(expand_text(macros, "W + 1"), "W + 1")
        self.assertEqual(expand_text(macros, "LOOP(1)", 2), "((LOOP(1)))")


HEADER = r"""struct ring {
	u8 *data;
};
#define RING_LE32(r) le32_to_cpu(*(__le32 *)(r)->data)
"""

SOURCE = r"""#include "ring.h"

static u32 f(struct ring *r, u8 *p)
{
	u32 x = RING_LE32(r);
	u32 y = le32_to_cpu(*(__le32 *)p);

	return x + RING_LE32(
		r);
}
"""


class File(SnippetTest):
    def setUp(self):
        super().setUp()
        self.write("ring.h", HEADER)
        self.path = self.write("ring.c", SOURCE)

    def test_lines(self):
        """The file's statements that call the header's macro, from each
        line that starts one; not the cast written out."""
        found = member_macro_casts(self.path)
        self.assertEqual(found, {5: ("RING_LE32", "(r)->data"),
                                 8: ("RING_LE32", "(r)->data")})

    def test_reason_and_level(self):
        """The table gives these what it gives a struct member's byte
        pointer at offset 0; a cast written out is low too."""
        reasons = sparse_cast_reasons(self.path)
        self.assertEqual([r[:3] for r in reasons],
                         [(5, None, "sparse-member-macro"),
                          (6, "__le32", "sparse-cast-written-out"),
                          (8, None, "sparse-member-macro")])
        line, t, reason, why = reasons[0]
        self.assertIn("RING_LE32() casts (r)->data", why)
        self.assertEqual(REASONS[reason][0], REASONS["struct-member"][0])
        for reason in confidence.SPARSE_REASONS:
            if reason != "sparse-macro-misaligned":
                self.assertEqual(REASONS[reason][0], "low")

    def test_written_casts(self):
        self.assertEqual(written_casts(self.path), {6: {"__le32"}})

    def test_records(self):
        """The records, printed when the checker asks for them, after the
        READ records of what was read: the file and its header."""
        lines = self.emitted()
        header = os.path.join(self.dir, "ring.h")
        self.assertIn("%s: READ: file" % self.path, lines[0])
        self.assertTrue(any(l.endswith(" " + header) for l in lines))
        records = [l for l in lines if ": SPARSE-CAST: " in l]
        self.assertEqual(len(records), 3)
        self.assertTrue(records[0].startswith(
            "%s: SPARSE-CAST: 5 - low sparse-member-macro RING_LE32() casts "
            "(r)->data, a byte pointer" % self.path))
        self.assertEqual(records[1], "%s: SPARSE-CAST: 6 __le32 low "
                         "sparse-cast-written-out the cast is written out "
                         "here, and the semantic patches found no unaligned "
                         "access through it" % self.path)

    def emitted(self):
        """What emit_sparse_casts() prints for the file, as lines."""
        saved, out = SPATCH["reads"], io.BytesIO()
        stdout = sys.stdout
        sys.stdout = io.TextIOWrapper(out)
        SPATCH["reads"] = True
        reads.CURRENT["file"] = self.path
        try:
            emit_sparse_casts()
            sys.stdout.flush()
        finally:
            SPATCH["reads"] = saved
            reads.CURRENT["file"] = None
            sys.stdout.detach()
            sys.stdout = stdout
        return out.getvalue().decode().splitlines()

    def test_no_records_where_sparse_does_not_run(self):
        """A file the checker names in UNALIGNED_SPARSE_SKIPPED (its
        sparse prefilter found nothing sparse could warn of) gets no
        SPARSE-CAST records; another file of the list does not hide
        this one's."""
        listing = os.path.join(self.dir, "skipped")
        saved = os.environ.get("UNALIGNED_SPARSE_SKIPPED")
        try:
            for names, expected in (([self.path], 0), (["other.c"], 3)):
                with open(listing, "w") as f:
                    f.write("".join(n + "\n" for n in names))
                os.environ["UNALIGNED_SPARSE_SKIPPED"] = listing
                SPATCH.pop("sparse_skipped", None)
                records = [l for l in self.emitted()
                           if ": SPARSE-CAST: " in l]
                self.assertEqual(len(records), expected, names)
        finally:
            SPATCH.pop("sparse_skipped", None)
            if saved is None:
                os.environ.pop("UNALIGNED_SPARSE_SKIPPED", None)
            else:
                os.environ["UNALIGNED_SPARSE_SKIPPED"] = saved

    def test_record_escapes(self):
        self.assertEqual(
            sparse_cast_record("a.c", 3, None, "sparse-member-macro",
                               "M() casts x\\\n->d"),
            b"a.c: SPARSE-CAST: 3 - low sparse-member-macro M() casts x\\\\\\n->d\n")

    def test_tree_types(self):
        """The struct a base is declared with, found in the tree's type
        table (UNALIGNED_TYPES) when the file and its headers lack it."""
        path = self.write("skb.c", "#define C2H(c) le32_to_cpu(*(__le32 *)(c))\n"
                          "void f(struct sk_buff *skb)\n{\n"
                          "\tu32 x = C2H(skb->data);\n}\n")
        table = self.write("types.h", TYPES)
        saved = dict(sparse_casts.TREE_TYPES)
        os.environ["UNALIGNED_TYPES"] = table
        sparse_casts.TREE_TYPES["text"] = None
        try:
            self.assertEqual(member_macro_casts(path),
                             {4: ("C2H", "(skb->data)")})
        finally:
            del os.environ["UNALIGNED_TYPES"]
            sparse_casts.TREE_TYPES.clear()
            sparse_casts.TREE_TYPES.update(saved)


if __name__ == "__main__":
    unittest.main()
