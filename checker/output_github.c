// SPDX-License-Identifier: GPL-2.0-only
/* GitHub Actions workflow commands: one ::warning annotation a finding. */
#include "output.h"

/*
 * The runner decodes %25, %0D and %0A in the message, and also %3A and
 * %2C in property values, where ':' and ',' separate fields.
 */
void github_escape(struct strbuf *out, const char *s, int property)
{
	for (; *s; s++) {
		if (*s == '%')
			sb_adds(out, "%25");
		else if (*s == '\r')
			sb_adds(out, "%0D");
		else if (*s == '\n')
			sb_adds(out, "%0A");
		else if (property && *s == ':')
			sb_adds(out, "%3A");
		else if (property && *s == ',')
			sb_adds(out, "%2C");
		else
			sb_addc(out, *s);
	}
}

void output_github(struct strbuf *out, const struct finding_list *list)
{
	int i;

	for (i = 0; i < list->nr; i++) {
		const struct finding *f = &list->items[i];

		sb_adds(out, f->confidence == CONF_LOW ? "::notice file=" :
			"::warning file=");
		github_escape(out, f->file, 1);
		sb_addf(out, ",line=%d,col=%d,endLine=%d,endColumn=%d,title=",
			f->line, f->col, f->line, f->end_col);
		github_escape(out, f->rule, 1);
		sb_adds(out, "::");
		github_escape(out, f->message, 0);
		sb_addf(out, " (confidence: %s)\n",
			confidence_name(f->confidence));
	}
}
