// SPDX-License-Identifier: GPL-2.0-only
/*
 * The integer #defines of the tree's headers (#define TIPC_AEAD_ALG_NAME
 * (32)), for the rules' offset arithmetic: an offset written with a
 * header's macro is as known as one written with its number. Kept as
 * sorted "NAME BODY" lines; the rules evaluate the bodies.
 */
#include <stdlib.h>
#include <string.h>

#include "defines.h"
#include "util.h"

struct define {
	char *name;
	char *body;		/* "": not an integer expression */
};

struct define_table {
	struct define *items;
	int nr;
	int alloc;
};

struct define_table *defines_new(void)
{
	struct define_table *dt = xmalloc(sizeof(*dt));

	memset(dt, 0, sizeof(*dt));
	return dt;
}

void defines_free(struct define_table *dt)
{
	int i;

	if (!dt)
		return;
	for (i = 0; i < dt->nr; i++) {
		free(dt->items[i].name);
		free(dt->items[i].body);
	}
	free(dt->items);
	free(dt);
}

/*
 * An integer expression the rules can evaluate: numbers, names, + - * <<
 * >> | and parentheses. Anything else (a string, a cast, a call, a
 * ternary) is not an offset.
 */
static int integer_body(const char *s, size_t n)
{
	size_t i;
	int digits = 0;
	char last = 0;		/* the last character that is not a space */

	for (i = 0; i < n; i++) {
		char c = s[i];

		if (c >= '0' && c <= '9')
			digits = 1;
		else if (!is_word_char(c) && !strchr(" \t()+-*<>|", c))
			return 0;
		/* a cast "(u32)4" or a call "f(4)" */
		if ((last == ')' && (is_word_char(c) || c == '(')) ||
		    (c == '(' && is_word_char(last)))
			return 0;
		if (c != ' ' && c != '\t')
			last = c;
		if (c == '<' || c == '>') {
			if (i + 1 >= n || s[i + 1] != c)
				return 0;
			i++;
		}
	}
	return n && (digits || is_word_char(s[0]));
}

static void define_add(struct define_table *dt, const char *name, size_t n,
		       const char *body, size_t m)
{
	struct define *d;

	if (dt->nr == dt->alloc) {
		dt->alloc = dt->alloc ? dt->alloc * 2 : 1024;
		dt->items = xrealloc(dt->items, dt->alloc * sizeof(*dt->items));
	}
	d = &dt->items[dt->nr++];
	d->name = xstrndup(name, n);
	d->body = xstrndup(body, m);
}

/* The body of a #define line from p to its end, without comments. */
static char *body_text(const char *p, const char *end)
{
	struct strbuf sb;

	sb_init(&sb);
	while (p < end) {
		if (p[0] == '/' && p + 1 < end && p[1] == '*') {
			const char *e = strstr(p + 2, "*/");

			if (!e || e >= end) {
				sb_release(&sb);
				return NULL;	/* a comment goes on */
			}
			p = e + 2;
			sb_addc(&sb, ' ');
			continue;
		}
		if (p[0] == '/' && p + 1 < end && p[1] == '/')
			break;
		sb_addc(&sb, *p++);
	}
	return sb_detach(&sb);
}

/* One #define: kept when it is an object-like macro on one line. */
static void scan_define(const char *name, const char *rest, const char *end,
			void *ctx)
{
	struct define_table *dt = ctx;
	const char *p;
	char *body;
	size_t m;

	/* not a function-like macro, nor a continued line */
	if ((*rest != ' ' && *rest != '\t') || memchr(rest, '\n', end - rest) ||
	    (end > rest && end[-1] == '\\'))
		return;
	body = body_text(rest, end);
	if (!body)
		return;
	p = body;
	while (*p == ' ' || *p == '\t')
		p++;
	m = strlen(p);
	while (m && (p[m - 1] == ' ' || p[m - 1] == '\t' || p[m - 1] == '\r'))
		m--;
	/* others are kept, empty: an integer in one branch only */
	define_add(dt, name, rest - name, p, integer_body(p, m) ? m : 0);
	free(body);
}

void defines_scan(struct define_table *dt, const char *text)
{
	each_define(text, scan_define, dt);
}

static int compare_defines(const void *a, const void *b)
{
	const struct define *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	return c ? c : strcmp(x->body, y->body);
}

char *defines_render(struct define_table *dt)
{
	struct strbuf sb;
	int i, j;

	if (dt->nr)
		qsort(dt->items, dt->nr, sizeof(*dt->items), compare_defines);
	sb_init(&sb);
	for (i = 0; i < dt->nr; i = j) {
		int same = 1;

		/* two different bodies: #ifdef branches, arch variants */
		for (j = i + 1; j < dt->nr &&
		     !strcmp(dt->items[j].name, dt->items[i].name); j++)
			same &= !strcmp(dt->items[j].body, dt->items[i].body);
		if (same && *dt->items[i].body)
			sb_addf(&sb, "%s %s\n", dt->items[i].name,
				dt->items[i].body);
	}
	return sb_detach(&sb);
}
