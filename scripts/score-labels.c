// SPDX-License-Identifier: GPL-2.0-only
/*
 * score-labels REPORT.json LABELS.tsv...: score a checker run against hand
 * labels (docs/labels/README.md describes the label files).
 *
 * Precision: every finding of the report that a label names (same file and
 * line, and the same rule unless the label's rule is "-") counts under the
 * report's rule, level and, if the report has one, "evidence" (else the
 * key of the checker's "reason", before its ':'), and under the label's
 * evidence. U labels are counted apart, never in a ratio.
 * Recall: every T label of a census file is a true site; it is found at a
 * threshold when the report has a finding at that file and line at or
 * above the threshold. Intervals are 95 % Wilson score intervals.
 *
 * score-labels --list REPORT.json prints the findings as "file line rule
 * level" rows (scripts/sample-findings.sh draws samples from them).
 *
 * Exit status: 0 scored, 2 bad input (with a one-line message).
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { LOW, MODERATE, HIGH, NLEVELS };
static const char *const level_names[NLEVELS] = { "low", "moderate", "high" };

struct finding {
	char *file, *rule, *evidence;
	int line, level;
};

struct label {
	char *src, *file, *rule, *evidence, *reason;
	int srcline, line, census;
	char mark;		/* 'T', 'F' or 'U' */
};

static struct finding *findings;
static int nfindings;
static struct label *labels;
static int nlabels;

static void die(const char *fmt, ...)
{
	va_list ap;

	fputs("score-labels: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}

static void *grow(void *p, int nr, size_t size)
{
	if (nr & (nr - 1))
		return p;
	p = realloc(p, (nr ? 2 * nr : 1) * size);
	if (!p)
		die("out of memory");
	return p;
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	size_t len = 0, cap = 1 << 16, n;
	char *buf;

	if (!f)
		die("%s: %s", path, strerror(errno));
	buf = malloc(cap + 1);
	while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
		len += n;
		if (len == cap)
			buf = realloc(buf, (cap *= 2) + 1);
	}
	if (!buf)
		die("out of memory");
	if (ferror(f))
		die("%s: read error", path);
	fclose(f);
	buf[len] = '\0';
	return buf;
}

/* ---- the report: a JSON array of flat objects (checker/output_json.c) */

static const char *json_path;
static const char *json_pos, *json_start;

static void json_error(const char *what)
{
	int line = 1;
	const char *p;

	for (p = json_start; p < json_pos; p++)
		line += *p == '\n';
	die("%s:%d: bad JSON: %s", json_path, line, what);
}

static void skip_ws(void)
{
	while (isspace((unsigned char)*json_pos))
		json_pos++;
}

static void expect(char c)
{
	skip_ws();
	if (*json_pos != c) {
		char what[32];

		snprintf(what, sizeof(what), "expected '%c'", c);
		json_error(what);
	}
	json_pos++;
}

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = tolower((unsigned char)c);
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

/* a string; \u escapes above 0x7f become '?', which no compared key has */
static char *json_string(void)
{
	char *s = malloc(strlen(json_pos) + 1), *o = s;

	if (!s)
		die("out of memory");
	expect('"');
	while (*json_pos != '"') {
		char c = *json_pos++;

		if (!c || c == '\n')
			json_error("unterminated string");
		if (c == '\\') {
			c = *json_pos++;
			switch (c) {
			case 'n': c = '\n'; break;
			case 't': c = '\t'; break;
			case 'r': c = '\r'; break;
			case 'b': c = '\b'; break;
			case 'f': c = '\f'; break;
			case '"': case '\\': case '/': break;
			case 'u': {
				int v = 0, i, h;

				for (i = 0; i < 4; i++) {
					h = hexval(json_pos[i]);
					if (h < 0)
						json_error("bad \\u escape");
					v = v * 16 + h;
				}
				json_pos += 4;
				c = v < 0x80 ? v : '?';
				break;
			}
			default:
				json_error("bad escape");
			}
		}
		*o++ = c;
	}
	json_pos++;
	*o = '\0';
	return s;
}

/* a scalar value other than a string: returned as text */
static char *json_scalar(void)
{
	const char *s;
	char *v;

	skip_ws();
	s = json_pos;
	while (*json_pos && (isalnum((unsigned char)*json_pos) ||
			     strchr("+-.", *json_pos)))
		json_pos++;
	if (json_pos == s)
		json_error("expected a value");
	v = strndup(s, json_pos - s);
	if (!v)
		die("out of memory");
	if (strcmp(v, "null") && strcmp(v, "true") && strcmp(v, "false") &&
	    strspn(v, "0123456789+-.eE") != strlen(v))
		json_error("expected a value");
	return v;
}

static int parse_level(const char *s)
{
	int i;

	for (i = 0; i < NLEVELS; i++)
		if (!strcmp(s, level_names[i]))
			return i;
	return -1;
}

static const char *norm_path(const char *p)
{
	while (p[0] == '.' && p[1] == '/')
		p += 2;
	return p;
}

static void read_report(const char *path)
{
	json_path = path;
	json_start = json_pos = slurp(path);
	expect('[');
	skip_ws();
	if (*json_pos == ']')
		goto done;
	for (;;) {
		struct finding f = { NULL, NULL, NULL, 0, -1 };
		char *level = NULL;

		expect('{');
		for (;;) {
			char *key = json_string(), *val;

			expect(':');
			skip_ws();
			val = *json_pos == '"' ? json_string() : json_scalar();
			if (!strcmp(key, "file"))
				f.file = strdup(norm_path(val));
			else if (!strcmp(key, "line"))
				f.line = atoi(val);
			else if (!strcmp(key, "rule"))
				f.rule = strdup(val);
			else if (!strcmp(key, "confidence"))
				level = strdup(val);
			else if (!strcmp(key, "evidence")) {
				free(f.evidence);
				f.evidence = strdup(val);
			} else if (!strcmp(key, "reason") && !f.evidence)
				/* the checker's reason: its key, before ':' */
				f.evidence = strndup(val, strcspn(val, ":"));
			free(key);
			free(val);
			skip_ws();
			if (*json_pos == '}')
				break;
			expect(',');
		}
		json_pos++;
		if (!f.file || f.line <= 0 || !f.rule || !level)
			json_error("a finding lacks file, line, rule or confidence");
		f.level = parse_level(level);
		if (f.level < 0)
			json_error("unknown confidence");
		free(level);
		findings = grow(findings, nfindings, sizeof(*findings));
		findings[nfindings++] = f;
		skip_ws();
		if (*json_pos == ']')
			break;
		expect(',');
	}
done:
	json_pos++;
	skip_ws();
	if (*json_pos)
		json_error("text after the array");
}

/* ---- the labels: TSV, see docs/labels/README.md */

static const char *const columns[] = {
	"file", "line", "rule", "level", "label", "evidence", "reason"
};
#define NCOLUMNS 7

static int split_tabs(char *line, char **field, int max)
{
	int n = 0;

	for (;;) {
		if (n == max)
			return max + 1;
		field[n++] = line;
		line = strchr(line, '\t');
		if (!line)
			return n;
		*line++ = '\0';
	}
}

static void read_labels(const char *path)
{
	char *text = slurp(path), *line, *next;
	int lineno = 0, kind = -1, header = 0;

	for (line = text; *line; line = next) {
		char *field[NCOLUMNS];
		struct label l;
		int n, i;
		char *end;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		else
			next = line + strlen(line);
		lineno++;
		if (*line && line[strlen(line) - 1] == '\r')
			line[strlen(line) - 1] = '\0';
		if (!strncmp(line, "# kind:", 7)) {
			const char *k = line + 7 + strspn(line + 7, " ");

			if (!strcmp(k, "sample"))
				kind = 0;
			else if (!strcmp(k, "census"))
				kind = 1;
			else
				die("%s:%d: kind is sample or census", path, lineno);
			continue;
		}
		if (!*line || *line == '#')
			continue;
		n = split_tabs(line, field, NCOLUMNS);
		if (n != NCOLUMNS)
			die("%s:%d: %d tab-separated columns, expected %d",
			    path, lineno, n > NCOLUMNS ? n - 1 : n, NCOLUMNS);
		if (!header) {
			for (i = 0; i < NCOLUMNS; i++)
				if (strcmp(field[i], columns[i]))
					die("%s:%d: header is not file line rule level label evidence reason",
					    path, lineno);
			header = 1;
			continue;
		}
		if (kind < 0)
			die("%s: no '# kind: sample' or '# kind: census' line before the rows",
			    path);
		l.src = strdup(path);
		l.srcline = lineno;
		l.file = strdup(norm_path(field[0]));
		l.line = strtol(field[1], &end, 10);
		if (*end || l.line <= 0)
			die("%s:%d: line '%s' is not a line number", path, lineno, field[1]);
		l.rule = strdup(field[2]);
		if (strcmp(field[3], "-") && parse_level(field[3]) < 0)
			die("%s:%d: level is high, moderate, low or -", path, lineno);
		if (strlen(field[4]) != 1 || !strchr("TFU", field[4][0]))
			die("%s:%d: label is T, F or U", path, lineno);
		l.mark = field[4][0];
		if (!*field[5] || strchr(field[5], ' '))
			die("%s:%d: evidence is one word", path, lineno);
		l.evidence = strdup(field[5]);
		if (!*field[6])
			die("%s:%d: the reason is empty", path, lineno);
		l.reason = strdup(field[6]);
		l.census = kind;
		for (i = 0; i < nlabels; i++)
			if (!strcmp(labels[i].file, l.file) && labels[i].line == l.line &&
			    !strcmp(labels[i].rule, l.rule))
				die("%s:%d: %s:%d %s is labelled twice (also %s:%d)", path,
				    lineno, l.file, l.line, l.rule, labels[i].src,
				    labels[i].srcline);
		labels = grow(labels, nlabels, sizeof(*labels));
		labels[nlabels++] = l;
	}
	if (!header)
		die("%s: no header line", path);
	free(text);
}

/* ---- scoring */

static int label_matches(const struct label *l, const struct finding *f)
{
	return l->line == f->line && !strcmp(l->file, f->file) &&
	       (!strcmp(l->rule, "-") || !strcmp(l->rule, f->rule));
}

/* the label of a finding: one with its rule before one with "-" */
static const struct label *label_of(const struct finding *f)
{
	const struct label *any = NULL;
	int i;

	for (i = 0; i < nlabels; i++) {
		if (!label_matches(&labels[i], f))
			continue;
		if (strcmp(labels[i].rule, "-"))
			return &labels[i];
		any = &labels[i];
	}
	return any;
}

static void wilson(int k, int n, double *lo, double *hi)
{
	const double z = 1.959963984540054;
	double p = (double)k / n, z2n = z * z / n;
	double centre = (p + z2n / 2) / (1 + z2n);
	double half = z / (1 + z2n) * sqrt(p * (1 - p) / n + z2n / (4.0 * n));

	*lo = centre - half < 0 ? 0 : centre - half;
	*hi = centre + half > 1 ? 1 : centre + half;
}

static void print_ratio(int k, int n)
{
	double lo, hi;

	if (!n) {
		printf("  %6s  %-13s", "-", "-");
		return;
	}
	wilson(k, n, &lo, &hi);
	printf("  %5.1f%%  %5.1f-%5.1f%%", 100.0 * k / n, 100 * lo, 100 * hi);
}

struct group {
	char *name;
	int t, f, u;
};

static struct group *groups;
static int ngroups;

static void count(const char *kind, const char *value, char mark)
{
	char name[256];
	int i;

	snprintf(name, sizeof(name), "%s %s", kind, value);
	for (i = 0; i < ngroups; i++)
		if (!strcmp(groups[i].name, name))
			break;
	if (i == ngroups) {
		groups = grow(groups, ngroups, sizeof(*groups));
		groups[ngroups].name = strdup(name);
		groups[ngroups].t = groups[ngroups].f = groups[ngroups].u = 0;
		ngroups++;
	}
	if (mark == 'T')
		groups[i].t++;
	else if (mark == 'F')
		groups[i].f++;
	else
		groups[i].u++;
}

static int cmp_group(const void *a, const void *b)
{
	return strcmp(((const struct group *)a)->name,
		      ((const struct group *)b)->name);
}

static void print_groups(const char *prefix)
{
	int i, len = strlen(prefix);

	for (i = 0; i < ngroups; i++) {
		struct group *g = &groups[i];

		if (strncmp(g->name, prefix, len))
			continue;
		printf("%-44s %4d %4d %4d", g->name, g->t, g->f, g->u);
		print_ratio(g->t, g->t + g->f);
		putchar('\n');
	}
}

/* the highest level of a finding at the label's file and line, or -1 */
static int found_level(const struct label *l)
{
	int i, best = -1;

	for (i = 0; i < nfindings; i++)
		if (findings[i].line == l->line && !strcmp(findings[i].file, l->file) &&
		    findings[i].level > best)
			best = findings[i].level;
	return best;
}

int main(int argc, char **argv)
{
	int i, unlabelled[NLEVELS] = { 0 }, gone[3] = { 0 };
	int sites = 0, found_default = 0, found_low = 0;

	if (argc == 3 && !strcmp(argv[1], "--list")) {
		/* the findings as rows for sampling: file line rule level */
		read_report(argv[2]);
		for (i = 0; i < nfindings; i++)
			printf("%s\t%d\t%s\t%s\n", findings[i].file, findings[i].line,
			       findings[i].rule, level_names[findings[i].level]);
		return 0;
	}
	if (argc < 3) {
		fprintf(stderr, "usage: score-labels REPORT.json LABELS.tsv...\n"
			"       score-labels --list REPORT.json\n");
		return 2;
	}
	read_report(argv[1]);
	for (i = 2; i < argc; i++)
		read_labels(argv[i]);

	/*
	 * A site is a file, line and rule: findings the report repeats there
	 * (one a pointer it was made from) count once, at the highest level.
	 */
	for (i = 0; i < nfindings; i++) {
		int j;

		for (j = 0; j < i; j++)
			if (findings[j].level >= 0 && findings[j].line == findings[i].line &&
			    !strcmp(findings[j].file, findings[i].file) &&
			    !strcmp(findings[j].rule, findings[i].rule))
				break;
		if (j < i) {
			if (findings[i].level > findings[j].level)
				findings[j].level = findings[i].level;
			findings[i].level = -1;	/* a repeat */
		}
	}
	for (i = 0; i < nfindings; i++) {
		const struct finding *f = &findings[i];
		const struct label *l;

		if (f->level < 0)
			continue;
		l = label_of(f);
		if (!l) {
			unlabelled[f->level]++;
			continue;
		}
		count("level", level_names[f->level], l->mark);
		if (f->level == LOW)
			continue;
		count("default", "(high+moderate)", l->mark);
		count("rule", f->rule, l->mark);
		count("evidence", l->evidence, l->mark);
		if (f->evidence)
			count("reported-evidence", f->evidence, l->mark);
	}
	qsort(groups, ngroups, sizeof(*groups), cmp_group);
	for (i = 0, sites = 0; i < nfindings; i++)
		sites += findings[i].level >= 0;
	printf("report: %s, %d findings at %d sites (file, line, rule)\n",
	       argv[1], nfindings, sites);
	sites = 0;
	printf("precision of labelled findings (T / (T+F), U apart; rule and evidence rows: default threshold)\n");
	printf("%-44s %4s %4s %4s  %6s  %s\n", "group", "T", "F", "U", "prec", "95% interval");
	print_groups("level high");
	print_groups("level moderate");
	print_groups("level low");
	print_groups("default ");
	print_groups("rule ");
	print_groups("evidence ");
	print_groups("reported-evidence ");
	printf("unlabelled findings: %d high, %d moderate, %d low\n",
	       unlabelled[HIGH], unlabelled[MODERATE], unlabelled[LOW]);

	for (i = 0; i < nlabels; i++) {
		const struct label *l = &labels[i];
		int j, hit = 0;

		for (j = 0; j < nfindings && !hit; j++)
			hit = label_matches(l, &findings[j]);
		if (!hit && !l->census)
			gone[l->mark == 'T' ? 0 : l->mark == 'F' ? 1 : 2]++;
	}
	printf("sample labels the report no longer has: %d T, %d F, %d U\n",
	       gone[0], gone[1], gone[2]);

	for (i = 0; i < nlabels; i++) {
		int level;

		if (!labels[i].census || labels[i].mark != 'T')
			continue;
		sites++;
		level = found_level(&labels[i]);
		found_default += level >= MODERATE;
		found_low += level >= LOW;
	}
	printf("recall of census true sites (a finding at the site's file:line)\n");
	printf("%-44s %4s %4s  %6s  %s\n", "threshold", "found", "true", "recall", "95% interval");
	printf("%-44s %4d %4d", "default (moderate)", found_default, sites);
	print_ratio(found_default, sites);
	printf("\n%-44s %4d %4d", "low", found_low, sites);
	print_ratio(found_low, sites);
	putchar('\n');
	for (i = 0; i < nlabels; i++) {
		const char *src = labels[i].src;
		int j, n = 0, d = 0, lo = 0, level;

		if (!labels[i].census)
			continue;
		for (j = 0; j < i && strcmp(labels[j].src, src); j++)
			;
		if (j < i)
			continue;	/* this census file is done */
		for (j = i; j < nlabels; j++) {
			if (strcmp(labels[j].src, src) || labels[j].mark != 'T')
				continue;
			n++;
			level = found_level(&labels[j]);
			d += level >= MODERATE;
			lo += level >= LOW;
		}
		printf("  %s: default %d of %d, low %d of %d\n", src, d, n, lo, n);
	}
	for (i = 0; i < nlabels; i++) {
		const struct label *l = &labels[i];
		int level;

		if (!l->census || l->mark != 'T')
			continue;
		level = found_level(l);
		if (level >= MODERATE)
			continue;
		printf("missed at default: %s:%d %s (%s)%s\n", l->file, l->line,
		       l->evidence, l->reason, level == LOW ? " [found at low]" : "");
	}
	return 0;
}
