// SPDX-License-Identifier: GPL-2.0-only
/* GitLab Code Quality: a JSON array of issues with fingerprints. */
#include <stdlib.h>

#include "output.h"

static const char *severity(enum confidence c)
{
	switch (c) {
	case CONF_HIGH:
		return "major";
	case CONF_MODERATE:
		return "minor";
	default:
		return "info";
	}
}

void output_gitlab(struct strbuf *out, const struct finding_list *list)
{
	int i;

	sb_adds(out, "[");
	for (i = 0; i < list->nr; i++) {
		const struct finding *f = &list->items[i];
		char *fp = finding_fingerprint(list, i);
		struct strbuf desc;

		sb_init(&desc);
		sb_addf(&desc, "%s [%s]", f->message, f->rule);
		sb_adds(out, i ? ",\n  {" : "\n  {");
		sb_adds(out, "\"description\": ");
		json_string(out, desc.buf);
		sb_adds(out, ", \"check_name\": ");
		json_string(out, f->rule);
		sb_adds(out, ", \"fingerprint\": ");
		json_string(out, fp);
		sb_addf(out, ", \"severity\": \"%s\"", severity(f->confidence));
		sb_adds(out, ", \"location\": {\"path\": ");
		json_string(out, f->file);
		sb_addf(out, ", \"lines\": {\"begin\": %d}}}", f->line);
		sb_release(&desc);
		free(fp);
	}
	sb_adds(out, list->nr ? "\n]\n" : "]\n");
}
