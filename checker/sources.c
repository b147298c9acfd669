// SPDX-License-Identifier: GPL-2.0-only
/*
 * Which files to check: PATH arguments, the whole tree, or the files a
 * git change touches (with the staged content for --staged).
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "local_headers.h"
#include "quote.h"
#include "run.h"
#include "signals.h"
#include "sources.h"
#include "util.h"
#include "walk.h"

static int is_c_source(const char *path)
{
	return ends_with(path, ".c") || ends_with(path, ".h");
}

struct add_ctx {
	struct check *c;
	const struct tree *t;
	int errors;
};

static void add_tree_file(const char *abs, void *data)
{
	struct add_ctx *ctx = data;
	char *rel = tree_relative(ctx->t, abs);
	size_t len;
	char *content = read_file(abs, &len);

	if (!content) {
		error_msg("cannot read %s: %s", abs, strerror(errno));
		ctx->errors++;
	} else {
		check_add_file(ctx->c, rel ? rel : abs, rel ? rel : abs, abs,
			       abs, content, len);
	}
	free(rel);
}

/*
 * A PATH: relative to the tree root first, then to the current
 * directory; a directory means its .c files.
 */
static int add_path(struct add_ctx *ctx, const char *arg)
{
	char real[PATH_MAX];
	char *in_tree = arg[0] == '/' ? xstrdup(arg) :
			path_join(ctx->t->root, arg);
	const char *use = NULL;

	if (!access(in_tree, F_OK))
		use = in_tree;
	else if (!access(arg, F_OK))
		use = arg;
	if (!use) {
		error_msg("%s: no such file or directory", arg);
		free(in_tree);
		return -1;
	}
	if (!realpath(use, real)) {
		error_msg("%s: %s", arg, strerror(errno));
		free(in_tree);
		return -1;
	}
	free(in_tree);
	if (is_dir(real)) {
		int before = ctx->c->nr;

		walk_files(real, ".c", add_tree_file, ctx);
		if (ctx->c->nr == before)
			note_msg("note: %s has no .c files",
				arg);
		return 0;
	}
	if (!is_c_source(real)) {
		error_msg("%s: not a C file", arg);
		return -1;
	}
	if (access(real, R_OK)) {
		error_msg("%s: %s", arg, strerror(errno));
		return -1;
	}
	/* outside the tree, report the path as the user gave it */
	if (!strncmp(real, ctx->t->root, strlen(ctx->t->root)) &&
	    real[strlen(ctx->t->root)] == '/') {
		add_tree_file(real, ctx);
	} else {
		size_t len;
		char *content = read_file(real, &len);

		if (!content) {
			error_msg("cannot read %s: %s", arg, strerror(errno));
			return -1;
		}
		check_add_file(ctx->c, arg, real, real, real, content, len);
	}
	return 0;
}

int sources_from_paths(struct check *c, const struct tree *t,
		       const char **paths, int nr)
{
	struct add_ctx ctx = { c, t, 0 };
	int i;

	for (i = 0; i < nr; i++)
		if (add_path(&ctx, paths[i]))
			ctx.errors++;
	return ctx.errors;
}

/* Run git in dir and return its stdout (and its length), or NULL. */
static char *git_run(const char *dir, char **args, const char *tmp,
		     int quiet, size_t *len)
{
	struct argv_list a = { 0 };
	/* the run's own directory: never the user's work tree */
	const char *dir_tmp = run_tmp_dir() ? run_tmp_dir() : tmp;
	char *out = path_join(dir_tmp, "git.out");
	char *err = path_join(dir_tmp, "git.err");
	char *text = NULL;
	int i, status;

	argv_push(&a, "git");
	argv_push(&a, "-C");
	argv_push(&a, dir);
	for (i = 0; args[i]; i++)
		argv_push(&a, args[i]);
	status = run_command(a.v, NULL, out, err);
	if (status == 0)
		text = read_file(out, len);
	else if (!quiet) {
		char *msg = read_file(err, NULL);

		error_msg("git %s failed: %s", args[0],
			  msg && *msg ? strtok(msg, "\n") : "not a git repository?");
		free(msg);
	}
	unlink(out);
	unlink(err);
	free(out);
	free(err);
	argv_free(&a);
	return text;
}

static char *git_command(const char *dir, char **args, const char *tmp,
			 int quiet)
{
	return git_run(dir, args, tmp, quiet, NULL);
}

static char *git_command_len(const char *dir, char **args, const char *tmp,
			     size_t *len)
{
	return git_run(dir, args, tmp, 0, len);
}

static char *git_output(const char *dir, char **args, const char *tmp)
{
	return git_command(dir, args, tmp, 0);
}

char *git_toplevel(const char *tmp)
{
	char *args[] = { "rev-parse", "--show-toplevel", NULL };
	char *top = git_output(".", args, tmp);

	if (top)
		top[strcspn(top, "\n")] = '\0';
	return top;
}

/* The index's content of path, or NULL (with git's message unless quiet). */
static char *index_content(const char *top, const char *path,
			   const char *tmp, int quiet)
{
	struct strbuf spec;
	char *args[] = { "cat-file", "blob", NULL, NULL };
	char *content;

	sb_init(&spec);
	sb_addf(&spec, ":%s", path);
	args[2] = spec.buf;
	content = git_command(top, args, tmp, quiet);
	sb_release(&spec);
	return content;
}

struct stage_ctx {
	const char *top;
	const char *stage;
	char *dir;		/* the including file's directory, relative */
	int depth;
	const struct argv_list *dirs;	/* the C file's -I, relative */
};

static int stage_file(const char *top, const char *stage, const char *path,
		      const char *content, int depth,
		      const struct argv_list *dirs);

/* The index's header at path, staged with its own headers; 0 if none. */
static int stage_header_at(struct stage_ctx *ctx, const char *path)
{
	char *copy = path_join(ctx->stage, path);
	char *content;
	int found = is_file(copy);

	if (!found) {
		content = index_content(ctx->top, path, ctx->stage, 1);
		if (content) {
			stage_file(ctx->top, ctx->stage, path, content,
				   ctx->depth - 1, ctx->dirs);
			free(content);
			found = 1;
		}
	}
	free(copy);
	return found;
}

/* Beside the including file, else in the -I directories, as kbuild. */
static void stage_header(const char *name, void *data)
{
	struct stage_ctx *ctx = data;
	char *path = path_join(ctx->dir, name);
	int i, found = stage_header_at(ctx, path);

	for (i = 0; !found && i < ctx->dirs->nr; i++) {
		free(path);
		path = path_join(ctx->dirs->v[i], name);
		found = stage_header_at(ctx, path);
	}
	free(path);
}

/*
 * The -I directories of the kbuild Makefile of the work tree's dir, as
 * paths relative to top like the index's.
 */
static void relative_include_dirs(const char *top, const char *dir,
				  struct argv_list *out)
{
	char *abs = path_join(top, dir), *real_top = realpath(top, NULL);
	struct argv_list found = { NULL, 0, 0 };
	int i;

	kbuild_include_dirs(abs, &found);
	for (i = 0; real_top && i < found.nr; i++) {
		char *real = realpath(found.v[i], NULL);
		size_t n = strlen(real_top);

		if (real && !strncmp(real, real_top, n) &&
		    (real[n] == '/' || !real[n]))
			argv_push(out, real[n] ? real + n + 1 : ".");
		free(real);
	}
	argv_free(&found);
	free(real_top);
	free(abs);
}

/*
 * Write content as path below stage, with the driver headers it includes
 * with quotes (the index's), depth levels deep: the rules read their
 * #defines and structs.
 */
static int stage_file(const char *top, const char *stage, const char *path,
		      const char *content, int depth,
		      const struct argv_list *dirs)
{
	struct stage_ctx ctx = { top, stage, NULL, depth, dirs };
	const char *slash = strrchr(path, '/');
	char *copy = path_join(stage, path);
	int ret = 0;

	*strrchr(copy, '/') = '\0';
	mkdir_p(copy);
	free(copy);
	copy = path_join(stage, path);
	if (write_file_atomic(copy, content, strlen(content)) < 0) {
		error_msg("cannot write %s", copy);
		ret = -1;
	}
	free(copy);
	if (ret || !depth)
		return ret;
	ctx.dir = slash ? xstrndup(path, slash - path) : xstrdup(".");
	local_includes(content, stage_header, &ctx);
	free(ctx.dir);
	return 0;
}

/*
 * Stage the C file or header at path with its driver headers, and the
 * index's kbuild Makefile beside it, whose -I the rules follow there.
 */
static int stage_with_headers(const char *top, const char *stage,
			      const char *path, const char *content)
{
	const char *slash = strrchr(path, '/');
	char *dir = slash ? xstrndup(path, slash - path) : xstrdup(".");
	struct argv_list dirs = { NULL, 0, 0 };
	int i, ret;

	relative_include_dirs(top, dir, &dirs);
	ret = stage_file(top, stage, path, content, LOCAL_HEADER_DEPTH, &dirs);
	for (i = 0; !ret && dirs.nr && kbuild_files[i]; i++) {
		char *mk = path_join(dir, kbuild_files[i]);
		char *text = index_content(top, mk, stage, 1);

		if (text)
			ret = stage_file(top, stage, mk, text, 0, &dirs);
		free(text);
		free(mk);
	}
	argv_free(&dirs);
	free(dir);
	return ret;
}

/*
 * The options of every "git diff" here: output that the user's git
 * configuration cannot change (diff.mnemonicPrefix, diff.noprefix,
 * diff.relative, diff.external, color.ui, textconv), renames and copies
 * found whatever diff.renames says.
 */
static void push_diff_args(struct argv_list *a, const char *rev)
{
	static const char *const fixed[] = {
		"--no-color", "--no-ext-diff", "--no-textconv", "--no-relative",
		"--find-renames", "--find-copies", NULL,
	};
	int i;

	argv_push(a, "diff");
	argv_push(a, rev ? rev : "--cached");
	for (i = 0; fixed[i]; i++)
		argv_push(a, fixed[i]);
}

/* The lines the change adds to path (old: its name before a rename). */
static int added_lines(const char *top, const char *rev, const char *old,
		       const char *path, const char *tmp,
		       struct changed_files *changes)
{
	struct argv_list a = { 0 };
	struct changed_files one = { 0 };
	struct changed_file *cf;
	char *text;
	int i, j;

	push_diff_args(&a, rev);
	argv_push(&a, "-U0");
	argv_push(&a, "--no-prefix");
	argv_push(&a, "--");
	if (old)
		argv_push(&a, old);
	argv_push(&a, path);
	text = git_command(top, a.v, tmp, 0);
	argv_free(&a);
	if (!text)
		return -1;
	/* the path is known: the "+++" names, quoted or not, do not matter */
	diff_parse_added(text, &one);
	free(text);
	if (changes->nr == changes->alloc) {
		changes->alloc = changes->alloc ? changes->alloc * 2 : 8;
		changes->items = xrealloc(changes->items,
					  changes->alloc * sizeof(*changes->items));
	}
	cf = &changes->items[changes->nr++];
	memset(cf, 0, sizeof(*cf));
	cf->path = xstrdup(path);
	for (i = 0; i < one.nr; i++) {
		for (j = 0; j < one.items[i].nr; j++) {
			if (cf->nr == cf->alloc) {
				cf->alloc = cf->alloc ? cf->alloc * 2 : 16;
				cf->lines = xrealloc(cf->lines,
						     cf->alloc * sizeof(int));
			}
			cf->lines[cf->nr++] = one.items[i].lines[j];
		}
		free(one.items[i].path);
		free(one.items[i].lines);
	}
	free(one.items);
	return 0;
}

/* One C file of the change: its content (the index's with --staged). */
static int add_changed_file(struct check *c, const char *top,
			    const char *rev, const char *stage,
			    const char *path)
{
	char *content = NULL, *abs, *seen;
	size_t len = 0;

	if (!rev) {
		content = index_content(top, path, stage, 0);
		if (!content)
			return -1;
		len = strlen(content);
		if (stage_with_headers(top, stage, path, content) < 0) {
			free(content);
			return -1;
		}
	} else {
		char *file = path_join(top, path);

		content = read_file(file, &len);
		free(file);
		if (!content) {
			error_msg("cannot read %s: %s", path, strerror(errno));
			return -1;
		}
	}
	abs = path_join(top, path);
	seen = rev ? xstrdup(abs) : path_join(stage, path);
	check_add_file(c, path, path, abs, seen, content, len);
	free(seen);
	free(abs);
	return 0;
}

/*
 * The change's added lines and its C files. With --staged, the files'
 * content is the index's, copied below stage so that the tools see
 * exactly what is about to be committed. The names come from "-z"
 * output, exactly as they are (no quoting); added, copied, modified,
 * renamed and type-changed files all count. Returns -1 when the list
 * cannot be read, else the number of files that could not be.
 */
int sources_from_git(struct check *c, const char *top, const char *rev,
		     const char *stage, struct changed_files *changes)
{
	struct argv_list a = { 0 };
	char *text, *p, *end;
	size_t len;
	int errors = 0;

	push_diff_args(&a, rev);
	argv_push(&a, "-z");
	argv_push(&a, "--name-status");
	argv_push(&a, "--diff-filter=ACMRT");
	argv_push(&a, "--");
	text = git_command_len(top, a.v, stage, &len);
	argv_free(&a);
	if (!text)
		return -1;
	for (p = text, end = text + len; p < end;) {
		const char *status = p, *old = NULL, *path;

		p += strlen(p) + 1;
		if (p >= end)
			break;
		if (*status == 'R' || *status == 'C') {
			old = p;
			p += strlen(p) + 1;
			if (p >= end)
				break;
		}
		path = p;
		p += strlen(p) + 1;
		if (!ends_with(path, ".c") && !ends_with(path, ".h"))
			continue;
		if (strchr(path, '\n')) {
			char *q = quote_path(path);

			error_msg("%s: not checked: its name has a newline, which spatch's list of files cannot hold; rename it",
				  q);
			free(q);
			errors++;
			continue;
		}
		if (added_lines(top, rev, old, path, stage, changes) < 0 ||
		    add_changed_file(c, top, rev, stage, path) < 0)
			errors++;
	}
	free(text);
	return errors;
}
