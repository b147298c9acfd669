/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef TYPETABLE_H
#define TYPETABLE_H

#include "tree.h"

/*
 * A header that declares, for every struct in the tree's headers, only
 * its byte-pointer members (unsigned char *data, void *transfer_buffer),
 * which is all the type information the semantic patch needs about
 * fields. Built once per tree and rebuilt when a header changes.
 * Returns the header's path, or NULL.
 */
char *typetable_get(const struct tree *t, unsigned long long *hash);

/*
 * Beside the table, under the same stamp: the integer #defines of the
 * tree's headers, "NAME BODY" a line, sorted (defines.h).
 */
char *typetable_defines_path(const struct tree *t);

/*
 * The part of a rendered table that these sources name ("struct NAME"):
 * spatch then parses tens of structs, not thousands, for each file.
 */
char *typetable_subset(const char *table, const char *const *texts, int nr);

/* Exposed for the unit tests: the table for one header's text. */
struct typetable;
struct typetable *typetable_new(void);
void typetable_scan(struct typetable *tt, const char *text);
char *typetable_render(struct typetable *tt);
void typetable_free(struct typetable *tt);

#endif
