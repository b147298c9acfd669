// SPDX-License-Identifier: GPL-2.0-only
/*
 * The driver headers beside a C file (#include "foo.h"), whose #defines
 * the rules read for offsets: part of the file's cache key.
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

struct hash_ctx {
	uint64_t h;
	char *dir;
	int depth;
};

static uint64_t hash_headers(uint64_t h, const char *path,
			     const char *content, int depth);

static void hash_one(const char *name, void *data)
{
	struct hash_ctx *ctx = data;
	char *path = path_join(ctx->dir, name);
	size_t len;
	char *text = is_file(path) ? read_file(path, &len) : NULL;

	if (text) {
		ctx->h = hash_bytes(ctx->h, name, strlen(name) + 1);
		ctx->h = hash_bytes(ctx->h, text, len);
		ctx->h = hash_headers(ctx->h, path, text, ctx->depth - 1);
		free(text);
	}
	free(path);
}

static uint64_t hash_headers(uint64_t h, const char *path,
			     const char *content, int depth)
{
	struct hash_ctx ctx = { h, NULL, depth };
	const char *slash = strrchr(path, '/');

	if (!depth)
		return h;
	ctx.dir = slash ? xstrndup(path, slash - path) : xstrdup(".");
	local_includes(content, hash_one, &ctx);
	free(ctx.dir);
	return ctx.h;
}

uint64_t hash_local_headers(uint64_t h, const char *path,
			    const char *content)
{
	return hash_headers(h, path, content, LOCAL_HEADER_DEPTH);
}

struct any_ctx {
	char *dir;
	int depth;
	int found;
	int (*fn)(const char *text, void *ctx);
	void *ctx;
};

static int any_headers(const char *path, const char *content, int depth,
		       int (*fn)(const char *text, void *ctx), void *ctx);

static void any_one(const char *name, void *data)
{
	struct any_ctx *a = data;
	char *path;
	char *text;

	if (a->found)
		return;
	path = path_join(a->dir, name);
	text = is_file(path) ? read_file(path, NULL) : NULL;
	if (text) {
		a->found = a->fn(text, a->ctx) ||
			   any_headers(path, text, a->depth - 1, a->fn, a->ctx);
		free(text);
	}
	free(path);
}

static int any_headers(const char *path, const char *content, int depth,
		       int (*fn)(const char *text, void *ctx), void *ctx)
{
	struct any_ctx a = { NULL, depth, 0, fn, ctx };
	const char *slash = strrchr(path, '/');

	if (!depth)
		return 0;
	a.dir = slash ? xstrndup(path, slash - path) : xstrdup(".");
	local_includes(content, any_one, &a);
	free(a.dir);
	return a.found;
}

int any_local_header(const char *path, const char *content,
		     int (*fn)(const char *text, void *ctx), void *ctx)
{
	return any_headers(path, content, LOCAL_HEADER_DEPTH, fn, ctx);
}
