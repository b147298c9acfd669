/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef FIX_H
#define FIX_H

#include "check.h"
#include "diff.h"
#include "finding.h"
#include "util.h"

/*
 * The rewrites of the reported findings only: the hunks that change a
 * reported line, plus the #include hunk of a file that has one.
 */
void fix_print(struct strbuf *out, const struct finding_list *list,
	       const struct patch_set *patches);

/*
 * Apply them, each file atomically, and only where the file still has
 * the content that was analysed. Returns the number of files that could
 * not be rewritten.
 */
int fix_in_place(const struct finding_list *list,
		 const struct patch_set *patches, const struct check *c,
		 int *fixed);

#endif
