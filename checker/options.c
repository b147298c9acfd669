// SPDX-License-Identifier: GPL-2.0-only
/* Command-line parsing: argv in, struct options out, nothing else. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "options.h"
#include "shard.h"
#include "util.h"
#include "version.h"

/* One screen (at most 24 lines); the README has the rest. */
static const char usage_text[] =
"usage: unaligned-check [OPTIONS] [PATH...]   (no PATH: drivers/net/usb)\n"
"       unaligned-check --merge [--format FMT] [-o FILE] REPORT...\n"
"       make C=1 CHECK=/path/to/checker/kbuild-check   (in a kernel tree)\n"
"Find 2-, 4- and 8-byte accesses through pointers that may not be aligned in\n"
"Linux kernel C code, and rewrite them with get_unaligned() and friends.\n"
"  --format FMT          gcc (default), json, sarif, github, gitlab, html\n"
"  -o, --output FILE     write the report to FILE (atomically)\n"
"  --confidence LEVEL    lowest shown: high, moderate (default), low\n"
"  --fix [--in-place]    print the rewrites as a diff [apply them]\n"
"  --staged, --diff REV  only lines added in the index, or since REV\n"
"  --baseline FILE       hide the findings recorded by --write-baseline FILE\n"
"  --all                 every .c file of the tree\n"
"  --shard K/N           check part K of N (CI runners); --merge the reports\n"
"  --tree DIR            the kernel tree (default: linux-source-6.12, cached)\n"
"  -j, --jobs N          parallel jobs (default: the number of cores)\n"
"  --no-sparse, --no-cache, --cleanup, --types table|headers|none,\n"
"  --progress, --no-progress, --cocci-dir DIR, --version, -h, --help\n"
"/* unaligned-ok: REASON */ on a line hides its finding.\n"
"Exit status: 0 no findings, 1 findings, 2 usage or tool error.\n"
"Every option, kbuild and CI: README.md; the rules: docs/rules.md.\n";

void usage(void)
{
	fputs(usage_text, stdout);
}

static int bad_usage(const char *fmt, const char *arg)
{
	struct strbuf sb;

	sb_init(&sb);
	sb_addf(&sb, fmt, arg);
	error_msg("%s (see --help)", sb.buf);
	sb_release(&sb);
	return 2;
}

static const char *const format_names[] = {
	[FORMAT_GCC] = "gcc",
	[FORMAT_GITHUB] = "github",
	[FORMAT_SARIF] = "sarif",
	[FORMAT_JSON] = "json",
	[FORMAT_GITLAB] = "gitlab",
	[FORMAT_HTML] = "html",
};

static const char *const types_names[] = {
	[TYPES_TABLE] = "table",
	[TYPES_HEADERS] = "headers",
	[TYPES_NONE] = "none",
};

static int lookup(const char *const *names, int nr, const char *s)
{
	int i;

	for (i = 0; i < nr; i++)
		if (!strcmp(names[i], s))
			return i;
	return -1;
}

/*
 * "--opt VALUE" or "--opt=VALUE": returns the value and advances *i, or
 * NULL when arg is not this option.
 */
static const char *option_value(int argc, char **argv, int *i,
				const char *name, int *missing)
{
	const char *arg = argv[*i];
	size_t n = strlen(name);

	if (strncmp(arg, name, n))
		return NULL;
	if (arg[n] == '=')
		return arg + n + 1;
	if (arg[n])
		return NULL;
	if (*i + 1 >= argc) {
		*missing = 1;
		return NULL;
	}
	return argv[++*i];
}

int parse_options(int argc, char **argv, struct options *opts)
{
	int i, missing = 0;
	long cores = sysconf(_SC_NPROCESSORS_ONLN);

	memset(opts, 0, sizeof(*opts));
	opts->format = FORMAT_GCC;
	opts->min_confidence = CONF_MODERATE;
	opts->types = TYPES_TABLE;
	opts->jobs = cores > 0 ? cores : 1;
	opts->sparse = 1;
	opts->cache = 1;
	opts->progress = -1;
	opts->paths = xmalloc(argc * sizeof(*opts->paths));

	for (i = 1; i < argc; i++) {
		const char *arg = argv[i];
		const char *v;

		if (!strcmp(arg, "-h") || !strcmp(arg, "--help")) {
			usage();
			return 1;
		} else if (!strcmp(arg, "--version")) {
			printf("unaligned-check %s\n", CHECKER_VERSION);
			return 1;
		} else if ((v = option_value(argc, argv, &i, "--format",
					     &missing))) {
			int f = lookup(format_names, 6, v);

			if (f < 0)
				return bad_usage("unknown format '%s'", v);
			opts->format = f;
		} else if ((v = option_value(argc, argv, &i, "--output",
					     &missing)) ||
			   (v = option_value(argc, argv, &i, "-o", &missing))) {
			opts->output = v;
		} else if ((v = option_value(argc, argv, &i, "--confidence",
					     &missing))) {
			if (parse_confidence(v, &opts->min_confidence))
				return bad_usage("unknown confidence '%s'", v);
		} else if ((v = option_value(argc, argv, &i, "--types",
					     &missing))) {
			int t = lookup(types_names, 3, v);

			if (t < 0)
				return bad_usage("unknown types mode '%s'", v);
			opts->types = t;
		} else if ((v = option_value(argc, argv, &i, "--diff",
					     &missing))) {
			opts->diff_rev = v;
		} else if ((v = option_value(argc, argv, &i, "--baseline",
					     &missing))) {
			opts->baseline = v;
		} else if ((v = option_value(argc, argv, &i, "--write-baseline",
					     &missing))) {
			opts->write_baseline = v;
		} else if ((v = option_value(argc, argv, &i, "--tree",
					     &missing))) {
			opts->tree = v;
		} else if ((v = option_value(argc, argv, &i, "--cocci-dir",
					     &missing))) {
			opts->cocci_dir = v;
		} else if ((v = option_value(argc, argv, &i, "--jobs",
					     &missing)) ||
			   (v = option_value(argc, argv, &i, "-j", &missing))) {
			char *end;

			opts->jobs = strtol(v, &end, 10);
			if (*end || opts->jobs < 1 || opts->jobs > 256)
				return bad_usage("-j takes a number from 1 to 256, not '%s'",
						 v);
		} else if ((v = option_value(argc, argv, &i, "--shard",
					     &missing))) {
			if (shard_parse(v, &opts->shard_k, &opts->shard_n))
				return bad_usage("--shard takes K/N with 1 <= K <= N, not '%s'",
						 v);
		} else if (missing) {
			return bad_usage("%s needs a value", arg);
		} else if (!strcmp(arg, "--fix")) {
			opts->fix = 1;
		} else if (!strcmp(arg, "--in-place")) {
			opts->in_place = 1;
		} else if (!strcmp(arg, "--staged")) {
			opts->staged = 1;
		} else if (!strcmp(arg, "--merge")) {
			opts->merge = 1;
		} else if (!strcmp(arg, "--all")) {
			opts->all = 1;
		} else if (!strcmp(arg, "--no-sparse")) {
			opts->sparse = 0;
		} else if (!strcmp(arg, "--no-cache")) {
			opts->cache = 0;
		} else if (!strcmp(arg, "--progress")) {
			opts->progress = 1;
		} else if (!strcmp(arg, "--no-progress")) {
			opts->progress = 0;
		} else if (!strcmp(arg, "--cleanup")) {
			opts->cleanup = 1;
		} else if (!strcmp(arg, "--verify")) {
			return bad_usage("%s is run by run-check.sh --verify (scripts/verify.sh)", arg);
		} else if (!strcmp(arg, "--")) {
			while (++i < argc)
				opts->paths[opts->nr_paths++] = argv[i];
		} else if (arg[0] == '-' && arg[1]) {
			return bad_usage("unknown option '%s'", arg);
		} else {
			opts->paths[opts->nr_paths++] = arg;
		}
	}
	if (opts->in_place && !opts->fix)
		return bad_usage("%s needs --fix", "--in-place");
	if (opts->staged && opts->diff_rev)
		return bad_usage("%s and --diff exclude each other", "--staged");
	if (opts->merge && (opts->fix || opts->staged || opts->diff_rev ||
			    opts->all || opts->shard_n))
		return bad_usage("%s takes only reports, --format and -o", "--merge");
	if (opts->merge && !opts->nr_paths)
		return bad_usage("%s needs the reports to combine", "--merge");
	if (opts->all && opts->nr_paths)
		return bad_usage("%s takes no PATH", "--all");
	return 0;
}
