/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef PARSE_TOOLS_H
#define PARSE_TOOLS_H

#include "finding.h"

/* A line of spatch's report (docs/record-format.md): 0, or -1. */
int parse_spatch_line(const char *line, struct finding *f);
/* sparse's "cast to restricted __le16 [usertype] *": 0, or -1. */
int parse_sparse_line(const char *line, struct finding *f);

#endif
