/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef CHECK_H
#define CHECK_H

/*
 * A check: the files, the tools that read them, and their results. Its
 * parts, one concern each:
 *   check.c           the files, their cache keys and cached results
 *   tools.c           the tools, their command lines (check_setup())
 *   check_run.c       the engine: chunks run in parallel (check_run())
 *   chunk_args.c      a chunk's command line
 *   chunk_output.c    a chunk's output, split per file
 *   sparse_skip.c     the files in which sparse cannot warn
 *   parse_tools.c     the tools' lines parsed into findings
 *   sparse_merge.c    sparse's casts beside the semantic patches' findings
 *   check_findings.c  every tool's findings, one per site (check_findings())
 */

#include <stdint.h>
#include <time.h>

#include "cache.h"
#include "diff.h"
#include "finding.h"
#include "options.h"
#include "run.h"
#include "tree.h"

enum tool_kind {
	TOOL_SPATCH,
	TOOL_SPARSE,
};

#define MAX_TOOLS 3

/* One detector: spatch with one semantic patch, or sparse. */
struct tool {
	enum tool_kind kind;
	const char *name;	/* "unaligned_access.cocci", "sparse" */
	char *cocci;		/* the .cocci path, for TOOL_SPATCH */
	uint64_t settings;	/* hash of the rules and options */
};

struct source_file {
	char *display;		/* the path findings name */
	char *run_path;		/* the path the tools are given */
	char *abs;		/* the file in the work tree, for --in-place */
	char *seen;		/* the file the tools read, for its headers */
	char *content;
	size_t len;
	uint64_t hash;
	struct cached_result result[MAX_TOOLS];
	int have_result[MAX_TOOLS];
	char *type_reads;	/* READ records of the type table's headers */
	int store_pending[MAX_TOOLS];	/* a result to cache once reads are known */
	char *error;		/* a tool error for this file, or NULL */
	char *gave_up;		/* spatch's EXN reason in the last chunk */
	/*
	 * spatch could not apply two of the file's rewrites that overlap
	 * (*p = f(*p)): checked again without patch mode, findings without
	 * fixes, and not cached (the key is for a run with rewrites).
	 */
	int no_rewrites;
	int sparse_skipped;	/* sparse cannot warn here: no SPARSE-CAST records */
};

struct check {
	const struct options *opts;
	struct tree *tree;
	const char *cache;
	char *results;		/* the result cache's directory */
	char *run_dir;		/* where the tools run: the tree root, or a copy of the index */
	char *types_header;
	char *types_text;	/* its content, for the per-chunk subsets */
	struct sparse_filter *sparse_filter;	/* NULL: sparse reads every file */
	struct tool tools[MAX_TOOLS];
	int nr_tools;
	struct source_file *files;
	int nr;
	int alloc;
	/* progress */
	int files_done;
	int findings_seen;
	int jobs_total;
	int jobs_done;
	struct timespec start;
	int cache_hits;
	int sparse_skipped;	/* files sparse need not read */
	int shard_of;		/* --shard: the files of all shards */
	/*
	 * kbuild's CHECK mode (kbuild.c): the compiler's flags replace the
	 * x86_64 defaults; NULL otherwise.
	 */
	const struct argv_list *cc_sparse;	/* sparse's flags, as kbuild passes them */
	const struct argv_list *cc_spatch;	/* -I DIR, --defined/--undefined NAME */
	uint64_t cc_stamp;	/* the configuration headers' content */
};

/*
 * seen is the file the tools read (the work tree's, or the --staged
 * copy): the driver headers beside it are part of its cache key.
 */
struct source_file *check_add_file(struct check *c, const char *display,
				   const char *run_path, const char *abs,
				   const char *seen, char *content, size_t len);
int check_setup(struct check *c, const char *cocci_dir);
int check_run(struct check *c);
void check_findings(struct check *c, struct finding_list *out,
		    struct patch_set *patches);

/* For the parts of the check (check.c): the files and the cache. */
int check_load_cached(struct check *c);
void check_store_result(struct check *c, int t, struct source_file *f);
void check_store_pending(struct check *c);
int check_source_changed(const struct source_file *f);
char *check_file_path(const struct check *c, const struct source_file *f);
char *check_line_text(const struct source_file *sf, int line);

#endif
