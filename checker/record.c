// SPDX-License-Identifier: GPL-2.0-only
/*
 * The semantic patch's records beyond its findings' lines: the fields of
 * a finding, "{key=value; key=value}", and SPARSE-CAST records.
 */
#include <stdlib.h>
#include <string.h>

#include "record.h"
#include "util.h"

char *record_field(const char *line, const char *key)
{
	const char *block = strrchr(line, '{');
	const char *end, *p;
	size_t n = strlen(key);

	if (!block || !(end = strchr(block, '}')) || end[1] != '\0')
		return NULL;
	for (p = block + 1; p < end; p++) {
		size_t len = strcspn(p, ";}");

		while (*p == ' ')
			p++, len--;
		if (!strncmp(p, key, n) && p[n] == '=')
			return xstrndup(p + n + 1, len - n - 1);
		p += len;
	}
	return NULL;
}

#define SPARSE_CAST_MARK ": SPARSE-CAST: "

/* A word of [*p, end) up to the next blank, advancing *p past it. */
static char *next_word(const char **p, const char *end)
{
	const char *s = *p;
	const char *e = s;

	while (e < end && *e != ' ')
		e++;
	if (e == s || e == end)
		return NULL;
	*p = e + 1;
	return xstrndup(s, e - s);
}

/* The record's WHY: "\\n", "\\r" and "\\\\" stand for those bytes. */
static char *unescape(const char *s, const char *end)
{
	char *out = xmalloc(end - s + 1), *o = out;

	for (; s < end; s++) {
		if (*s == '\\' && s + 1 < end) {
			s++;
			*o++ = *s == 'n' ? '\n' : *s == 'r' ? '\r' : *s;
		} else {
			*o++ = *s;
		}
	}
	*o = '\0';
	return out;
}

int sparse_cast_record_parse(const char *line, size_t len, const char *path,
			     struct sparse_cast_record *r)
{
	size_t n = strlen(path), m = strlen(SPARSE_CAST_MARK);
	const char *p = line + n + m, *end = line + len;
	char *num, *level = NULL;
	int ok;

	memset(r, 0, sizeof(*r));
	if (len <= n + m || strncmp(line, path, n) ||
	    strncmp(line + n, SPARSE_CAST_MARK, m))
		return -1;
	num = next_word(&p, end);
	r->type = num ? next_word(&p, end) : NULL;
	level = r->type ? next_word(&p, end) : NULL;
	r->reason = level ? next_word(&p, end) : NULL;
	ok = r->reason && (r->line = atoi(num)) > 0 &&
	     !parse_confidence(level, &r->level);
	free(num);
	free(level);
	if (!ok) {
		sparse_cast_record_release(r);
		return -1;
	}
	if (!strcmp(r->type, "-")) {
		free(r->type);
		r->type = NULL;
	}
	r->why = unescape(p, end);
	return 0;
}

void sparse_cast_record_release(struct sparse_cast_record *r)
{
	free(r->type);
	free(r->reason);
	free(r->why);
	r->type = r->reason = r->why = NULL;
}

void sparse_cast_records_parse(const char *report, const char *path,
			       struct sparse_cast_records *list)
{
	const char *line, *end;
	struct sparse_cast_record r;

	for (line = report; *line; line = *end ? end + 1 : end) {
		end = strchr(line, '\n');
		if (!end)
			end = line + strlen(line);
		if (sparse_cast_record_parse(line, end - line, path, &r))
			continue;
		if (list->nr == list->alloc) {
			list->alloc = list->alloc ? 2 * list->alloc : 16;
			list->items = xrealloc(list->items, list->alloc *
					       sizeof(*list->items));
		}
		list->items[list->nr++] = r;
	}
}

void sparse_cast_records_release(struct sparse_cast_records *list)
{
	int i;

	for (i = 0; i < list->nr; i++)
		sparse_cast_record_release(&list->items[i]);
	free(list->items);
	memset(list, 0, sizeof(*list));
}
