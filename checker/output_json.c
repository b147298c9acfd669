// SPDX-License-Identifier: GPL-2.0-only
/* JSON: an array with one object a finding; and JSON string escaping. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output.h"

void json_string(struct strbuf *out, const char *s)
{
	sb_addc(out, '"');
	for (; *s; s++) {
		unsigned char c = *s;

		if (c == '"' || c == '\\') {
			sb_addc(out, '\\');
			sb_addc(out, c);
		} else if (c == '\n') {
			sb_adds(out, "\\n");
		} else if (c == '\t') {
			sb_adds(out, "\\t");
		} else if (c == '\r') {
			sb_adds(out, "\\r");
		} else if (c < 0x20) {
			sb_addf(out, "\\u%04x", c);
		} else {
			sb_addc(out, c);
		}
	}
	sb_addc(out, '"');
}

void output_json(struct strbuf *out, const struct finding_list *list)
{
	int i;

	sb_adds(out, "[");
	for (i = 0; i < list->nr; i++) {
		const struct finding *f = &list->items[i];
		char *fp = finding_fingerprint(list, i);

		sb_adds(out, i ? ",\n  {" : "\n  {");
		sb_adds(out, "\"file\": ");
		json_string(out, f->file);
		sb_addf(out, ", \"line\": %d, \"column\": %d, \"end_column\": %d",
			f->line, f->col, f->end_col);
		sb_adds(out, ", \"rule\": ");
		json_string(out, f->rule);
		sb_adds(out, ", \"confidence\": ");
		json_string(out, confidence_name(f->confidence));
		sb_adds(out, ", \"reason\": ");
		if (f->reason)
			json_string(out, f->reason);
		else
			sb_adds(out, "null");
		sb_adds(out, ", \"message\": ");
		json_string(out, f->message);
		sb_adds(out, ", \"tool\": ");
		json_string(out, f->tool ? f->tool : "coccinelle");
		sb_adds(out, ", \"fingerprint\": ");
		json_string(out, fp);
		sb_adds(out, ", \"fix\": ");
		if (f->fix)
			json_string(out, f->fix->diff);
		else
			sb_adds(out, "null");
		sb_adds(out, "}");
		free(fp);
	}
	sb_adds(out, list->nr ? "\n]\n" : "]\n");
}
