// SPDX-License-Identifier: GPL-2.0-only
/* The sparse prefilter: bitwise types, casting macros, and matching. */
#include <stdlib.h>

#include "sparse_filter.h"
#include "unit.h"
#include "util.h"

static const char header[] =
	"#define __bitwise __attribute__((bitwise))\n"
	"typedef __u16 __bitwise __le16;\n"
	"typedef unsigned int __bitwise gfp_t;\n"
	"/* typedef int __bitwise in_comment */\n"
	"#define GET16(p) (*(__le16 *)(p))\n"
	"#define GET16_TWICE(p) (GET16(p) + \\\n"
	"\t\tGET16((p) + 2))\n"
	"#define NOT_A_CAST(p) ((p) * 2)\n"
	"#define INT_CAST(p) (*(int *)(p))\n";

static void test_filter(void)
{
	struct sparse_filter *sf = sparse_filter_new(), *loaded;
	struct strbuf sb;

	sparse_filter_scan(sf, header);
	sb_init(&sb);
	sparse_filter_render(sf, &sb);
	CHECK_STR(sb.buf, "/* bitwise-type __le16 */\n"
			  "/* bitwise-type gfp_t */\n"
			  "/* bitwise-macro GET16 */\n"
			  "/* bitwise-macro GET16_TWICE */\n");
	loaded = sparse_filter_load(sb.buf);
	CHECK(sparse_filter_match(loaded, "x = *(__le16 *)p;"));
	CHECK(sparse_filter_match(loaded, "x = *(const __le16 const *)p;"));
	CHECK(sparse_filter_match(loaded, "x = GET16_TWICE(buf);"));
	CHECK(!sparse_filter_match(loaded, "__le16 v = cpu_to_le16(1);"));
	CHECK(!sparse_filter_match(loaded, "x = INT_CAST(p) + MY_GET16(p);"));
	CHECK(!sparse_filter_match(loaded, "u16 x = my__le16 *p;"));
	/* sparse warns on casts only: not on declarations or value casts */
	CHECK(!sparse_filter_match(loaded, "static void f(__le16 *p, const __le16 *q)"));
	CHECK(!sparse_filter_match(loaded, "const __le16 *p = buf;"));
	CHECK(!sparse_filter_match(loaded, "x = (__le16)v;"));
	CHECK(!sparse_filter_match(loaded, "n = sizeof(__le16) * 2;"));
	CHECK(sparse_filter_match(loaded, "p = (volatile __le16 __iomem *)base;"));
	CHECK(sparse_filter_match(loaded, "x = *(\n\t__le16\n\t*)p;"));
	CHECK(sparse_filter_match(loaded, "pp = (__le16 **)p;"));
	sb_release(&sb);
	sparse_filter_free(sf);
	sparse_filter_free(loaded);
}

/* A driver header's macros join the tree's for the files that use them. */
static void test_local_macros(void)
{
	struct sparse_filter *tree = sparse_filter_new(), *local;

	sparse_filter_scan(tree, header);
	sparse_filter_finish(tree);
	local = sparse_filter_copy(tree);
	sparse_filter_scan(local,
			   "#define SET_CMD(p, v) le16p_replace_bits((__le16 *)(p), v, 0xff)\n"
			   "#define MY_GET(p) GET16(p)\n"
			   "#define PLUS_ONE(x) ((x) + 1)\n"
			   "static inline u16 f(u8 *p) { return *(__le16 *)p; }\n");
	sparse_filter_finish(local);
	CHECK(sparse_filter_match(local, "SET_CMD(buf, 1);"));
	CHECK(sparse_filter_match(local, "x = MY_GET(buf);"));
	CHECK(sparse_filter_match(local, "x = GET16(buf);"));
	/* sparse reports the file's lines only, not the header's function */
	CHECK(!sparse_filter_match(local, "x = PLUS_ONE(f(buf));"));
	/* the copy leaves the tree's filter as it was */
	CHECK(!sparse_filter_match(tree, "SET_CMD(buf, 1);"));
	sparse_filter_free(local);
	sparse_filter_free(tree);
}

int main(void)
{
	test_filter();
	test_local_macros();
	return unit_report("test-sparse-filter");
}
