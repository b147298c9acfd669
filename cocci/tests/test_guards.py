# SPDX-License-Identifier: GPL-2.0-only
"""Guards and hidden accessors: alignment tests written with
__alignof__(), through the file's macros, a loop bound zeroed on a
misaligned pair, and get_unaligned() inside the file's macros."""

from unaligned import alignment, state
from unaligned.evidence import accessors, guards
from unaligned.evidence.macro_cast import macro_cast
from unaligned.evidence.sparse_casts import macro_cast_judgements
from tests.helpers import SnippetTest

ALIGNOF = """
void crypto_inc_like(u8 *a, unsigned int size)
{
	__be32 *b = (__be32 *)(a + size);

	if (IS_ENABLED(CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS) ||
	    IS_ALIGNED((unsigned long)b, __alignof__(*b)))
		for (; size >= 4; size -= 4)
			*b = 0; /* alignof-deref */
}

u64 mask_alignof(u8 *p)
{
	if (((unsigned long)p & (__alignof__(u64) - 1)) == 0)
		return *(u64 *)p; /* mask */
	return 0;
}

u64 too_small(u8 *p)
{
	if (((unsigned long)p & (__alignof__(u16) - 1)) == 0)
		return *(u64 *)p; /* small */
	return 0;
}
"""

MACRO = """
#define IS_UNALIGNED(a, b) (((unsigned long)(a) | (unsigned long)(b)) & 3)

void copy_words(u8 *dst, const u8 *src, int n)
{
	if (!IS_UNALIGNED(src, dst)) {
		for (; n >= 4; n -= 4, src += 4, dst += 4)
			*(u32 *)dst = *(const u32 *)src; /* macro */
		return;
	}
	*(u32 *)dst = *(const u32 *)src; /* else */
}
"""

ZEROED = """
void copy_max(u8 *d, const u8 *s, int n)
{
	int i;

	if (((unsigned long)s | (unsigned long)d) & 3)
		n = 0;
	for (i = 0; i < n; i++)
		((u32 *)d)[i] = ((const u32 *)s)[i]; /* zeroed */
}

void copy_reset(u8 *d, const u8 *s, int n)
{
	int i;

	if (((unsigned long)s | (unsigned long)d) & 3)
		n = 0;
	n = 16;
	for (i = 0; i < n; i++)
		((u32 *)d)[i] = ((const u32 *)s)[i]; /* reset */
}
"""

HIDDEN = """
#define CDB_BE32(x) get_unaligned_be32(&(x))
#define LOAD32(x) ((x) + 1)
#define RD_LE32(p) le32_to_cpu(get_unaligned((__le32 *)(p)))
#define RAW_LE32(p) le32_to_cpu(*(__le32 *)(p))

u32 cdb(u8 *cmnd)
{
	return CDB_BE32(((u32 *)cmnd)[1]); /* hidden */
}

u32 plain(u8 *cmnd)
{
	return LOAD32(((u32 *)cmnd)[1]); /* loaded */
}

u32 macro_casts(u8 *buf)
{
	return RD_LE32(buf + 1) + RAW_LE32(buf + 3); /* casts */
}
"""


class SiteTest(SnippetTest):
    def site(self, path, function, marker, token):
        """The position of token on the line of marker, as spatch gives
        the position of a cast's operand."""
        p = self.at(path, function, marker)
        with open(path) as f:
            text = f.read().split("\n")[int(p[0].line) - 1]
        p[0].column = str(text.index(token))
        return p


class AlignofGuards(SiteTest):
    def test_alignof_values(self):
        """__alignof__() of a type is its width; of *b, what b points to."""
        path = self.write("a.c", ALIGNOF)
        p = self.at(path, "crypto_inc_like", "/* alignof-deref */")
        self.assertEqual(guards.guard_text(
            p, "IS_ALIGNED((unsigned long)b, __alignof__(*b))"),
            "IS_ALIGNED(b, 4)")
        self.assertEqual(guards.guard_text(
            p, "((unsigned long)p & (__alignof__(u64) - 1)) == 0"),
            "(p & 7) == 0")

    def test_alignof_guards_the_access(self):
        path = self.write("a.c", ALIGNOF)
        p = self.site(path, "crypto_inc_like", "/* alignof-deref */", "*b")
        self.assertTrue(guards.guard_proves(p, ["b"], 4))
        p = self.site(path, "mask_alignof", "/* mask */", "p;")
        self.assertTrue(guards.alignment_tested(p, "p", "u64"))
        # without __alignof__() read, the mask is no number
        self.assertFalse(guards.tested_before(p, "p"))

    def test_alignof_of_a_narrower_type_is_no_guard(self):
        path = self.write("a.c", ALIGNOF)
        p = self.site(path, "too_small", "/* small */", "p;")
        self.assertFalse(guards.guard_proves(p, ["p"], 8))
        self.assertTrue(guards.guard_proves(p, ["p"], 2))


class MacroGuards(SiteTest):
    def test_file_macro_expanded(self):
        path = self.write("m.c", MACRO)
        p = self.site(path, "copy_words", "/* macro */", "dst")
        self.assertEqual(guards.proves(guards.guard_text(
            p, "!IS_UNALIGNED(src, dst)"), True), {"src": 4, "dst": 4})
        self.assertTrue(guards.alignment_tested(p, "dst", "u32"))
        self.assertTrue(guards.alignment_tested(p, "src", "u32"))
        self.assertFalse(guards.tested_before(p, "src"))

    def test_outside_the_guarded_block(self):
        """After the guarded block (which returns), the pointers are the
        misaligned ones."""
        path = self.write("m.c", MACRO)
        p = self.site(path, "copy_words", "/* else */", "dst")
        self.assertFalse(guards.alignment_tested(p, "dst", "u32"))


class ZeroedBound(SiteTest):
    def test_loop_bound_zeroed_when_misaligned(self):
        path = self.write("z.c", ZEROED)
        p = self.site(path, "copy_max", "/* zeroed */", "d)")
        self.assertTrue(guards.alignment_tested(p, "d", "u32"))
        self.assertTrue(guards.alignment_tested(p, "s", "u32"))

    def test_bound_set_again_is_no_guard(self):
        path = self.write("z.c", ZEROED)
        p = self.site(path, "copy_reset", "/* reset */", "d)")
        self.assertFalse(guards.alignment_tested(p, "d", "u32"))

    def test_proves_polarity(self):
        self.assertEqual(guards.proves("(s | d) & 3", False),
                         {"s": 4, "d": 4})
        self.assertEqual(guards.proves("(s | d) & 3", True), {})
        self.assertEqual(guards.proves("(p & 3) != 0 || (q & 1)", False),
                         {"p": 4, "q": 2})
        self.assertEqual(guards.proves("x && (p & 7) == 0", True), {"p": 8})
        self.assertEqual(guards.proves("x || (p & 7) == 0", True), {})
        self.assertEqual(guards.proves("(p & 2) == 0", True), {})


class HiddenAccessors(SiteTest):
    def test_address_taken_for_an_accessor_in_a_macro(self):
        path = self.write("h.c", HIDDEN)
        p = self.site(path, "cdb", "/* hidden */", "cmnd)")
        self.assertEqual(accessors.in_hidden_accessor(p), "accessor")

    def test_macro_that_loads_its_argument(self):
        path = self.write("h.c", HIDDEN)
        p = self.site(path, "plain", "/* loaded */", "cmnd)")
        self.assertIsNone(accessors.in_hidden_accessor(p))

    def test_claim_records_the_reason(self):
        path = self.write("h.c", HIDDEN)
        p = self.site(path, "cdb", "/* hidden */", "cmnd)")
        self.params(p, cmnd="u8 *")
        self.assertEqual(alignment.dropped_because(p, "cmnd", "u32"),
                         "accessor")

    def test_macro_cast_inside_get_unaligned(self):
        """RD_LE32() casts inside get_unaligned(): no macro-cast finding;
        RAW_LE32() loads through its cast."""
        path = self.write("h.c", HIDDEN)
        p = self.at(path, "macro_casts", "/* casts */")
        self.params(p, buf="u8 *")
        self.assertIsNone(macro_cast(p, "RD_LE32", "buf + 1"))
        self.assertEqual(macro_cast(p, "RAW_LE32", "buf + 3"),
                         ("__le32", "buf + 3"))

    def test_sparse_cast_in_a_macro_accessor(self):
        """sparse sees RD_LE32()'s cast at the call: made only inside
        get_unaligned(), the checker drops it; RAW_LE32() loads."""
        path = self.write("h.c", HIDDEN + "u32 two(u8 *b)\n{\n"
                          "\tu32 x = RD_LE32(b);\n"
                          "\treturn x + RAW_LE32(b);\n}\n")
        lines = open(path).read().split("\n")
        rd = lines.index("\tu32 x = RD_LE32(b);") + 1
        raw = lines.index("\treturn x + RAW_LE32(b);") + 1
        accessor = macro_cast_judgements(path)[1]
        self.assertEqual(accessor.get(rd), "RD_LE32")
        self.assertNotIn(raw, accessor)

    def test_in_accessor(self):
        text = "le32_to_cpu(get_unaligned((__le32 *)(p))) + *(u32 *)q"
        self.assertTrue(accessors.in_accessor(text, text.index("(__le32")))
        self.assertFalse(accessors.in_accessor(text, text.index("(u32")))


class DropSite(SnippetTest):
    def position(self, line, column, column_end):
        return [type("P", (), dict(file="f.c", line=str(line),
                                   column=str(column), line_end=str(line),
                                   column_end=str(column_end)))()]

    def test_drop_site_marks_and_says_why(self):
        p = self.position(3, 4, 5)
        alignment.drop_site(p, "address")
        self.assertFalse(state.safe(p))
        self.assertEqual(state.DROPPED[state.key(p)], "address")

    def test_address_of_a_cast(self):
        """The address_cast rule drops the cast operand of &((T *)E)[I];
        the unevaluated rule makes sizeof(X)/&X a range that evaluated()
        skips."""
        cast = self.position(5, 30, 39)
        alignment.drop_site(cast, "address")
        self.assertEqual(state.DROPPED[state.key(cast)], "address")
        self.assertFalse(state.safe(cast))
        operand = self.position(7, 10, 20)
        alignment.note_unevaluated(operand)
        self.assertTrue(state.safe(operand))
        self.assertFalse(state.evaluated(self.position(7, 12, 13)))
        self.assertTrue(state.evaluated(self.position(7, 25, 26)))
