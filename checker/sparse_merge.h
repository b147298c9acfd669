/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef SPARSE_MERGE_H
#define SPARSE_MERGE_H

#include "check.h"
#include "finding.h"
#include "record.h"

/*
 * A sparse cast finding that is low whatever the code around it (a
 * __user pointer), for reason: the message says why.
 */
void sparse_lower(struct finding *f, const char *why, const char *reason);

/*
 * Applies to f, sparse's cast on the statement of lines f->line to last,
 * one of the SPARSE-CAST records of f's file: with typed, one for a
 * cast to f's type on a line of the statement; else one for the
 * statement, of any type. The record's level and reason, and why
 * appended to the message. 1 if there was one.
 */
int sparse_apply_record(const struct sparse_cast_records *records,
			struct finding *f, int last, int typed);

/*
 * The last line of the statement that starts on line of sf, at most 8
 * lines on: sparse reports a cast in the arguments of a macro at the
 * macro's name, and spatch at the cast itself, which may be on a later
 * line. The rule of the SPARSE-CAST records (docs/record-format.md),
 * tested on the vectors of the package's statement_end() too
 * (cocci/tests/statement-ends.txt).
 */
int statement_last_line(const struct source_file *sf, int line);

/*
 * Whether sparse's finding f in sf adds a site to the findings of spatch
 * for sf, out->items[first...]: 0 when spatch judged that site already or
 * the cast is safe, else 1, f lowered where the rules can judge it.
 * records: the SPARSE-CAST records of spatch's report for sf.
 */
int sparse_adds_site(const struct check *c, const struct source_file *sf,
		     const struct finding_list *out, int first,
		     const struct sparse_cast_records *records,
		     struct finding *f);

#endif
