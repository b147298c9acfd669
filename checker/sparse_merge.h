/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef SPARSE_MERGE_H
#define SPARSE_MERGE_H

#include "check.h"
#include "finding.h"
#include "macro_cast.h"

/*
 * A sparse cast finding that the rules can judge (written out in the
 * statement, or made by a macro of a struct member): low confidence,
 * and the message says why.
 */
void sparse_lower(struct finding *f, const char *why);

/* Does text spell the cast "(TYPE *)", "(const TYPE *)", ...? */
int spells_cast(const char *text, const char *type, size_t type_len);

/*
 * Whether sparse's finding f in sf adds a site to the findings of spatch
 * for sf, out->items[first...]: 0 when spatch judged that site already or
 * the cast is safe, else 1, f lowered where the rules can judge it.
 * *macros: the macros of sf and its headers, read when first needed.
 */
int sparse_adds_site(const struct check *c, const struct source_file *sf,
		     const struct finding_list *out, int first,
		     struct macro_set **macros, struct finding *f);

#endif
