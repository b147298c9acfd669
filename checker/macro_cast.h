/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef MACRO_CAST_H
#define MACRO_CAST_H

/*
 * What the pointer casts of a file's own macros cast. sparse reports a
 * cast made inside a macro at the macro's call and knows only its type;
 * the semantic patches do not expand macros. When the macros that a
 * statement calls cast nothing but a byte pointer held in a struct
 * member (cw1200's WSM_GET32(buf) casts (buf)->data), the finding gets
 * the confidence the semantic patches give such a member at offset 0.
 */
struct macro_set;

struct macro_set *macro_set_new(void);
void macro_set_free(struct macro_set *ms);

/* Adds the #defines and the member declarations of a file or header. */
void macro_set_scan(struct macro_set *ms, const char *text);

/*
 * Do the macros of ms that text calls, directly or through each other,
 * make pointer casts, and are all of them casts of a pointer member at
 * offset 0 ((buf)->data, where some struct of the scanned text declares
 * "u8 *data;", not an array)? Then *macro is the macro text calls and
 * *operand the first cast's operand, both to be freed.
 */
int macro_casts_member(const struct macro_set *ms, const char *text,
		       char **macro, char **operand);

#endif
