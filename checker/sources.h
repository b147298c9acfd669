/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef SOURCES_H
#define SOURCES_H

#include "check.h"
#include "diff.h"
#include "tree.h"

/* Each returns the number of errors (already reported); files are added. */
int sources_from_paths(struct check *c, const struct tree *t,
		       const char **paths, int nr);
int sources_from_git(struct check *c, const char *top, const char *rev,
		     const char *stage, struct changed_files *changes);
char *git_toplevel(const char *tmp);

#endif
