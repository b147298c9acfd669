// SPDX-License-Identifier: GPL-2.0-only
/* What spatch and sparse print, parsed into findings. */
#include "check.h"
#include "parse_tools.h"
#include "sparse_merge.h"
#include "record.h"
#include "unit.h"

static void test_spatch_line(void)
{
	struct finding f = { 0 };

	CHECK(parse_spatch_line("drivers/net/usb/catc.c:441:13-19: WARNING: unaligned 2-byte store of cpu_to_be16() through tx_buf; use put_unaligned_be16() (confidence: moderate) [unaligned-byteorder]", &f) == 0);
	CHECK_STR(f.file, "drivers/net/usb/catc.c");
	CHECK(f.line == 441 && f.col == 14 && f.end_col == 20);
	CHECK(f.confidence == CONF_MODERATE);
	CHECK_STR(f.rule, "unaligned-byteorder");
	CHECK_STR(f.message, "unaligned 2-byte store of cpu_to_be16() through tx_buf; use put_unaligned_be16()");

	/* a path with colons in it */
	CHECK(parse_spatch_line("/tmp/a:b/x.c:3:0-4: WARNING: m (confidence: high) [unaligned-cast-read]", &f) == 0);
	CHECK_STR(f.file, "/tmp/a:b/x.c");
	CHECK(f.line == 3 && f.col == 1);

	/* the record's fields block: the reason (docs/record-format.md) */
	CHECK(f.reason == NULL);
	CHECK(parse_spatch_line("x.c:3:0-4: WARNING: m; pointer made on line 2 (confidence: low) [unaligned-pointer-var] {reason=void-pointer}", &f) == 0);
	CHECK_STR(f.rule, "unaligned-pointer-var");
	CHECK_STR(f.reason, "void-pointer");
	CHECK(f.made_on == 0);
	CHECK(parse_spatch_line("x.c:3:0-4: WARNING: m; pointer made on line 2 (confidence: low) [unaligned-pointer-var] {reason=void-pointer; made=2}", &f) == 0);
	CHECK(f.made_on == 2);
	CHECK_STR(f.message, "m; pointer made on line 2");
	CHECK(record_field("a [r] {x=1; reason=callers}", "reason") != NULL);
	CHECK_STR(record_field("a [r] {x=1; reason=callers}", "reason"), "callers");
	CHECK_STR(record_field("a [r] {x=1; reason=callers}", "x"), "1");
	CHECK(record_field("a [r] {x=1}", "reason") == NULL);
	CHECK(record_field("a {reason=x} [r]", "reason") == NULL);

	CHECK(parse_spatch_line("HANDLING: x.c", &f) < 0);
	CHECK(parse_spatch_line("x.c:3:0-4: WARNING: no confidence [r]", &f) < 0);
	CHECK(parse_spatch_line("x.c:three:0-4: WARNING: m (confidence: high) [r]", &f) < 0);
}

static void test_sparse_line(void)
{
	struct finding f = { 0 }, user = { 0 };

	CHECK(parse_sparse_line("drivers/net/usb/catc.c:251:49: warning: cast to restricted __le16 [usertype] *", &f) == 0);
	CHECK(f.line == 251 && f.col == 49);
	CHECK_STR(f.rule, "unaligned-sparse-cast");
	CHECK(strstr(f.message, "get_unaligned_le16()") != NULL);
	CHECK(f.confidence == CONF_MODERATE);
	CHECK_STR(f.reason, "sparse-cast");
	/* a __user pointer is reached with get_user(): low */
	CHECK(parse_sparse_line("net/dccp/proto.c:635:49: warning: cast to restricted __be32 [noderef] [usertype] __user *", &user) == 0);
	CHECK(user.confidence == CONF_LOW);
	CHECK_STR(user.reason, "sparse-user-pointer");
	CHECK(strstr(user.message, "get_unaligned_be32(); the pointer is __user") != NULL);
	/* a value cast is not a pointer cast */
	CHECK(parse_sparse_line("x.c:1:2: warning: cast to restricted __le16", &f) < 0);
	CHECK(parse_sparse_line("x.c:1:2: warning: incorrect type in assignment", &f) < 0);
	sparse_lower(&f, "the cast is written out here");
	CHECK(f.confidence == CONF_LOW);
	CHECK(strstr(f.message, "get_unaligned_le16(); the cast is written out") != NULL);
}

/* A cast written out in the code, not made by a macro. */
static void test_spells_cast(void)
{
	CHECK(spells_cast("\t__le16 *buf = (__le16 *)data;", "__le16", 6));
	CHECK(spells_cast("x = le32_to_cpup((const __le32*)p);", "__le32", 6));
	CHECK(spells_cast("f((  volatile const __be32  * ) p)", "__be32", 6));
	/* a declaration, another type, a macro, a longer name */
	CHECK(!spells_cast("\t__le16 *ebuf;", "__le16", 6));
	CHECK(!spells_cast("x = (__le32 *)p;", "__le16", 6));
	CHECK(!spells_cast("SET_H2C_CMD_ID_CLASS(h2c_pkt, H2C_CMD_SCAN);", "__le32", 6));
	CHECK(!spells_cast("x = (my__le32 *)p;", "__le32", 6));
	CHECK(!spells_cast("x = (__le32_t *)p;", "__le32", 6));
	/* the type is the first type_len bytes of a longer text */
	CHECK(spells_cast("(__le32 *)p", "__le32 * (sparse)", 6));
}

int main(void)
{
	test_spatch_line();
	test_sparse_line();
	test_spells_cast();
	return unit_report("test-parse");
}
