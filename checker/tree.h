/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef TREE_H
#define TREE_H

struct tree {
	char *root;		/* absolute, no trailing slash */
	char *cache;		/* this tree's own directory in the cache */
	char *build;		/* where generated headers are, or NULL */
	int linux_unaligned;	/* has include/linux/unaligned.h (6.12+) */
	int cached_default;	/* the cached linux-source, not asked for */
};

char *cache_dir(void);
/* 0, or -1 after saying how to set UNALIGNED_CACHE. */
int cache_writable(const char *cache);
int tree_looks_like_kernel(const char *root);
/* The top of the kernel tree dir is in (Makefile with VERSION, Kbuild). */
char *tree_enclosing(const char *dir);
int tree_open(struct tree *t, const char *dir, const char *cache);
int tree_open_default(struct tree *t, const char *cache);
int tree_prepare(struct tree *t, int jobs);
void tree_include_args(const struct tree *t, void (*push)(void *, const char *),
		       void *ctx);
char *tree_relative(const struct tree *t, const char *abs_path);

#endif
