# SPDX-License-Identifier: GPL-2.0-only
"""The confidence table: each reason, the level it gives, and a snippet
that takes each branch of confidence_reason()."""

import unittest

from unaligned import confidence, state
from unaligned.confidence import REASONS, confidence_reason
from tests.helpers import SnippetTest

SNIPPET = """
struct priv {
	u8 *data;
};

u32 f(u8 *buf, void *opaque, struct priv *pr)
{
	u8 *local = get_buffer();

	return *(u32 *)(buf + 1); /* here */
}

#ifdef CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS
u32 g(u8 *buf)
{
	return *(u32 *)(buf + 1); /* efficient */
}
#endif
"""


class Table(unittest.TestCase):
    def test_levels(self):
        for reason, (level, why) in REASONS.items():
            self.assertIn(level, ("high", "moderate", "low"), reason)
            self.assertTrue(why, reason)

    def test_every_reason_is_a_branch(self):
        """Every reason but those the rules pass themselves is returned
        by confidence_reason(), or for sparse's findings by
        sparse_cast_reasons()."""
        import inspect
        text = inspect.getsource(confidence_reason)
        sparse = inspect.getsource(confidence.sparse_cast_reasons)
        for reason in REASONS:
            if reason in confidence.SPARSE_REASONS:
                self.assertIn('"%s"' % reason, sparse)
            elif reason not in confidence.RULE_REASONS:
                self.assertIn('"%s"' % reason, text)


class Branches(SnippetTest):
    def setUp(self):
        super().setUp()
        self.path = self.write("c.c", SNIPPET)
        self.p = self.at(self.path, "f", "/* here */")
        self.params(self.p, buf="u8 *", opaque="void *",
                    pr="struct priv *")

    def reason(self, e, t="u32", p=None):
        return confidence_reason(p or self.p, e, t)

    def test_unaligned_offset(self):
        self.assertEqual(self.reason("buf + 1"), "unaligned-offset")
        self.assertEqual(confidence.confidence(self.p, "buf + 1", "u32"),
                         "high")

    def test_byte_parameter(self):
        self.assertEqual(self.reason("buf + 4"), "byte-parameter")

    def test_void_pointer(self):
        state.VOID_SITES.add(state.key(self.p))
        self.assertEqual(self.reason("opaque"), "void-pointer")

    def test_struct_member(self):
        self.assertEqual(self.reason("pr->data"), "struct-member")
        self.assertEqual(self.reason("pr->data + 1"), "unaligned-offset")

    def test_unknown_origin(self):
        self.assertEqual(self.reason("local"), "unknown-origin")
        self.assertEqual(confidence.confidence(self.p, "local", "u32"),
                         "moderate")

    def test_efficient_unaligned(self):
        p = self.at(self.path, "g", "/* efficient */")
        self.params(p, buf="u8 *")
        self.assertEqual(self.reason("buf + 1", p=p), "efficient-unaligned")


if __name__ == "__main__":
    unittest.main()
