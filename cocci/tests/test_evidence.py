# SPDX-License-Identifier: GPL-2.0-only
"""Each kind of alignment evidence (alignment.EVIDENCE): a C snippet where
that kind, and no other, makes the pointer aligned, and the same with
the kind left out (alignment.DISABLED) to show that it counts."""

from unaligned import alignment, state
from unaligned.evidence import guards, iomem
from tests.helpers import SnippetTest

SNIPPET = """
struct th_hdr {
	__be32 seq;
	__be32 ack;
};

struct udc {
	u8 state;
	u32 setup[2];
};

struct smb_hdr {
	__le32 len;
	u8 Protocol[4];
};

static u32 rd(u8 *b)
{
	return *(u32 *)b; /* rd */
}

u32 user(void)
{
	u32 words[4];

	return rd((u8 *)words);
}

int handler(struct net_device *dev, struct iw_request_info *info,
	    union iwreq_data *wrqu, char *extra)
{
	return *(u32 *)extra; /* api */
}

u32 f(struct th_hdr *th, struct udc *udc, struct smb_hdr *smb, u32 *w,
      u8 *kbuf)
{
	u8 *q;

	q = kbuf;
	return 0; /* here */
}
"""


class Evidence(SnippetTest):
    def setUp(self):
        super().setUp()
        self.path = self.write("ev.c", SNIPPET)
        self.p = self.at(self.path, "f", "/* here */")
        self.params(self.p, th="struct th_hdr *", udc="struct udc *",
                    smb="struct smb_hdr *", w="u32 *", kbuf="u8 *")

    def tearDown(self):
        alignment.DISABLED.clear()
        super().tearDown()

    def counts(self, kind, p, e, want):
        """e at p is want-aligned through kind, and less without it."""
        got, by = alignment.base_alignment(
            p, *self.bases(e))
        self.assertEqual((got, by), (want, kind))
        self.assertEqual(alignment.pointer_alignment(p, e), want)
        alignment.DISABLED.add(kind)
        state.begin_file()	# forget what was worked out with it
        self.restore()
        self.assertLess(alignment.pointer_alignment(p, e), want,
                        "%s still aligned without %s" % (e, kind))

    def bases(self, e):
        from unaligned.expr import split_offset, strip_cast, strip_parens, \
            tidy
        base = tidy(strip_parens(split_offset(e)[0]))
        return base, tidy(strip_parens(strip_cast(base)))

    def restore(self):
        self.params(self.p, th="struct th_hdr *", udc="struct udc *",
                    smb="struct smb_hdr *", w="u32 *", kbuf="u8 *")

    def test_every_kind_has_a_test(self):
        kinds = [name for name, _ in alignment.EVIDENCE]
        tested = [name[len("test_"):].replace("_", "-")
                  for name in dir(self) if name.startswith("test_")]
        self.assertEqual(sorted(set(kinds) - set(tested)), [])

    def test_recorded_base(self):
        alignment.base_align(self.p, "kbuf", 8)
        self.assertEqual(alignment.pointer_alignment(self.p, "kbuf + 4"), 4)
        self.assertEqual(alignment.pointer_alignment(self.p, "kbuf + 2"), 2)
        self.counts("recorded-base", self.p, "kbuf", 8)

    def test_typed_pointer_cast(self):
        self.counts("typed-pointer-cast", self.p, "(u8 *)(th + 1)", 4)

    def test_member_address(self):
        self.counts("member-address", self.p, "&udc->setup", 4)

    def test_struct_layout(self):
        self.assertEqual(alignment.pointer_alignment(self.p, "smb->Protocol"),
                         4)
        alignment.DISABLED.add("struct-layout")
        self.assertEqual(alignment.pointer_alignment(self.p, "smb->Protocol"),
                         0)

    def test_aligned_alias(self):
        alignment.base_align(self.p, "kbuf", 8)
        self.assertEqual(alignment.base_alignment(self.p, "q", "q"),
                         (8, "aligned-alias"))
        alignment.DISABLED.add("aligned-alias")
        self.assertLess(alignment.pointer_alignment(self.p, "q"), 8)

    def test_declared_type(self):
        self.counts("declared-type", self.p, "w", 4)

    def test_api_contract(self):
        p = self.at(self.path, "handler", "/* api */")
        self.params(p, dev="struct net_device *",
                    info="struct iw_request_info *",
                    wrqu="union iwreq_data *", extra="char *")
        self.assertEqual(alignment.base_alignment(p, "extra", "extra"),
                         (8, "api-contract"))
        alignment.DISABLED.add("api-contract")
        self.assertLess(alignment.pointer_alignment(p, "extra"), 8)

    def test_callers(self):
        p = self.at(self.path, "rd", "/* rd */")
        self.params(p, b="u8 *")
        self.assertEqual(alignment.base_alignment(p, "b", "b"),
                         (4, "callers"))
        alignment.DISABLED.add("callers")
        self.assertLess(alignment.pointer_alignment(p, "b"), 4)


GUARDED = """
u32 f(u8 *buf, u32 __iomem *regs)
{
	if (IS_ALIGNED((unsigned long)buf, 4))
		return *(u32 *)buf; /* guarded */
	return 0;
}

u32 h(u8 *buf)
{
	return *(u32 *)(buf + 1); /* open */
}

void g(u8 __iomem *mmio)
{
	/* io */
}
"""


class Guards(SnippetTest):
    def test_alignment_test_in_the_function(self):
        """Per function, like the origins: a test before the access."""
        path = self.write("g.c", GUARDED)
        self.assertTrue(guards.alignment_tested(
            self.at(path, "f", "/* guarded */"), "buf"))
        self.assertFalse(guards.alignment_tested(
            self.at(path, "h", "/* open */"), "buf + 1"))

    def test_tested_alignment(self):
        """What a condition proves: IS_ALIGNED() and lib/sort.c's
        is_aligned() their last argument, a mask test the mask plus one."""
        self.assertEqual(guards.tested_alignment("IS_ALIGNED(p, 8)"), 8)
        self.assertEqual(guards.tested_alignment("is_aligned(base, size, 4)"),
                         4)
        self.assertEqual(guards.tested_alignment(
            "((unsigned long)p & 07) == 0"), 8)
        self.assertEqual(guards.tested_alignment(
            "((unsigned long)p & 2) == 0"), 0)
        self.assertEqual(guards.tested_alignment("p != NULL"), 0)

    def test_iomem(self):
        path = self.write("g.c", GUARDED)
        self.assertTrue(iomem.iomem_base(self.at(path, "g", "/* io */"),
                                         "mmio + 4"))
        self.assertFalse(iomem.iomem_base(self.at(path, "g", "/* io */"),
                                          "buf"))
