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
#include "merge.h"
#include "options.h"
#include "output.h"
#include "run.h"
#include "shard.h"
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

/* root: where the HTML report reads the lines around each finding */
static void write_report(const struct options *opts,
			 const struct finding_list *list, const char *root)
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
	case FORMAT_HTML:
		output_html(&out, list, root);
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

static void summary_findings(const struct finding_list *list)
{
	int by[3] = { 0, 0, 0 };
	int i;

	for (i = 0; i < list->nr; i++)
		by[list->items[i].confidence]++;
	fprintf(stderr, "unaligned-check: %d finding%s (%d high, %d moderate, %d low)",
		list->nr, list->nr == 1 ? "" : "s", by[CONF_HIGH],
		by[CONF_MODERATE], by[CONF_LOW]);
}

static void summary(const struct check *c, const struct finding_list *list)
{
	summary_findings(list);
	fprintf(stderr, " in %d file%s checked", c->nr, c->nr == 1 ? "" : "s");
	if (c->opts->shard_n)
		fprintf(stderr, " (shard %d/%d of %d files)", c->opts->shard_k,
			c->opts->shard_n, c->shard_of);
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

/*
 * --merge REPORT...: the shards' JSON or SARIF reports as one report in
 * --format, with the summary; the exit status as for a run.
 */
static int merge_main(const struct options *opts, const char *cache)
{
	struct finding_list list = { 0 };
	struct tree tree;
	const char *root = NULL;
	int errors, sarif = 0;

	errors = merge_reports(opts->paths, opts->nr_paths, &list, &sarif);
	if (sarif && opts->format == FORMAT_JSON) {
		error_msg("--merge: SARIF reports hold no diffs for JSON's \"fix\"; merge the shards' JSON reports, or write --format sarif");
		return 2;
	}
	/*
	 * The HTML report shows the lines around each finding: from --tree,
	 * else the kernel tree we are in, else the cached default tree.
	 */
	if (opts->format == FORMAT_HTML) {
		char *mk = path_join(".", "include/linux/kernel.h");
		char *def = path_join(cache, "linux-source-6.12");

		if (opts->tree) {
			if (tree_open(&tree, opts->tree, cache))
				return 2;
			root = tree.root;
		} else if (is_file(mk)) {
			root = ".";
		} else if (is_dir(def)) {
			root = def;
		} else {
			fprintf(stderr, "unaligned-check: note: no kernel tree here: the HTML report shows no source lines (give --tree DIR)\n");
		}
		free(mk);
	}
	write_report(opts, &list, root);
	if (opts->format == FORMAT_GCC || opts->output) {
		summary_findings(&list);
		fprintf(stderr, " from %d report%s\n", opts->nr_paths,
			opts->nr_paths == 1 ? "" : "s");
	}
	if (errors)
		return 2;
	return list.nr ? 1 : 0;
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
	if (opts.merge)
		return merge_main(&opts, cache);

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
	if (opts.shard_n)
		c.shard_of = shard_select(&c, opts.shard_k, opts.shard_n);
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
		write_report(&opts, &list, c.run_dir);
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
