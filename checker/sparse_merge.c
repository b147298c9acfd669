// SPDX-License-Identifier: GPL-2.0-only
/*
 * sparse's casts to restricted pointers beside the semantic patches'
 * findings: which are the same site again, which are safe, and which
 * the semantic patch judged, in its SPARSE-CAST records
 * (docs/record-format.md).
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "record.h"
#include "sparse_filter.h"
#include "sparse_merge.h"
#include "util.h"

/* why, after f's message. */
static void add_why(struct finding *f, const char *why)
{
	struct strbuf sb;

	sb_init(&sb);
	sb_addf(&sb, "%s; %s", f->message, why);
	free(f->message);
	f->message = sb_detach(&sb);
}

void sparse_lower(struct finding *f, const char *why, const char *reason)
{
	add_why(f, why);
	f->confidence = CONF_LOW;
	set_reason(f, reason);
}

/* The record's level, reason and why for f. */
static void take_record(struct finding *f, const struct sparse_cast_record *r)
{
	add_why(f, r->why);
	f->confidence = r->level;
	set_reason(f, r->reason);
}

/* The byte offset of a column as sparse counts it: tabs stop every 8. */
static size_t byte_at_column(const char *text, int col)
{
	size_t i;
	int c = 1;

	for (i = 0; text[i] && c < col; i++)
		c = text[i] == '\t' ? (c + 7) / 8 * 8 + 1 : c + 1;
	return i;
}

static int names_unaligned_helper(const char *p)
{
	while (*p == '_')
		p++;
	return !strncmp(p, "get_unaligned", 13) ||
	       !strncmp(p, "put_unaligned", 13);
}

/*
 * Whether sparse's cast to TYPE at COL is the argument of get_unaligned*()
 * or put_unaligned*(), the safe idiom.  sparse points at the outermost
 * macro's name for a cast inside macros (get_unaligned(), or le16_to_cpu()
 * around it), and at the type in "(__le16 *)" otherwise; either way the
 * cast is the first "TYPE *" from there on.
 */
static int cast_in_unaligned_helper(const char *text, int col,
				    const char *type, size_t type_len)
{
	const char *at = text + byte_at_column(text, col);
	const char *p;

	if (names_unaligned_helper(at))
		return 1;	/* put_unaligned(v, (__le16 *)p) and the like */
	for (p = at; *p; p++) {
		const char *q = p + type_len;

		if (strncmp(p, type, type_len) ||
		    (p > text && is_word_char(p[-1])))
			continue;
		while (*q == ' ')
			q++;
		if (*q == '*')
			break;
	}
	if (!*p)
		return 0;
	/* back over "const", the cast's "(", any more "(", to the callee */
	while (p > text && (strchr(" \t(", p[-1]) ||
			    (p - text >= 5 && !strncmp(p - 5, "const", 5))))
		p -= strchr(" \t(", p[-1]) ? 1 : 5;
	while (p > text && is_word_char(p[-1]))
		p--;
	return names_unaligned_helper(p);
}

/* The restricted type of a sparse finding, "__le16", as [type, *len). */
static const char *sparse_cast_type(const struct finding *f, size_t *len)
{
	const char *type = strstr(f->message, "restricted ");

	if (!type)
		return NULL;
	type += strlen("restricted ");
	*len = strcspn(type, " ");
	return type;
}

static int sparse_cast_is_safe(const struct source_file *sf,
			       const struct finding *f)
{
	size_t len;
	const char *type = sparse_cast_type(f, &len);
	char *text;
	int safe;

	if (!type)
		return 0;
	text = check_line_text(sf, f->line);
	safe = cast_in_unaligned_helper(text, f->col, type, len);

	free(text);
	return safe;
}

static char *statement_text(const struct source_file *sf, int line, int last)
{
	struct strbuf sb;

	sb_init(&sb);
	for (; line <= last; line++) {
		char *text = check_line_text(sf, line);

		sb_adds(&sb, text);
		sb_addc(&sb, '\n');
		free(text);
	}
	return sb_detach(&sb);
}

/* Does the record r hold for f, sparse's cast to [type, +len)? */
static int record_holds(const struct sparse_cast_record *r,
			const struct finding *f, const char *type, size_t len,
			int last, int typed)
{
	if (!typed)
		return !r->type && r->line == f->line;
	return r->type && type && strlen(r->type) == len &&
	       !strncmp(r->type, type, len) &&
	       r->line >= f->line && r->line <= last;
}

int sparse_apply_record(const struct sparse_cast_records *records,
			struct finding *f, int last, int typed)
{
	size_t len = 0;
	const char *type = sparse_cast_type(f, &len);
	int i;

	for (i = 0; i < records->nr; i++) {
		if (record_holds(&records->items[i], f, type, len, last,
				 typed)) {
			take_record(f, &records->items[i]);
			return 1;
		}
	}
	return 0;
}

/*
 * The semantic patch's judgement of sparse's cast f, in its SPARSE-CAST
 * records (sparse_cast_reasons() in cocci/unaligned/confidence.py): one
 * for a cast to f's type written out in the statement (the rules parsed
 * it and followed the pointer to its accesses), else one for a cast
 * made inside macros of the file, cw1200's WSM_GET32(buf) that reads
 * *(__le32 *)(buf)->data, unless a macro of the tree's headers may make
 * the cast instead (the sparse prefilter's macros).
 */
static void sparse_cast_judged(const struct check *c,
			       const struct source_file *sf,
			       const struct sparse_cast_records *records,
			       struct finding *f, int last)
{
	char *text;

	if (!records->nr || sparse_apply_record(records, f, last, 1) ||
	    !c->sparse_filter)
		return;
	text = statement_text(sf, f->line, last);
	if (!sparse_filter_match(c->sparse_filter, text))
		sparse_apply_record(records, f, last, 0);
	free(text);
}

/*
 * Whether spatch has judged this line already: a finding in the statement
 * from LINE to LAST, or accesses through a pointer made on LINE.  spatch
 * followed that pointer to its accesses and gave them their confidence,
 * so sparse's cast warning there would be the same site again, at a
 * confidence that ignores where the pointer came from.  A struct overlay
 * is a member access, never one of sparse's __bitwise casts, and it is
 * not computed at all when low findings are hidden (-D hide_low): it
 * judges no line for sparse.
 */
static int spatch_judged_line(const struct finding_list *out, int from,
			      int line, int last)
{
	int i;

	for (i = from; i < out->nr; i++) {
		const struct finding *f = &out->items[i];

		if (!strcmp(f->rule, "unaligned-struct-overlay"))
			continue;
		if ((f->line >= line && f->line <= last) ||
		    f->made_on == line)
			return 1;
	}
	return 0;
}

int statement_last_line(const struct source_file *sf, int line)
{
	int last;

	for (last = line; last < line + 8; last++) {
		char *text = check_line_text(sf, last);
		size_t n = strlen(text);
		int ends;

		while (n && strchr(" \t\r", text[n - 1]))
			n--;
		ends = !n || strchr(";{}", text[n - 1]);
		free(text);
		if (ends)
			break;
	}
	return last;
}

int sparse_adds_site(const struct check *c, const struct source_file *sf,
		     const struct finding_list *out, int first,
		     const struct sparse_cast_records *records,
		     struct finding *f)
{
	int last = statement_last_line(sf, f->line);

	if (spatch_judged_line(out, first, f->line, last) ||
	    sparse_cast_is_safe(sf, f))
		return 0;
	sparse_cast_judged(c, sf, records, f, last);
	/* get_unaligned() hidden in a macro of the file: the safe idiom */
	return !f->reason || strcmp(f->reason, "sparse-accessor-macro");
}
