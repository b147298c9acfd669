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
#include "signals.h"
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

/*
 * root: where the HTML report reads the lines around each finding.
 * Returns -1 when the report could not be written: exit 2, not 0 or 1.
 */
static int write_report(const struct options *opts,
			const struct finding_list *list, const char *root)
{
	struct strbuf out;
	int ret = 0;

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
				      out.len) < 0) {
			error_msg("cannot write %s: %s", opts->output,
				  strerror(errno));
			ret = -1;
		}
	} else if (out.len) {
		fwrite(out.buf, 1, out.len, stdout);
	}
	sb_release(&out);
	return ret;
}

/*
 * --tree, else the kernel tree around the current directory (a user's
 * own checkout: its files, not the cached 6.12's), else the cached one.
 */
static int open_tree(const struct options *opts, struct tree *tree,
		     const char *cache)
{
	char *here;
	int ret;

	if (opts->tree)
		return tree_open(tree, opts->tree, cache);
	here = tree_enclosing(".");
	if (!here)
		return tree_open_default(tree, cache);
	ret = tree_open(tree, here, cache);
	if (!ret)
		note_msg("note: checking the kernel tree at %s (the current directory's; --tree DIR for another)",
			 tree->root);
	free(here);
	return ret;
}

/*
 * The cached linux-source-6.12 is what --verify and fixes.sh trust as
 * "before": --in-place rewrites in it only when --tree names it.
 */
static int refuse_cached_tree(const struct check *c, const struct tree *t)
{
	int i;

	if (!t->cached_default)
		return 0;
	for (i = 0; i < c->nr; i++) {
		char *rel = tree_relative(t, c->files[i].abs);

		free(rel);
		if (rel) {
			error_msg("--fix --in-place would rewrite the cached tree %s, which other commands trust as unchanged; pass --tree DIR for a kernel tree of your own",
				  t->root);
			return -1;
		}
	}
	return 0;
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
	int i, not_checked = 0, checked;

	for (i = 0; i < c->nr; i++)
		not_checked += !!c->files[i].error;
	checked = c->nr - not_checked;
	summary_findings(list);
	fprintf(stderr, " in %d file%s checked", checked, checked == 1 ? "" : "s");
	if (c->opts->shard_n)
		fprintf(stderr, " (shard %d/%d of %d files)", c->opts->shard_k,
			c->opts->shard_n, c->shard_of);
	if (c->cache_hits)
		fprintf(stderr, ", %d result%s from the cache", c->cache_hits,
			c->cache_hits == 1 ? "" : "s");
	if (not_checked)
		fprintf(stderr, "; %d file%s not checked (above)", not_checked,
			not_checked == 1 ? "" : "s");
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
		/* --fix asked for the rewrites: not having them is an error */
		if (sf->no_rewrites && !sf->error && c->opts->fix) {
			error_msg("%s: not rewritten: spatch could not apply two rewrites that overlap (*p = f(*p)); the report formats still show its findings",
				  sf->display);
			errors++;
		} else if (sf->no_rewrites && !sf->error) {
			note_msg("note: %s: findings without fixes: spatch could not apply two rewrites that overlap (*p = f(*p))",
				 sf->display);
		}
		for (t = 0; t < c->nr_tools; t++)
			if (sf->have_result[t] && sf->result[t].parse_errors)
				note_msg("note: %s: %s could not parse %d region%s; accesses there were not checked",
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
	if (write_report(opts, &list, root) < 0)
		errors++;
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
	char *cache, *cocci_dir, *stage = NULL, *top = NULL, *baseline = NULL;
	int ret, errors = 0, bad_markers, fixed = 0;

	if (argc > 1 && !strcmp(argv[1], "--kbuild")) {
		cocci_dir = default_cocci_dir();
		return kbuild_main(argc - 1, argv + 1, cocci_dir);
	}
	ret = parse_options(argc, argv, &opts);
	if (ret)
		return ret == 1 ? 0 : 2;
	/* a baseline that cannot be used fails now, not after the analysis */
	if (opts.baseline) {
		struct finding_list none = { 0 };

		baseline = read_file(opts.baseline, NULL);
		if (!baseline) {
			error_msg("cannot read baseline %s: %s", opts.baseline,
				  strerror(errno));
			return 2;
		}
		if (filter_baseline(&none, baseline) < 0) {
			error_msg("%s is not an unaligned-check baseline",
				  opts.baseline);
			return 2;
		}
	}
	cache = cache_dir();
	if (cache_writable(cache) < 0)
		return 2;
	signals_init(cache);
	cocci_dir = opts.cocci_dir ? xstrdup(opts.cocci_dir) :
		    default_cocci_dir();
	memset(&c, 0, sizeof(c));
	c.opts = &opts;
	c.cache = cache;
	if (opts.merge)
		return merge_main(&opts, cache);

	if (opts.staged || opts.diff_rev) {
		char *tmp = xstrdup(run_tmp_dir());
		char tmpl[PATH_MAX];

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
		else if (tree_looks_like_kernel(top))
			ret = tree_open(&tree, top, cache);
		else
			ret = tree_open_default(&tree, cache);
		if (ret)
			return 2;
		ret = sources_from_git(&c, top, opts.diff_rev,
				       stage ? stage : top, &changes);
		if (ret < 0)
			return 2;
		errors += ret;	/* any git failure: exit 2 */
		c.run_dir = stage ? stage : top;
	} else {
		const char *def[] = { DEFAULT_PATH };
		const char *all[] = { "." };

		ret = open_tree(&opts, &tree, cache);
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
	if (opts.in_place && refuse_cached_tree(&c, &tree))
		return 2;
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
	if (baseline) {
		filter_baseline(&list, baseline);
		free(baseline);
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
		if (write_report(&opts, &list, c.run_dir) < 0)
			errors++;
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
