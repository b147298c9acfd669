/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef SPARSE_SKIP_H
#define SPARSE_SKIP_H

#include "check.h"

/* Files in which sparse cannot warn get its empty result now. */
void skip_sparse(struct check *c, int t);

#endif
