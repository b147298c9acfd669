// SPDX-License-Identifier: GPL-2.0-only
/* Inline markers, confidence and baselines. */
#include <stdlib.h>

#include "filter.h"
#include "util.h"
#include "unit.h"

static void add(struct finding_list *l, const char *file, int line,
		const char *rule, enum confidence c, const char *src)
{
	struct finding *f = finding_add(l);

	f->file = xstrdup(file);
	f->line = line;
	f->col = 1;
	f->rule = xstrdup(rule);
	f->confidence = c;
	f->message = xstrdup("m");
	f->source_line = xstrdup(src);
}

static void test_inline(void)
{
	struct finding_list l = { 0 };
	int marker, bad;

	CHECK(line_is_suppressed("x; /* unaligned-ok: aligned by caller */", &marker));
	CHECK(marker);
	CHECK(!line_is_suppressed("x; /* unaligned-ok: */", &marker));
	CHECK(marker);
	CHECK(!line_is_suppressed("x; /* unaligned-ok */", &marker));
	CHECK(!line_is_suppressed("x;", &marker));
	CHECK(!marker);
	add(&l, "a.c", 1, "r", CONF_HIGH, "v = *(u32 *)p; /* unaligned-ok: NET_IP_ALIGN */");
	add(&l, "a.c", 2, "r", CONF_HIGH, "v = *(u32 *)p; /* unaligned-ok: */");
	add(&l, "a.c", 3, "r", CONF_HIGH, "v = *(u32 *)p;");
	filter_inline(&l, &bad);
	CHECK(l.nr == 2 && bad == 1);
	CHECK(l.nr == 2 && l.items[0].line == 2);
	finding_list_free(&l);
}

static void test_confidence(void)
{
	struct finding_list l = { 0 };

	add(&l, "a.c", 1, "r", CONF_LOW, "x");
	add(&l, "a.c", 2, "r", CONF_MODERATE, "x");
	add(&l, "a.c", 3, "r", CONF_HIGH, "x");
	filter_confidence(&l, CONF_MODERATE);
	CHECK(l.nr == 2 && l.items[0].line == 2);
	finding_list_free(&l);
}

static void test_baseline(void)
{
	struct finding_list l = { 0 };
	char *text;

	CHECK_STR(normalise_line("\t v  =  *(u32 *)p;  "), "v = *(u32 *)p;");
	add(&l, "a.c", 10, "unaligned-cast-read", CONF_HIGH, "\tv = *(u32 *)p;");
	add(&l, "a.c", 20, "unaligned-cast-read", CONF_HIGH, "\tv = *(u32 *)p;");
	text = baseline_render(&l);
	CHECK_STR(text, "# unaligned-check baseline 1: file<TAB>rule<TAB>line text\n"
		  "a.c\tunaligned-cast-read\tv = *(u32 *)p;\n"
		  "a.c\tunaligned-cast-read\tv = *(u32 *)p;\n");
	finding_list_free(&l);

	/* the lines moved and were re-indented; a third one is new */
	add(&l, "a.c", 14, "unaligned-cast-read", CONF_HIGH, "    v = *(u32 *)p;");
	add(&l, "a.c", 30, "unaligned-cast-read", CONF_HIGH, "v = *(u32 *)p;");
	add(&l, "a.c", 40, "unaligned-cast-read", CONF_HIGH, "v = *(u32 *)p;");
	add(&l, "b.c", 14, "unaligned-cast-read", CONF_HIGH, "v = *(u32 *)p;");
	add(&l, "a.c", 50, "unaligned-cast-write", CONF_HIGH, "v = *(u32 *)p;");
	CHECK(filter_baseline(&l, text) == 0);
	CHECK(l.nr == 3);
	CHECK(l.nr == 3 && l.items[0].line == 40 && !strcmp(l.items[1].file, "b.c"));
	CHECK(filter_baseline(&l, "not a baseline\n") == -1);
	CHECK(filter_baseline(&l, "# unaligned-check baseline 1\nbroken line\n") == -1);
	free(text);
	finding_list_free(&l);
}

int main(void)
{
	test_inline();
	test_confidence();
	test_baseline();
	return unit_report("test-filter");
}
