// SPDX-License-Identifier: GPL-2.0-only
/* --merge reads back what the JSON and SARIF writers wrote; the HTML page. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diff.h"
#include "merge.h"
#include "output.h"
#include "util.h"
#include "unit.h"

static const char patch[] =
	"--- a/drivers/net/usb/x.c\n+++ b/drivers/net/usb/x.c\n"
	"@@ -6,3 +6,3 @@ static u32 f(u8 *p)\n"
	" {\n-\treturn *(u32 *)(p + 1);\n+\treturn get_unaligned((u32 *)(p + 1));\n }\n";

/* Two files of two subsystems; the second shard's file first. */
static void findings(struct finding_list *l, struct patch_set *ps, int shard)
{
	struct finding *f;

	patch_parse(patch, ps);
	if (shard != 1) {
		f = finding_add(l);
		f->file = xstrdup("fs/ext4/<y>.c");
		f->line = 3;
		f->col = 2;
		f->end_col = 9;
		f->rule = xstrdup("unaligned-struct-overlay");
		f->confidence = CONF_LOW;
		f->message = xstrdup("overlay & \"more\" </script>");
		f->source_line = xstrdup("\th->len = 1;");
		f->tool = "coccinelle";
	}
	if (shard != 2) {
		f = finding_add(l);
		f->file = xstrdup("drivers/net/usb/x.c");
		f->line = 7;
		f->col = 9;
		f->end_col = 30;
		f->rule = xstrdup("unaligned-cast-read");
		f->confidence = CONF_HIGH;
		f->message = xstrdup("load through \"u32 *\"");
		f->source_line = xstrdup("\treturn *(u32 *)(p + 1);");
		f->fix = hunk_covering(&ps->items[0], 7);
		f->tool = "coccinelle";
	}
	finding_list_sort(l);
}

static char *write_tmp(const char *name, const char *text)
{
	char *path = xmalloc(64);

	snprintf(path, 64, "/tmp/test-report-%d-%s", (int)getpid(), name);
	write_file_atomic(path, text, strlen(text));
	return path;
}

/* Two shards written with write(), merged, written again: one run's bytes. */
static void test_merge(void (*write)(struct strbuf *, const struct finding_list *),
		       const char *what)
{
	struct finding_list one = { 0 }, s1 = { 0 }, s2 = { 0 }, merged = { 0 };
	struct patch_set ps = { 0 };
	struct strbuf a, b, c;
	const char *paths[3];
	int sarif = 0;

	findings(&one, &ps, 0);
	findings(&s1, &ps, 1);
	findings(&s2, &ps, 2);
	sb_init(&a);
	sb_init(&b);
	sb_init(&c);
	write(&a, &one);
	write(&b, &s1);
	write(&c, &s2);
	paths[0] = write_tmp("2", c.buf);
	paths[1] = write_tmp("1", b.buf);
	paths[2] = paths[1];	/* given twice: counted once */
	CHECK(merge_reports(paths, 3, &merged, &sarif) == 0);
	CHECK(merged.nr == 2);
	CHECK(sarif == (write == output_sarif));
	c.len = 0;
	write(&c, &merged);
	unit_check_str(c.buf, a.buf, what, __FILE__, __LINE__);
	unlink(paths[0]);
	unlink(paths[1]);
	/* not a report */
	paths[0] = write_tmp("bad", "{\"runs\": 3}");
	CHECK(merge_reports(paths, 1, &merged, &sarif) == 1);
	unlink(paths[0]);
	sb_release(&a);
	sb_release(&b);
	sb_release(&c);
}

static int count(const char *s, const char *what)
{
	int n = 0;

	while ((s = strstr(s, what))) {
		n++;
		s++;
	}
	return n;
}

static void test_html(void)
{
	struct finding_list l = { 0 };
	struct patch_set ps = { 0 };
	struct strbuf sb;

	findings(&l, &ps, 0);
	sb_init(&sb);
	output_html(&sb, &l, NULL);
	CHECK(starts_with(sb.buf, "<!DOCTYPE html>"));
	CHECK(strstr(sb.buf, "<svg id=\"chart\"") != NULL);
	/* a bar a subsystem, the first two components of the path */
	CHECK(count(sb.buf, "<g class=\"bar\">") == 2);
	CHECK(strstr(sb.buf, ">drivers/net</text>") != NULL);
	CHECK(strstr(sb.buf, ">fs/ext4</text>") != NULL);
	CHECK(count(sb.buf, "<details class=\"group\" open>") == 2);
	/* the findings for the script: group, path, line, column, ... */
	CHECK(strstr(sb.buf, "[0,\"drivers/net/usb/x.c\",7,9,0,2,") != NULL);
	CHECK(strstr(sb.buf, "[1,\"fs/ext4/\\u003cy\\u003e.c\",3,2,") != NULL);
	/* nothing in a finding can end the script or fetch anything */
	CHECK(strstr(sb.buf, "overlay \\u0026 \\\"more\\\" \\u003c/script\\u003e") != NULL);
	CHECK(count(sb.buf, "</script>") == 2);
	CHECK(!strstr(sb.buf, "<y>"));
	CHECK(!strstr(sb.buf, "src=") && !strstr(sb.buf, "href=") &&
	      !strstr(sb.buf, "@import"));
	/* the rewrite as a diff; none for the overlay */
	CHECK(strstr(sb.buf, "\\n+\\treturn get_unaligned((u32 *)(p + 1));\\n") != NULL);
	CHECK(strstr(sb.buf, "null,null,0]") != NULL);
	sb_release(&sb);
}

int main(void)
{
	test_merge(output_json, "json shards merged == one run");
	test_merge(output_sarif, "sarif shards merged == one run");
	test_html();
	return unit_report("test-report");
}
