/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef SHARD_H
#define SHARD_H

#include <stddef.h>

struct check;

/* "K/N" with 1 <= K <= N <= 1000: 0, else -1. */
int shard_parse(const char *s, int *k, int *n);

/*
 * Which of n shards (0-based) each of nr files belongs to, by path and
 * size: the files sorted by path are cut into n runs of about the same
 * number of bytes. out[i] is file i's shard.
 */
void shard_assign(const char *const *paths, const size_t *sizes, int nr,
		  int n, int *out);

/* Keep only the files of shard k (1-based) of n; returns how many there were. */
int shard_select(struct check *c, int k, int n);

#endif
