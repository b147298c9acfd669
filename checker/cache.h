/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef CACHE_H
#define CACHE_H

#include <stdint.h>

/*
 * Results of one tool on one file, keyed by everything they depend on:
 * the file's content, the rules, the type table and the options.
 */
struct cached_result {
	char *report;		/* the tool's diagnostics for the file */
	char *patch;		/* spatch's unified diff, or "" */
	int parse_errors;
};

/* dir: $UNALIGNED_RESULTS, else results/ in the cache */
char *cache_results_dir(const char *cache);
char *cache_result_path(const char *dir, uint64_t key);
int cache_load(const char *path, struct cached_result *r);
int cache_store(const char *path, const struct cached_result *r);

#endif
