// SPDX-License-Identifier: GPL-2.0-only
/*
 * Names and text from the outside world, made safe for one output line:
 * a file name with a newline must not start a line of its own, where a
 * GitHub runner would read "::error ..." as a workflow command.
 */
#include <string.h>

#include "quote.h"

static int needs_escape(unsigned char c)
{
	return c < 0x20 || c == 0x7f;
}

void sb_add_escaped(struct strbuf *sb, const char *s)
{
	for (; *s; s++) {
		unsigned char c = *s;

		if (c == '\n')
			sb_adds(sb, "\\n");
		else if (c == '\r')
			sb_adds(sb, "\\r");
		else if (c == '\t')
			sb_adds(sb, "\\t");
		else if (needs_escape(c))
			sb_addf(sb, "\\%03o", c);
		else
			sb_addc(sb, c);
	}
}

int path_needs_quotes(const char *path)
{
	for (; *path; path++)
		if (needs_escape(*path) || *path == '"' || *path == '\\')
			return 1;
	return 0;
}

/* As git quotes a path: as is when plain, else "..." with C escapes. */
void sb_add_path(struct strbuf *sb, const char *path)
{
	const char *p;

	if (!path_needs_quotes(path)) {
		sb_adds(sb, path);
		return;
	}
	sb_addc(sb, '"');
	for (p = path; *p; p++) {
		if (*p == '"' || *p == '\\') {
			sb_addc(sb, '\\');
			sb_addc(sb, *p);
		} else {
			char one[2] = { *p, '\0' };

			sb_add_escaped(sb, one);
		}
	}
	sb_addc(sb, '"');
}

char *quote_path(const char *path)
{
	struct strbuf sb;

	sb_init(&sb);
	sb_add_path(&sb, path);
	return sb_detach(&sb);
}

/* One-line text: every control character but a tab shown escaped. */
void sb_add_one_line(struct strbuf *sb, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char c = s[i];

		if (c == '\t' || !needs_escape(c)) {
			sb_addc(sb, c);
		} else {
			char one[2] = { (char)c, '\0' };

			sb_add_escaped(sb, one);
		}
	}
}
