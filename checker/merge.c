// SPDX-License-Identifier: GPL-2.0-only
/*
 * --merge: combine the JSON or SARIF reports of sharded runs into one
 * list, which any output format then writes as one run would.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diff.h"
#include "json-parse.h"
#include "merge.h"
#include "util.h"

static const char *jstr(const struct jvalue *obj, const char *key)
{
	const struct jvalue *v = json_get(obj, key);

	return v && v->type == J_STRING ? v->str : NULL;
}

static int jint(const struct jvalue *obj, const char *key)
{
	const struct jvalue *v = json_get(obj, key);

	return v && v->type == J_NUMBER ? (int)v->num : 0;
}

/* A rewrite from a JSON report's "fix": the hunk as the diff parser reads it. */
static const struct hunk *hunk_from_diff(const char *file, const char *diff)
{
	struct patch_set set = { 0 };
	struct strbuf sb;

	sb_init(&sb);
	sb_addf(&sb, "--- a/%s\n+++ b/%s\n%s", file, file, diff);
	patch_parse(sb.buf, &set);
	sb_release(&sb);
	if (set.nr != 1 || set.items[0].nr != 1)
		return NULL;
	return &set.items[0].hunks[0];
}

static int read_json_finding(const struct jvalue *o, struct finding *f)
{
	const char *file = jstr(o, "file"), *rule = jstr(o, "rule");
	const char *conf = jstr(o, "confidence"), *msg = jstr(o, "message");
	const char *tool = jstr(o, "tool"), *fp = jstr(o, "fingerprint");
	const char *fix = jstr(o, "fix"), *reason = jstr(o, "reason");

	if (!file || !rule || !conf || !msg ||
	    parse_confidence(conf, &f->confidence))
		return -1;
	f->file = xstrdup(file);
	f->rule = xstrdup(rule);
	f->message = xstrdup(msg);
	f->line = jint(o, "line");
	f->col = jint(o, "column");
	f->end_col = jint(o, "end_column");
	f->tool = tool && !strcmp(tool, "sparse") ? "sparse" : "coccinelle";
	f->fingerprint = fp ? xstrdup(fp) : NULL;
	f->reason = reason ? xstrdup(reason) : NULL;
	if (fix) {
		f->fix = hunk_from_diff(file, fix);
		if (!f->fix)
			return -1;
	}
	return 0;
}

/* SARIF's whole-line replacement, as output_sarif() writes it. */
static const struct hunk *hunk_from_sarif(const struct jvalue *fixes)
{
	const struct jvalue *change = json_at(json_get(json_at(fixes, 0),
						       "artifactChanges"), 0);
	const struct jvalue *rep = json_at(json_get(change, "replacements"), 0);
	const struct jvalue *del = json_get(rep, "deletedRegion");
	const char *text = jstr(json_get(rep, "insertedContent"), "text");
	struct hunk *h;
	struct strbuf old;
	int i;

	if (!del || !text)
		return NULL;
	h = xmalloc(sizeof(*h));
	memset(h, 0, sizeof(*h));
	h->old_start = jint(del, "startLine");
	h->old_count = jint(del, "endLine") - h->old_start;
	/* the old lines' text is not in SARIF: only their number */
	sb_init(&old);
	for (i = 0; i < h->old_count; i++)
		sb_addc(&old, '\n');
	h->old_text = old.buf ? sb_detach(&old) : xstrdup("");
	h->new_text = xstrdup(text);
	return h;
}

static int read_sarif_finding(const struct jvalue *r, struct finding *f)
{
	const struct jvalue *loc = json_get(json_at(json_get(r, "locations"), 0),
					    "physicalLocation");
	const struct jvalue *region = json_get(loc, "region");
	const char *file = jstr(json_get(loc, "artifactLocation"), "uri");
	const char *rule = jstr(r, "ruleId");
	const char *msg = jstr(json_get(r, "message"), "text");
	const char *conf = jstr(json_get(r, "properties"), "confidence");
	const char *fp = jstr(json_get(r, "partialFingerprints"),
			      "unalignedCheck/v1");
	const char *reason = jstr(json_get(r, "properties"), "reason");
	const struct jvalue *fixes = json_get(r, "fixes");
	char suffix[64];
	size_t n;

	if (!file || !rule || !msg || !conf || !region ||
	    parse_confidence(conf, &f->confidence))
		return -1;
	/* output_sarif() appends the confidence to the message */
	snprintf(suffix, sizeof(suffix), " (confidence: %s)", conf);
	n = strlen(msg);
	if (n >= strlen(suffix) && !strcmp(msg + n - strlen(suffix), suffix))
		n -= strlen(suffix);
	f->file = xstrdup(file);
	f->rule = xstrdup(rule);
	f->message = xstrndup(msg, n);
	f->line = jint(region, "startLine");
	f->col = jint(region, "startColumn");
	f->end_col = jint(region, "endColumn");
	f->tool = "coccinelle";
	f->fingerprint = fp ? xstrdup(fp) : NULL;
	f->reason = reason ? xstrdup(reason) : NULL;
	if (fixes) {
		f->fix = hunk_from_sarif(fixes);
		if (!f->fix)
			return -1;
	}
	return 0;
}

static int read_report(const char *path, struct finding_list *list,
		       int *sarif)
{
	char *text = read_file(path, NULL);
	struct jvalue *doc;
	const struct jvalue *items;
	int i, bad = 0, json;

	if (!text) {
		error_msg("cannot read %s: %s", path, strerror(errno));
		return -1;
	}
	doc = json_parse(text, NULL);
	free(text);
	json = doc && doc->type == J_ARRAY;
	items = json ? doc : json_get(json_at(json_get(doc, "runs"), 0),
				      "results");
	if (!items || items->type != J_ARRAY) {
		error_msg("%s is not a JSON or SARIF report of unaligned-check",
			  path);
		json_free(doc);
		return -1;
	}
	if (!json)
		*sarif = 1;
	for (i = 0; i < items->nr; i++) {
		struct finding *f = finding_add(list);

		if ((json ? read_json_finding : read_sarif_finding)
		    (items->items[i], f)) {
			list->nr--;
			bad++;
		}
	}
	json_free(doc);
	if (bad) {
		error_msg("%s: %d result%s not written by unaligned-check", path,
			  bad, bad == 1 ? "" : "s");
		return -1;
	}
	return 0;
}

static int same_finding(const struct finding *a, const struct finding *b)
{
	return !strcmp(a->file, b->file) && a->line == b->line &&
	       a->col == b->col && !strcmp(a->rule, b->rule) &&
	       !strcmp(a->message, b->message);
}

int merge_reports(const char *const *paths, int nr, struct finding_list *list,
		  int *sarif)
{
	int i, kept = 0, errors = 0;

	for (i = 0; i < nr; i++)
		if (read_report(paths[i], list, sarif))
			errors++;
	finding_list_sort(list);
	/* a report given twice, or overlapping shards: each finding once */
	for (i = 0; i < list->nr; i++)
		if (!kept || !same_finding(&list->items[kept - 1],
					   &list->items[i]))
			list->items[kept++] = list->items[i];
	list->nr = kept;
	return errors;
}
