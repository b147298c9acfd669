// SPDX-License-Identifier: GPL-2.0-only
/*
 * The type table: byte-pointer struct members, and functions that return
 * byte pointers, read from the kernel headers with a small scanner, so
 * that spatch knows skb->data and skb_tail_pointer(skb) are unsigned
 * char * without parsing thousands of headers for every file.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "defines.h"
#include "sparse_filter.h"
#include "typetable.h"
#include "util.h"
#include "version.h"
#include "walk.h"

struct type_struct {
	char *name;
	char **members;		/* declarations, e.g. "unsigned char *data" */
	int nr;
	int alloc;
};

struct typetable {
	struct type_struct *items;
	int nr;
	int alloc;
	char **functions;	/* "unsigned char *skb_tail_pointer()" */
	int nr_functions;
	int alloc_functions;
	char **typedefs;	/* "pegasus pegasus_t": struct tag, alias */
	int nr_typedefs;
	int alloc_typedefs;
	struct sparse_filter *sparse;
};

struct typetable *typetable_new(void)
{
	struct typetable *tt = xmalloc(sizeof(*tt));

	memset(tt, 0, sizeof(*tt));
	tt->sparse = sparse_filter_new();
	return tt;
}

void typetable_free(struct typetable *tt)
{
	int i, j;

	for (i = 0; i < tt->nr; i++) {
		for (j = 0; j < tt->items[i].nr; j++)
			free(tt->items[i].members[j]);
		free(tt->items[i].members);
		free(tt->items[i].name);
	}
	free(tt->items);
	for (i = 0; i < tt->nr_functions; i++)
		free(tt->functions[i]);
	free(tt->functions);
	for (i = 0; i < tt->nr_typedefs; i++)
		free(tt->typedefs[i]);
	free(tt->typedefs);
	sparse_filter_free(tt->sparse);
	free(tt);
}

static struct type_struct *struct_get(struct typetable *tt, const char *name)
{
	struct type_struct *s;
	int i;

	for (i = 0; i < tt->nr; i++)
		if (!strcmp(tt->items[i].name, name))
			return &tt->items[i];
	if (tt->nr == tt->alloc) {
		tt->alloc = tt->alloc ? tt->alloc * 2 : 256;
		tt->items = xrealloc(tt->items, tt->alloc * sizeof(*tt->items));
	}
	s = &tt->items[tt->nr++];
	memset(s, 0, sizeof(*s));
	s->name = xstrdup(name);
	return s;
}

static void member_add(struct type_struct *s, const char *decl)
{
	int i;

	for (i = 0; i < s->nr; i++)
		if (!strcmp(s->members[i], decl))
			return;
	if (s->nr == s->alloc) {
		s->alloc = s->alloc ? s->alloc * 2 : 4;
		s->members = xrealloc(s->members, s->alloc * sizeof(char *));
	}
	s->members[s->nr++] = xstrdup(decl);
}

/* The text without comments, string contents and preprocessor lines. */
static char *code_only(const char *text)
{
	struct strbuf sb;
	const char *p = text;
	int line_start = 1;

	sb_init(&sb);
	while (*p) {
		if (line_start) {
			const char *q = p;

			while (*q == ' ' || *q == '\t')
				q++;
			if (*q == '#') {
				/* skip the directive and its continuations */
				while (*q && !(*q == '\n' && q[-1] != '\\'))
					q++;
				p = q;
				continue;
			}
		}
		if (p[0] == '/' && p[1] == '*') {
			const char *e = strstr(p + 2, "*/");

			p = e ? e + 2 : p + strlen(p);
			sb_addc(&sb, ' ');
			continue;
		}
		if (p[0] == '/' && p[1] == '/') {
			while (*p && *p != '\n')
				p++;
			continue;
		}
		if (*p == '"' || *p == '\'') {
			char quote = *p++;

			while (*p && *p != quote) {
				if (*p == '\\' && p[1])
					p++;
				p++;
			}
			if (*p)
				p++;
			sb_adds(&sb, "0");
			continue;
		}
		line_start = *p == '\n';
		sb_addc(&sb, *p++);
	}
	return sb_detach(&sb);
}

static const char *const byte_types[] = {
	"unsigned char", "signed char", "char", "u8", "__u8", "s8", "__s8",
	"uint8_t", "int8_t", "void", NULL,
};

/* Qualifiers and annotations that do not change what we record. */
static const char *const dropped_words[] = {
	"const", "volatile", "__rcu", "__user", "__force", "__percpu",
	"__randomize_layout", "__private", NULL,
};

static int word_in(const char *w, size_t n, const char *const *list)
{
	int i;

	for (i = 0; list[i]; i++)
		if (strlen(list[i]) == n && !strncmp(list[i], w, n))
			return 1;
	return 0;
}

/* Normalise one member declaration: single spaces, no qualifiers. */
static char *normalise(const char *s, size_t n, int *aligned)
{
	struct strbuf sb;
	size_t i = 0;

	sb_init(&sb);
	*aligned = 0;
	while (i < n) {
		if (isalpha((unsigned char)s[i]) || s[i] == '_') {
			size_t j = i;

			while (j < n && is_word_char(s[j]))
				j++;
			if (j - i == 9 && !strncmp(s + i, "__aligned", 9)) {
				while (j < n && s[j] == ' ')
					j++;
				if (j < n && s[j] == '(')
					*aligned = atoi(s + j + 1);
				while (j < n && s[j] != ')')
					j++;
				i = j + 1;
				continue;
			}
			if (!word_in(s + i, j - i, dropped_words)) {
				if (sb.len && sb.buf[sb.len - 1] != ' ' &&
				    sb.buf[sb.len - 1] != '*')
					sb_addc(&sb, ' ');
				sb_add(&sb, s + i, j - i);
			}
			i = j;
		} else if (isspace((unsigned char)s[i])) {
			i++;
		} else {
			if (s[i] == '*' && sb.len && sb.buf[sb.len - 1] != ' ' &&
			    sb.buf[sb.len - 1] != '*')
				sb_addc(&sb, ' ');
			sb_addc(&sb, s[i++]);
		}
	}
	return sb_detach(&sb);
}

static int is_ident_start(char c)
{
	return isalpha((unsigned char)c) || c == '_';
}

static int is_ident(const char *s)
{
	if (!isalpha((unsigned char)*s) && *s != '_')
		return 0;
	while (*s && is_word_char(*s))
		s++;
	return *s == '\0';
}

/*
 * "unsigned char *head, *data" -> two members. A byte array is recorded
 * with one element (its casts are casts of a byte pointer), one with
 * __aligned(N) as an array of an N-byte type: what matters is that casts
 * of it are not casts of a byte pointer.
 */
static void scan_member(struct type_struct *s, const char *text, size_t n)
{
	int aligned, i;
	char *decl = normalise(text, n, &aligned);
	char *rest = NULL, *tok, *save = NULL;
	const char *base = NULL;

	if (strstr(decl, "__iomem") || strchr(decl, '(') ||
	    strchr(decl, ':')) {
		free(decl);
		return;
	}
	for (i = 0; byte_types[i]; i++) {
		size_t m = strlen(byte_types[i]);

		if (!strncmp(decl, byte_types[i], m) &&
		    (decl[m] == ' ' || decl[m] == '*')) {
			base = byte_types[i];
			rest = decl + m;
			break;
		}
	}
	if (!base) {
		free(decl);
		return;
	}
	for (tok = strtok_r(rest, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		struct strbuf m;
		char *name;

		while (*tok == ' ')
			tok++;
		sb_init(&m);
		if (tok[0] == '*' && tok[1] != '*') {
			name = tok + 1;
			while (*name == ' ')
				name++;
			if (is_ident(name))
				sb_addf(&m, "%s *%s", base, name);
		} else if (strcmp(base, "void") && strchr(tok, '[')) {
			char *br = strchr(tok, '[');

			*br = '\0';
			while (br > tok && br[-1] == ' ')
				*--br = '\0';
			if (is_ident(tok))
				sb_addf(&m, "%s %s[1]", aligned >= 8 ? "u64" :
					aligned >= 4 ? "u32" :
					aligned >= 2 ? "u16" : base, tok);
		}
		if (m.len)
			member_add(s, m.buf);
		sb_release(&m);
	}
	free(decl);
}

/* Scan the body of struct name, text just past its '{'. Returns the end. */
static const char *scan_body(struct typetable *tt, const char *name,
			     const char *p)
{
	struct type_struct *s = NULL;
	const char *stmt = p;
	int depth = 1;

	for (; *p && depth; p++) {
		if (*p == '{' || *p == '}') {
			depth += *p == '{' ? 1 : -1;
			stmt = p + 1;
		} else if (*p == ';') {
			if (!s)
				s = struct_get(tt, name);
			scan_member(s, stmt, p - stmt);
			stmt = p + 1;
		}
	}
	return p;
}

/*
 * The next "struct NAME" at or after p in text: returns the end of NAME
 * (NAME may be empty, as in "struct {"), or NULL when there is none.
 */
static const char *next_struct(const char *text, const char *p,
			       const char **name, size_t *len)
{
	while ((p = strstr(p, "struct"))) {
		const char *q = p + 6;

		if ((p > text && is_word_char(p[-1])) ||
		    !isspace((unsigned char)*q)) {
			p = q;
			continue;
		}
		while (isspace((unsigned char)*q))
			q++;
		*name = q;
		while (is_word_char(*q))
			q++;
		*len = q - *name;
		return q;
	}
	return NULL;
}

static void name_add(char ***names, int *nr, int *alloc, const char *s,
		     size_t len)
{
	if (*nr == *alloc) {
		*alloc = *alloc ? *alloc * 2 : 64;
		*names = xrealloc(*names, *alloc * sizeof(char *));
	}
	(*names)[(*nr)++] = xstrndup(s, len);
}

/* Add s to the list v unless it is there. */
static void string_add(char ***v, int *nr, int *alloc, const char *s)
{
	int i;

	for (i = 0; i < *nr; i++)
		if (!strcmp((*v)[i], s))
			return;
	name_add(v, nr, alloc, s, strlen(s));
}

static void function_add(struct typetable *tt, const char *decl)
{
	string_add(&tt->functions, &tt->nr_functions, &tt->alloc_functions,
		   decl);
}

/* The word that ends just before end (after spaces), as [*start, end). */
static const char *word_before(const char *text, const char *end,
			       const char **start)
{
	while (end > text && isspace((unsigned char)end[-1]))
		end--;
	*start = end;
	while (*start > text && is_word_char((*start)[-1]))
		(*start)--;
	return end;
}

/*
 * At file scope, "u8 *name(" or "unsigned char *name(": a function that
 * returns a byte pointer. Recorded as "unsigned char *name()".
 */
static void scan_function(struct typetable *tt, const char *code,
			  const char *paren)
{
	const char *name, *name_end, *type, *type_end, *p;
	struct strbuf sb;
	int i;

	name_end = word_before(code, paren, &name);
	if (name == name_end || !is_ident_start(*name))
		return;
	p = name;
	while (p > code && isspace((unsigned char)p[-1]))
		p--;
	if (p == code || p[-1] != '*' || (p - 1 > code && p[-2] == '*'))
		return;
	type_end = word_before(code, p - 1, &type);
	for (i = 0; byte_types[i]; i++)
		if (strlen(byte_types[i]) == (size_t)(type_end - type) &&
		    !strncmp(byte_types[i], type, type_end - type))
			break;
	if (!byte_types[i])
		return;
	sb_init(&sb);
	if (!strcmp(byte_types[i], "char")) {
		const char *sign, *sign_end = word_before(code, type, &sign);

		if (sign_end - sign == 8 && !strncmp(sign, "unsigned", 8))
			sb_adds(&sb, "unsigned ");
		else if (sign_end - sign == 6 && !strncmp(sign, "signed", 6))
			sb_adds(&sb, "signed ");
	}
	sb_addf(&sb, "%s *%.*s()", byte_types[i], (int)(name_end - name), name);
	function_add(tt, sb.buf);
	sb_release(&sb);
}

static void scan_functions(struct typetable *tt, const char *code)
{
	const char *p;
	int depth = 0;

	for (p = code; *p; p++) {
		if (*p == '{')
			depth++;
		else if (*p == '}' && depth)
			depth--;
		else if (*p == '(' && !depth)
			scan_function(tt, code, p);
	}
}

/* Is the word before the "struct" at kw "typedef"? */
static int after_typedef(const char *code, const char *kw)
{
	const char *w, *end = word_before(code, kw, &w);

	return end - w == 7 && !strncmp(w, "typedef", 7);
}

/*
 * The alias in "} ALIAS;" or "} ALIAS, *PALIAS;" at p, as [*alias, end),
 * or NULL.
 */
static const char *typedef_alias(const char *p, const char **alias)
{
	const char *end;

	while (isspace((unsigned char)*p))
		p++;
	*alias = p;
	if (!is_ident_start(*p))
		return NULL;
	while (is_word_char(*p))
		p++;
	end = p;
	while (isspace((unsigned char)*p))
		p++;
	return *p == ';' || *p == ',' ? end : NULL;
}

static void typedef_add(struct typetable *tt, const char *tag, size_t n,
			const char *alias, size_t m)
{
	char *s = xmalloc(n + m + 2);

	sprintf(s, "%.*s %.*s", (int)n, tag, (int)m, alias);
	string_add(&tt->typedefs, &tt->nr_typedefs, &tt->alloc_typedefs, s);
	free(s);
}

/* Past the '}' that closes the '{' just before p. */
static const char *body_end(const char *p)
{
	int depth = 1;

	for (; *p && depth; p++)
		if (*p == '{' || *p == '}')
			depth += *p == '{' ? 1 : -1;
	return p;
}

/*
 * Structs, with their typedef names: "typedef struct pegasus {...}
 * pegasus_t;", "typedef struct tag alias;", and "typedef struct {...}
 * alias;", whose members are recorded under the tag alias.
 */
void typetable_scan(struct typetable *tt, const char *text)
{
	char *code = code_only(text);
	const char *p = code, *name, *kw;
	size_t n;

	while ((p = next_struct(code, p, &name, &n))) {
		const char *q = p, *alias, *alias_end;
		char *id;

		kw = name;
		while (kw > code && isspace((unsigned char)kw[-1]))
			kw--;
		kw -= 6;	/* "struct" */
		while (isspace((unsigned char)*q))
			q++;
		if (*q != '{') {
			alias_end = typedef_alias(q, &alias);
			if (n && alias_end && after_typedef(code, kw))
				typedef_add(tt, name, n, alias, alias_end - alias);
			p = q;
			continue;
		}
		if (!n) {
			const char *end = body_end(q + 1);

			alias_end = typedef_alias(end, &alias);
			if (!alias_end || !after_typedef(code, kw)) {
				p = q + 1;
				continue;
			}
			name = alias;
			n = alias_end - alias;
		}
		id = xstrndup(name, n);
		p = scan_body(tt, id, q + 1);
		alias_end = typedef_alias(p, &alias);
		if (alias_end && after_typedef(code, kw))
			typedef_add(tt, id, n, alias, alias_end - alias);
		free(id);
	}
	scan_functions(tt, code);
	free(code);
	sparse_filter_scan(tt->sparse, text);
}

static int compare_structs(const void *a, const void *b)
{
	return strcmp(((const struct type_struct *)a)->name,
		      ((const struct type_struct *)b)->name);
}

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

char *typetable_render(struct typetable *tt)
{
	struct strbuf sb;
	int i, j;

	qsort(tt->items, tt->nr, sizeof(*tt->items), compare_structs);
	sb_init(&sb);
	for (i = 0; i < tt->nr; i++) {
		const struct type_struct *s = &tt->items[i];

		if (!s->nr)
			continue;
		sb_addf(&sb, "struct %s {\n", s->name);
		for (j = 0; j < s->nr; j++)
			sb_addf(&sb, "\t%s;\n", s->members[j]);
		sb_adds(&sb, "};\n");
	}
	qsort(tt->typedefs, tt->nr_typedefs, sizeof(char *), compare_names);
	for (i = 0; i < tt->nr_typedefs; i++) {
		const char *t = tt->typedefs[i];
		struct type_struct key, *s;

		key.name = xstrndup(t, strcspn(t, " "));
		s = bsearch(&key, tt->items, tt->nr, sizeof(*tt->items),
			    compare_structs);
		if (s && s->nr)
			sb_addf(&sb, "typedef struct %s %s;\n", key.name,
				t + strlen(key.name) + 1);
		free(key.name);
	}
	qsort(tt->functions, tt->nr_functions, sizeof(char *), compare_names);
	for (i = 0; i < tt->nr_functions; i++)
		sb_addf(&sb, "%s;\n", tt->functions[i]);
	sparse_filter_render(tt->sparse, &sb);
	return sb_detach(&sb);
}

/* Every identifier that follows the keyword struct in text. */
static void struct_names(const char *text, char ***names, int *nr, int *alloc)
{
	const char *p = text, *name;
	size_t len;

	while ((p = next_struct(text, p, &name, &len))) {
		if (len)
			name_add(names, nr, alloc, name, len);
	}
}

/* Every identifier followed by '(' in text: the functions it may call. */
static void called_names(const char *text, char ***names, int *nr,
			 int *alloc)
{
	const char *p = text, *q;

	while ((q = next_identifier(text, p, &p))) {
		if (*q == '(' || (*q == ' ' && q[1] == '('))
			name_add(names, nr, alloc, p, q - p);
		p = q;
	}
}

/* The lines "TYPE *NAME();" of the table for the functions in names. */
static void functions_subset(struct strbuf *sb, const char *table,
			     char **names, int n)
{
	const char *line = table;

	while (*line) {
		const char *end = strchr(line, '\n');
		size_t len = end ? (size_t)(end - line) : strlen(line);

		if (len > 3 && !strncmp(line + len - 3, "();", 3) &&
		    line[0] != '\t') {
			const char *name = line + len - 3, *name_end = name;
			char *id;

			while (name > line && is_word_char(name[-1]))
				name--;
			id = xstrndup(name, name_end - name);
			if (n && bsearch(&id, names, n, sizeof(char *), compare_names)) {
				sb_add(sb, line, len);
				sb_addc(sb, '\n');
			}
			free(id);
		}
		line += len + (end != NULL);
	}
}

struct typedef_line {
	const char *line;	/* "typedef struct TAG ALIAS;" in the table */
	size_t len;
	char *tag, *alias;
	int used;
};

static int compare_aliases(const void *a, const void *b)
{
	return strcmp(((const struct typedef_line *)a)->alias,
		      ((const struct typedef_line *)b)->alias);
}

/* The table's typedef lines, sorted by alias. */
static struct typedef_line *typedef_lines(const char *table, int *nr)
{
	struct typedef_line *v = NULL;
	const char *p = table;
	int alloc = 0;

	*nr = 0;
	while ((p = strstr(p, "\ntypedef struct "))) {
		const char *tag = p + 16, *alias, *end;

		p++;
		end = strchr(p, '\n');
		alias = strchr(tag, ' ');
		if (!end || !alias || alias > end || end[-1] != ';')
			continue;
		if (*nr == alloc) {
			alloc = alloc ? alloc * 2 : 16;
			v = xrealloc(v, alloc * sizeof(*v));
		}
		v[*nr].line = p;
		v[*nr].len = end + 1 - p;
		v[*nr].tag = xstrndup(tag, alias - tag);
		v[*nr].alias = xstrndup(alias + 1, end - 1 - (alias + 1));
		v[*nr].used = 0;
		(*nr)++;
	}
	if (*nr)
		qsort(v, *nr, sizeof(*v), compare_aliases);
	return v;
}

/* Mark the typedefs whose alias is a word of text. */
static void mark_used_typedefs(const char *text, struct typedef_line *v,
			       int nr)
{
	const char *p = text, *q;

	while ((q = next_identifier(text, p, &p))) {
		struct typedef_line key, *t;

		key.alias = xstrndup(p, q - p);
		t = bsearch(&key, v, nr, sizeof(*v), compare_aliases);
		if (t)
			t->used = 1;
		free(key.alias);
		p = q;
	}
}

/*
 * The structs that texts name, as "struct NAME" or through a typedef,
 * the first of a name only (a driver header's before the tree's), their
 * typedefs, and the functions texts call.
 */
char *typetable_subset(const char *table, const char *const *texts, int nr)
{
	char **names = NULL, **done = NULL;
	int n = 0, alloc = 0, nr_done = 0, alloc_done = 0, i, nr_typedefs;
	struct typedef_line *typedefs = typedef_lines(table, &nr_typedefs);
	struct strbuf sb;
	const char *p = table;

	for (i = 0; i < nr; i++) {
		struct_names(texts[i], &names, &n, &alloc);
		if (nr_typedefs)
			mark_used_typedefs(texts[i], typedefs, nr_typedefs);
	}
	for (i = 0; i < nr_typedefs; i++)
		if (typedefs[i].used)
			name_add(&names, &n, &alloc, typedefs[i].tag,
				 strlen(typedefs[i].tag));
	if (n)
		qsort(names, n, sizeof(char *), compare_names);
	sb_init(&sb);
	while ((p = strstr(p, "\nstruct "))) {
		const char *name = p + 8, *end = strstr(p, "\n};\n");
		char *id;
		int j;

		if (!end)
			break;
		id = xstrndup(name, strcspn(name, " {"));
		for (j = 0; j < nr_done && strcmp(done[j], id); j++)
			;
		if (j == nr_done && n &&
		    bsearch(&id, names, n, sizeof(char *), compare_names)) {
			sb_add(&sb, p + 1, end + 4 - (p + 1));
			string_add(&done, &nr_done, &alloc_done, id);
		}
		free(id);
		p = end + 3;
	}
	for (i = 0; i < nr_typedefs; i++) {
		if (typedefs[i].used &&
		    (i == 0 || strcmp(typedefs[i].alias, typedefs[i - 1].alias)))
			sb_add(&sb, typedefs[i].line, typedefs[i].len);
		free(typedefs[i].tag);
		free(typedefs[i].alias);
	}
	free(typedefs);
	for (i = 0; i < nr_done; i++)
		free(done[i]);
	free(done);
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	names = NULL;
	n = alloc = 0;
	for (i = 0; i < nr; i++)
		called_names(texts[i], &names, &n, &alloc);
	if (n)
		qsort(names, n, sizeof(char *), compare_names);
	functions_subset(&sb, table, names, n);
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return sb_detach(&sb);
}

struct header_scan {
	struct typetable *tt;
	struct define_table *dt;
	uint64_t stamp;		/* over names, sizes and mtimes */
	int read;		/* 0: only compute the stamp */
};

static void header_found(const char *path, void *ctx)
{
	struct header_scan *hs = ctx;
	struct stat st;
	char *text;

	if (stat(path, &st) < 0)
		return;
	hs->stamp = hash_bytes(hs->stamp, path, strlen(path));
	hs->stamp = hash_bytes(hs->stamp, &st.st_size, sizeof(st.st_size));
	hs->stamp = hash_bytes(hs->stamp, &st.st_mtime, sizeof(st.st_mtime));
	if (!hs->read)
		return;
	text = read_file(path, NULL);
	if (text) {
		typetable_scan(hs->tt, text);
		defines_scan(hs->dt, text);
	}
	free(text);
}

static void scan_headers(const struct tree *t, struct header_scan *hs)
{
	static const char *const dirs[] = { "include", "arch/x86/include" };
	int i;

	for (i = 0; i < 2; i++) {
		char *d = path_join(t->root, dirs[i]);

		walk_files(d, ".h", header_found, hs);
		free(d);
	}
}

char *typetable_defines_path(const struct tree *t)
{
	return path_join(t->cache, "defines.txt");
}

/* Does the file at path start with line? Reads only that much of it. */
static int file_starts_with(const char *path, const char *line)
{
	size_t n = strlen(line);
	char *buf = xmalloc(n + 1);
	FILE *f = fopen(path, "r");
	int ret = f && fread(buf, 1, n, f) == n && !memcmp(buf, line, n);

	if (f)
		fclose(f);
	free(buf);
	return ret;
}

/* The integer #defines of the headers, under the same stamp as the table. */
static int write_defines(const struct tree *t, struct define_table *dt,
			 const char *stamp_line)
{
	char *path = typetable_defines_path(t);
	char *text = defines_render(dt);
	struct strbuf sb;
	int ret;

	sb_init(&sb);
	sb_adds(&sb, stamp_line);
	sb_adds(&sb, text);
	ret = write_file_atomic(path, sb.buf, sb.len);
	if (ret < 0)
		error_msg("cannot write %s", path);
	sb_release(&sb);
	free(text);
	free(path);
	return ret;
}

char *typetable_get(const struct tree *t, unsigned long long *hash)
{
	struct header_scan hs = { NULL, NULL, HASH_INIT, 0 };
	char stamp_line[64];
	char *path = path_join(t->cache, "types.h");
	char *defines = typetable_defines_path(t);
	char *table;
	struct strbuf sb;
	int fresh;

	scan_headers(t, &hs);
	hs.stamp = hash_bytes(hs.stamp, RESULT_FORMAT_VERSION,
			      strlen(RESULT_FORMAT_VERSION));
	snprintf(stamp_line, sizeof(stamp_line), "/* stamp %016llx */\n",
		 (unsigned long long)hs.stamp);
	*hash = hs.stamp;
	fresh = file_starts_with(path, stamp_line) &&
		file_starts_with(defines, stamp_line);
	free(defines);
	if (fresh)
		return path;
	hs.tt = typetable_new();
	hs.dt = defines_new();
	hs.read = 1;
	hs.stamp = HASH_INIT;
	scan_headers(t, &hs);
	table = typetable_render(hs.tt);
	typetable_free(hs.tt);
	if (write_defines(t, hs.dt, stamp_line) < 0) {
		defines_free(hs.dt);
		free(table);
		free(path);
		return NULL;
	}
	defines_free(hs.dt);
	sb_init(&sb);
	sb_adds(&sb, stamp_line);
	sb_adds(&sb, "/* Generated by unaligned-check: byte-pointer members of the tree's structs, functions that return byte pointers, and for the sparse prefilter the __bitwise types and the macros that cast to their pointers. */\n");
	sb_adds(&sb, table);
	free(table);
	if (write_file_atomic(path, sb.buf, sb.len) < 0) {
		error_msg("cannot write %s", path);
		sb_release(&sb);
		free(path);
		return NULL;
	}
	sb_release(&sb);
	return path;
}
