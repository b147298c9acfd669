/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef CACHE_H
#define CACHE_H

#include <stdint.h>

/*
 * Results of one tool on one file, found by the file's content and name,
 * the rules, the type table and the options, and used while the files
 * the analysis read are as it read them (reads.h).
 */
struct cached_result {
	char *report;		/* the tool's diagnostics for the file */
	char *patch;		/* spatch's unified diff, or "" */
	char *reads;		/* READ records: "KIND DIGEST PATH" lines */
	int parse_errors;
};

/* Frees what r holds and clears it. */
void cached_result_release(struct cached_result *r);
/* dir: $UNALIGNED_RESULTS, else results/ in the cache */
char *cache_results_dir(const char *cache);
char *cache_result_path(const char *dir, uint64_t key);
int cache_load(const char *path, struct cached_result *r);
/* reads: the records the entry is good for (those of r are not used) */
int cache_store(const char *path, const struct cached_result *r,
		const char *reads);

#endif
