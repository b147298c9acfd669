// SPDX-License-Identifier: GPL-2.0-only
/*
 * The integer #defines of the tree's headers (#define TIPC_AEAD_ALG_NAME
 * (32)), for the rules' offset arithmetic: an offset written with a
 * header's macro is as known as one written with its number. Kept as
 * sorted "NAME BODY" lines; the rules evaluate the bodies. The struct
 * definitions go in the same table, as "struct:NAME MEMBERS } ATTRIBUTES",
 * for offsets written with sizeof(struct NAME) or offsetof(); and the
 * function-like macros that cast to a pointer, as "macro:NAME (PARAMS)
 * BODY", for sparse's casts that such a macro makes.
 */
#include <ctype.h>
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

/* Add c to sb with every run of blanks squeezed to one space. */
static void add_squeezed(struct strbuf *sb, char c)
{
	if (!isspace((unsigned char)c))
		sb_addc(sb, c);
	else if (sb->len && sb->buf[sb->len - 1] != ' ')
		sb_addc(sb, ' ');
}

static void trim_trailing_blank(struct strbuf *sb)
{
	while (sb->len && sb->buf[sb->len - 1] == ' ')
		sb->len--;
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

/*
 * A function-like macro whose body casts to a pointer type, SAS_ADDR(x)
 * of scsi/sas.h that reads *(__be64 *)(x): kept as "macro:NAME (PARAMS)
 * BODY" on one line, comments and line continuations made blanks, so
 * that the rules can expand its call where sparse reports the cast and
 * judge what it casts. Others are left out: the table stays small.
 */
static void scan_macro(struct define_table *dt, const char *name,
		       const char *rest, const char *end)
{
	struct strbuf key, one_line;
	char *body = body_text(rest, end);
	const char *p;

	if (!body)
		return;
	if (!has_pointer_cast(body, body + strlen(body))) {
		free(body);
		return;
	}
	sb_init(&one_line);
	for (p = body; *p; p++)
		add_squeezed(&one_line, *p == '\\' ? ' ' : *p);
	trim_trailing_blank(&one_line);
	sb_init(&key);
	sb_adds(&key, "macro:");
	sb_add(&key, name, rest - name);
	define_add(dt, key.buf, key.len, one_line.buf, one_line.len);
	sb_release(&key);
	sb_release(&one_line);
	free(body);
}

/*
 * One #define: kept when it is an object-like macro on one line, or a
 * function-like macro that casts to a pointer (scan_macro()).
 */
static void scan_define(const char *name, const char *rest, const char *end,
			void *ctx)
{
	struct define_table *dt = ctx;
	const char *p;
	char *body;
	size_t m;

	if (*rest == '(') {
		scan_macro(dt, name, rest, end);
		return;
	}
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

/* text with each comment replaced by a space. */
static char *without_comments(const char *text)
{
	struct strbuf sb;
	const char *p = text;

	sb_init(&sb);
	while (*p) {
		if (p[0] == '/' && p[1] == '*') {
			const char *e = strstr(p + 2, "*/");

			p = e ? e + 2 : p + strlen(p);
			sb_addc(&sb, ' ');
		} else if (p[0] == '/' && p[1] == '/') {
			while (*p && *p != '\n')
				p++;
		} else {
			sb_addc(&sb, *p++);
		}
	}
	return sb_detach(&sb);
}

/* p is on a preprocessor line: a #define's body names no struct. */
static int in_directive(const char *text, const char *p)
{
	const char *line = p;

	while (line > text && line[-1] != '\n')
		line--;
	/* a continued line */
	if (line > text + 1 && line[-2] == '\\')
		return 1;
	while (*line == ' ' || *line == '\t')
		line++;
	return *line == '#';
}

/* The # at p starts a preprocessor line of text. */
static int directive_starts(const char *text, const char *p)
{
	while (p > text && (p[-1] == ' ' || p[-1] == '\t'))
		p--;
	return p == text || p[-1] == '\n';
}

/*
 * One struct definition, from just past the brace after its name: kept as
 * "struct:NAME" with the text up to the semicolon on one line, "MEMBERS }
 * ATTRIBUTES", from which the rules lay the struct out for sizeof(struct
 * NAME) and offsetof(). Its preprocessor lines are kept, each ended
 * with a semicolon; one continued over lines is not understood and the
 * definition is kept empty, that is, left out.
 */
static const char *scan_struct(struct define_table *dt, const char *name,
			       size_t n, const char *body)
{
	const char *p = body, *end;
	struct strbuf key, one_line;
	int depth = 1, continued = 0;

	for (; *p && depth; p++)
		if (*p == '{' || *p == '}')
			depth += *p == '{' ? 1 : -1;
	end = depth ? NULL : strchr(p, ';');
	if (!end)
		return p;
	sb_init(&key);
	sb_adds(&key, "struct:");
	sb_add(&key, name, n);
	sb_init(&one_line);
	for (p = body; p < end; p++) {
		if (*p == '#' && directive_starts(body, p)) {
			/*
			 * kept as a declaration of its own: the rules take the
			 * branches that test the byte order, and no others
			 */
			while (p < end && *p != '\n')
				sb_addc(&one_line, *p++);
			sb_adds(&one_line, "; ");
			continue;
		}
		if (*p == '\\')
			continued = 1;
		add_squeezed(&one_line, *p);
	}
	trim_trailing_blank(&one_line);
	define_add(dt, key.buf, key.len, one_line.buf,
		   continued ? 0 : one_line.len);
	sb_release(&key);
	sb_release(&one_line);
	return end;
}

/* The word "typedef" ends just before kw, but for blanks. */
static int after_typedef(const char *code, const char *kw)
{
	while (kw > code && isspace((unsigned char)kw[-1]))
		kw--;
	return kw - code >= 7 && !strncmp(kw - 7, "typedef", 7) &&
	       (kw - code == 7 || !is_word_char(kw[-8]));
}

/*
 * The name a typedef gives: the last word between from and the semicolon
 * at end, "} __packed journal_header_t;". NULL for a pointer typedef
 * ("} *p_t;"), more than one name, or an attribute in the last place.
 */
static const char *typedef_name(const char *from, const char *end,
				size_t *n)
{
	const char *q = end, *word;

	while (q > from && isspace((unsigned char)q[-1]))
		q--;
	word = q;
	while (word > from && is_word_char(word[-1]))
		word--;
	*n = q - word;
	if (!*n || isdigit((unsigned char)*word) ||
	    !strncmp(word, "__packed", 8) || !strncmp(word, "__aligned", 9) ||
	    !strncmp(word, "__randomize_layout", 18))
		return NULL;
	q = word;
	while (q > from && isspace((unsigned char)q[-1]))
		q--;
	if (q > from && (q[-1] == '*' || q[-1] == ','))
		return NULL;
	return word;
}

/*
 * "typedef:ALIAS TAG": the struct a typedef names, so that the rules lay
 * out sizeof(journal_header_t) as they do sizeof(struct journal_header_s).
 */
static void add_typedef(struct define_table *dt, const char *alias, size_t n,
			const char *tag, size_t m)
{
	struct strbuf key;

	sb_init(&key);
	sb_adds(&key, "typedef:");
	sb_add(&key, alias, n);
	define_add(dt, key.buf, key.len, tag, m);
	sb_release(&key);
}

/*
 * Each "struct NAME {" of the text, outside comments and #defines, and
 * the typedefs of structs: "typedef struct NAME {...} ALIAS;", "typedef
 * struct {...} ALIAS;" (kept as struct ALIAS) and "typedef struct NAME
 * ALIAS;".
 */
static void scan_structs(struct define_table *dt, const char *text)
{
	char *code = without_comments(text);
	const char *p = code;

	while ((p = strstr(p, "struct"))) {
		const char *kw = p, *name = p + 6, *q, *close, *alias;
		size_t n;
		int typedefd;

		if ((p > code && is_word_char(p[-1])) ||
		    !isspace((unsigned char)*name) || in_directive(code, p)) {
			p += 6;
			continue;
		}
		typedefd = after_typedef(code, kw);
		while (isspace((unsigned char)*name))
			name++;
		q = name;
		while (is_word_char(*q))
			q++;
		p = q;
		while (isspace((unsigned char)*p))
			p++;
		close = *p == '{' ? matching_close(p) : NULL;
		if (q > name && *p == '{') {
			p = scan_struct(dt, name, q - name, p + 1);
			alias = typedefd && close && *p == ';' ?
				typedef_name(close + 1, p, &n) : NULL;
			if (alias)
				add_typedef(dt, alias, n, name, q - name);
		} else if (typedefd && close && *p == '{') {
			const char *end = strchr(close, ';');

			alias = end ? typedef_name(close + 1, end, &n) : NULL;
			if (alias) {
				scan_struct(dt, alias, n, p + 1);
				add_typedef(dt, alias, n, alias, n);
			}
			p = close;
		} else if (typedefd && q > name && is_word_char(*p)) {
			const char *end = p;

			while (is_word_char(*end))
				end++;
			while (isspace((unsigned char)*end))
				end++;
			alias = *end == ';' ? typedef_name(p, end, &n) : NULL;
			if (alias)
				add_typedef(dt, alias, n, name, q - name);
		}
	}
	free(code);
}

/* The integer #defines and the struct definitions of a header's text. */
void defines_scan(struct define_table *dt, const char *text)
{
	each_define(text, scan_define, dt);
	scan_structs(dt, text);
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
