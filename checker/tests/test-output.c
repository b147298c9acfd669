// SPDX-License-Identifier: GPL-2.0-only
/* The output formats, checked by parsing what they write. */
#include <stdlib.h>

#include "check.h"
#include "json-parse.h"
#include "output.h"
#include "quote.h"
#include "util.h"
#include "validate.h"
#include "unit.h"

static struct hunk fix = {
	.old_start = 7, .old_count = 1,
	.old_text = "\tv = *(u32 *)(p + 1);\n",
	.new_text = "\tv = get_unaligned((u32 *)(p + 1));\n",
	.diff = "@@ -7,1 +7,1 @@\n-\tv = *(u32 *)(p + 1);\n+\tv = get_unaligned((u32 *)(p + 1));\n",
};

static void findings(struct finding_list *l)
{
	struct finding *f = finding_add(l);

	f->file = xstrdup("drivers/net/usb/a,b:c.c");
	f->line = 7;
	f->col = 6;
	f->end_col = 20;
	f->rule = xstrdup("unaligned-cast-read");
	f->confidence = CONF_HIGH;
	f->message = xstrdup("load through \"u32 *\" cast from (p + 1)\n100% odd\\");
	f->source_line = xstrdup("\tv = *(u32 *)(p + 1);");
	f->fix = &fix;
	f->tool = "coccinelle";
	f->reason = xstrdup("unaligned-offset");
	f = finding_add(l);
	f->file = xstrdup("b.c");
	f->line = 3;
	f->col = 1;
	f->end_col = 2;
	f->rule = xstrdup("unaligned-struct-overlay");
	f->confidence = CONF_LOW;
	f->message = xstrdup("overlay");
	f->source_line = xstrdup("x");
	f->tool = "coccinelle";
}

static void test_json_string(void)
{
	struct strbuf sb;

	sb_init(&sb);
	json_string(&sb, "a\"b\\c\nd\te\x01");
	CHECK_STR(sb.buf, "\"a\\\"b\\\\c\\nd\\te\\u0001\"");
	sb_release(&sb);
}

static void test_github_escape(void)
{
	struct strbuf sb;

	sb_init(&sb);
	github_escape(&sb, "a,b:c%d\ne", 1);
	CHECK_STR(sb.buf, "a%2Cb%3Ac%25d%0Ae");
	sb.len = 0;
	github_escape(&sb, "a,b:c%d\ne", 0);
	CHECK_STR(sb.buf, "a,b:c%25d%0Ae");
	sb_release(&sb);
}

static void test_formats(void)
{
	struct finding_list l = { 0 };
	struct strbuf sb;
	char why[256];
	struct jvalue *doc;
	const struct jvalue *res;

	findings(&l);
	sb_init(&sb);
	output_gcc(&sb, &l);
	/* a newline in a message must not start a line of its own (issue 25) */
	CHECK_STR(sb.buf, "drivers/net/usb/a,b:c.c:7:6: warning: load through \"u32 *\" cast from (p + 1)\\n100% odd\\ (confidence: high, reason: unaligned-offset) [unaligned-cast-read]\n"
		  "b.c:3:1: warning: overlay (confidence: low) [unaligned-struct-overlay]\n");

	sb.len = 0;
	output_github(&sb, &l);
	CHECK(validate_github(sb.buf, why, sizeof(why)) == 2);
	CHECK(starts_with(sb.buf, "::warning file=drivers/net/usb/a%2Cb%3Ac.c,line=7,col=6,endLine=7,endColumn=20,title=unaligned-cast-read::load"));
	CHECK(strstr(sb.buf, "\n::notice file=b.c,") != NULL);

	sb.len = 0;
	output_sarif(&sb, &l);
	CHECK(validate_sarif(sb.buf, why, sizeof(why)) == 2);
	doc = json_parse(sb.buf, NULL);
	res = json_at(json_get(json_at(json_get(doc, "runs"), 0), "results"), 0);
	CHECK_STR(json_get(json_get(res, "message"), "text")->str,
		  "load through \"u32 *\" cast from (p + 1)\n100% odd\\ (confidence: high)");
	{
		const struct jvalue *fix = json_at(json_get(res, "fixes"), 0);
		const struct jvalue *change = json_at(json_get(fix, "artifactChanges"), 0);
		const struct jvalue *rep = json_at(json_get(change, "replacements"), 0);
		const struct jvalue *text = json_get(json_get(rep, "insertedContent"), "text");
		const struct jvalue *del = json_get(rep, "deletedRegion");

		CHECK(text != NULL);
		CHECK_STR(text ? text->str : NULL, "\tv = get_unaligned((u32 *)(p + 1));\n");
		CHECK(del && json_get(del, "startLine")->num == 7 &&
		      json_get(del, "endLine")->num == 8);
	}
	res = json_at(json_get(json_at(json_get(doc, "runs"), 0), "results"), 1);
	CHECK(res && json_get(res, "fixes") == NULL);

	sb.len = 0;
	output_json(&sb, &l);
	CHECK(validate_json(sb.buf, why, sizeof(why)) == 2);
	doc = json_parse(sb.buf, NULL);
	CHECK_STR(json_get(json_at(doc, 0), "file")->str, "drivers/net/usb/a,b:c.c");
	CHECK(json_get(json_at(doc, 0), "line")->num == 7);

	sb.len = 0;
	output_gitlab(&sb, &l);
	CHECK(validate_gitlab(sb.buf, why, sizeof(why)) == 2);
	doc = json_parse(sb.buf, NULL);
	CHECK_STR(json_get(json_at(doc, 0), "severity")->str, "major");
	CHECK_STR(json_get(json_at(doc, 1), "severity")->str, "info");

	/* no findings is still a valid report */
	l.nr = 0;
	sb.len = 0;
	output_sarif(&sb, &l);
	CHECK(validate_sarif(sb.buf, why, sizeof(why)) == 0);
	sb.len = 0;
	output_json(&sb, &l);
	CHECK_STR(sb.buf, "[]\n");
	sb_release(&sb);
}

static void test_fingerprints(void)
{
	struct finding_list l = { 0 };
	char *a, *b, *c;

	findings(&l);
	a = finding_fingerprint(&l, 0);
	l.items[0].line = 70;	/* moved: same fingerprint */
	b = finding_fingerprint(&l, 0);
	CHECK_STR(a, b);
	free(l.items[0].source_line);
	l.items[0].source_line = xstrdup("\tw = *(u32 *)(p + 1);");
	c = finding_fingerprint(&l, 0);
	CHECK(strcmp(a, c) != 0);
}

/* The validators must refuse what is wrong, or they prove nothing. */
static void test_validators_refuse(void)
{
	char why[256];

	CHECK(validate_sarif("{\"version\": \"2.0.0\", \"runs\": []}", why, sizeof(why)) < 0);
	CHECK(validate_sarif("{\"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": {\"name\": \"x\", \"rules\": [{\"id\": \"r\", \"shortDescription\": {\"text\": \"t\"}, \"help\": {\"text\": \"h\"}, \"defaultConfiguration\": {\"level\": \"warning\"}}]}}, \"results\": [{\"ruleId\": \"r\", \"message\": {\"text\": \"m\"}, \"locations\": [{\"physicalLocation\": {\"artifactLocation\": {\"uri\": \"a.c\"}, \"region\": {\"startLine\": 0}}}], \"partialFingerprints\": {\"k\": \"v\"}}]}]}", why, sizeof(why)) < 0);
	CHECK(validate_json("[{\"file\": \"a.c\"}]", why, sizeof(why)) < 0);
	CHECK(validate_json("[1,]", why, sizeof(why)) < 0);
	CHECK(validate_github("::warning file=a,b.c,line=1,col=1,endLine=1,endColumn=2,title=r::m\n", why, sizeof(why)) < 0);
	CHECK(validate_github("::warning file=a.c,line=0,col=1,endLine=1,endColumn=2,title=r::m\n", why, sizeof(why)) < 0);
	CHECK(validate_github("warning: a.c:1\n", why, sizeof(why)) < 0);
	CHECK(validate_gitlab("[{\"description\": \"d\", \"check_name\": \"c\", \"fingerprint\": \"f\", \"severity\": \"bad\", \"location\": {\"path\": \"a\", \"lines\": {\"begin\": 1}}}]", why, sizeof(why)) < 0);
}

/* Issue 25: bytes that are not UTF-8, and names that are not plain. */
static void test_hostile_text(void)
{
	struct strbuf sb;

	sb_init(&sb);
	json_string(&sb, "caf\xe9 ok \xc3\xa9 \xed\xa0\x80 \xf0\x9f\x98\x80");
	CHECK_STR(sb.buf, "\"caf\\ufffd ok \xc3\xa9 \\ufffd\\ufffd\\ufffd \xf0\x9f\x98\x80\"");
	CHECK(utf8_valid("plain \xc3\xa9"));
	CHECK(!utf8_valid("caf\xe9"));
	sb_release(&sb);
	base64_encode(&sb, "caf\xe9\n", 5);
	CHECK_STR(sb.buf, "Y2Fm6Qo=");
	sb_release(&sb);
	sb_add_path(&sb, "drivers/a b.c");
	CHECK_STR(sb.buf, "drivers/a b.c");
	sb_release(&sb);
	sb_add_path(&sb, "x\n::error::y\".c\\");
	CHECK_STR(sb.buf, "\"x\\n::error::y\\\".c\\\\\"");
	sb_release(&sb);
}

int main(void)
{
	test_hostile_text();
	test_json_string();
	test_github_escape();
	test_formats();
	test_fingerprints();
	test_validators_refuse();
	return unit_report("test-output");
}
