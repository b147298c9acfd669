/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef RECORD_H
#define RECORD_H

#include "finding.h"

/*
 * The fields block that ends a record of the semantic patch,
 * "... [RULE] {reason=void-pointer}" (docs/record-format.md): the value
 * of key, newly allocated, or NULL when the line has no such field.
 */
char *record_field(const char *line, const char *key);

/*
 * A SPARSE-CAST record (docs/record-format.md): the level and reason
 * the semantic patch gives a sparse cast finding, and why, for the
 * message. With a type, for a cast to it in a statement that holds
 * line; without, for a cast of any type on the statement that starts on
 * line, made inside macros.
 */
struct sparse_cast_record {
	int line;
	char *type;		/* NULL: "-" */
	enum confidence level;
	char *reason;
	char *why;		/* unescaped */
};

/*
 * line, a line of spatch's output for path ("PATH: SPARSE-CAST: LINE
 * TYPE LEVEL REASON WHY"), parsed into *r (its strings to be freed with
 * sparse_cast_record_release()); 0, or -1 when it is not one.
 */
int sparse_cast_record_parse(const char *line, size_t len, const char *path,
			     struct sparse_cast_record *r);
void sparse_cast_record_release(struct sparse_cast_record *r);

/* The SPARSE-CAST records of one file's report, parsed once. */
struct sparse_cast_records {
	struct sparse_cast_record *items;
	int nr, alloc;
};

/* The records for path among the lines of report, appended to *list. */
void sparse_cast_records_parse(const char *report, const char *path,
			       struct sparse_cast_records *list);
void sparse_cast_records_release(struct sparse_cast_records *list);

#endif
