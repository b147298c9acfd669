// SPDX-License-Identifier: GPL-2.0-only
/* Unified diffs: added lines from git, hunks from spatch, applying them. */
#include <stdlib.h>

#include "diff.h"
#include "wrap.h"
#include "unit.h"

static const char git_diff[] =
	"diff --git a/drivers/x.c b/drivers/x.c\n"
	"index 1..2 100644\n"
	"--- a/drivers/x.c\n"
	"+++ b/drivers/x.c\n"
	"@@ -10,0 +11,2 @@ static int f(void)\n"
	"+\t*(u32 *)(buf + 1) = v;\n"
	"+\treturn 0;\n"
	"@@ -20 +22 @@\n"
	"-old\n"
	"+new\n"
	"diff --git a/gone.c b/gone.c\n"
	"--- a/gone.c\n"
	"+++ /dev/null\n"
	"@@ -1 +0,0 @@\n"
	"-x\n";

static void test_added_lines(void)
{
	struct changed_files cf = { 0 };
	const struct changed_file *x;

	diff_parse_added(git_diff, &cf);
	CHECK(cf.nr == 1);
	x = changed_file_find(&cf, "drivers/x.c");
	CHECK(x != NULL);
	CHECK(line_was_added(x, 11));
	CHECK(line_was_added(x, 12));
	CHECK(!line_was_added(x, 13));
	CHECK(line_was_added(x, 22));
	CHECK(!line_was_added(x, 10));
	CHECK(changed_file_find(&cf, "gone.c") == NULL);
}

static const char spatch_diff[] =
	"--- drivers/x.c\n"
	"+++ /tmp/cocci-output-1-x.c\n"
	"@@ -1,3 +1,4 @@\n"
	" #include <linux/types.h>\n"
	"+#include <linux/unaligned.h>\n"
	" \n"
	" int f(u8 *p)\n"
	"@@ -5,3 +6,3 @@ int f(u8 *p)\n"
	" {\n"
	"-\treturn *(u32 *)(p + 1);\n"
	"+\treturn get_unaligned((u32 *)(p + 1));\n"
	" }\n";

static const char content[] =
	"#include <linux/types.h>\n"
	"\n"
	"int f(u8 *p)\n"
	"\n"
	"{\n"
	"\treturn *(u32 *)(p + 1);\n"
	"}\n";

static void test_patch(void)
{
	struct patch_set set = { 0 };
	struct file_patch *fp;
	const struct hunk *h, *both[2];
	char *out;

	patch_parse(spatch_diff, &set);
	CHECK(set.nr == 1);
	fp = patch_find(&set, "drivers/x.c");
	CHECK(fp && fp->nr == 2);
	if (!fp || fp->nr != 2)
		return;
	CHECK(hunk_only_adds_includes(&fp->hunks[0]));
	CHECK(!hunk_only_adds_includes(&fp->hunks[1]));
	h = hunk_covering(fp, 6);
	CHECK(h == &fp->hunks[1]);
	CHECK(hunk_covering(fp, 5) == NULL);	/* context, not changed */
	CHECK(fp->hunks[1].old_start == 5 && fp->hunks[1].old_count == 3);
	CHECK_STR(fp->hunks[1].new_text,
		  "{\n\treturn get_unaligned((u32 *)(p + 1));\n}\n");
	both[0] = &fp->hunks[0];
	both[1] = &fp->hunks[1];
	out = patch_apply(content, both, 2);
	CHECK_STR(out, "#include <linux/types.h>\n#include <linux/unaligned.h>\n\nint f(u8 *p)\n\n{\n\treturn get_unaligned((u32 *)(p + 1));\n}\n");
	free(out);
	/* content that moved under the hunk is refused, not patched */
	CHECK(patch_apply("other\n", both + 1, 1) == NULL);
}

/* Rewritten lines over 100 columns are wrapped as kernel code is. */
static void test_wrap(void)
{
	static const char long_call[] =
		"\t\text_prop->data_len = get_unaligned_le32("
		"usb_ext_prop_data_len_ptr(data, ext_prop->name_len));";
	static const char many_args[] =
		"\tput_unaligned(get_unaligned((u32 *)(buf + offset)) | mask, "
		"(u32 *)(buf + offset), extra_argument_one, extra_two);";
	static const char spatch_hunk[] =
		"--- a/f.c\n+++ b/f.c\n"
		"@@ -10,3 +10,2 @@ static int f(void)\n"
		" \tint x;\n"
		"-\t\text_prop->data_len = le32_to_cpu(*(__le32 *)\n"
		"-\t\t\tusb_ext_prop_data_len_ptr(data, ext_prop->name_len));\n"
		"+\t\text_prop->data_len = get_unaligned_le32("
		"usb_ext_prop_data_len_ptr(data, ext_prop->name_len));\n";
	struct patch_set set = { 0 };
	char *w;

	w = wrap_long_line("\treturn x;", 10);
	CHECK_STR(w, "\treturn x;\n");
	free(w);
	/* the only comma leaves 113 columns: after the = instead */
	w = wrap_long_line(long_call, sizeof(long_call) - 1);
	CHECK_STR(w, "\t\text_prop->data_len =\n"
		  "\t\t\tget_unaligned_le32(usb_ext_prop_data_len_ptr(data, "
		  "ext_prop->name_len));\n");
	free(w);
	/* the last comma that fits, the rest under the open parenthesis */
	w = wrap_long_line(many_args, sizeof(many_args) - 1);
	CHECK_STR(w, "\tput_unaligned(get_unaligned((u32 *)(buf + offset)) | "
		  "mask, (u32 *)(buf + offset),\n"
		  "\t\t      extra_argument_one, extra_two);\n");
	free(w);
	/* a string is not broken */
	w = wrap_long_line("\tpr_info(\"a, b, c, d, e, f, g, h, i, j, k, l, m, "
			   "n, o, p, q, r, s, t, u, v, w, x, y, z, a, b, c, d\");",
			   102);
	CHECK_STR(w, "\tpr_info(\"a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, "
		  "p, q, r, s, t, u, v, w, x, y, z, a, b, c, d\");\n");
	free(w);

	patch_parse(spatch_hunk, &set);
	CHECK(set.nr == 1 && set.items[0].nr == 1);
	CHECK_STR(set.items[0].hunks[0].diff,
		  "@@ -10,3 +10,3 @@ static int f(void)\n"
		  " \tint x;\n"
		  "-\t\text_prop->data_len = le32_to_cpu(*(__le32 *)\n"
		  "-\t\t\tusb_ext_prop_data_len_ptr(data, ext_prop->name_len));\n"
		  "+\t\text_prop->data_len =\n"
		  "+\t\t\tget_unaligned_le32(usb_ext_prop_data_len_ptr(data, "
		  "ext_prop->name_len));\n");
}

int main(void)
{
	test_added_lines();
	test_patch();
	test_wrap();
	return unit_report("test-diff");
}
