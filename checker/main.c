// SPDX-License-Identifier: GPL-2.0-only
/*
 * unaligned-check: find unaligned memory accesses in kernel C code with
 * Coccinelle and sparse, and rewrite them with get_unaligned() & co.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "filter.h"
#include "fix.h"
#include "kbuild.h"
#include "options.h"
#include "output.h"
#include "run.h"
#include "sources.h"
#include "tree.h"
#include "util.h"

#define DEFAULT_PATH "drivers/net/usb"

/* cocci/ beside checker/, found from the binary's own location. */
static char *default_cocci_dir(void)
{
	const char *env = getenv("UNALIGNED_COCCI_DIR");
	char exe[PATH_MAX];
	ssize_t n;
	char *slash, *dir;

	if (env && *env)
		return xstrdup(env);
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n <= 0)
		return xstrdup("cocci");
	exe[n] = '\0';
	slash = strrchr(exe, '/');
	*slash = '\0';
	dir = path_join(exe, "../cocci");
	return dir;
}

static void write_report(const struct options *opts,
			 const struct finding_list *list)
{
	struct strbuf out;

	sb_init(&out);
	switch (opts->format) {
	case FORMAT_GCC:
		output_gcc(&out, list);
		break;
	case FORMAT_GITHUB:
		output_github(&out, list);
		break;
	case FORMAT_SARIF:
		output_sarif(&out, list);
		break;
	case FORMAT_JSON:
		output_json(&out, list);
		break;
	case FORMAT_GITLAB:
		output_gitlab(&out, list);
		break;
	}
	if (opts->output) {
		if (write_file_atomic(opts->output, out.buf ? out.buf : "",
				      out.len) < 0)
			error_msg("cannot write %s: %s", opts->output,
				  strerror(errno));
	} else if (out.len) {
		fwrite(out.buf, 1, out.len, stdout);
	}
	sb_release(&out);
}

static void summary(const struct check *c, const struct finding_list *list)
{
	int by[3] = { 0, 0, 0 };
	int i;

	for (i = 0; i < list->nr; i++)
		by[list->items[i].confidence]++;
	fprintf(stderr, "unaligned-check: %d finding%s (%d high, %d moderate, %d low) in %d file%s checked",
		list->nr, list->nr == 1 ? "" : "s", by[CONF_HIGH],
		by[CONF_MODERATE], by[CONF_LOW], c->nr, c->nr == 1 ? "" : "s");
	if (c->cache_hits)
		fprintf(stderr, ", %d result%s from the cache", c->cache_hits,
			c->cache_hits == 1 ? "" : "s");
	fputc('\n', stderr);
}

static int report_tool_errors(const struct check *c)
{
	int i, errors = 0, t;

	for (i = 0; i < c->nr; i++) {
		const struct source_file *sf = &c->files[i];

		if (sf->error) {
			error_msg("%s", sf->error);
			errors++;
		}
		for (t = 0; t < c->nr_tools; t++)
			if (sf->have_result[t] && sf->result[t].parse_errors)
				fprintf(stderr, "unaligned-check: note: %s: %s could not parse %d region%s; accesses there were not checked\n",
					sf->display, c->tools[t].name,
					sf->result[t].parse_errors,
					sf->result[t].parse_errors == 1 ? "" : "s");
	}
	return errors;
}

int main(int argc, char **argv)
{
	struct options opts;
	struct tree tree;
	struct check c;
	struct finding_list list = { 0 };
	struct patch_set patches = { 0 };
	struct changed_files changes = { 0 };
	char *cache, *cocci_dir, *stage = NULL, *top = NULL;
	int ret, errors = 0, bad_markers, fixed = 0;

	if (argc > 1 && !strcmp(argv[1], "--kbuild")) {
		cocci_dir = default_cocci_dir();
		return kbuild_main(argc - 1, argv + 1, cocci_dir);
	}
	ret = parse_options(argc, argv, &opts);
	if (ret)
		return ret == 1 ? 0 : 2;
	cache = cache_dir();
	if (mkdir_p(cache) < 0) {
		error_msg("cannot create cache %s: %s", cache, strerror(errno));
		return 2;
	}
	cocci_dir = opts.cocci_dir ? xstrdup(opts.cocci_dir) :
		    default_cocci_dir();
	memset(&c, 0, sizeof(c));
	c.opts = &opts;
	c.cache = cache;

	if (opts.staged || opts.diff_rev) {
		char *tmp = path_join(cache, "tmp");
		char tmpl[PATH_MAX];

		mkdir_p(tmp);
		top = git_toplevel(tmp);
		if (!top)
			return 2;
		snprintf(tmpl, sizeof(tmpl), "%s/stage.XXXXXX", tmp);
		free(tmp);
		if (opts.staged) {
			if (!mkdtemp(tmpl)) {
				error_msg("cannot create %s: %s", tmpl,
					  strerror(errno));
				return 2;
			}
			stage = xstrdup(tmpl);
		}
		if (opts.tree)
			ret = tree_open(&tree, opts.tree, cache);
		else if (!tree_open(&tree, top, cache))
			ret = 0;
		else
			ret = tree_open_default(&tree, cache);
		if (ret)
			return 2;
		if (sources_from_git(&c, top, opts.diff_rev, stage ? stage : top,
				     &changes) < 0)
			return 2;
		c.run_dir = stage ? stage : top;
	} else {
		const char *def[] = { DEFAULT_PATH };
		const char *all[] = { "." };

		ret = opts.tree ? tree_open(&tree, opts.tree, cache) :
			tree_open_default(&tree, cache);
		if (ret)
			return 2;
		if (opts.all)
			errors += sources_from_paths(&c, &tree, all, 1);
		else if (opts.nr_paths)
			errors += sources_from_paths(&c, &tree, opts.paths,
						     opts.nr_paths);
		else
			errors += sources_from_paths(&c, &tree, def, 1);
		c.run_dir = tree.root;
	}
	c.tree = &tree;
	if (c.nr && check_setup(&c, cocci_dir))
		return 2;
	if (c.nr)
		check_run(&c);
	errors += report_tool_errors(&c);
	check_findings(&c, &list, &patches);

	filter_inline(&list, &bad_markers);
	if (bad_markers)
		error_msg("%d unaligned-ok marker%s without a reason: write /* unaligned-ok: REASON */",
			  bad_markers, bad_markers == 1 ? "" : "s");
	filter_confidence(&list, opts.min_confidence);
	if (opts.staged || opts.diff_rev)
		filter_added(&list, &changes);
	if (opts.write_baseline) {
		char *text = baseline_render(&list);

		if (write_file_atomic(opts.write_baseline, text,
				      strlen(text)) < 0) {
			error_msg("cannot write %s: %s", opts.write_baseline,
				  strerror(errno));
			errors++;
		}
		free(text);
	}
	if (opts.baseline) {
		char *text = read_file(opts.baseline, NULL);

		if (!text) {
			error_msg("cannot read baseline %s: %s", opts.baseline,
				  strerror(errno));
			return 2;
		}
		if (filter_baseline(&list, text) < 0) {
			error_msg("%s is not an unaligned-check baseline",
				  opts.baseline);
			return 2;
		}
		free(text);
	}

	if (opts.fix && opts.in_place) {
		errors += fix_in_place(&list, &patches, &c, &fixed);
		summary(&c, &list);
	} else if (opts.fix) {
		struct strbuf out;

		sb_init(&out);
		fix_print(&out, &list, &patches);
		if (out.len)
			fwrite(out.buf, 1, out.len, stdout);
		sb_release(&out);
	} else {
		write_report(&opts, &list);
	}
	if (!opts.in_place && (opts.format == FORMAT_GCC || opts.output))
		summary(&c, &list);
	/* the copy of the index goes on every path */
	if (stage) {
		char *rm[] = { "rm", "-rf", stage, NULL };

		run_command(rm, NULL, NULL, NULL);
	}
	if (errors)
		return 2;
	if (opts.in_place)
		return fixed == list.nr ? 0 : 1;
	return list.nr ? 1 : 0;
}
