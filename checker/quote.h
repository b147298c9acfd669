/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef QUOTE_H
#define QUOTE_H

#include "util.h"

/* Control characters as \n, \r, \t, \ooo. */
void sb_add_escaped(struct strbuf *sb, const char *s);
/* Control characters but tabs escaped: n bytes as one line. */
void sb_add_one_line(struct strbuf *sb, const char *s, size_t n);
/* A path as is, or in double quotes with C escapes, as git prints it. */
int path_needs_quotes(const char *path);
void sb_add_path(struct strbuf *sb, const char *path);
char *quote_path(const char *path);

#endif
