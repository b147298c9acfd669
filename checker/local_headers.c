// SPDX-License-Identifier: GPL-2.0-only
/*
 * The driver headers of a C file (#include "foo.h"), beside it or in a
 * directory its kbuild Makefile adds with -I, whose #defines and structs
 * the rules read: part of the file's cache key.
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

void dir_list_free(struct dir_list *l)
{
	int i;

	for (i = 0; i < l->nr; i++)
		free(l->v[i]);
	free(l->v);
	l->v = NULL;
	l->nr = 0;
}

static void dir_add(struct dir_list *l, char *dir)
{
	if (!is_dir(dir)) {
		free(dir);
		return;
	}
	l->v = xrealloc(l->v, (l->nr + 1) * sizeof(char *));
	l->v[l->nr++] = dir;
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
			int *looked, struct dir_list *out)
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
		if (rest)
			dir_add(out, rest);
		free(word);
	}
}

void kbuild_include_dirs(const char *dir, struct dir_list *out)
{
	static const char *const names[] = { "Makefile", "Kbuild" };
	char *srctree = NULL;
	int looked = 0;
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		char *path = path_join(dir, names[i]);
		char *text = is_file(path) ? read_file(path, NULL) : NULL;

		if (text)
			scan_kbuild(text, dir, &srctree, &looked, out);
		free(text);
		free(path);
	}
	free(srctree);
}

char *find_local_header(const struct dir_list *dirs, const char *dir,
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

struct hash_ctx {
	uint64_t h;
	char *dir;
	int depth;
	const struct dir_list *dirs;
};

static uint64_t hash_headers(uint64_t h, const char *path,
			     const char *content, int depth,
			     const struct dir_list *dirs);

static void hash_one(const char *name, void *data)
{
	struct hash_ctx *ctx = data;
	char *path = find_local_header(ctx->dirs, ctx->dir, name);
	size_t len;
	char *text = path ? read_file(path, &len) : NULL;

	if (text) {
		ctx->h = hash_bytes(ctx->h, name, strlen(name) + 1);
		ctx->h = hash_bytes(ctx->h, text, len);
		ctx->h = hash_headers(ctx->h, path, text, ctx->depth - 1,
				      ctx->dirs);
		free(text);
	}
	free(path);
}

static uint64_t hash_headers(uint64_t h, const char *path,
			     const char *content, int depth,
			     const struct dir_list *dirs)
{
	struct hash_ctx ctx = { h, NULL, depth, dirs };

	if (!depth)
		return h;
	ctx.dir = dir_of(path);
	local_includes(content, hash_one, &ctx);
	free(ctx.dir);
	return ctx.h;
}

uint64_t hash_local_headers(uint64_t h, const char *path,
			    const char *content)
{
	struct dir_list dirs = { NULL, 0 };
	char *dir = dir_of(path);

	kbuild_include_dirs(dir, &dirs);
	h = hash_headers(h, path, content, LOCAL_HEADER_DEPTH, &dirs);
	dir_list_free(&dirs);
	free(dir);
	return h;
}

struct any_ctx {
	char *dir;
	int depth;
	int found;
	int (*fn)(const char *text, void *ctx);
	void *ctx;
	const struct dir_list *dirs;
};

static int any_headers(const char *path, const char *content, int depth,
		       struct any_ctx *parent);

static void any_one(const char *name, void *data)
{
	struct any_ctx *a = data;
	char *path;
	char *text;

	if (a->found)
		return;
	path = find_local_header(a->dirs, a->dir, name);
	text = path ? read_file(path, NULL) : NULL;
	if (text) {
		a->found = a->fn(text, a->ctx) ||
			   any_headers(path, text, a->depth - 1, a);
		free(text);
	}
	free(path);
}

static int any_headers(const char *path, const char *content, int depth,
		       struct any_ctx *parent)
{
	struct any_ctx a = *parent;

	if (!depth)
		return 0;
	a.depth = depth;
	a.found = 0;
	a.dir = dir_of(path);
	local_includes(content, any_one, &a);
	free(a.dir);
	return a.found;
}

int any_local_header(const char *path, const char *content,
		     int (*fn)(const char *text, void *ctx), void *ctx)
{
	struct dir_list dirs = { NULL, 0 };
	struct any_ctx a = { NULL, 0, 0, fn, ctx, &dirs };
	char *dir = dir_of(path);
	int found;

	kbuild_include_dirs(dir, &dirs);
	found = any_headers(path, content, LOCAL_HEADER_DEPTH, &a);
	dir_list_free(&dirs);
	free(dir);
	return found;
}
