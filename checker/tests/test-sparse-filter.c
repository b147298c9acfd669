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
	sb_release(&sb);
	sparse_filter_free(sf);
	sparse_filter_free(loaded);
}

int main(void)
{
	test_filter();
	return unit_report("test-sparse-filter");
}
