// SPDX-License-Identifier: GPL-2.0-only
/*
 * The driver headers of a C file (#include "foo.h"), beside it or in a
 * directory its kbuild Makefile adds with -I, whose structs and macros
 * the checker reads for the type table and for sparse's findings. (The
 * semantic patch reports what it read itself: reads.c.)
 *
 * This walk is not the cache key's mirror of the analysis's walk
 * (headers.py): it runs before any tool, for what the checker itself
 * hands the tools (the chunk's struct types for spatch, chunk_args.c;
 * whether sparse can warn at all, sparse_skip.c). The headers the type
 * table read are added to the key as the checker's own READ records;
 * the prefilter reads the same headers.
 */
#include <stdlib.h>
#include <string.h>

#include "local_headers.h"
#include "util.h"

void local_includes(const char *content,
		    void (*fn)(const char *name, void *ctx), void *ctx)
{
	const char *line = content;

	while (*line) {
		const char *p = line, *end = strchr(line, '\n');

		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '#') {
			p++;
			while (*p == ' ' || *p == '\t')
				p++;
			if (!strncmp(p, "include", 7)) {
				p += 7;
				while (*p == ' ' || *p == '\t')
					p++;
				if (*p == '"') {
					const char *q = strchr(p + 1, '"');

					if (q && (!end || q < end) && q > p + 1) {
						char *name = xstrndup(p + 1,
								      q - p - 1);

						fn(name, ctx);
						free(name);
					}
				}
			}
		}
		if (!end)
			break;
		line = end + 1;
	}
}

/* The kernel tree above dir: the first directory up with MAINTAINERS and include/linux. */
static char *srctree_above(const char *dir)
{
	char *here = realpath(dir, NULL);

	while (here && strcmp(here, "/")) {
		char *m = path_join(here, "MAINTAINERS");
		char *inc = path_join(here, "include/linux");
		int found = is_file(m) && is_dir(inc);
		char *slash;

		free(m);
		free(inc);
		if (found)
			return here;
		slash = strrchr(here, '/');
		if (slash == here)
			slash[1] = '\0';
		else
			*slash = '\0';
	}
	free(here);
	return NULL;
}

/* The -I words of one kbuild file's text, resolved against dir. */
static void scan_kbuild(const char *text, const char *dir, char **srctree,
			int *looked, struct argv_list *out)
{
	const char *p = text;

	while ((p = strstr(p, "-I"))) {
		const char *w, *e;
		char *word, *rest = NULL;

		if (p > text && !strchr(" \t=+", p[-1])) {
			p += 2;
			continue;
		}
		w = p + 2;
		while (*w == ' ' || *w == '\t')
			w++;
		e = w;
		while (*e && !strchr(" \t\n#", *e))
			e++;
		p = e;
		word = xstrndup(w, e - w);
		if (starts_with(word, "$(src)") || starts_with(word, "$(obj)")) {
			rest = path_join(dir, word[6] == '/' ? word + 7 : word + 6);
		} else if (starts_with(word, "$(srctree)/") ||
			   (*word && *word != '$' && *word != '/' &&
			    *word != '-')) {
			if (!*looked) {
				*srctree = srctree_above(dir);
				*looked = 1;
			}
			if (*srctree)
				rest = path_join(*srctree, *word == '$' ?
						 word + 11 : word);
		}
		if (rest && is_dir(rest))
			argv_push(out, rest);
		free(rest);
		free(word);
	}
}

const char *const kbuild_files[] = { "Makefile", "Kbuild", NULL };

void kbuild_include_dirs(const char *dir, struct argv_list *out)
{
	char *srctree = NULL;
	int looked = 0;
	int i;

	for (i = 0; kbuild_files[i]; i++) {
		char *path = path_join(dir, kbuild_files[i]);
		char *text = is_file(path) ? read_file(path, NULL) : NULL;

		if (text)
			scan_kbuild(text, dir, &srctree, &looked, out);
		free(text);
		free(path);
	}
	free(srctree);
}

char *find_local_header(const struct argv_list *dirs, const char *dir,
			const char *name)
{
	char *path = path_join(dir, name);
	int i;

	for (i = 0; !is_file(path) && dirs && i < dirs->nr; i++) {
		free(path);
		path = path_join(dirs->v[i], name);
	}
	if (is_file(path))
		return path;
	free(path);
	return NULL;
}

static char *dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash ? xstrndup(path, slash - path) : xstrdup(".");
}


struct walk_ctx {
	char *dir;		/* the including file's directory */
	int depth;
	int found;
	header_fn fn;
	void *ctx;
	const struct argv_list *dirs;	/* the C file's -I directories */
};

static int walk_headers(const char *path, const char *content, int depth,
			struct walk_ctx *parent);

static void walk_one(const char *name, void *data)
{
	struct walk_ctx *w = data;
	char *path;
	char *text;
	size_t len;

	if (w->found)
		return;
	path = find_local_header(w->dirs, w->dir, name);
	text = path ? read_file(path, &len) : NULL;
	if (text) {
		w->found = w->fn(path, text, len, w->ctx) ||
			   walk_headers(path, text, w->depth - 1, w);
		free(text);
	}
	free(path);
}

static int walk_headers(const char *path, const char *content, int depth,
			struct walk_ctx *parent)
{
	struct walk_ctx w = *parent;

	if (!depth)
		return 0;
	w.depth = depth;
	w.found = 0;
	w.dir = dir_of(path);
	local_includes(content, walk_one, &w);
	free(w.dir);
	return w.found;
}

int each_local_header(const char *path, const char *content, header_fn fn,
		      void *ctx)
{
	struct argv_list dirs = { NULL, 0, 0 };
	struct walk_ctx w = { NULL, 0, 0, fn, ctx, &dirs };
	char *dir = dir_of(path);
	int found;

	kbuild_include_dirs(dir, &dirs);
	found = walk_headers(path, content, LOCAL_HEADER_DEPTH, &w);
	argv_free(&dirs);
	free(dir);
	return found;
}
