# SPDX-License-Identifier: GPL-2.0-only
"""Addresses of __packed members used as typed pointers (evidence/
packed.py): the member's offset and what is known of the struct's
address decide, and the reason names the struct, member and offset."""

from unaligned import state
from unaligned.confidence import REASONS, reason_field
from unaligned.evidence import packed
from unaligned.reads import CURRENT
from tests.helpers import SnippetTest

SNIPPET = """
struct demo_hdr {
	u8 type;
	__le32 len;
	__le16 id;
} __packed;

struct demo_pair {
	__le32 a;
	__le32 b;
} __attribute__((packed));

struct demo_plain {
	u8 type;
	__le32 len;
};

static u32 get32(const __le32 *v)
{
	return le32_to_cpu(*v);
}

static u32 get32_safe(const __le32 *v)
{
	return get_unaligned_le32(v);
}

static u32 byte(const u8 *v)
{
	return *v;
}

u32 f(struct demo_hdr *h, struct demo_pair *pr, struct demo_plain *pl)
{
	return get32_safe(&h->len) + byte(&h->type) +
	       get32(&pr->a) + get32(&h->len); /* here */
}
"""


class Packed(SnippetTest):
    def setUp(self):
        super().setUp()
        self.path = self.write("packed.c", SNIPPET)
        self.p = self.at(self.path, "f", "/* here */")
        self.params(self.p, h="struct demo_hdr *", pr="struct demo_pair *",
                    pl="struct demo_plain *")
        # the callees' parameters, as the params rule records them
        for fn, t in (("get32", "__le32 *"), ("get32_safe", "__le32 *"),
                      ("byte", "u8 *")):
            state.PARAMS[(self.path, fn)] = {"v": t}

    def test_member_place(self):
        self.assertEqual(packed.member_place(self.p, "struct demo_hdr",
                                             "len"), (1, 1))
        self.assertEqual(packed.member_place(self.p, "const struct demo_pair",
                                             "b"), (4, 1))
        self.assertIsNone(packed.member_place(self.p, "struct unknown", "x"))

    def test_odd_offset_is_high(self):
        reason = packed.judge(self.p, "struct demo_hdr", "h", "len", 4)
        self.assertEqual(reason, "packed-member-offset")
        self.assertEqual(REASONS[reason][0], "high")
        self.assertEqual(reason_field(self.p, reason),
                         "packed-member-offset:demo_hdr.len+1")
        # id at 5: odd for 2 bytes too
        self.assertEqual(packed.judge(self.p, "struct demo_hdr", "h", "id",
                                      2), "packed-member-offset")

    def test_aligned_offset_unknown_base_is_moderate(self):
        reason = packed.judge(self.p, "struct demo_pair", "pr", "b", 4)
        self.assertEqual(reason, "packed-member-base")
        self.assertEqual(REASONS[reason][0], "moderate")
        # 8 bytes at offset 4: the offset decides
        self.assertEqual(packed.judge(self.p, "struct demo_pair", "pr", "b",
                                      8), "packed-member-offset")

    def test_aligned_base_and_offset_is_no_finding(self):
        from unaligned import alignment
        alignment.base_align(self.p, "pr", 8)	# pr = kmalloc(...)
        self.assertIsNone(packed.judge(self.p, "struct demo_pair", "pr",
                                       "b", 4))
        self.assertNotIn(state.key(self.p), state.PACKED_MEMBER_SITES)
        # an aligned base does not mend an odd offset
        alignment.base_align(self.p, "h", 8)
        self.assertEqual(packed.judge(self.p, "struct demo_hdr", "h", "len",
                                      4), "packed-member-offset")

    def test_not_packed_or_unknown_is_no_finding(self):
        self.assertIsNone(packed.judge(self.p, "struct demo_plain", "pl",
                                       "len", 4))
        self.assertIsNone(packed.judge(self.p, "struct unknown", "h", "x",
                                       4))

    def test_typed_parameter(self):
        self.assertEqual(packed.callee_parameter(self.p, "get32", "&h->len"),
                         ("__le32", "v"))
        self.assertEqual(packed.judge_argument(self.p, "struct demo_hdr", "h",
                                               "len", "get32"),
                         "packed-member-offset")
        self.assertEqual(state.PACKED_ARGUMENTS[state.key(self.p)],
                         ("__le32", "v"))
        # get_unaligned_le32(v) in the callee, a byte pointer, an argument
        # the call does not have: none
        self.assertIsNone(packed.callee_parameter(self.p, "get32_safe",
                                                  "&h->len"))
        self.assertIsNone(packed.callee_parameter(self.p, "byte", "&h->type"))
        self.assertIsNone(packed.callee_parameter(self.p, "get32", "&h->id"))

    def test_packed_uses_possible(self):
        """The gate before the packed_member rule: a file that calls a
        byte-order pointer helper, or defines a function that
        callee_parameter() could take (get32), and none else."""
        def possible(path):
            CURRENT["file"] = path
            try:
                return packed.packed_uses_possible()
            finally:
                CURRENT["file"] = None
        self.assertTrue(possible(self.path))
        # get32() only reads through get_unaligned(), byte() is a byte
        no_callee = self.write("safe.c", SNIPPET.replace(
            "le32_to_cpu(*v)", "get_unaligned_le32(v)"))
        for fn, t in (("get32", "__le32 *"), ("get32_safe", "__le32 *"),
                      ("byte", "u8 *")):
            state.PARAMS[(no_callee, fn)] = {"v": t}
        self.assertFalse(possible(no_callee))
        state.PARAMS[(no_callee, "byte")] = {"v": "__le16 *"}
        self.assertTrue(possible(no_callee))
        helper = self.write("helper.c", "u32 f(struct demo_hdr *h)\n{\n"
                            "\treturn le32_to_cpup(&h->len);\n}\n")
        self.assertTrue(possible(helper))
        # a parameter spatch did not record is not followed either
        state.PARAMS.clear()
        self.assertFalse(possible(self.path))

    def test_parameter_types_from_the_params_rule(self):
        """The parameter's type is what the params rule recorded: a
        callee spatch did not parse (no record) is not followed, and the
        recorded type, not the text, gives the width."""
        del state.PARAMS[(self.path, "get32")]
        self.assertIsNone(packed.callee_parameter(self.p, "get32", "&h->len"))
        state.PARAMS[(self.path, "get32")] = {"v": "__le16 *"}
        self.assertEqual(packed.callee_parameter(self.p, "get32", "&h->len"),
                         ("__le16", "v"))

    def test_judge_use(self):
        self.assertEqual(packed.judge_use(self.p, "struct demo_hdr", "h", "",
                                          "len", "le32_to_cpup"),
                         "packed-member-offset")
        self.assertEqual(packed.judge_use(self.p, "struct demo_pair", "pr",
                                          "", "a", "get32"),
                         "packed-member-base")
        self.assertFalse(packed.judge_use(self.p, "struct demo_hdr", "h", "",
                                          "len", "spin_lock"))
