/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef TREE_H
#define TREE_H

struct tree {
	char *root;		/* absolute, no trailing slash */
	char *cache;		/* this tree's own directory in the cache */
	char *build;		/* where generated headers are, or NULL */
	int linux_unaligned;	/* has include/linux/unaligned.h (6.12+) */
};

char *cache_dir(void);
int tree_open(struct tree *t, const char *dir, const char *cache);
int tree_open_default(struct tree *t, const char *cache);
int tree_prepare(struct tree *t, int jobs);
void tree_include_args(const struct tree *t, void (*push)(void *, const char *),
		       void *ctx);
char *tree_relative(const struct tree *t, const char *abs_path);

#endif
