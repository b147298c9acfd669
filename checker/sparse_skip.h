/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef SPARSE_SKIP_H
#define SPARSE_SKIP_H

#include "check.h"

/* Files in which sparse cannot warn get its empty result now. */
void skip_sparse(struct check *c, int t);

/*
 * Name those files to the semantic patches, which make SPARSE-CAST
 * records only for files sparse checks: a file of their paths in dir,
 * in UNALIGNED_SPARSE_SKIPPED. The path to unlink, or NULL.
 */
char *tell_sparse_skipped(struct check *c, const char *dir);

#endif
