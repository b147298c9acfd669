// SPDX-License-Identifier: GPL-2.0-only
/* What spatch and sparse print, parsed into findings. */
#include <stdlib.h>

#include "check.h"
#include "parse_tools.h"
#include "sparse_merge.h"
#include "record.h"
#include "util.h"
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
	sparse_lower(&f, "the pointer is __user", "sparse-user-pointer");
	CHECK(f.confidence == CONF_LOW);
	CHECK_STR(f.reason, "sparse-user-pointer");
	CHECK(strstr(f.message, "get_unaligned_le16(); the pointer is __user") != NULL);
}

/* The SPARSE-CAST records of spatch's report (docs/record-format.md). */
static void test_sparse_cast_record(void)
{
	struct sparse_cast_record r;
	const char *line = "d/wsm.c: SPARSE-CAST: 12 - low sparse-member-macro W() casts (b)\\\\\\n->data, ok";

	CHECK(sparse_cast_record_parse(line, strlen(line), "d/wsm.c", &r) == 0);
	CHECK(r.line == 12 && r.level == CONF_LOW && r.type == NULL);
	CHECK_STR(r.reason, "sparse-member-macro");
	CHECK_STR(r.why, "W() casts (b)\\\n->data, ok");
	sparse_cast_record_release(&r);
	line = "d/wsm.c: SPARSE-CAST: 3 __le16 low sparse-cast-written-out the cast is written out here";
	CHECK(sparse_cast_record_parse(line, strlen(line), "d/wsm.c", &r) == 0);
	CHECK_STR(r.type, "__le16");
	CHECK_STR(r.why, "the cast is written out here");
	sparse_cast_record_release(&r);
	/* another file's, a finding, a bad level or line, no WHY */
	CHECK(sparse_cast_record_parse(line, strlen(line), "d/wsm", &r) < 0);
	line = "x.c: SPARSE-CAST: 0 - low r why";
	CHECK(sparse_cast_record_parse(line, strlen(line), "x.c", &r) < 0);
	line = "x.c: SPARSE-CAST: 3 - lowest r why";
	CHECK(sparse_cast_record_parse(line, strlen(line), "x.c", &r) < 0);
	line = "x.c: SPARSE-CAST: 3 - low r";
	CHECK(sparse_cast_record_parse(line, strlen(line), "x.c", &r) < 0);
	line = "x.c:3:0-4: WARNING: m (confidence: high) [r]";
	CHECK(sparse_cast_record_parse(line, strlen(line), "x.c", &r) < 0);
}

/*
 * sparse_merge.c applies the record that holds for the finding, and only
 * it: the level, the reason and why come from the semantic patch.
 */
static void test_sparse_apply_record(void)
{
	const char *report =
		"d/wsm.c:7:1-9: WARNING: m (confidence: high) [unaligned-cast-read]\n"
		"d/wsm.c: SPARSE-CAST: 9 - low sparse-member-macro W() casts (b)->data\n"
		"d/wsm.c: SPARSE-CAST: 11 - moderate some-reason a\\\\b\n"
		"d/wsm.c: SPARSE-CAST: 14 __le32 low sparse-cast-written-out written out\n";
	struct finding f = { 0 }, g = { 0 }, h = { 0 }, w = { 0 }, x = { 0 };
	struct sparse_cast_records records = { NULL, 0, 0 };
	struct sparse_cast_records other = { NULL, 0, 0 };

	sparse_cast_records_parse(report, "d/wsm.c", &records);
	CHECK(records.nr == 3);
	sparse_cast_records_parse(report, "d/other.c", &other);
	CHECK(other.nr == 0);

	CHECK(parse_sparse_line("d/wsm.c:9:17: warning: cast to restricted __le32 [usertype] *", &f) == 0);
	CHECK(f.confidence == CONF_MODERATE);
	CHECK(sparse_apply_record(&records, &f, 9, 1) == 0);
	CHECK(sparse_apply_record(&records, &f, 9, 0) == 1);
	CHECK(f.confidence == CONF_LOW);
	CHECK_STR(f.reason, "sparse-member-macro");
	CHECK(strstr(f.message, "get_unaligned_le32(); W() casts (b)->data") != NULL);
	/* the level is the record's, not the checker's */
	CHECK(parse_sparse_line("d/wsm.c:11:2: warning: cast to restricted __le16 [usertype] *", &h) == 0);
	CHECK(sparse_apply_record(&records, &h, 11, 0) == 1);
	CHECK(h.confidence == CONF_MODERATE);
	CHECK_STR(h.reason, "some-reason");
	CHECK(strstr(h.message, "; a\\b") != NULL);
	/* no record for line 7, nor for another file's line 9 */
	CHECK(parse_sparse_line("d/wsm.c:7:2: warning: cast to restricted __le32 [usertype] *", &g) == 0);
	CHECK(sparse_apply_record(&records, &g, 8, 0) == 0);
	CHECK(g.confidence == CONF_MODERATE);
	CHECK_STR(g.reason, "sparse-cast");
	CHECK(sparse_apply_record(&other, &f, 9, 0) == 0);
	/* a typed record: on a line of the statement, for that type only */
	CHECK(parse_sparse_line("d/wsm.c:12:2: warning: cast to restricted __le32 [usertype] *", &w) == 0);
	CHECK(sparse_apply_record(&records, &w, 13, 1) == 0);
	CHECK(sparse_apply_record(&records, &w, 14, 1) == 1);
	CHECK(w.confidence == CONF_LOW);
	CHECK_STR(w.reason, "sparse-cast-written-out");
	CHECK(parse_sparse_line("d/wsm.c:14:2: warning: cast to restricted __le16 [usertype] *", &x) == 0);
	CHECK(sparse_apply_record(&records, &x, 14, 1) == 0);
	CHECK(x.confidence == CONF_MODERATE);
	sparse_cast_records_release(&records);
	CHECK(records.nr == 0 && !records.items);
}

/*
 * The statement a sparse finding starts: the vectors that the package's
 * statement_end() is tested with, so that the two keep one rule.
 */
static void test_statement_ends(void)
{
	char *data = read_file("../cocci/tests/statement-ends.txt", NULL);
	const char *p = data ? strstr(data, "\n== ") : NULL;
	int blocks = 0;

	CHECK(data != NULL);
	while (p) {
		const char *text = strchr(p + 1, '\n');
		const char *next = text ? strstr(text + 1, "\n== ") : NULL;
		struct source_file sf = { 0 };
		int first, last, got;

		if (!text || sscanf(p + 4, "%d %d", &first, &last) != 2) {
			CHECK(!"a \"== FIRST LAST\" line");
			break;
		}
		text++;
		sf.content = next ? xstrndup(text, next + 1 - text) :
				    xstrdup(text);
		got = statement_last_line(&sf, first);
		CHECK(got == last);
		if (got != last)
			printf("    from line %d of:\n%s    got %d, expected %d\n",
			       first, sf.content, got, last);
		free(sf.content);
		blocks++;
		p = next;
	}
	CHECK(blocks >= 10);
	free(data);
}

int main(void)
{
	test_spatch_line();
	test_sparse_line();
	test_sparse_cast_record();
	test_sparse_apply_record();
	test_statement_ends();
	return unit_report("test-parse");
}
