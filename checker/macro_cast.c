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

/* How deep macros are expanded into the macros they call. */
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
	const char *types;	/* the tree's type table, or NULL */
};

/* A word of some text, not copied. */
struct word {
	const char *s;
	size_t len;
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

void macro_set_types(struct macro_set *ms, const char *types)
{
	ms->types = types;
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

/*
 * A member chain at p: NAME, (CHAIN) or (&NAME), then ->NAME or .NAME
 * any number of times. Returns its end, with *member set to the last
 * member's name and *base to the first name (both left alone when there
 * is none); NULL when p holds something else.
 */
static const char *member_chain(const char *p, struct word *base,
				struct word *member)
{
	p = skip_blank(p);
	if (*p == '(') {
		const char *close = matching_close(p);
		const char *q = skip_blank(p + 1);
		struct word inner = { NULL, 0 };
		int address = *q == '&';

		if (!close)
			return NULL;
		q = member_chain(q + address, base, &inner);
		if (!q || skip_blank(q) != close || (address && inner.s))
			return NULL;	/* (&buf->data): the member's address */
		if (inner.s)
			*member = inner;
		p = close + 1;
	} else if (is_word_char(*p) && !isdigit((unsigned char)*p)) {
		base->s = p;
		while (is_word_char(*p))
			p++;
		base->len = p - base->s;
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
		member->s = q;
		while (is_word_char(*q))
			q++;
		member->len = q - member->s;
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

static int same_word(const char *s, size_t n, const struct word *w)
{
	return n == w->len && !strncmp(s, w->s, n);
}

/*
 * How [from, to) declares the member: 1 a pointer ("u8 *data;"), 0 an
 * array or not a pointer, -1 not at all. With any_name, a declaration
 * of the name in any struct; an array anywhere wins, since a byte array
 * member is wherever its struct puts it.
 */
static int member_declared(const char *from, const char *to,
			   const struct word *member, int any_name)
{
	const char *p = from, *start;
	int found = -1;

	while ((p = next_identifier(from, p, &start)) && p <= to) {
		const char *q = p, *b = start;

		if (!same_word(start, p - start, member))
			continue;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q == '[' && word_before(from, start))
			return 0;
		if (*q != ';' && *q != ',')
			continue;
		while (b > from && (b[-1] == ' ' || b[-1] == '\t'))
			b--;
		if (b > from && b[-1] == '*' && word_before(from, b - 1))
			found = 1;
		else if (!any_name && word_before(from, start))
			return 0;
	}
	return found;
}

/* [*from, *to) of "struct name { ... }" in text; 0 if there is none. */
static int struct_body(const char *text, const struct word *name,
		       const char **from, const char **to)
{
	const char *p = text;

	while (text && (p = strstr(p, "struct "))) {
		const char *q = skip_blank(p + 7);
		int depth = 0;

		if ((p > text && is_word_char(p[-1])) ||
		    strncmp(q, name->s, name->len) ||
		    is_word_char(q[name->len])) {
			p += 7;
			continue;
		}
		p += 7;
		q = skip_blank(q + name->len);
		if (*q != '{')
			continue;
		*from = q;
		for (; *q; q++) {
			depth += *q == '{';
			if (*q == '}' && --depth == 0)
				break;
		}
		*to = q;
		return 1;
	}
	return 0;
}

/*
 * The struct that context declares name with, "struct wsm_buf *buf" or
 * "struct sk_buff *c2h": the last such declaration, as *type.
 */
static int declared_struct(const char *context, const struct word *name,
			   struct word *type)
{
	const char *p = context;
	int found = 0;

	while ((p = strstr(p, "struct "))) {
		const char *t = skip_blank(p + 7), *q = t;

		if (p > context && is_word_char(p[-1])) {
			p += 7;
			continue;
		}
		p += 7;
		while (is_word_char(*q))
			q++;
		if (q == t)
			continue;
		{
			const char *n = q;

			while (*n == ' ' || *n == '\t' || *n == '*')
				n++;
			if (!strncmp(n, name->s, name->len) &&
			    !is_word_char(n[name->len]) && n > q) {
				type->s = t;
				type->len = q - t;
				found = 1;
			}
		}
	}
	return found;
}

/*
 * Is member a pointer, not a byte array? By the struct the base is
 * declared with, in the scanned headers or the tree's type table (which
 * lists a struct's byte pointers and byte arrays: a member it does not
 * list is neither); else by any struct of the scanned text that
 * declares the name.
 */
static int pointer_member(const struct macro_set *ms, const char *context,
			  const struct word *base, const struct word *member)
{
	struct word type;
	const char *from, *to;

	if (base->s && context && declared_struct(context, base, &type)) {
		if (struct_body(ms->decls.buf, &type, &from, &to))
			return member_declared(from, to, member, 0) == 1;
		if (struct_body(ms->types, &type, &from, &to))
			return member_declared(from, to, member, 0) != 0;
	}
	return member_declared(ms->decls.buf, ms->decls.buf + ms->decls.len,
			       member, 1) == 1;
}

/*
 * The operand after a pointer cast, at p: a pointer member at offset 0,
 * (buf)->data, (c2h->data), not buf->data[4], f(x)->data or &buf->data?
 */
static int member_operand(const struct macro_set *ms, const char *context,
			  const char *p, const char **end)
{
	struct word base = { NULL, 0 }, member = { NULL, 0 };
	const char *q;

	q = member_chain(p, &base, &member);
	if (!q || !member.s)
		return 0;
	*end = q;
	q = skip_blank(q);
	if (*q == '[' || *q == '(')
		return 0;
	return pointer_member(ms, context, &base, &member);
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

static const struct macro *find_macro(const struct macro_set *ms,
				      const char *s, size_t n)
{
	int i;

	for (i = 0; i < ms->nr; i++)
		if (strlen(ms->items[i].name) == n &&
		    !strncmp(ms->items[i].name, s, n))
			return &ms->items[i];
	return NULL;
}

/* The word [s, e) without the blanks around it. */
static struct word trimmed(const char *s, const char *e)
{
	struct word w;

	while (s < e && isspace((unsigned char)*s))
		s++;
	while (e > s && isspace((unsigned char)e[-1]))
		e--;
	w.s = s;
	w.len = e - s;
	return w;
}

/* The arguments of the call whose "(" is at p, split at top-level commas. */
static int call_args(const char *p, const char **close, struct word *args,
		     int max)
{
	int nr = 0, depth = 0;
	const char *start = p + 1;

	for (; *p; p++) {
		if (*p == '(' || *p == '[' || *p == '{') {
			depth++;
		} else if (*p == ')' || *p == ']' || *p == '}') {
			if (--depth == 0) {
				if (nr < max && (p > start || nr))
					args[nr++] = trimmed(start, p);
				*close = p;
				return nr;
			}
		} else if (*p == ',' && depth == 1 && nr < max) {
			args[nr++] = trimmed(start, p);
			start = p + 1;
		}
	}
	return -1;
}

#define MAX_ARGS 16

static const struct word va_args = { "__VA_ARGS__", 11 };

static int variadic(const struct word *param)
{
	return param->len == 3 && !strncmp(param->s, "...", 3);
}

static void expand(const struct macro_set *ms, const char *text, size_t len,
		   int depth, struct strbuf *out);

/*
 * The body of the function-like macro m with the arguments substituted
 * for its parameters ("..." for __VA_ARGS__), expanded in turn.
 */
static void expand_call(const struct macro_set *ms, const struct macro *m,
			const struct word *args, int nr, int depth,
			struct strbuf *out)
{
	struct word params[MAX_ARGS];
	int np = 0, i;
	const char *p = m->text + 1, *body, *start;
	struct strbuf sub;

	while (*p && *p != ')' && np < MAX_ARGS) {
		p = skip_blank(p);
		params[np].s = p;
		while (*p && *p != ',' && *p != ')' && *p != ' ')
			p++;
		params[np].len = p - params[np].s;
		np++;
		p = skip_blank(p);
		if (*p == ',')
			p++;
	}
	if (*p != ')')
		return;
	body = p + 1;
	sb_init(&sub);
	for (p = body; *p; ) {
		const char *end = next_identifier(body, p, &start);

		if (!end) {
			sb_adds(&sub, p);
			break;
		}
		sb_add(&sub, p, start - p);
		for (i = 0; i < np; i++)
			if (same_word(start, end - start, variadic(&params[i]) ?
				      &va_args : &params[i]))
				break;
		if (i < np && i < nr) {
			int last = variadic(&params[i]) ? nr - 1 : i;

			sb_add(&sub, args[i].s,
			       args[last].s + args[last].len - args[i].s);
		} else if (i == np) {
			sb_add(&sub, start, end - start);
		}
		p = end;
	}
	expand(ms, sub.buf, sub.len, depth - 1, out);
	sb_release(&sub);
}

/*
 * text with the macros of ms that it calls replaced by their bodies,
 * arguments substituted, depth levels deep: a plain textual expansion,
 * enough to see what a cast casts.
 */
static void expand(const struct macro_set *ms, const char *text, size_t len,
		   int depth, struct strbuf *out)
{
	const char *p = text, *end = text + len, *start;

	while (p < end) {
		const char *w = next_identifier(text, p, &start);
		const struct macro *m;

		if (!w || start >= end) {
			sb_add(out, p, end - p);
			return;
		}
		sb_add(out, p, start - p);
		p = w;
		m = depth > 0 ? find_macro(ms, start, w - start) : NULL;
		if (!m) {
			sb_add(out, start, w - start);
			continue;
		}
		if (m->text[0] != '(') {
			expand(ms, m->text, strlen(m->text), depth - 1, out);
			continue;
		}
		{
			const char *q = skip_blank(w), *close;
			struct word args[MAX_ARGS];
			int nr;

			if (*q != '(' ||
			    (nr = call_args(q, &close, args, MAX_ARGS)) < 0 ||
			    close >= end) {
				sb_add(out, start, w - start);
				continue;
			}
			sb_addc(out, '(');
			expand_call(ms, m, args, nr, depth, out);
			sb_addc(out, ')');
			p = close + 1;
		}
	}
}

int macro_casts_member(const struct macro_set *ms, const char *text,
		       const char *context, char **macro, char **operand)
{
	const char *p = text, *start;
	struct strbuf x;
	int members = 0, others = 0;

	*macro = NULL;
	*operand = NULL;
	while ((p = next_identifier(text, p, &start)))
		if (find_macro(ms, start, p - start)) {
			*macro = xstrndup(start, p - start);
			break;
		}
	if (!*macro)
		return 0;
	sb_init(&x);
	expand(ms, text, strlen(text), MACRO_DEPTH, &x);
	for (p = x.buf; *p; p++) {
		const char *after, *end;

		if (*p != '*')
			continue;
		after = pointer_cast_end(x.buf, p);
		if (!after)
			continue;
		if (member_operand(ms, context, after, &end)) {
			members++;
			if (!*operand)
				*operand = xstrndup(skip_blank(after),
						    end - skip_blank(after));
		} else {
			others++;
		}
		p = after - 1;
	}
	sb_release(&x);
	if (members && !others)
		return 1;
	free(*macro);
	free(*operand);
	*macro = *operand = NULL;
	return 0;
}
