# SPDX-License-Identifier: GPL-2.0-only
"""sparse's casts made inside a function-like macro of the tree's headers
(evidence/tree_macros.py): the defines table's "macro:" records, the
call expanded where sparse names it, the cast's operand judged by the
evidence of a cast written out, and the SPARSE-CAST records."""

import os

from unaligned import defines
from unaligned.confidence import REASONS, sparse_cast_reasons
from unaligned.evidence import tree_macros
from unaligned.report import sparse_cast_record
from tests.helpers import SnippetTest

# the tree's defines table as checker/defines.c writes it: a stamp line,
# then sorted NAME BODY lines
TABLE = [
    "PORT_ADDR_SIZE 8",
    "macro:HW_ADDR (_a) ((unsigned long long) be64_to_cpu(*(__be64 *)(_a)))",
    "macro:HW_ADDR_SAFE (_a) get_unaligned_be64((const __be64 *)(_a))",
    "macro:WORD_AT (p, i) (*((__le32 *)(p) + (i)))",
    "struct:port_dev void *owner; u8 wwn[PORT_ADDR_SIZE]; u8 kind; "
    "u8 peer[PORT_ADDR_SIZE]; u64 stamp; }",
]

SNIPPET = r"""#include <scsi/port.h>

static void show(struct port_dev *dev, u8 *raw, u64 *word, u32 *half)
{
	pr_info("%llx\n", HW_ADDR(dev->wwn));
	pr_info("%llx %d\n",
		HW_ADDR(dev->peer), 1);
	pr_info("%llx\n", HW_ADDR(raw));
	pr_info("%llx\n", HW_ADDR(word));
	pr_info("%llx\n", HW_ADDR(half));
	pr_info("%llx\n", HW_ADDR_SAFE(dev->peer));
	pr_info("%x\n", WORD_AT(dev->wwn, 1));
	pr_info("%llx %llx\n", HW_ADDR(dev->wwn), HW_ADDR(raw));
	pr_info("%llx %llx\n", HW_ADDR(dev->wwn), HW_ADDR(dev->peer));
}
"""


class TreeMacros(SnippetTest):
    def setUp(self):
        super().setUp()
        self.table(TABLE)
        self.path = self.write("port.c", SNIPPET)

    def tearDown(self):
        os.environ.pop("UNALIGNED_DEFINES", None)
        defines.TREE_DEFINES = None
        tree_macros.TREE_MACROS.clear()
        super().tearDown()

    def table(self, lines):
        path = self.write("defines.txt", "/* stamp 0 */\n" +
                          "".join(l + "\n" for l in sorted(lines)))
        os.environ["UNALIGNED_DEFINES"] = path
        defines.TREE_DEFINES = None
        tree_macros.TREE_MACROS.clear()

    def records(self):
        return dict((line, (t, reason, why)) for line, t, reason, why in
                    sparse_cast_reasons(self.path) if reason.startswith(
                        "sparse-macro-"))

    def test_table_record(self):
        self.assertEqual(tree_macros.tree_macro("HW_ADDR"),
                         "(_a) ((unsigned long long) "
                         "be64_to_cpu(*(__be64 *)(_a)))")
        self.assertIsNone(tree_macros.tree_macro("PORT_ADDR_SIZE"))
        self.assertIsNone(tree_macros.tree_macro("pr_info"))

    def test_struct_layout(self):
        """A byte array member at 8 of a struct with a pointer: aligned,
        low; at 17: misaligned, high; both by the struct's layout from
        the tree's table, the call over two lines recorded where the
        macro is named."""
        r = self.records()
        self.assertEqual(r[5][:2], ("__be64",
                                    "sparse-macro-aligned:struct-layout"))
        self.assertIn("HW_ADDR() casts (dev->wwn) to __be64 *", r[5][2])
        self.assertIn("port_dev.wwn+8", r[5][2])
        self.assertEqual(r[7][:2], ("__be64",
                                    "sparse-macro-misaligned:struct-layout"))
        self.assertIn("port_dev.peer+17", r[7][2])
        self.assertEqual(REASONS["sparse-macro-aligned"][0], "low")
        self.assertEqual(REASONS["sparse-macro-misaligned"][0], "high")

    def test_declared_type(self):
        """A u64 * is aligned for an 8-byte access; a u32 * is not known
        to be, nor a byte pointer: no record, the finding stays
        moderate."""
        r = self.records()
        self.assertEqual(r[9][:2], ("__be64",
                                    "sparse-macro-aligned:declared-type"))
        self.assertNotIn(8, r)
        self.assertNotIn(10, r)

    def test_accessor_and_elements(self):
        """A cast in get_unaligned_be64()'s argument is no access; a word
        index from an aligned member stays aligned."""
        r = self.records()
        self.assertNotIn(11, r)
        self.assertEqual(r[12][:2], ("__le32",
                                     "sparse-macro-aligned:struct-layout"))

    def test_worst_of_the_statement(self):
        """Every cast of the type in the statement counts: one unknown
        leaves the finding as it is, one misaligned makes it high."""
        r = self.records()
        self.assertNotIn(13, r)
        self.assertEqual(r[14][1], "sparse-macro-misaligned:struct-layout")
        self.assertIn("(dev->peer)", r[14][2])

    def test_without_the_table_nothing(self):
        """The evidence needs the table's macro records: without them the
        tree's macro is unknown and no record is made."""
        self.table([l for l in TABLE if not l.startswith("macro:")])
        self.assertEqual(self.records(), {})

    def test_file_macro_of_the_same_name(self):
        """A macro of the file's own is the one its calls expand to:
        HW_ADDR() casts nothing then, WORD_AT() is still the tree's."""
        self.path = self.write("own.c", "#define HW_ADDR(x) ((x)[0])\n" +
                               SNIPPET.split("\n", 1)[1])
        self.assertEqual(sorted(self.records()), [12])

    def test_record_level(self):
        """The record's level is the one of the reason before the colon."""
        line = sparse_cast_record("port.c", 5, "__be64",
                                  "sparse-macro-aligned:struct-layout",
                                  "why")
        self.assertEqual(line, b"port.c: SPARSE-CAST: 5 __be64 low "
                         b"sparse-macro-aligned:struct-layout why\n")

    def test_in_a_variadic_macro_of_the_file(self):
        """The call in the variable arguments of a GNU-style debug macro
        of the file (fmt, arg...) is expanded and judged too."""
        self.path = self.write("dbg.c", "#define dbg(fmt, arg...) "
                               "printk(fmt, ##arg)\n"
                               "static void g(struct port_dev *dev)\n{\n"
                               "\tdbg(\"%llx\\n\", HW_ADDR(dev->peer));\n"
                               "}\n")
        self.assertEqual(self.records()[4][1],
                         "sparse-macro-misaligned:struct-layout")
        self.assertEqual(defines.expand_text(
            {"dbg": "(fmt, arg...) printk(fmt, ##arg)"}, "dbg(\"x\", a, b)"),
            "(printk(\"x\", ##a, b))")

    def test_nothing_remembered_from_before_the_match(self):
        """The records are made first for each file, before the semantic
        patches collect its parameters: the evidence that reads those
        (callers, aliases, contracts) is not asked, so that it does not
        remember an answer made without them."""
        from unaligned.evidence import callers
        self.records()
        self.assertEqual(dict(callers.CALLS), {})
        self.assertEqual(dict(callers.PARAMETER_STEPS), {})
