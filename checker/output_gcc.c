// SPDX-License-Identifier: GPL-2.0-only
/* path:line:col: warning: MESSAGE [RULE-ID], as compilers print. */
#include "output.h"

void output_gcc(struct strbuf *out, const struct finding_list *list)
{
	int i;

	for (i = 0; i < list->nr; i++) {
		const struct finding *f = &list->items[i];

		sb_addf(out, "%s:%d:%d: warning: %s (confidence: %s) [%s]\n",
			f->file, f->line, f->col, f->message,
			confidence_name(f->confidence), f->rule);
	}
}
