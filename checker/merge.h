/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef MERGE_H
#define MERGE_H

#include "finding.h"

/*
 * --merge: the findings of JSON or SARIF reports of unaligned-check
 * (shards of one run) in one sorted list, without duplicates. Returns
 * the number of reports that could not be read, each named on stderr;
 * *sarif is set when a SARIF report was read (its rewrites carry no
 * diff, so they cannot become a JSON report's "fix").
 */
int merge_reports(const char *const *paths, int nr, struct finding_list *list,
		  int *sarif);

#endif
