// SPDX-License-Identifier: GPL-2.0-only
/* The hash of the analysis package, for the result cache's key. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "package_hash.h"
#include "util.h"

struct names {
	char **v;
	int nr, alloc;
};

/* The files under dir (path relative to base), but not __pycache__. */
static void collect(const char *base, const char *rel, struct names *n)
{
	char *dir = *rel ? path_join(base, rel) : xstrdup(base);
	DIR *d = opendir(dir);
	struct dirent *e;

	free(dir);
	if (!d)
		return;
	while ((e = readdir(d))) {
		char *sub, *path;
		struct stat st;

		if (e->d_name[0] == '.' || !strcmp(e->d_name, "__pycache__"))
			continue;
		sub = *rel ? path_join(rel, e->d_name) : xstrdup(e->d_name);
		path = path_join(base, sub);
		if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
			collect(base, sub, n);
			free(sub);
		} else if (S_ISREG(st.st_mode) &&
			   (strstr(sub, "data/") == sub ||
			    strstr(sub, "/data/") ||
			    (strlen(sub) > 3 &&
			     !strcmp(sub + strlen(sub) - 3, ".py")))) {
			if (n->nr == n->alloc) {
				n->alloc = n->alloc ? 2 * n->alloc : 32;
				n->v = xrealloc(n->v, n->alloc * sizeof(*n->v));
			}
			n->v[n->nr++] = sub;
		} else {
			free(sub);
		}
		free(path);
	}
	closedir(d);
}

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

uint64_t hash_cocci_package(uint64_t h, const char *cocci_dir)
{
	char *base = path_join(cocci_dir, "unaligned");
	struct names n = { 0 };
	int i;

	collect(base, "", &n);
	qsort(n.v, n.nr, sizeof(*n.v), compare_names);
	for (i = 0; i < n.nr; i++) {
		char *path = path_join(base, n.v[i]);
		size_t len;
		char *text = read_file(path, &len);

		h = hash_bytes(h, n.v[i], strlen(n.v[i]) + 1);
		if (text)
			h = hash_bytes(h, text, len);
		free(text);
		free(path);
		free(n.v[i]);
	}
	free(n.v);
	free(base);
	return h;
}
