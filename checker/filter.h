/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef FILTER_H
#define FILTER_H

#include "diff.h"
#include "finding.h"

/* Findings below this confidence go. */
void filter_confidence(struct finding_list *list, enum confidence min);

/*
 * Findings whose line carries unaligned-ok: REASON go. A marker without
 * a reason does not hide anything: it is counted in *bad_markers.
 */
void filter_inline(struct finding_list *list, int *bad_markers);
int line_is_suppressed(const char *line, int *has_marker);

/* Only findings on lines the change added stay. */
void filter_added(struct finding_list *list, const struct changed_files *cf);

/* Baselines: recorded findings, matched by file, rule and line text. */
char *normalise_line(const char *line);
char *baseline_render(const struct finding_list *list);
int filter_baseline(struct finding_list *list, const char *text);

#endif
