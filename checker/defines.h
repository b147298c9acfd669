/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef DEFINES_H
#define DEFINES_H

/*
 * The integer #defines of headers, rendered as sorted "NAME BODY" lines
 * for the rules' offset arithmetic, "struct:NAME" and "typedef:NAME"
 * lines for struct layouts, and "macro:NAME (PARAMS) BODY" lines for the
 * function-like macros that cast to a pointer. A name defined with two
 * different bodies is left out.
 */
struct define_table;

struct define_table *defines_new(void);
void defines_scan(struct define_table *dt, const char *text);
char *defines_render(struct define_table *dt);
void defines_free(struct define_table *dt);

#endif
