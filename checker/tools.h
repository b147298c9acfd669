/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef TOOLS_H
#define TOOLS_H

#include "check.h"
#include "run.h"

/*
 * The options every spatch run gets, without the files; types is the
 * chunk's own part of the type table (NULL: name the whole table).
 * no_patch: without patch mode even where the output wants rewrites.
 */
void spatch_args(struct check *c, const struct tool *t, struct argv_list *a,
		 const char *types, int no_patch);
/* Does the output need spatch's rewrites (patch mode)? */
int tools_want_rewrites(const struct options *o);
/* sparse's command line without the files. */
void sparse_args(struct check *c, struct argv_list *a);

#endif
