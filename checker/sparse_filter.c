// SPDX-License-Identifier: GPL-2.0-only
/*
 * The sparse prefilter: the __bitwise types of the tree's headers and
 * the macros there that cast to pointers to them. sparse runs only on
 * files that cast to such a pointer or use such a macro, which is a
 * small part of most trees.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "sparse_filter.h"

struct word_list {
	char **v;
	int nr;
	int alloc;
};

struct sparse_filter {
	struct word_list types;		/* __le16, __be32, __wsum, ... */
	struct word_list macros;	/* MLX5_GET, SAS_ADDR, ... */
	struct word_list candidates;	/* "NAME\tBODY" of #defines that may cast */
};

static void word_add(struct word_list *l, const char *s, size_t n)
{
	if (l->nr == l->alloc) {
		l->alloc = l->alloc ? l->alloc * 2 : 64;
		l->v = xrealloc(l->v, l->alloc * sizeof(char *));
	}
	l->v[l->nr++] = xstrndup(s, n);
}

static void words_free(struct word_list *l)
{
	int i;

	for (i = 0; i < l->nr; i++)
		free(l->v[i]);
	free(l->v);
}

static int compare_words(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Sort and drop duplicates, for has_word(). */
static void words_sort(struct word_list *l)
{
	int i, j = 0;

	qsort(l->v, l->nr, sizeof(char *), compare_words);
	for (i = 0; i < l->nr; i++) {
		if (j && !strcmp(l->v[j - 1], l->v[i]))
			free(l->v[i]);
		else
			l->v[j++] = l->v[i];
	}
	l->nr = j;
}

static int has_word(const struct word_list *l, const char *s, size_t n)
{
	int lo = 0, hi = l->nr - 1;

	while (lo <= hi) {
		int mid = (lo + hi) / 2;
		int c = strncmp(l->v[mid], s, n);

		if (!c && l->v[mid][n])
			c = 1;
		if (!c)
			return 1;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return 0;
}

struct sparse_filter *sparse_filter_new(void)
{
	struct sparse_filter *sf = xmalloc(sizeof(*sf));

	memset(sf, 0, sizeof(*sf));
	return sf;
}

void sparse_filter_free(struct sparse_filter *sf)
{
	if (!sf)
		return;
	words_free(&sf->types);
	words_free(&sf->macros);
	words_free(&sf->candidates);
	free(sf);
}

/* "typedef __u16 __bitwise __le16;": the word after __bitwise, then ";" */
static void scan_bitwise(struct sparse_filter *sf, const char *text)
{
	const char *p = text;

	while ((p = strstr(p, "__bitwise"))) {
		const char *q = p + 9, *name;

		if (p > text && is_word_char(p[-1])) {
			p = q;
			continue;
		}
		while (*q == ' ' || *q == '\t')
			q++;
		name = q;
		while (is_word_char(*q))
			q++;
		if (q > name && *q == ';')
			word_add(&sf->types, name, q - name);
		p = q;
	}
}

/* A pointer cast "*)" in [body, end), or a call "NAME(" after its start. */
static int may_cast(const char *body, const char *end)
{
	const char *p;

	for (p = body + 1; p < end; p++)
		if (*p == '(' && is_word_char(p[-1]))
			return 1;
	return has_pointer_cast(body, end);
}

/* The #define NAME at [name, body), BODY up to end: a candidate? */
static void scan_define(const char *name, const char *body, const char *end,
			void *ctx)
{
	struct sparse_filter *sf = ctx;
	struct strbuf sb;

	/* a body with a pointer cast, or calling a macro or function */
	if (!may_cast(body, end))
		return;
	sb_init(&sb);
	sb_add(&sb, name, body - name);
	sb_addc(&sb, '\t');
	sb_add(&sb, body, end - body);
	word_add(&sf->candidates, sb.buf, sb.len);
	sb_release(&sb);
}

void sparse_filter_scan(struct sparse_filter *sf, const char *text)
{
	scan_bitwise(sf, text);
	each_define(text, scan_define, sf);
}

/*
 * Qualifiers and annotations that may stand beside the type in a cast:
 * const, volatile and the __words (__iomem, __user, __force, ...).
 */
static int is_qualifier(const char *s, size_t n)
{
	return (n == 5 && !strncmp(s, "const", 5)) ||
	       (n == 8 && !strncmp(s, "volatile", 8)) ||
	       (n > 2 && s[0] == '_' && s[1] == '_');
}

/* Does the type name at [name, name_end) of text open a cast "(TYPE"? */
static int opens_cast(const char *text, const char *name)
{
	const char *p = name;

	for (;;) {
		const char *end;

		while (p > text && isspace((unsigned char)p[-1]))
			p--;
		if (p > text && p[-1] == '(')
			return 1;
		end = p;
		while (p > text && is_word_char(p[-1]))
			p--;
		if (p == end || !is_qualifier(p, end - p))
			return 0;
	}
}

/* Does "* [const] [*] )" follow p, closing a cast to a pointer? */
static int closes_pointer_cast(const char *p)
{
	int stars = 0;

	for (;;) {
		const char *word;

		while (isspace((unsigned char)*p))
			p++;
		if (*p == '*') {
			stars++;
			p++;
			continue;
		}
		if (*p == ')')
			return stars > 0;
		word = p;
		while (is_word_char(*p))
			p++;
		if (p == word || !is_qualifier(word, p - word))
			return 0;
	}
}

/*
 * Might sparse warn "cast to restricted" in text: a cast to a pointer to
 * a __bitwise type, "(const __le16 *)", or a macro that makes one. A
 * declaration "__le16 *p" does not count: sparse warns only on casts.
 */
int sparse_filter_match(const struct sparse_filter *sf, const char *text)
{
	const char *p = text;

	while (*p) {
		const char *start = p;

		if (!is_word_char(*p) || (p > text && is_word_char(p[-1]))) {
			p++;
			continue;
		}
		while (is_word_char(*p))
			p++;
		if (has_word(&sf->macros, start, p - start))
			return 1;
		if (has_word(&sf->types, start, p - start) &&
		    opens_cast(text, start) && closes_pointer_cast(p))
			return 1;
	}
	return 0;
}

/*
 * The macros whose body casts to a pointer to a __bitwise type, or uses
 * such a macro (two levels), from the candidates.
 */
static void find_macros(struct sparse_filter *sf)
{
	int round, i, added;

	words_sort(&sf->types);
	for (round = 0; round < 3; round++) {
		struct word_list found = { NULL, 0, 0 };

		for (i = 0; i < sf->candidates.nr; i++) {
			const char *c = sf->candidates.v[i];
			size_t n = strcspn(c, "\t");

			if (!has_word(&sf->macros, c, n) &&
			    sparse_filter_match(sf, c + n))
				word_add(&found, c, n);
		}
		added = found.nr;
		for (i = 0; i < found.nr; i++)
			word_add(&sf->macros, found.v[i], strlen(found.v[i]));
		words_free(&found);
		words_sort(&sf->macros);
		if (!added)
			break;
	}
}

struct sparse_filter *sparse_filter_copy(const struct sparse_filter *tree)
{
	struct sparse_filter *sf = sparse_filter_new();
	int i;

	for (i = 0; i < tree->types.nr; i++)
		word_add(&sf->types, tree->types.v[i], strlen(tree->types.v[i]));
	for (i = 0; i < tree->macros.nr; i++)
		word_add(&sf->macros, tree->macros.v[i],
			 strlen(tree->macros.v[i]));
	return sf;
}

void sparse_filter_finish(struct sparse_filter *sf)
{
	find_macros(sf);
}

void sparse_filter_render(struct sparse_filter *sf, struct strbuf *sb)
{
	int i;

	find_macros(sf);
	for (i = 0; i < sf->types.nr; i++)
		sb_addf(sb, "/* bitwise-type %s */\n", sf->types.v[i]);
	for (i = 0; i < sf->macros.nr; i++)
		sb_addf(sb, "/* bitwise-macro %s */\n", sf->macros.v[i]);
}

struct sparse_filter *sparse_filter_load(const char *table)
{
	struct sparse_filter *sf = sparse_filter_new();
	const char *p = table;

	while ((p = strstr(p, "/* bitwise-"))) {
		const char *kind = p + 11, *name;
		struct word_list *l;

		if (!strncmp(kind, "type ", 5))
			l = &sf->types;
		else if (!strncmp(kind, "macro ", 6))
			l = &sf->macros;
		else {
			p = kind;
			continue;
		}
		name = strchr(kind, ' ') + 1;
		p = name;
		while (is_word_char(*p))
			p++;
		if (p > name)
			word_add(l, name, p - name);
	}
	words_sort(&sf->types);
	words_sort(&sf->macros);
	return sf;
}
