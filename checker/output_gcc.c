// SPDX-License-Identifier: GPL-2.0-only
/*
 * path:line:col: warning: MESSAGE (confidence: LEVEL, reason: REASON) [RULE],
 * as compilers print. The reason says briefly which evidence set the level
 * (docs/record-format.md); a finding without one (an older record) has
 * "(confidence: LEVEL)" alone.
 */
#include <string.h>

#include "output.h"
#include "quote.h"

/* One finding as gcc prints a diagnostic of the given severity. */
void output_gcc_line(struct strbuf *out, const struct finding *f,
		     const char *severity)
{
	/* a name with a newline must not start a line (quote.c) */
	sb_add_path(out, f->file);
	sb_addf(out, ":%d:%d: %s: ", f->line, f->col, severity);
	sb_add_one_line(out, f->message, strlen(f->message));
	sb_addf(out, " (confidence: %s", confidence_name(f->confidence));
	if (f->reason) {
		sb_adds(out, ", reason: ");
		sb_add_one_line(out, f->reason, strlen(f->reason));
	}
	sb_addf(out, ") [%s]\n", f->rule);
}

void output_gcc(struct strbuf *out, const struct finding_list *list)
{
	int i;

	for (i = 0; i < list->nr; i++)
		output_gcc_line(out, &list->items[i], "warning");
}
