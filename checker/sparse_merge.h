/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef SPARSE_MERGE_H
#define SPARSE_MERGE_H

#include "check.h"
#include "finding.h"

/*
 * A sparse cast finding that the rules can judge (written out in the
 * statement): low confidence, and the message says why.
 */
void sparse_lower(struct finding *f, const char *why);

/* Does text spell the cast "(TYPE *)", "(const TYPE *)", ...? */
int spells_cast(const char *text, const char *type, size_t type_len);

/*
 * Applies to f the SPARSE-CAST record for its line among the lines of
 * report (spatch's report for the file spatch knows as path): the level,
 * the reason, and why, appended to the message. 1 if there was one.
 */
int sparse_apply_record(const char *report, const char *path,
			struct finding *f);

/*
 * Whether sparse's finding f in sf adds a site to the findings of spatch
 * for sf, out->items[first...]: 0 when spatch judged that site already or
 * the cast is safe, else 1, f lowered where the rules can judge it.
 * report: spatch's report for sf, with its SPARSE-CAST records.
 */
int sparse_adds_site(const struct check *c, const struct source_file *sf,
		     const struct finding_list *out, int first,
		     const char *report, struct finding *f);

#endif
