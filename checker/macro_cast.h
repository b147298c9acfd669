/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef MACRO_CAST_H
#define MACRO_CAST_H

/*
 * What the pointer casts of a file's own macros cast. sparse reports a
 * cast made inside a macro at the macro's call and knows only its type;
 * the semantic patches do not expand macros. When the macros that a
 * statement calls cast nothing but a byte pointer held in a struct
 * member (cw1200's WSM_GET32(buf) casts (buf)->data), the finding gets
 * the confidence the semantic patches give such a member at offset 0;
 * so does rtw89's RTW89_GET_MAC_C2H_REV_ACK_CAT(c2h->data).
 */
struct macro_set;

struct macro_set *macro_set_new(void);
void macro_set_free(struct macro_set *ms);

/* Adds the #defines and the struct declarations of a file or header. */
void macro_set_scan(struct macro_set *ms, const char *text);

/* The tree's type table (kept, not copied), for the structs of members. */
void macro_set_types(struct macro_set *ms, const char *types);

/*
 * Does text call a macro of ms, and are all the pointer casts of text,
 * with those macros expanded (arguments substituted, MACRO_DEPTH levels
 * deep), casts of a pointer member at offset 0: (buf)->data,
 * (c2h->data)? A member is a pointer by the struct its base is declared
 * with in context (the C file: "struct sk_buff *c2h"), found in the
 * scanned text or the type table; without one, when some struct of the
 * scanned text declares it a pointer and none an array. Then *macro is
 * the first macro text calls and *operand the first cast's operand,
 * both to be freed.
 */
int macro_casts_member(const struct macro_set *ms, const char *text,
		       const char *context, char **macro, char **operand);

#endif
