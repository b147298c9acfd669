// SPDX-License-Identifier: GPL-2.0-only
/*
 * Unified diffs, both ways in: the lines "git diff" says were added (for
 * --staged and --diff) and the hunks spatch proposes (for --fix).
 */
#include <stdlib.h>
#include <string.h>

#include "diff.h"
#include "wrap.h"
#include "util.h"

/* Next line of text as [line, end), or NULL at the end. */
static const char *next_line(const char *text, const char **end)
{
	const char *nl;

	if (!*text)
		return NULL;
	nl = strchr(text, '\n');
	*end = nl ? nl : text + strlen(text);
	return text;
}

static const char *after_line(const char *end)
{
	return *end ? end + 1 : end;
}

/* "--- a/foo.c\t2024-..." -> "foo.c"; strip is the prefix to drop. */
static char *diff_path(const char *line, const char *end, const char *strip)
{
	const char *p = line + 4;
	const char *stop = p;

	while (stop < end && *stop != '\t')
		stop++;
	if (strip && (size_t)(stop - p) >= strlen(strip) &&
	    !strncmp(p, strip, strlen(strip)))
		p += strlen(strip);
	return xstrndup(p, stop - p);
}

/* "@@ -12,3 +12,4 @@" -> old start/count, new start */
static int parse_hunk_header(const char *line, int *old_start, int *old_count,
			     int *new_start)
{
	const char *p = line + 3;
	char *e;

	if (*p != '-')
		return -1;
	*old_start = strtol(p + 1, &e, 10);
	*old_count = 1;
	if (*e == ',')
		*old_count = strtol(e + 1, &e, 10);
	while (*e == ' ')
		e++;
	if (*e != '+')
		return -1;
	*new_start = strtol(e + 1, &e, 10);
	return 0;
}

static struct changed_file *changed_file_add(struct changed_files *out,
					     char *path)
{
	struct changed_file *cf;

	if (out->nr == out->alloc) {
		out->alloc = out->alloc ? out->alloc * 2 : 8;
		out->items = xrealloc(out->items,
				      out->alloc * sizeof(*out->items));
	}
	cf = &out->items[out->nr++];
	memset(cf, 0, sizeof(*cf));
	cf->path = path;
	return cf;
}

static void changed_line_add(struct changed_file *cf, int line)
{
	if (cf->nr == cf->alloc) {
		cf->alloc = cf->alloc ? cf->alloc * 2 : 16;
		cf->lines = xrealloc(cf->lines, cf->alloc * sizeof(int));
	}
	cf->lines[cf->nr++] = line;
}

void diff_parse_added(const char *text, struct changed_files *out)
{
	struct changed_file *cur = NULL;
	const char *line, *end;
	int new_line = 0, in_hunk = 0;

	while ((line = next_line(text, &end))) {
		text = after_line(end);
		if (starts_with(line, "+++ ")) {
			in_hunk = 0;
			cur = NULL;
			if (!strncmp(line, "+++ /dev/null", 13))
				continue;
			cur = changed_file_add(out, diff_path(line, end, "b/"));
		} else if (starts_with(line, "@@ ") && cur) {
			int os, oc;

			in_hunk = !parse_hunk_header(line, &os, &oc, &new_line);
		} else if (starts_with(line, "diff ")) {
			in_hunk = 0;
		} else if (in_hunk && cur) {
			if (*line == '+')
				changed_line_add(cur, new_line++);
			else if (*line == ' ')
				new_line++;
		}
	}
}

const struct changed_file *changed_file_find(const struct changed_files *cf,
					     const char *path)
{
	int i;

	for (i = 0; i < cf->nr; i++)
		if (!strcmp(cf->items[i].path, path))
			return &cf->items[i];
	return NULL;
}

int line_was_added(const struct changed_file *cf, int line)
{
	int i;

	for (i = 0; cf && i < cf->nr; i++)
		if (cf->lines[i] == line)
			return 1;
	return 0;
}

static struct file_patch *file_patch_add(struct patch_set *out, char *path)
{
	struct file_patch *fp;

	if (out->nr == out->alloc) {
		out->alloc = out->alloc ? out->alloc * 2 : 8;
		out->items = xrealloc(out->items,
				      out->alloc * sizeof(*out->items));
	}
	fp = &out->items[out->nr++];
	memset(fp, 0, sizeof(*fp));
	fp->path = path;
	return fp;
}

static struct hunk *hunk_add(struct file_patch *fp)
{
	struct hunk *h;

	if (fp->nr == fp->alloc) {
		fp->alloc = fp->alloc ? fp->alloc * 2 : 4;
		fp->hunks = xrealloc(fp->hunks, fp->alloc * sizeof(*fp->hunks));
	}
	h = &fp->hunks[fp->nr++];
	memset(h, 0, sizeof(*h));
	return h;
}

struct hunk_text {
	struct strbuf diff, old_text, new_text;
	int new_start;
	char *header_rest;	/* what follows the second "@@" */
};

/* The header is written last: wrapped lines change the new count. */
static void hunk_finish(struct hunk *h, struct hunk_text *t)
{
	struct strbuf diff;

	if (!h)
		return;
	sb_init(&diff);
	sb_addf(&diff, "@@ -%d,%d +%d,%d @@%s\n", h->old_start, h->old_count,
		t->new_start, count_lines(t->new_text.buf ? t->new_text.buf : ""),
		t->header_rest);
	sb_add(&diff, t->diff.buf, t->diff.len);
	sb_release(&t->diff);
	free(t->header_rest);
	t->header_rest = NULL;
	h->diff = sb_detach(&diff);
	h->old_text = sb_detach(&t->old_text);
	h->new_text = sb_detach(&t->new_text);
}

/* An added line, wrapped when spatch made it too long. */
static void add_new_line(struct hunk_text *t, const char *s, size_t n)
{
	char *lines = wrap_long_line(s, n);
	const char *p = lines, *end;

	while ((end = strchr(p, '\n'))) {
		sb_addc(&t->diff, '+');
		sb_add(&t->diff, p, end + 1 - p);
		sb_add(&t->new_text, p, end + 1 - p);
		p = end + 1;
	}
	free(lines);
}

void patch_parse(const char *text, struct patch_set *out)
{
	struct file_patch *cur = NULL;
	struct hunk *h = NULL;
	struct hunk_text t = { 0 };
	const char *line, *end, *rest;

	sb_init(&t.diff);
	sb_init(&t.old_text);
	sb_init(&t.new_text);
	while ((line = next_line(text, &end))) {
		size_t n = end - line;

		text = after_line(end);
		if (starts_with(line, "--- ") && starts_with(text, "+++ ")) {
			hunk_finish(h, &t);
			h = NULL;
			cur = file_patch_add(out, diff_path(line, end, "a/"));
			continue;
		}
		if (starts_with(line, "+++ ") && cur && !h)
			continue;
		if (starts_with(line, "@@ ") && cur) {
			int os, oc, ns;

			hunk_finish(h, &t);
			h = NULL;
			if (parse_hunk_header(line, &os, &oc, &ns))
				continue;
			h = hunk_add(cur);
			h->old_start = os;
			h->old_count = oc;
			t.new_start = ns;
			rest = strstr(line + 2, "@@");
			t.header_rest = rest && rest < end ?
				xstrndup(rest + 2, end - rest - 2) : xstrdup("");
			continue;
		}
		if (!h)
			continue;
		if (*line != ' ' && *line != '+' && *line != '-' &&
		    *line != '\\') {
			hunk_finish(h, &t);
			h = NULL;
			continue;
		}
		if (*line == '+') {
			add_new_line(&t, line + 1, n - 1);
			continue;
		}
		sb_add(&t.diff, line, n);
		sb_addc(&t.diff, '\n');
		if (*line == ' ' || *line == '-') {
			sb_add(&t.old_text, line + 1, n - 1);
			sb_addc(&t.old_text, '\n');
		}
		if (*line == ' ') {
			sb_add(&t.new_text, line + 1, n - 1);
			sb_addc(&t.new_text, '\n');
		}
	}
	hunk_finish(h, &t);
}

struct file_patch *patch_find(const struct patch_set *set, const char *path)
{
	int i;

	for (i = 0; i < set->nr; i++)
		if (!strcmp(set->items[i].path, path))
			return &set->items[i];
	return NULL;
}

/* The hunk that changes this line: it must remove it, not just show it. */
const struct hunk *hunk_covering(const struct file_patch *fp, int line)
{
	int i;

	for (i = 0; fp && i < fp->nr; i++) {
		const struct hunk *h = &fp->hunks[i];
		const char *p = strchr(h->diff, '\n');
		int old_line = h->old_start;

		while (p && p[1]) {
			p++;
			if (*p == '-' && old_line == line)
				return h;
			if (*p == ' ' || *p == '-')
				old_line++;
			p = strchr(p, '\n');
		}
	}
	return NULL;
}

int hunk_only_adds_includes(const struct hunk *h)
{
	const char *p = strchr(h->diff, '\n');

	while (p && p[1]) {
		p++;
		if (*p == '-')
			return 0;
		if (*p == '+' && !starts_with(p + 1, "#include"))
			return 0;
		p = strchr(p, '\n');
	}
	return 1;
}

/*
 * Apply hunks (sorted by old_start) to content. Returns NULL when the
 * content around a hunk is not what the hunk expects.
 */
char *patch_apply(const char *content, const struct hunk *const *hunks,
		  int nr)
{
	struct strbuf out;
	const char *p = content;
	int line = 1, i;

	sb_init(&out);
	for (i = 0; i < nr; i++) {
		const struct hunk *h = hunks[i];
		size_t old_len = strlen(h->old_text);
		int start = h->old_count ? h->old_start : h->old_start + 1;

		while (line < start && *p) {
			const char *nl = strchr(p, '\n');
			const char *stop = nl ? nl + 1 : p + strlen(p);

			sb_add(&out, p, stop - p);
			p = stop;
			line++;
		}
		if (line != start || strncmp(p, h->old_text, old_len)) {
			sb_release(&out);
			return NULL;
		}
		sb_adds(&out, h->new_text);
		p += old_len;
		line += h->old_count;
	}
	sb_adds(&out, p);
	return sb_detach(&out);
}
