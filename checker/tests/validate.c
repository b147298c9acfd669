// SPDX-License-Identifier: GPL-2.0-only
/*
 * Validators for the report formats: SARIF 2.1.0's required properties
 * (and what GitHub code scanning needs), the JSON and GitLab Code Quality
 * layouts, and the GitHub workflow command grammar.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json-parse.h"
#include "validate.h"

#define FAIL(...) do { snprintf(why, n, __VA_ARGS__); return -1; } while (0)

static int is_type(const struct jvalue *v, enum jtype t)
{
	return v && v->type == t;
}

static int positive(const struct jvalue *v)
{
	return is_type(v, J_NUMBER) && v->num >= 1 && v->num == (int)v->num;
}

static const char *str(const struct jvalue *v)
{
	return is_type(v, J_STRING) ? v->str : NULL;
}

static int check_region(const struct jvalue *r, char *why, int n,
			const char *what)
{
	if (!is_type(r, J_OBJECT) || !positive(json_get(r, "startLine")))
		FAIL("%s: region without a startLine >= 1", what);
	if (json_get(r, "startColumn") && !positive(json_get(r, "startColumn")))
		FAIL("%s: startColumn < 1", what);
	if (json_get(r, "endLine") &&
	    json_get(r, "endLine")->num < json_get(r, "startLine")->num)
		FAIL("%s: endLine before startLine", what);
	return 0;
}

static int check_fix(const struct jvalue *fix, char *why, int n)
{
	const struct jvalue *changes = json_get(fix, "artifactChanges");
	int i, j;

	if (!is_type(json_get(fix, "description"), J_OBJECT) ||
	    !str(json_get(json_get(fix, "description"), "text")))
		FAIL("fix without description.text");
	if (!is_type(changes, J_ARRAY) || !changes->nr)
		FAIL("fix without artifactChanges");
	for (i = 0; i < changes->nr; i++) {
		const struct jvalue *c = changes->items[i];
		const struct jvalue *reps = json_get(c, "replacements");

		if (!str(json_get(json_get(c, "artifactLocation"), "uri")))
			FAIL("artifactChange without artifactLocation.uri");
		if (!is_type(reps, J_ARRAY) || !reps->nr)
			FAIL("artifactChange without replacements");
		for (j = 0; j < reps->nr; j++) {
			if (check_region(json_get(reps->items[j], "deletedRegion"),
					 why, n, "deletedRegion"))
				return -1;
			if (!str(json_get(json_get(reps->items[j],
						   "insertedContent"), "text")))
				FAIL("replacement without insertedContent.text");
		}
	}
	return 0;
}

int validate_sarif(const char *text, char *why, int n)
{
	const char *err;
	struct jvalue *doc = json_parse(text, &err);
	const struct jvalue *runs, *run, *rules, *results;
	int i, count = 0;

	if (!doc)
		FAIL("not JSON near offset %ld", (long)(err - text));
	if (!str(json_get(doc, "version")) ||
	    strcmp(str(json_get(doc, "version")), "2.1.0"))
		FAIL("version is not \"2.1.0\"");
	runs = json_get(doc, "runs");
	if (!is_type(runs, J_ARRAY) || runs->nr < 1)
		FAIL("no runs array");
	run = json_at(runs, 0);
	if (!str(json_get(json_get(json_get(run, "tool"), "driver"), "name")))
		FAIL("run without tool.driver.name");
	rules = json_get(json_get(json_get(run, "tool"), "driver"), "rules");
	if (!is_type(rules, J_ARRAY) || !rules->nr)
		FAIL("driver without rules");
	for (i = 0; i < rules->nr; i++) {
		const struct jvalue *r = rules->items[i];

		if (!str(json_get(r, "id")))
			FAIL("rule %d without id", i);
		if (!str(json_get(json_get(r, "shortDescription"), "text")) ||
		    !str(json_get(json_get(r, "help"), "text")))
			FAIL("rule %s without shortDescription or help text",
			     str(json_get(r, "id")));
		if (!str(json_get(json_get(r, "defaultConfiguration"), "level")))
			FAIL("rule %s without defaultConfiguration.level",
			     str(json_get(r, "id")));
	}
	results = json_get(run, "results");
	if (!is_type(results, J_ARRAY))
		FAIL("run without results array");
	for (i = 0; i < results->nr; i++) {
		const struct jvalue *res = results->items[i];
		const struct jvalue *idx = json_get(res, "ruleIndex");
		const struct jvalue *locs = json_get(res, "locations");
		const struct jvalue *fp = json_get(res, "partialFingerprints");
		const struct jvalue *fixes = json_get(res, "fixes");
		const struct jvalue *phys;
		const char *level = str(json_get(res, "level"));
		int j;

		if (!str(json_get(json_get(res, "message"), "text")))
			FAIL("result %d without message.text", i);
		if (!str(json_get(res, "ruleId")))
			FAIL("result %d without ruleId", i);
		if (idx && (!is_type(idx, J_NUMBER) || idx->num >= rules->nr ||
			    strcmp(str(json_get(rules->items[(int)idx->num], "id")),
				   str(json_get(res, "ruleId")))))
			FAIL("result %d: ruleIndex does not name its ruleId", i);
		if (level && strcmp(level, "none") && strcmp(level, "note") &&
		    strcmp(level, "warning") && strcmp(level, "error"))
			FAIL("result %d: bad level %s", i, level);
		if (!is_type(locs, J_ARRAY) || !locs->nr)
			FAIL("result %d without locations", i);
		phys = json_get(locs->items[0], "physicalLocation");
		if (!str(json_get(json_get(phys, "artifactLocation"), "uri")))
			FAIL("result %d without artifactLocation.uri", i);
		if (check_region(json_get(phys, "region"), why, n, "result"))
			return -1;
		if (!is_type(fp, J_OBJECT) || !fp->nr)
			FAIL("result %d without partialFingerprints", i);
		for (j = 0; j < fp->nr; j++)
			if (!is_type(fp->items[j], J_STRING))
				FAIL("result %d: fingerprint is not a string", i);
		for (j = 0; fixes && j < fixes->nr; j++)
			if (check_fix(fixes->items[j], why, n))
				return -1;
		count++;
	}
	return count;
}

/* The JSON and GitLab reports: a JSON array, or NULL with the reason. */
static struct jvalue *parse_array(const char *text, char *why, int n)
{
	const char *err;
	struct jvalue *doc = json_parse(text, &err);

	if (!doc)
		snprintf(why, n, "not JSON near offset %ld", (long)(err - text));
	else if (!is_type(doc, J_ARRAY))
		snprintf(why, n, "not an array");
	return doc && is_type(doc, J_ARRAY) ? doc : NULL;
}

int validate_json(const char *text, char *why, int n)
{
	static const char *const fields[] = {
		"file", "rule", "confidence", "message", "fingerprint", NULL,
	};
	struct jvalue *doc = parse_array(text, why, n);
	int i, j;

	if (!doc)
		return -1;
	for (i = 0; i < doc->nr; i++) {
		const struct jvalue *f = doc->items[i];

		for (j = 0; fields[j]; j++)
			if (!str(json_get(f, fields[j])))
				FAIL("finding %d without \"%s\"", i, fields[j]);
		if (!positive(json_get(f, "line")) ||
		    !positive(json_get(f, "column")))
			FAIL("finding %d without line and column", i);
	}
	return doc->nr;
}

int validate_gitlab(const char *text, char *why, int n)
{
	struct jvalue *doc = parse_array(text, why, n);
	int i;

	if (!doc)
		return -1;
	for (i = 0; i < doc->nr; i++) {
		const struct jvalue *f = doc->items[i];
		const char *sev = str(json_get(f, "severity"));
		const struct jvalue *loc = json_get(f, "location");

		if (!str(json_get(f, "description")) ||
		    !str(json_get(f, "check_name")) ||
		    !str(json_get(f, "fingerprint")))
			FAIL("issue %d lacks description, check_name or fingerprint", i);
		if (!sev || (strcmp(sev, "info") && strcmp(sev, "minor") &&
			     strcmp(sev, "major") && strcmp(sev, "critical") &&
			     strcmp(sev, "blocker")))
			FAIL("issue %d: bad severity", i);
		if (!str(json_get(loc, "path")) ||
		    !positive(json_get(json_get(loc, "lines"), "begin")))
			FAIL("issue %d without location.path and lines.begin", i);
	}
	return doc->nr;
}

/* A property value: no raw ',' ':' '\n' '\r', every '%' an escape. */
static int property_ok(const char *s, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (s[i] == ',' || s[i] == ':' || s[i] == '\n' || s[i] == '\r')
			return 0;
		if (s[i] == '%' && !(i + 2 < len + 1 &&
				     (!strncmp(s + i, "%25", 3) ||
				      !strncmp(s + i, "%2C", 3) ||
				      !strncmp(s + i, "%3A", 3) ||
				      !strncmp(s + i, "%0A", 3) ||
				      !strncmp(s + i, "%0D", 3))))
			return 0;
	}
	return 1;
}

static int number_ok(const char *s, size_t len)
{
	size_t i;

	if (!len)
		return 0;
	for (i = 0; i < len; i++)
		if (!isdigit((unsigned char)s[i]))
			return 0;
	return atoi(s) >= 1;
}

int validate_github(const char *text, char *why, int n)
{
	static const char *const props[] = {
		"file", "line", "col", "endLine", "endColumn", "title", NULL,
	};
	const char *line = text;
	int count = 0;

	while (*line) {
		const char *end = strchr(line, '\n');
		const char *p, *sep;
		int k = 0;

		if (!end)
			FAIL("line %d does not end in a newline", count + 1);
		if (!strncmp(line, "::warning ", 10))
			p = line + 10;
		else if (!strncmp(line, "::notice ", 9))
			p = line + 9;
		else if (!strncmp(line, "::error ", 8))
			p = line + 8;
		else
			FAIL("line %d is not a workflow command", count + 1);
		sep = strstr(p, "::");
		if (!sep || sep > end)
			FAIL("line %d has no '::' before its message", count + 1);
		/* name=value pairs, in the order we write them */
		while (p < sep) {
			const char *eq = memchr(p, '=', sep - p);
			const char *comma = memchr(p, ',', sep - p);
			const char *vend = comma ? comma : sep;

			if (!eq || !props[k] || (size_t)(eq - p) != strlen(props[k]) ||
			    strncmp(p, props[k], eq - p))
				FAIL("line %d: expected property %s", count + 1,
				     props[k] ? props[k] : "(none)");
			if (k >= 1 && k <= 4 ? !number_ok(eq + 1, vend - eq - 1) :
			    !property_ok(eq + 1, vend - eq - 1))
				FAIL("line %d: bad value for %s", count + 1, props[k]);
			k++;
			p = comma ? comma + 1 : sep;
		}
		if (props[k])
			FAIL("line %d lacks %s", count + 1, props[k]);
		if (memchr(sep + 2, '\r', end - sep - 2) || end == sep + 2)
			FAIL("line %d: empty or unescaped message", count + 1);
		count++;
		line = end + 1;
	}
	return count;
}
