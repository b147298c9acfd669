// SPDX-License-Identifier: GPL-2.0-only
/* SARIF 2.1.0, as GitHub code scanning takes it, with fixes. */
#include <stdlib.h>
#include <string.h>

#include "output.h"
#include "rules.h"
#include "version.h"

#define SARIF_SCHEMA "https://json.schemastore.org/sarif-2.1.0.json"

static const char *level(enum confidence c)
{
	return c == CONF_LOW ? "note" : "warning";
}

static void sarif_rules(struct strbuf *out)
{
	int i;

	sb_adds(out, "\"rules\": [");
	for (i = 0; rule_table[i].id; i++) {
		const struct rule_info *r = &rule_table[i];
		struct strbuf help;

		sb_init(&help);
		sb_addf(&help, "%s Example: %s", r->summary, r->example);
		if (r->fix)
			sb_addf(&help, " Rewrite: %s", r->fix);
		sb_adds(&help, " See Documentation/core-api/unaligned-memory-access.rst.");
		sb_adds(out, i ? ",\n      {" : "\n      {");
		sb_adds(out, "\"id\": ");
		json_string(out, r->id);
		sb_adds(out, ", \"name\": ");
		json_string(out, r->id);
		sb_adds(out, ", \"shortDescription\": {\"text\": ");
		json_string(out, r->summary);
		sb_adds(out, "}, \"fullDescription\": {\"text\": ");
		json_string(out, help.buf);
		sb_adds(out, "}, \"help\": {\"text\": ");
		json_string(out, help.buf);
		sb_adds(out, "}, \"defaultConfiguration\": {\"level\": \"warning\"}}");
		sb_release(&help);
	}
	sb_adds(out, "]");
}

static void sarif_location(struct strbuf *out, const struct finding *f)
{
	sb_adds(out, "\"physicalLocation\": {\"artifactLocation\": {\"uri\": ");
	json_string(out, f->file);
	sb_adds(out, ", \"uriBaseId\": \"SRCROOT\"}");
	sb_addf(out, ", \"region\": {\"startLine\": %d, \"startColumn\": %d, \"endLine\": %d, \"endColumn\": %d}}",
		f->line, f->col, f->line, f->end_col);
}

/* The hunk's old lines, replaced whole by its new lines. */
static void sarif_fix(struct strbuf *out, const struct finding *f)
{
	const struct hunk *h = f->fix;
	const char *old = h->old_text;
	int lines = 0;
	const char *p;

	for (p = old; *p; p++)
		lines += *p == '\n';
	sb_adds(out, ", \"fixes\": [{\"description\": {\"text\": ");
	json_string(out, "Rewrite with the kernel's unaligned access helpers");
	sb_adds(out, "}, \"artifactChanges\": [{\"artifactLocation\": {\"uri\": ");
	json_string(out, f->file);
	sb_adds(out, ", \"uriBaseId\": \"SRCROOT\"}, \"replacements\": [{");
	/* whole lines: from column 1 of the first to column 1 after the last */
	sb_addf(out, "\"deletedRegion\": {\"startLine\": %d, \"startColumn\": 1, \"endLine\": %d, \"endColumn\": 1}",
		h->old_start, h->old_start + lines);
	/* bytes that are not UTF-8 must stay exact: SARIF's "binary" */
	if (utf8_valid(h->new_text)) {
		sb_adds(out, ", \"insertedContent\": {\"text\": ");
		json_string(out, h->new_text);
	} else {
		sb_adds(out, ", \"insertedContent\": {\"binary\": \"");
		base64_encode(out, h->new_text, strlen(h->new_text));
		sb_addc(out, '"');
	}
	sb_adds(out, "}}]}]}]");
}

void output_sarif(struct strbuf *out, const struct finding_list *list)
{
	int i;

	sb_adds(out, "{\n  \"$schema\": \"" SARIF_SCHEMA "\",\n");
	sb_adds(out, "  \"version\": \"2.1.0\",\n  \"runs\": [{\n");
	sb_adds(out, "    \"tool\": {\"driver\": {\"name\": \"unaligned-check\", \"version\": \""
		CHECKER_VERSION "\", \"informationUri\": \"https://www.kernel.org/doc/html/latest/core-api/unaligned-memory-access.html\",\n      ");
	sarif_rules(out);
	sb_adds(out, "}},\n");
	sb_adds(out, "    \"originalUriBaseIds\": {\"SRCROOT\": {\"description\": {\"text\": \"the root of the kernel tree\"}}},\n");
	sb_adds(out, "    \"results\": [");
	for (i = 0; i < list->nr; i++) {
		const struct finding *f = &list->items[i];
		char *fp = finding_fingerprint(list, i);
		int idx = rule_index(f->rule);
		struct strbuf msg;

		sb_init(&msg);
		sb_addf(&msg, "%s (confidence: %s)", f->message,
			confidence_name(f->confidence));
		sb_adds(out, i ? ",\n      {" : "\n      {");
		sb_adds(out, "\"ruleId\": ");
		json_string(out, f->rule);
		if (idx >= 0)
			sb_addf(out, ", \"ruleIndex\": %d", idx);
		sb_addf(out, ", \"level\": \"%s\", \"message\": {\"text\": ",
			level(f->confidence));
		json_string(out, msg.buf);
		sb_adds(out, "}, \"locations\": [{");
		sarif_location(out, f);
		sb_adds(out, "}], \"partialFingerprints\": {\"unalignedCheck/v1\": ");
		json_string(out, fp);
		sb_adds(out, "}, \"properties\": {\"confidence\": ");
		json_string(out, confidence_name(f->confidence));
		if (f->reason) {
			sb_adds(out, ", \"reason\": ");
			json_string(out, f->reason);
		}
		sb_adds(out, "}");
		if (f->fix)
			sarif_fix(out, f);
		sb_adds(out, "}");
		sb_release(&msg);
		free(fp);
	}
	sb_adds(out, list->nr ? "\n    ]\n  }]\n}\n" : "]\n  }]\n}\n");
}
