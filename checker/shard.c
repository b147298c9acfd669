// SPDX-License-Identifier: GPL-2.0-only
/*
 * --shard K/N: a deterministic part of the files, for CI runners that
 * each check one part.
 *
 * The files sorted by path are cut into N runs of about equal bytes, and
 * a file belongs to the run its middle byte falls in. This balances the
 * work by size (spatch's time grows with the bytes it reads, and one big
 * file cannot make a run longer than its own size), keeps a directory's
 * files, which share their headers and callers, together, and is stable:
 * adding or removing a file moves only files near the N - 1 cuts, while
 * a hash of the path would leave the runs unbalanced by size and a greedy
 * packing by size would reshuffle every file.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "shard.h"
#include "util.h"

int shard_parse(const char *s, int *k, int *n)
{
	char *end;
	long a, b;

	a = strtol(s, &end, 10);
	if (end == s || *end != '/')
		return -1;
	s = end + 1;
	b = strtol(s, &end, 10);
	if (end == s || *end || a < 1 || b < 1 || a > b || b > 1000)
		return -1;
	*k = a;
	*n = b;
	return 0;
}

static const char *const *sort_paths;

static int compare_paths(const void *a, const void *b)
{
	return strcmp(sort_paths[*(const int *)a], sort_paths[*(const int *)b]);
}

void shard_assign(const char *const *paths, const size_t *sizes, int nr,
		  int n, int *out)
{
	int *order = xmalloc((nr + 1) * sizeof(int));
	unsigned long long total = 0, before = 0;
	int i;

	for (i = 0; i < nr; i++) {
		order[i] = i;
		total += sizes[i] + 1;	/* an empty file still counts */
	}
	sort_paths = paths;
	qsort(order, nr, sizeof(int), compare_paths);
	for (i = 0; i < nr; i++) {
		unsigned long long size = sizes[order[i]] + 1;
		unsigned long long middle = before + size / 2;

		out[order[i]] = (int)(middle * n / total);
		before += size;
	}
	free(order);
}

int shard_select(struct check *c, int k, int n)
{
	const char **paths = xmalloc((c->nr + 1) * sizeof(*paths));
	size_t *sizes = xmalloc((c->nr + 1) * sizeof(*sizes));
	int *shard = xmalloc((c->nr + 1) * sizeof(int));
	int i, kept = 0, all = c->nr;

	for (i = 0; i < c->nr; i++) {
		paths[i] = c->files[i].display;
		sizes[i] = c->files[i].len;
	}
	shard_assign(paths, sizes, c->nr, n, shard);
	for (i = 0; i < c->nr; i++) {
		struct source_file *f = &c->files[i];

		if (shard[i] == k - 1) {
			c->files[kept++] = *f;
			continue;
		}
		free(f->display);
		free(f->run_path);
		free(f->abs);
		free(f->content);
	}
	c->nr = kept;
	free(paths);
	free(sizes);
	free(shard);
	return all;
}
