/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef OPTIONS_H
#define OPTIONS_H

#include "finding.h"

enum output_format {
	FORMAT_GCC,
	FORMAT_GITHUB,
	FORMAT_SARIF,
	FORMAT_JSON,
	FORMAT_GITLAB,
	FORMAT_HTML,
};

/* Where spatch gets the types of struct fields such as skb->data. */
enum types_mode {
	TYPES_TABLE,		/* a table of byte-pointer fields, built once per tree */
	TYPES_HEADERS,		/* parse the kernel headers (slow, complete) */
	TYPES_NONE,		/* local declarations only */
};

struct options {
	enum output_format format;
	enum confidence min_confidence;
	enum types_mode types;
	int fix;
	int in_place;
	int staged;
	const char *diff_rev;
	const char *baseline;
	const char *write_baseline;
	const char *output;
	const char *tree;
	const char *cocci_dir;
	int jobs;
	int all;
	int sparse;
	int cache;
	int progress;		/* -1: on when stderr is a terminal */
	int cleanup;
	int shard_k;		/* --shard K/N: check shard K (1..N) of N */
	int shard_n;		/* 0: no sharding */
	int merge;		/* --merge: the PATHs are reports to combine */
	const char **paths;
	int nr_paths;
};

/* Returns 0, or 2 after printing a one-line error; 1 for --help/--version. */
int parse_options(int argc, char **argv, struct options *opts);
void usage(void);

#endif
