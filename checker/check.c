// SPDX-License-Identifier: GPL-2.0-only
/*
 * The files of a check: their text, their part of the result cache's key,
 * and their results loaded from and stored in the cache. A result is found
 * by the file's content and name, and used only while the files its
 * analysis read (the semantic patch's READ records, reads.c) are as they
 * were: a header whose #defines the rules read, the other C files of the
 * directory where they looked for callers.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "quote.h"
#include "reads.h"
#include "util.h"

/* spatch's --file-groups reads a line a name: no '\n', and '\r' breaks it */
static int breaks_file_list(const char *s)
{
	return strchr(s, '\n') || strchr(s, '\r');
}

/* The file's part of the cache key: its content and name. */
static uint64_t source_hash(const struct source_file *f, const char *content,
			    size_t len)
{
	uint64_t h = hash_bytes(HASH_INIT, content, len);

	return hash_bytes(h, f->run_path, strlen(f->run_path));
}

struct source_file *check_add_file(struct check *c, const char *display,
				   const char *run_path, const char *abs,
				   const char *seen, char *content, size_t len)
{
	struct source_file *f;

	if (c->nr == c->alloc) {
		c->alloc = c->alloc ? c->alloc * 2 : 64;
		c->files = xrealloc(c->files, c->alloc * sizeof(*c->files));
	}
	f = &c->files[c->nr++];
	memset(f, 0, sizeof(*f));
	f->display = xstrdup(display);
	f->run_path = xstrdup(run_path);
	f->abs = xstrdup(abs);
	f->seen = xstrdup(seen);
	f->content = content;
	f->len = len;
	f->hash = source_hash(f, content, len);
	if (breaks_file_list(run_path)) {
		struct strbuf sb;

		sb_init(&sb);
		sb_add_path(&sb, display);
		sb_adds(&sb, ": not checked: its name has a newline or a carriage return, which spatch's list of files (--file-groups) cannot hold; rename it");
		f->error = sb_detach(&sb);
	}
	return f;
}

/*
 * The tools read the file after its key was made: when it changed
 * meanwhile (an editor saved), the result is for content the key does
 * not name, and must neither be cached nor reported. (The other files
 * the analysis read are kept with their digests as it read them.)
 */
int check_source_changed(const struct source_file *f)
{
	size_t len;
	char *now = read_file(f->seen, &len);
	int changed = !now || source_hash(f, now, len) != f->hash;

	free(now);
	return changed;
}

static uint64_t result_key(const struct tool *t, const struct source_file *f)
{
	return hash_bytes(t->settings, &f->hash, sizeof(f->hash));
}

/* A cached result whose READ records all hold. */
static int load_current(struct check *c, const char *path,
			struct cached_result *r)
{
	if (cache_load(path, r))
		return 0;
	if (*r->reads && reads_current(c->run_dir, r->reads))
		return 1;
	cached_result_release(r);
	return 0;
}

/* Each file's cached results; the number of files tool 0 must still read. */
int check_load_cached(struct check *c)
{
	int i, t, missing = 0;

	c->results = cache_results_dir(c->cache);
	for (i = 0; i < c->nr; i++) {
		for (t = 0; t < c->nr_tools && c->opts->cache; t++) {
			char *path = cache_result_path(c->results,
						       result_key(&c->tools[t],
								  &c->files[i]));

			if (load_current(c, path, &c->files[i].result[t])) {
				c->files[i].have_result[t] = 1;
				c->cache_hits++;
			}
			free(path);
		}
		if (c->files[i].have_result[0])
			c->files_done++;
		else
			missing++;
	}
	return missing;
}

/*
 * The READ records of the semantic patch's run (tool 0) are the file's:
 * every tool's result for it is cached with them, once they are known.
 * Without them (that run failed) nothing of the file is cached.
 */
void check_store_result(struct check *c, int t, struct source_file *f)
{
	const char *reads = f->have_result[0] ? f->result[0].reads : NULL;
	char *path;

	if (!c->opts->cache || f->no_rewrites)
		return;
	if (!reads || !*reads) {
		f->store_pending[t] = !f->have_result[0];
		return;
	}
	f->store_pending[t] = 0;
	path = cache_result_path(c->results, result_key(&c->tools[t], f));
	cache_store(path, &f->result[t], reads);
	free(path);
}

/* The results that waited for the READ records of their file. */
void check_store_pending(struct check *c)
{
	int i, t;

	for (i = 0; i < c->nr; i++)
		for (t = 0; t < c->nr_tools; t++)
			if (c->files[i].store_pending[t] &&
			    c->files[i].have_result[t])
				check_store_result(c, t, &c->files[i]);
}

/* The path of f from here, for reading the headers beside it. */
char *check_file_path(const struct check *c, const struct source_file *f)
{
	return f->run_path[0] == '/' ? xstrdup(f->run_path) :
	       path_join(c->run_dir, f->run_path);
}

/* Line number line of the file's text, without its newline. */
char *check_line_text(const struct source_file *sf, int line)
{
	const char *p = sf->content;
	const char *end;
	int n;

	for (n = 1; n < line && p; n++) {
		p = strchr(p, '\n');
		if (p)
			p++;
	}
	if (!p)
		return xstrdup("");
	end = strchr(p, '\n');
	return xstrndup(p, end ? (size_t)(end - p) : strlen(p));
}
