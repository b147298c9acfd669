// SPDX-License-Identifier: GPL-2.0-only
/* The hash of the analysis package, for the result cache's key. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "package_hash.h"
#include "run.h"
#include "util.h"

/* Python files and data/ files under base/rel, but not __pycache__. */
static void collect(const char *base, const char *rel, struct argv_list *n)
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
		if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
			collect(base, sub, n);
		else if (S_ISREG(st.st_mode) &&
			 (!strncmp(sub, "data/", 5) || ends_with(sub, ".py")))
			argv_push(n, sub);
		free(sub);
		free(path);
	}
	closedir(d);
}

uint64_t hash_cocci_package(uint64_t h, const char *cocci_dir)
{
	char *base = path_join(cocci_dir, "unaligned");
	struct argv_list names = { NULL, 0, 0 };

	collect(base, "", &names);
	h = hash_named_files(h, base, names.v, names.nr);
	argv_free(&names);
	free(base);
	return h;
}
