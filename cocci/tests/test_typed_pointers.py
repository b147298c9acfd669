# SPDX-License-Identifier: GPL-2.0-only
"""Typed pointers into byte buffers without a cast at the access
(evidence/typed_pointers.py): a member one function points into a
buffer, a parameter its callers hand byte positions, a local set from
skb_push(); judged where the pointer was made."""

from unaligned import state
from unaligned.confidence import REASONS
from unaligned.evidence import typed_pointers
from unaligned.reads import CURRENT
from tests.helpers import SnippetTest

SNIPPET = """
struct demo_priv {
	u8 *buf;
	__le32 *status;
	__le32 *words;
};

static void demo_setup(struct demo_priv *priv)
{
	priv->status = (__le32 *)(priv->buf + 3); /* made */
}

static void demo_words(struct demo_priv *priv, u32 *space)
{
	priv->words = (__le32 *)space; /* typed */
}

u32 demo_poll(struct demo_priv *priv)
{
	return le32_to_cpu(*priv->status); /* use */
}

static u16 demo_field(const __le16 *field)
{
	return le16_to_cpup(field); /* param */
}

u16 demo_parse(u8 *frame)
{
	return demo_field((const __le16 *)(frame + 5)); /* call */
}

static u16 demo_even(u8 *frame)
{
	return demo_aligned((const __le16 *)(frame + 4)); /* even */
}

static u16 demo_aligned(const __le16 *field)
{
	return le16_to_cpup(field); /* aligned */
}
"""


class TypedPointers(SnippetTest):
    def setUp(self):
        super().setUp()
        self.path = self.write("t.c", SNIPPET)
        CURRENT["file"] = self.path
        # the casts of byte pointers that the byte_sites rule records
        for fn, marker in (("demo_setup", "/* made */"),
                           ("demo_parse", "/* call */"),
                           ("demo_even", "/* even */")):
            p = self.at(self.path, fn, marker)
            state.BYTE_SITES.add((self.path, p[0].line, "20"))
        self.params(self.at(self.path, "demo_setup", "/* made */"),
                    priv="struct demo_priv *")
        self.params(self.at(self.path, "demo_words", "/* typed */"),
                    priv="struct demo_priv *", space="u32 *")
        self.params(self.at(self.path, "demo_parse", "/* call */"),
                    frame="u8 *")
        self.params(self.at(self.path, "demo_even", "/* even */"),
                    frame="u8 *")

    def tearDown(self):
        CURRENT["file"] = None
        super().tearDown()

    def test_candidates(self):
        self.assertTrue(typed_pointers.typed_candidate("priv -> status"))
        # set only from a typed pointer: no byte position
        self.assertFalse(typed_pointers.typed_candidate("priv -> words"))
        self.assertTrue(typed_pointers.typed_candidate("field"))
        # a parameter no call of the file hands a cast or an offset
        self.assertFalse(typed_pointers.typed_candidate("priv"))

    def test_gate_of_the_rule(self):
        # the typed_use rule runs only where a candidate can hold
        self.assertTrue(typed_pointers.typed_names_in_file())
        plain = self.write("plain.c", "u32 f(__le32 *v)\n{\n"
                           "\treturn le32_to_cpup(v);\n}\n")
        CURRENT["file"] = plain
        self.assertFalse(typed_pointers.typed_names_in_file())
        self.assertFalse(typed_pointers.typed_candidate("v"))
        CURRENT["file"] = None
        self.assertFalse(typed_pointers.typed_names_in_file())

    def test_member_set_in_another_function(self):
        p = self.at(self.path, "demo_poll", "/* use */")
        self.params(p, priv="struct demo_priv *")
        site, e, reason = typed_pointers.judge(p, "priv -> status", "__le32")
        self.assertEqual((site[0].current_element, e, reason),
                         ("demo_setup", "priv->buf + 3", "unaligned-offset"))
        self.assertEqual(REASONS[reason][0], "high")

    def test_parameter_of_byte_positions(self):
        p = self.at(self.path, "demo_field", "/* param */")
        self.params(p, field="__le16 *")
        site, e, reason = typed_pointers.judge(p, "field", "__le16")
        self.assertEqual((site[0].current_element, e, REASONS[reason][0]),
                         ("demo_parse", "frame + 5", "high"))

    def test_aligned_origin(self):
        """frame + 4 of a byte parameter is not evidence of misalignment:
        moderate at most, never high."""
        p = self.at(self.path, "demo_aligned", "/* aligned */")
        self.params(p, field="__le16 *")
        found = typed_pointers.judge(p, "field", "__le16")
        self.assertNotEqual(found and REASONS[found[2]][0], "high")

    def test_without_the_byte_sites(self):
        """The evidence decides: without the cast of a byte pointer where
        the member was set, there is no origin, so no finding."""
        state.BYTE_SITES.clear()
        state.begin_file()
        p = self.at(self.path, "demo_poll", "/* use */")
        self.assertIsNone(typed_pointers.judge(p, "priv -> status", "__le32"))
