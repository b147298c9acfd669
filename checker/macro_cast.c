// SPDX-License-Identifier: GPL-2.0-only
/*
 * The pointer casts of a file's own macros and what they cast, for
 * sparse's findings inside macros (see macro_cast.h). Text only: the
 * macros are followed by name, not expanded.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "macro_cast.h"
#include "util.h"

/* How deep a macro is followed into the macros it calls. */
#define MACRO_DEPTH 4

struct macro {
	char *name;
	char *text;		/* the parameter list and the body */
};

struct macro_set {
	struct macro *items;
	int nr;
	int alloc;
	struct strbuf decls;	/* the scanned texts, for member declarations */
};

struct cast_walk {
	const struct macro_set *ms;
	int members;		/* casts of a pointer member at offset 0 */
	int others;		/* casts of anything else */
	char *operand;		/* the first member cast's operand */
};

struct macro_set *macro_set_new(void)
{
	struct macro_set *ms = xmalloc(sizeof(*ms));

	memset(ms, 0, sizeof(*ms));
	sb_init(&ms->decls);
	return ms;
}

void macro_set_free(struct macro_set *ms)
{
	int i;

	if (!ms)
		return;
	for (i = 0; i < ms->nr; i++) {
		free(ms->items[i].name);
		free(ms->items[i].text);
	}
	free(ms->items);
	sb_release(&ms->decls);
	free(ms);
}

static void add_macro(const char *name, const char *rest, const char *end,
		      void *ctx)
{
	struct macro_set *ms = ctx;
	struct macro *m;

	if (ms->nr == ms->alloc) {
		ms->alloc = ms->alloc ? ms->alloc * 2 : 64;
		ms->items = xrealloc(ms->items, ms->alloc * sizeof(*ms->items));
	}
	m = &ms->items[ms->nr++];
	m->name = xstrndup(name, rest - name);
	m->text = xstrndup(rest, end - rest);
}

void macro_set_scan(struct macro_set *ms, const char *text)
{
	each_define(text, add_macro, ms);
	sb_adds(&ms->decls, text);
	sb_addc(&ms->decls, '\n');
}

/* Past blanks and the backslash-newlines of a macro body. */
static const char *skip_blank(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' ||
	       *p == '\\')
		p++;
	return p;
}

/* The ")" that closes the "(" at p, or NULL. */
static const char *matching_paren(const char *p)
{
	int depth = 0;

	for (; *p; p++) {
		if (*p == '(')
			depth++;
		else if (*p == ')' && --depth == 0)
			return p;
	}
	return NULL;
}

/*
 * A member chain at p: NAME or (CHAIN), then ->NAME or .NAME any number
 * of times. Returns its end, with *member set to the last member's name
 * (left alone when there is none); NULL when p holds something else.
 */
static const char *member_chain(const char *p, const char **member,
				size_t *member_len)
{
	p = skip_blank(p);
	if (*p == '(') {
		const char *close = matching_paren(p);
		const char *q;

		if (!close)
			return NULL;
		q = member_chain(p + 1, member, member_len);
		if (!q || skip_blank(q) != close)
			return NULL;
		p = close + 1;
	} else if (is_word_char(*p) && !isdigit((unsigned char)*p)) {
		while (is_word_char(*p))
			p++;
	} else {
		return NULL;
	}
	for (;;) {
		const char *q = skip_blank(p);

		if (q[0] == '-' && q[1] == '>')
			q += 2;
		else if (q[0] == '.')
			q++;
		else
			return p;
		q = skip_blank(q);
		if (!is_word_char(*q) || isdigit((unsigned char)*q))
			return NULL;
		*member = q;
		while (is_word_char(*q))
			q++;
		*member_len = q - *member;
		p = q;
	}
}

/* The word that ends just before p, past blanks: a type name, "return"? */
static int word_before(const char *text, const char *p)
{
	while (p > text && (p[-1] == ' ' || p[-1] == '\t'))
		p--;
	return p > text && is_word_char(p[-1]);
}

/*
 * Does the scanned text declare name a pointer member ("u8 *data;") and
 * never an array ("u8 data[4];")? A byte array member is wherever its
 * struct puts it.
 */
static int pointer_member(const struct macro_set *ms, const char *name,
			  size_t len)
{
	const char *text = ms->decls.buf, *p = text, *start;
	int pointer = 0;

	while ((p = next_identifier(text, p, &start))) {
		const char *q = p;

		if ((size_t)(p - start) != len || strncmp(start, name, len))
			continue;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q == '[' && word_before(text, start))
			return 0;
		if (*q == ';' || *q == ',') {
			const char *b = start;

			while (b > text && (b[-1] == ' ' || b[-1] == '\t'))
				b--;
			if (b > text && b[-1] == '*' && word_before(text, b - 1))
				pointer = 1;
		}
	}
	return pointer;
}

/*
 * The operand after a pointer cast, at p: a pointer member at offset 0,
 * (buf)->data, not buf->data[4], f(x)->data or &buf->data?
 */
static int member_operand(const struct macro_set *ms, const char *p,
			  const char **end)
{
	const char *member = NULL, *q;
	size_t len = 0;

	q = member_chain(p, &member, &len);
	if (!q || !member)
		return 0;
	*end = q;
	q = skip_blank(q);
	if (*q == '[' || *q == '(')
		return 0;
	return pointer_member(ms, member, len);
}

/*
 * The end of the pointer cast "(T *)" whose first "*" is at star, or
 * NULL when the star is no such cast's: a product, (*fn), sizeof(T *).
 */
static const char *pointer_cast_end(const char *text, const char *star)
{
	const char *p = star, *q = star;
	int words = 0;

	while (*p == '*')
		p = skip_blank(p + 1);
	if (*p != ')')
		return NULL;
	while (q > text && (is_word_char(q[-1]) || q[-1] == ' ' ||
			    q[-1] == '\t')) {
		words |= is_word_char(q[-1]);
		q--;
	}
	if (!words || q == text || q[-1] != '(')
		return NULL;
	/* "sizeof(T *)", "typeof(T *)": a call's parentheses, not a cast */
	if (word_before(text, q - 1))
		return NULL;
	return p + 1;
}

static void walk_text(struct cast_walk *w, const char *text, int depth);

static void walk_macro(struct cast_walk *w, const struct macro *m, int depth)
{
	const char *p;

	for (p = m->text; *p; p++) {
		const char *after, *end;

		if (*p != '*')
			continue;
		after = pointer_cast_end(m->text, p);
		if (!after)
			continue;
		if (member_operand(w->ms, after, &end)) {
			w->members++;
			if (!w->operand)
				w->operand = xstrndup(skip_blank(after),
						      end - skip_blank(after));
		} else {
			w->others++;
		}
		p = after - 1;
	}
	if (depth < MACRO_DEPTH)
		walk_text(w, m->text, depth + 1);
}

/* Follows the macros of w->ms that text names. */
static void walk_text(struct cast_walk *w, const char *text, int depth)
{
	const char *p = text, *start;

	while ((p = next_identifier(text, p, &start))) {
		int i;

		for (i = 0; i < w->ms->nr; i++) {
			const struct macro *m = &w->ms->items[i];

			if (strlen(m->name) == (size_t)(p - start) &&
			    !strncmp(m->name, start, p - start))
				walk_macro(w, m, depth);
		}
	}
}

int macro_casts_member(const struct macro_set *ms, const char *text,
		       char **macro, char **operand)
{
	const char *p = text, *start;

	*macro = NULL;
	*operand = NULL;
	while ((p = next_identifier(text, p, &start))) {
		struct cast_walk w = { ms, 0, 0, NULL };
		int i;

		for (i = 0; i < ms->nr; i++) {
			const struct macro *m = &ms->items[i];

			if (strlen(m->name) == (size_t)(p - start) &&
			    !strncmp(m->name, start, p - start))
				walk_macro(&w, m, 1);
		}
		if (w.members && !w.others && !*macro) {
			*macro = xstrndup(start, p - start);
			*operand = w.operand;
			continue;
		}
		free(w.operand);
		if (w.others) {
			free(*macro);
			free(*operand);
			*macro = *operand = NULL;
			return 0;
		}
	}
	return *macro != NULL;
}
