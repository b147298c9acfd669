// SPDX-License-Identifier: GPL-2.0-only
/*
 * A rewritten line longer than the kernel's 100 columns is wrapped the way
 * kernel code wraps it: spatch prints a new expression on one line, even
 * when the code it replaces took two (checkpatch: LONG_LINE). The line is
 * broken after a comma, the rest aligned after the open parenthesis, or
 * else after the = of an assignment, the rest one tab deeper.
 */
#include <stdlib.h>
#include <string.h>

#include "util.h"
#include "wrap.h"

#define MAX_COLUMNS 100
#define MAX_PIECES 4

/* The column after s[0..n) printed from column col, tabs every 8. */
static int column_after(const char *s, size_t n, int col)
{
	size_t i;

	for (i = 0; i < n; i++)
		col = s[i] == '\t' ? (col / 8 + 1) * 8 : col + 1;
	return col;
}

/* Tabs and spaces that indent to col. */
static void add_indent(struct strbuf *out, int col)
{
	int i;

	for (i = 0; i < col / 8; i++)
		sb_addc(out, '\t');
	for (i = 0; i < col % 8; i++)
		sb_addc(out, ' ');
}

struct break_point {
	size_t head;		/* the line ends after s[head - 1] */
	size_t rest;		/* the next line goes on from s[rest] */
	int indent;		/* at this column */
};

/*
 * Where to break s[0..n): the last comma inside parentheses after which
 * both parts fit, else the = of an assignment at the top level. Returns 0
 * when there is no such place.
 */
static int find_break(const char *s, size_t n, struct break_point *bp)
{
	int open_col[64], depth = 0, col, found = 0, indent_col;
	size_t i, assign = 0;
	char quote = 0;

	for (i = 0; i < n && (s[i] == '\t' || s[i] == ' '); i++)
		;
	indent_col = column_after(s, i, 0);
	for (col = indent_col; i < n; col = column_after(s + i, 1, col), i++) {
		char c = s[i];

		if (quote) {
			if (c == '\\' && i + 1 < n)
				col = column_after(s + i++, 1, col);
			else if (c == quote)
				quote = 0;
			continue;
		}
		if (c == '"' || c == '\'') {
			quote = c;
		} else if (c == '(' && depth < 64) {
			open_col[depth++] = col + 1;
		} else if (c == ')' && depth) {
			depth--;
		} else if (c == ',' && depth && i + 1 < n && s[i + 1] == ' ' &&
			   col + 1 <= MAX_COLUMNS &&
			   column_after(s + i + 2, n - i - 2, open_col[depth - 1]) <=
			   MAX_COLUMNS) {
			bp->head = i + 1;
			bp->rest = i + 2;
			bp->indent = open_col[depth - 1];
			found = 1;
		} else if (c == '=' && !depth && !assign && s[i - 1] == ' ' &&
			   i + 1 < n && s[i + 1] == ' ') {
			/* not ==, <=, += ...: a space on both sides */
			assign = i;
		}
	}
	if (found)
		return 1;
	if (assign && column_after(s + assign + 2, n - assign - 2,
				   indent_col + 8) <= MAX_COLUMNS) {
		bp->head = assign + 1;
		bp->rest = assign + 2;
		bp->indent = indent_col + 8;
		return 1;
	}
	return 0;
}

char *wrap_long_line(const char *s, size_t n)
{
	struct strbuf out;
	char *piece = xstrndup(s, n);
	int pieces;

	sb_init(&out);
	for (pieces = 1; pieces < MAX_PIECES; pieces++) {
		struct break_point bp = { 0, 0, 0 };
		struct strbuf next;

		n = strlen(piece);
		if (column_after(piece, n, 0) <= MAX_COLUMNS ||
		    !find_break(piece, n, &bp))
			break;
		sb_add(&out, piece, bp.head);
		sb_addc(&out, '\n');
		sb_init(&next);
		add_indent(&next, bp.indent);
		sb_adds(&next, piece + bp.rest);
		free(piece);
		piece = sb_detach(&next);
	}
	sb_adds(&out, piece);
	sb_addc(&out, '\n');
	free(piece);
	return sb_detach(&out);
}
