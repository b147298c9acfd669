// SPDX-License-Identifier: GPL-2.0-only
/* Recursive directory listing in a stable order. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "util.h"
#include "walk.h"

static int visible(const struct dirent *e)
{
	return e->d_name[0] != '.';
}

void walk_files(const char *dir, const char *suffix, walk_fn found, void *ctx)
{
	struct dirent **list;
	int n, i;

	n = scandir(dir, &list, visible, alphasort);
	if (n < 0)
		return;
	for (i = 0; i < n; i++) {
		char *path = path_join(dir, list[i]->d_name);
		struct stat st;

		if (lstat(path, &st) == 0) {
			if (S_ISDIR(st.st_mode))
				walk_files(path, suffix, found, ctx);
			else if (S_ISREG(st.st_mode) &&
				 ends_with(list[i]->d_name, suffix))
				found(path, ctx);
		}
		free(path);
		free(list[i]);
	}
	free(list);
}
