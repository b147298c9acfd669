// SPDX-License-Identifier: GPL-2.0-only
/*
 * The process engine: the files without a cached result, in chunks run in
 * parallel, and each chunk's results taken in as it ends.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "chunk.h"
#include "giveup.h"
#include "progress.h"
#include "quote.h"
#include "run.h"
#include "tools.h"
#include "signals.h"
#include "sparse_skip.h"
#include "util.h"

/* Few files per spatch process: its start-up costs about half a second. */
#define MAX_CHUNK 16

/*
 * The semantic patch's READ records, and those of the headers whose
 * structs the checker put into the type table for it (chunk_args.c).
 */
static void add_type_reads(struct source_file *sf, struct cached_result *r)
{
	size_t have, more;

	if (!r->reads || !*r->reads || !sf->type_reads)
		return;
	have = strlen(r->reads);
	more = strlen(sf->type_reads);
	r->reads = xrealloc(r->reads, have + more + 1);
	memcpy(r->reads + have, sf->type_reads, more + 1);
}

static void chunk_done(struct job *job, void *ctx)
{
	struct chunk *ch = job->data;
	struct check *c = ctx;
	char *out = read_file(job->out_path, NULL);
	char *err = read_file(job->err_path, NULL);
	int i;

	c->jobs_done++;
	if (job->status != 0 && (c->tools[ch->tool].kind == TOOL_SPATCH ||
				 job->status < 0 || job->status > 1)) {
		/* a chunk of one file failed: that file's error */
		if (ch->nr == 1) {
			struct source_file *sf = &c->files[ch->files[0]];
			char *why = err ? failure_reason(err) : xstrdup("no output");
			struct strbuf sb;

			sb_init(&sb);
			sb_add_path(&sb, sf->display);
			sb_addf(&sb, ": not checked: %s failed (exit %d): %s",
				c->tools[ch->tool].name, job->status, why);
			free(why);
			free(sf->error);
			sf->error = sb_detach(&sb);
		}
		goto out;
	}
	split_output(ch, out ? out : "", err ? err : "");
	for (i = 0; i < ch->nr; i++) {
		struct source_file *sf = &c->files[ch->files[i]];
		struct cached_result *r = &sf->result[ch->tool];

		/*
		 * Not checked, and never cached. In a chunk, it may have
		 * run out of time for its chunk-mates: alone it tries again.
		 */
		if (sf->gave_up) {
			/*
			 * Two rewrites that overlap (*p = f(*p)): spatch
			 * cannot apply them in one rule. The findings do not
			 * need them: once more without patch mode.
			 */
			if (ch->nr == 1 && !sf->no_rewrites &&
			    tools_want_rewrites(c->opts) &&
			    strstr(sf->gave_up, "already tagged token")) {
				sf->no_rewrites = 1;
			} else if (ch->nr == 1) {
				struct strbuf sb;

				sb_init(&sb);
				sb_add_path(&sb, sf->display);
				sb_addf(&sb, ": not checked: spatch gave up: %s",
					sf->gave_up);
				free(sf->error);
				sf->error = sb_detach(&sb);
			}
			cached_result_release(r);
			free(sf->gave_up);
			sf->gave_up = NULL;
			continue;
		}
		if (check_source_changed(sf)) {
			struct strbuf sb;

			sb_init(&sb);
			sb_add_path(&sb, sf->display);
			sb_adds(&sb, ": not checked: it changed while it was checked; run again");
			free(sf->error);
			sf->error = sb_detach(&sb);
			cached_result_release(r);
			continue;
		}
		if (!r->report)
			r->report = xstrdup("");
		if (!r->patch)
			r->patch = xstrdup("");
		if (ch->tool == 0)
			add_type_reads(sf, r);
		sf->have_result[ch->tool] = 1;
		if (c->tools[ch->tool].kind == TOOL_SPATCH) {
			const char *p = r->report;

			while ((p = strstr(p, "WARNING: "))) {
				c->findings_seen++;
				p++;
			}
		}
		check_store_result(c, ch->tool, sf);
		if (ch->tool == 0)
			c->files_done++;
	}
out:
	progress_update(c);
	unlink(job->out_path);
	unlink(job->err_path);
	free(out);
	free(err);
}

static const struct check *sort_check;

static int compare_sizes(const void *a, const void *b)
{
	size_t x = sort_check->files[*(const int *)a].len;
	size_t y = sort_check->files[*(const int *)b].len;

	return x < y ? 1 : x > y ? -1 : *(const int *)a - *(const int *)b;
}

static int compare_chunks(const void *a, const void *b)
{
	const struct chunk *x = a, *y = b;

	if (x->bytes != y->bytes)
		return x->bytes < y->bytes ? 1 : -1;
	return x->first - y->first;
}

/*
 * The files of tool t that have no result, in chunks of at most
 * chunk_size files and about the same number of bytes: the files go
 * biggest first to the chunks in turn, forth and back.
 */
static int make_chunks(struct check *c, int t, int chunk_size,
		       struct chunk *chunks)
{
	int *todo = xmalloc((c->nr + 1) * sizeof(int));
	int n = 0, nr_chunks, i;

	for (i = 0; i < c->nr; i++)
		if (!c->files[i].have_result[t] && !c->files[i].error)
			todo[n++] = i;
	sort_check = c;
	qsort(todo, n, sizeof(int), compare_sizes);
	nr_chunks = (n + chunk_size - 1) / chunk_size;
	for (i = 0; i < nr_chunks; i++) {
		chunks[i].check = c;
		chunks[i].tool = t;
		chunks[i].files = xmalloc(chunk_size * sizeof(int));
		chunks[i].nr = 0;
		chunks[i].bytes = 0;
		chunks[i].first = t * c->nr + i;
	}
	for (i = 0; i < n; i++) {
		int round = i / nr_chunks, k = i % nr_chunks;
		struct chunk *ch = &chunks[round % 2 ? nr_chunks - 1 - k : k];

		ch->files[ch->nr++] = todo[i];
		ch->bytes += c->files[todo[i]].len;
	}
	free(todo);
	return nr_chunks;
}

/*
 * UNALIGNED_CHUNK_SIZE=N: N files a spatch run, for the tests that show
 * a file's findings do not depend on the files run beside it.
 */
static int test_chunk_size(int chunk_size)
{
	const char *env = getenv("UNALIGNED_CHUNK_SIZE");

	return env && atoi(env) > 0 ? atoi(env) : chunk_size;
}

/* Where the chunks' file lists, outputs and the skipped list go. */
static char *chunk_tmp_dir(const struct check *c)
{
	return run_tmp_dir() ? xstrdup(run_tmp_dir()) :
	       path_join(c->cache, "tmp");
}

/*
 * Run one round: every (tool, file) without a result, in chunks whose
 * files go to the directory tmp.
 */
static int run_round(struct check *c, int chunk_size, const char *tmp)
{
	struct chunk *chunks;
	struct job *jobs;
	struct argv_list *argvs;
	char **groups;
	int nr_chunks = 0, t, i, max_chunks = 0;

	mkdir_p(tmp);
	for (t = 0; t < c->nr_tools; t++)
		max_chunks += c->nr;
	chunks = xmalloc((max_chunks + 1) * sizeof(*chunks));
	/*
	 * sparse keeps state from one file to the next (a header seen once
	 * is not read again, and the next file fails to parse): one file a
	 * run.
	 */
	for (t = 0; t < c->nr_tools; t++)
		nr_chunks += make_chunks(c, t, c->tools[t].kind == TOOL_SPARSE ?
					 1 : chunk_size, chunks + nr_chunks);
	/* the biggest first, so that no core is left with one at the end */
	qsort(chunks, nr_chunks, sizeof(*chunks), compare_chunks);
	jobs = xmalloc((nr_chunks + 1) * sizeof(*jobs));
	argvs = xmalloc((nr_chunks + 1) * sizeof(*argvs));
	groups = xmalloc((nr_chunks + 1) * sizeof(*groups));
	memset(jobs, 0, (nr_chunks + 1) * sizeof(*jobs));
	memset(argvs, 0, (nr_chunks + 1) * sizeof(*argvs));
	for (i = 0; i < nr_chunks; i++) {
		char name[64];

		snprintf(name, sizeof(name), "%ld-%d.groups", (long)getpid(), i);
		groups[i] = path_join(tmp, name);
		if (chunk_argv(c, &chunks[i], &argvs[i], groups[i]) < 0)
			exit(2);
		jobs[i].argv = argvs[i].v;
		jobs[i].cwd = c->run_dir;
		snprintf(name, sizeof(name), "%ld-%d.out", (long)getpid(), i);
		jobs[i].out_path = path_join(tmp, name);
		snprintf(name, sizeof(name), "%ld-%d.err", (long)getpid(), i);
		jobs[i].err_path = path_join(tmp, name);
		jobs[i].data = &chunks[i];
		if (c->tools[chunks[i].tool].kind == TOOL_SPATCH)
			jobs[i].memory_limit = spatch_memory_limit(c->opts->jobs);
	}
	c->jobs_total += nr_chunks;
	run_jobs(jobs, nr_chunks, c->opts->jobs, chunk_done, c);
	for (i = 0; i < nr_chunks; i++) {
		argv_free(&argvs[i]);
		unlink(groups[i]);
		{
			char *types = xmalloc(strlen(groups[i]) + 8);

			sprintf(types, "%s.h", groups[i]);
			unlink(types);
			free(types);
		}
		free(groups[i]);
		free(jobs[i].out_path);
		free(jobs[i].err_path);
		free(chunks[i].files);
	}
	free(jobs);
	free(argvs);
	free(groups);
	free(chunks);
	return nr_chunks;
}

int check_run(struct check *c)
{
	int t, i, chunk_size, missing;
	char *tmp = chunk_tmp_dir(c);
	char *skipped;

	clock_gettime(CLOCK_MONOTONIC, &c->start);
	missing = check_load_cached(c);
	for (t = 0; t < c->nr_tools; t++)
		if (c->tools[t].kind == TOOL_SPARSE)
			skip_sparse(c, t);
	skipped = tell_sparse_skipped(c, tmp);
	/* at least two chunks per job, so that both cores stay busy */
	chunk_size = missing / (c->opts->jobs * 2) + 1;
	if (chunk_size > MAX_CHUNK)
		chunk_size = MAX_CHUNK;
	chunk_size = test_chunk_size(chunk_size);
	progress_start(c);
	run_round(c, chunk_size, tmp);
	/* a chunk that failed as a whole, a give-up: their files one by one */
	if (chunk_size > 1)
		run_round(c, 1, tmp);
	/*
	 * Files whose rewrites overlap, alone without patch mode: every other
	 * file has its result or its error by now, so this round runs
	 * nothing when there are none.
	 */
	run_round(c, 1, tmp);
	if (skipped)
		unlink(skipped);
	free(skipped);
	free(tmp);
	check_store_pending(c);
	progress_end(c);
	for (i = 0; i < c->nr; i++) {
		for (t = 0; t < c->nr_tools; t++) {
			struct strbuf sb;

			if (c->files[i].have_result[t] || c->files[i].error)
				continue;
			sb_init(&sb);
			sb_add_path(&sb, c->files[i].display);
			sb_addf(&sb, ": not checked: no result from %s",
				c->tools[t].name);
			c->files[i].error = sb_detach(&sb);
		}
	}
	return 0;
}
