// SPDX-License-Identifier: GPL-2.0-only
/*
 * The engine: run spatch and sparse over the files, in parallel chunks,
 * reuse cached results, and turn what the tools print into findings.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "giveup.h"
#include "package_hash.h"
#include "record.h"
#include "local_headers.h"
#include "macro_cast.h"
#include "progress.h"
#include "quote.h"
#include "run.h"
#include "signals.h"
#include "sparse_filter.h"
#include "typetable.h"
#include "util.h"
#include "version.h"

/* Few files per spatch process: its start-up costs about half a second. */
#define MAX_CHUNK 16

static uint64_t source_hash(const struct source_file *f, const char *content,
			    size_t len);

/* spatch's --file-groups reads a line a name: no '\n', and '\r' breaks it */
static int breaks_file_list(const char *s)
{
	return strchr(s, '\n') || strchr(s, '\r');
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

/* The file's part of the cache key: its content, name and headers. */
static uint64_t source_hash(const struct source_file *f, const char *content,
			    size_t len)
{
	uint64_t h = hash_bytes(HASH_INIT, content, len);

	h = hash_bytes(h, f->run_path, strlen(f->run_path));
	h = hash_local_headers(h, f->seen, content);
	return hash_directory_sources(h, f->seen);
}

/*
 * The tools read the file and its headers after its key was made: when
 * they changed meanwhile (an editor saved), the result is for content
 * the key does not name, and must neither be cached nor reported.
 */
static int source_changed(const struct source_file *f)
{
	size_t len;
	char *now = read_file(f->seen, &len);
	int changed = !now || source_hash(f, now, len) != f->hash;

	free(now);
	return changed;
}

static void push_arg(void *ctx, const char *arg)
{
	argv_push(ctx, arg);
}

/*
 * Patch mode costs about a third of spatch's time; only --fix and the
 * formats that carry the rewrite with each finding (JSON, SARIF, HTML)
 * need it.
 */
static int wants_rewrites(const struct options *o)
{
	return o->fix || o->format == FORMAT_JSON ||
	       o->format == FORMAT_SARIF || o->format == FORMAT_HTML;
}

/*
 * Debian's coccinelle is built against Debian's python3. Without
 * --python, spatch runs the python3 of PATH to find its library, and a
 * version manager's shim there (pyenv) costs about 0.8 s of every spatch
 * run, a third of the run on a small chunk.
 */
static const char *const spatch_python = "/usr/bin/python3";

/*
 * The options every spatch run gets, without the files; types is the
 * chunk's own part of the type table (NULL: name the whole table).
 */
static void spatch_args(struct check *c, const struct tool *t,
			struct argv_list *a, const char *types)
{
	int i;

	argv_push(a, "spatch");
	argv_push(a, "--quiet");
	if (access(spatch_python, X_OK) == 0) {
		argv_push(a, "--python");
		argv_push(a, spatch_python);
	}
	argv_push(a, "--parse-error-msg");
	argv_push(a, "-D");
	argv_push(a, "report");
	if (wants_rewrites(c->opts)) {
		argv_push(a, "-D");
		argv_push(a, "patch");
	}
	/* the cache key holds this: a --confidence low run recomputes */
	if (c->opts->min_confidence > CONF_LOW) {
		argv_push(a, "-D");
		argv_push(a, "hide_low");
	}
	if (!c->tree->linux_unaligned) {
		argv_push(a, "-D");
		argv_push(a, "asm_unaligned");
	}
	for (i = 0; c->cc_spatch && i < c->cc_spatch->nr; i++)
		argv_push(a, c->cc_spatch->v[i]);
	argv_push(a, "--sp-file");
	argv_push(a, t->cocci);
	switch (c->opts->types) {
	case TYPES_TABLE:
		argv_push(a, "--no-includes");
		if (c->types_header) {
			argv_push(a, "--include");
			argv_push(a, types ? types : c->types_header);
		}
		break;
	case TYPES_HEADERS:
		argv_push(a, "--all-includes");
		argv_push(a, "--recursive-includes");
		argv_push(a, "--include-headers-for-types");
		argv_push(a, "--relax-include-path");
		if (!c->cc_spatch)
			tree_include_args(c->tree, push_arg, a);
		break;
	case TYPES_NONE:
		argv_push(a, "--no-includes");
		break;
	}
}

/* sparse as kbuild runs it for x86_64 with C=2, plus -Wbitwise-pointer. */
static void sparse_args(struct check *c, struct argv_list *a)
{
	static const char *const flags[] = {
		"sparse", "-D__linux__", "-Dlinux", "-D__STDC__", "-Dunix",
		"-D__unix__", "-Wbitwise", "-Wno-return-void",
		"-Wno-unknown-attribute", "-D__x86_64__", "--arch=x86_64",
		"-mlittle-endian", "-m64", "-nostdinc", "-D__KERNEL__",
		"-DMODULE", "-Wbitwise-pointer",
		/* one run reads many files: the default stops at 100 */
		"-fmax-warnings=unlimited", NULL,
	};
	static const char *const includes[] = {
		"include/linux/compiler-version.h", "include/linux/kconfig.h",
		"include/linux/compiler_types.h", NULL,
	};
	int i;

	if (c->cc_sparse) {
		/* kbuild's own: its -I, -D, -include, --arch and -m flags */
		argv_push(a, "sparse");
		for (i = 0; i < c->cc_sparse->nr; i++)
			argv_push(a, c->cc_sparse->v[i]);
		argv_push(a, "-Wbitwise-pointer");
		argv_push(a, "-fmax-warnings=unlimited");
		return;
	}
	for (i = 0; flags[i]; i++)
		argv_push(a, flags[i]);
	tree_include_args(c->tree, push_arg, a);
	for (i = 0; includes[i]; i++) {
		char *p = path_join(c->tree->root, includes[i]);

		argv_push(a, "-include");
		argv_push(a, p);
		free(p);
	}
	argv_push(a, "-DKBUILD_MODNAME=\"unaligned_check\"");
	argv_push(a, "-DKBUILD_BASENAME=\"unaligned_check\"");
}

static uint64_t hash_string(uint64_t h, const char *s)
{
	return hash_bytes(h, s, strlen(s) + 1);
}

static uint64_t hash_argv(uint64_t h, struct argv_list *a)
{
	int i;

	for (i = 0; i < a->nr; i++)
		h = hash_string(h, a->v[i]);
	return h;
}

static int add_spatch_tool(struct check *c, const char *cocci_dir,
			   const char *name, uint64_t types_stamp)
{
	struct tool *t = &c->tools[c->nr_tools];
	struct argv_list a = { 0 };
	size_t len;
	char *text;

	t->kind = TOOL_SPATCH;
	t->name = name;
	t->cocci = path_join(cocci_dir, name);
	text = read_file(t->cocci, &len);
	if (!text) {
		error_msg("cannot read %s: %s", t->cocci, strerror(errno));
		return -1;
	}
	spatch_args(c, t, &a, NULL);
	t->settings = hash_bytes(HASH_INIT, text, len);
	t->settings = hash_cocci_package(t->settings, cocci_dir);
	t->settings = hash_argv(t->settings, &a);
	t->settings = hash_bytes(t->settings, &types_stamp,
				 sizeof(types_stamp));
	t->settings = hash_string(t->settings, RESULT_FORMAT_VERSION);
	if (c->cc_stamp)
		t->settings = hash_bytes(t->settings, &c->cc_stamp,
					 sizeof(c->cc_stamp));
	argv_free(&a);
	free(text);
	c->nr_tools++;
	return 0;
}

int check_setup(struct check *c, const char *cocci_dir)
{
	unsigned long long stamp = 0;
	char *defines;

	if (!have_program("spatch")) {
		error_msg("spatch not found; run: apt-get install -y coccinelle");
		return -1;
	}
	/*
	 * The semantic patches' Python reads files in the locale's
	 * encoding: under LC_ALL=C (CI, cron) a file whose name or text is
	 * not ASCII stops it ("UnicodeEncodeError"), and the file is not
	 * checked. Kernel sources are UTF-8.
	 */
	setenv("LC_ALL", "C.UTF-8", 1);
	if (c->opts->types != TYPES_NONE) {
		/* the header stamp also keys header-parsing results */
		c->types_header = typetable_get(c->tree, &stamp);
		if (!c->types_header)
			return -1;
		/* for the rules' offsets: the macros of the tree's headers */
		defines = typetable_defines_path(c->tree);
		setenv("UNALIGNED_DEFINES", defines, 1);
		free(defines);
		if (c->opts->types == TYPES_TABLE)
			c->types_text = read_file(c->types_header, NULL);
	}
	if (c->opts->types == TYPES_HEADERS && tree_prepare(c->tree,
							    c->opts->jobs))
		return -1;
	if (add_spatch_tool(c, cocci_dir, "unaligned_access.cocci", stamp))
		return -1;
	if (c->opts->cleanup &&
	    add_spatch_tool(c, cocci_dir, "unaligned_cleanup.cocci", stamp))
		return -1;
	if (c->opts->sparse) {
		struct tool *t = &c->tools[c->nr_tools];
		struct argv_list a = { 0 };

		if (!have_program("sparse")) {
			error_msg("sparse not found; run: apt-get install -y sparse (or pass --no-sparse)");
			return -1;
		}
		/*
		 * kbuild's flags name its own generated headers; else without
		 * them sparse checks nothing: say so, stop
		 */
		if (!c->cc_sparse && tree_prepare(c->tree, c->opts->jobs)) {
			error_msg("sparse needs the generated headers; fix that or pass --no-sparse");
			return -1;
		}
		t->kind = TOOL_SPARSE;
		t->name = "sparse";
		if (c->types_header) {
			char *text = c->types_text ? c->types_text :
				     read_file(c->types_header, NULL);

			if (text)
				c->sparse_filter = sparse_filter_load(text);
			if (text != c->types_text)
				free(text);
		}
		sparse_args(c, &a);
		t->settings = hash_argv(HASH_INIT, &a);
		t->settings = hash_bytes(t->settings, &stamp, sizeof(stamp));
		t->settings = hash_string(t->settings, RESULT_FORMAT_VERSION);
		if (c->cc_stamp)
			t->settings = hash_bytes(t->settings, &c->cc_stamp,
						 sizeof(c->cc_stamp));
		argv_free(&a);
		c->nr_tools++;
	}
	return 0;
}

static uint64_t result_key(const struct tool *t, const struct source_file *f)
{
	return hash_bytes(t->settings, &f->hash, sizeof(f->hash));
}

struct chunk {
	struct check *check;
	int tool;
	int *files;
	int nr;
	size_t bytes;		/* of its files, to balance the jobs */
	int first;		/* its place before sorting, for a stable order */
};

/* Does line start with "PATH:" for this chunk's file i? */
static int line_names(const char *line, const char *path)
{
	size_t n = strlen(path);

	return !strncmp(line, path, n) && line[n] == ':';
}

static int chunk_file_of(const struct chunk *ch, const char *line)
{
	int i;

	for (i = 0; i < ch->nr; i++)
		if (line_names(line, ch->check->files[ch->files[i]].run_path))
			return ch->files[i];
	return -1;
}

/* Append line and a newline to a malloc'd text, growing it in place. */
static void append_line(char **text, const char *line, size_t n)
{
	size_t len = *text ? strlen(*text) : 0;

	*text = xrealloc(*text, len + n + 2);
	memcpy(*text + len, line, n);
	(*text)[len + n] = '\n';
	(*text)[len + n + 1] = '\0';
}

/* Split one chunk's output into per-file reports and patches. */
static void split_output(struct chunk *ch, const char *out, const char *err)
{
	struct check *c = ch->check;
	const char *line = out, *end;
	int patch_file = -1, i;

	for (; *line; line = *end ? end + 1 : end) {
		size_t n;
		int f;

		end = strchr(line, '\n');
		if (!end)
			end = line + strlen(line);
		n = end - line;
		if (!strncmp(line, "--- ", 4) && !strncmp(end, "\n+++ ", 5)) {
			patch_file = -1;
			for (i = 0; i < ch->nr; i++) {
				const char *p = c->files[ch->files[i]].run_path;

				if (n == 4 + strlen(p) && !strncmp(line + 4, p, n - 4))
					patch_file = ch->files[i];
			}
			if (patch_file >= 0)
				append_line(&c->files[patch_file].result[ch->tool].patch,
					    line, n);
			continue;
		}
		f = chunk_file_of(ch, line);
		if (f >= 0 && c->tools[ch->tool].kind == TOOL_SPATCH &&
		    strstr(line, ": WARNING: ")) {
			append_line(&c->files[f].result[ch->tool].report, line, n);
			continue;
		}
		if (patch_file >= 0)
			append_line(&c->files[patch_file].result[ch->tool].patch,
				    line, n);
	}
	for (line = err; *line; line = *end ? end + 1 : end) {
		const char *p;

		end = strchr(line, '\n');
		if (!end)
			end = line + strlen(line);
		if (c->tools[ch->tool].kind == TOOL_SPARSE) {
			int f = chunk_file_of(ch, line);

			if (f >= 0 && strstr(line, ": warning: cast to restricted "))
				append_line(&c->files[f].result[ch->tool].report,
					    line, end - line);
			continue;
		}
		/* "EXN: Coccinelle_modules.Common.Timeout in drivers/x.c" */
		for (i = 0; i < ch->nr; i++) {
			struct source_file *sf = &c->files[ch->files[i]];
			char *why = giveup_reason(line, end - line, sf->run_path);

			if (why) {
				free(sf->gave_up);
				sf->gave_up = why;
			}
		}
		/* " = error in drivers/x.c; set verbose_parsing ..." */
		p = strstr(line, " = error in ");
		if (!p || p != line)
			continue;
		p += 12;
		for (i = 0; i < ch->nr; i++) {
			struct source_file *sf = &c->files[ch->files[i]];
			size_t m = strlen(sf->run_path);

			if (!strncmp(p, sf->run_path, m) && p[m] == ';')
				sf->result[ch->tool].parse_errors++;
		}
	}
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
		char *path;

		/*
		 * Not checked, and never cached. In a chunk, it may have
		 * run out of time for its chunk-mates: alone it tries again.
		 */
		if (sf->gave_up) {
			if (ch->nr == 1) {
				struct strbuf sb;

				sb_init(&sb);
				sb_add_path(&sb, sf->display);
				sb_addf(&sb, ": not checked: spatch gave up: %s",
					sf->gave_up);
				free(sf->error);
				sf->error = sb_detach(&sb);
			}
			free(r->report);
			free(r->patch);
			memset(r, 0, sizeof(*r));
			free(sf->gave_up);
			sf->gave_up = NULL;
			continue;
		}
		if (source_changed(sf)) {
			struct strbuf sb;

			sb_init(&sb);
			sb_add_path(&sb, sf->display);
			sb_adds(&sb, ": not checked: it changed while it was checked; run again");
			free(sf->error);
			sf->error = sb_detach(&sb);
			free(r->report);
			free(r->patch);
			memset(r, 0, sizeof(*r));
			continue;
		}
		if (!r->report)
			r->report = xstrdup("");
		if (!r->patch)
			r->patch = xstrdup("");
		sf->have_result[ch->tool] = 1;
		if (c->tools[ch->tool].kind == TOOL_SPATCH) {
			const char *p = r->report;

			while ((p = strstr(p, "WARNING: "))) {
				c->findings_seen++;
				p++;
			}
		}
		if (c->opts->cache) {
			path = cache_result_path(c->results,
						 result_key(&c->tools[ch->tool], sf));
			cache_store(path, r);
			free(path);
		}
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

/*
 * spatch takes the files of one command line as one group, whose rule
 * dependencies are shared: a groups file with one file a group keeps
 * them apart.
 */
/* The path of f from here, for reading the headers beside it. */
static char *file_path(const struct check *c, const struct source_file *f)
{
	return f->run_path[0] == '/' ? xstrdup(f->run_path) :
	       path_join(c->run_dir, f->run_path);
}

static int scan_types_header(const char *text, void *ctx)
{
	typetable_scan(ctx, text);
	return 0;		/* go on: read every header */
}

/*
 * The type table for a chunk: the structs of the headers beside its
 * files (pegasus.h: "__u8 tx_buff[PEGASUS_MTU]"), then the tree's.
 */
static char *chunk_types(struct check *c, const struct chunk *ch)
{
	struct typetable *local = typetable_new();
	char *rendered;
	struct strbuf sb;
	int i;

	for (i = 0; i < ch->nr; i++) {
		const struct source_file *f = &c->files[ch->files[i]];
		char *path = file_path(c, f);

		any_local_header(path, f->content, scan_types_header, local);
		free(path);
	}
	rendered = typetable_render(local);
	typetable_free(local);
	sb_init(&sb);
	sb_adds(&sb, "/* the headers beside the files */\n");
	sb_adds(&sb, rendered);
	sb_adds(&sb, c->types_text);
	free(rendered);
	return sb_detach(&sb);
}

static int chunk_argv(struct check *c, struct chunk *ch, struct argv_list *a,
		      const char *groups)
{
	const struct tool *t = &c->tools[ch->tool];
	int i;

	if (t->kind == TOOL_SPATCH) {
		struct strbuf sb;

		sb_init(&sb);
		for (i = 0; i < ch->nr; i++)
			sb_addf(&sb, "%s\n\n", c->files[ch->files[i]].run_path);
		if (write_file_atomic(groups, sb.buf, sb.len) < 0) {
			error_msg("cannot write %s: %s", groups, strerror(errno));
			sb_release(&sb);
			return -1;
		}
		sb_release(&sb);
		if (c->types_text) {
			const char **texts = xmalloc(ch->nr * sizeof(*texts));
			char *subset, *types = xmalloc(strlen(groups) + 8);

			char *table = chunk_types(c, ch);

			for (i = 0; i < ch->nr; i++)
				texts[i] = c->files[ch->files[i]].content;
			subset = typetable_subset(table, texts, ch->nr);
			free(table);
			sprintf(types, "%s.h", groups);
			if (write_file_atomic(types, subset, strlen(subset)) < 0) {
				error_msg("cannot write %s: %s", types,
					  strerror(errno));
				return -1;
			}
			spatch_args(c, t, a, types);
			free(subset);
			free(types);
			free(texts);
		} else {
			spatch_args(c, t, a, NULL);
		}
		/* not in the cache key: a give-up is never cached (giveup.c) */
		{
			size_t largest = 0;
			char num[16];

			for (i = 0; i < ch->nr; i++)
				if (c->files[ch->files[i]].len > largest)
					largest = c->files[ch->files[i]].len;
			snprintf(num, sizeof(num), "%d", spatch_timeout(largest));
			argv_push(a, "--timeout");
			argv_push(a, num);
		}
		argv_push(a, "--file-groups");
		argv_push(a, groups);
		return 0;
	} else {
		sparse_args(c, a);
		/* local headers of the files' own directories */
		for (i = 0; i < ch->nr; i++) {
			const char *p = c->files[ch->files[i]].run_path;
			const char *slash = strrchr(p, '/');
			struct strbuf sb;

			sb_init(&sb);
			sb_adds(&sb, "-I");
			if (slash)
				sb_add(&sb, p, slash - p);
			else
				sb_adds(&sb, ".");
			argv_push(a, sb.buf);
			sb_release(&sb);
		}
	}
	for (i = 0; i < ch->nr; i++)
		argv_push(a, c->files[ch->files[i]].run_path);
	return 0;
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

/* Run one round: every (tool, file) without a result, in chunks. */
static int run_round(struct check *c, int chunk_size)
{
	struct chunk *chunks;
	struct job *jobs;
	struct argv_list *argvs;
	char **groups;
	char *tmp = run_tmp_dir() ? xstrdup(run_tmp_dir()) :
		    path_join(c->cache, "tmp");
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
	free(tmp);
	return nr_chunks;
}

static int scan_local_header(const char *text, void *ctx)
{
	sparse_filter_scan(ctx, text);
	return 0;		/* go on: every header may add a macro */
}

/*
 * Can sparse warn in f: a cast to a restricted pointer in its text, or a
 * macro that makes one, from the tree's headers or those beside it?
 */
static int sparse_may_warn(struct check *c, struct source_file *f)
{
	struct sparse_filter *local;
	char *path;
	int ret;

	if (sparse_filter_match(c->sparse_filter, f->content))
		return 1;
	path = file_path(c, f);
	local = sparse_filter_copy(c->sparse_filter);
	any_local_header(path, f->content, scan_local_header, local);
	sparse_filter_finish(local);
	ret = sparse_filter_match(local, f->content);
	sparse_filter_free(local);
	free(path);
	return ret;
}

/* Files in which sparse cannot warn get its empty result now. */
static void skip_sparse(struct check *c, int t)
{
	int i;

	if (!c->sparse_filter)
		return;
	for (i = 0; i < c->nr; i++) {
		struct source_file *f = &c->files[i];

		if (f->have_result[t] || f->error || sparse_may_warn(c, f))
			continue;
		f->result[t].report = xstrdup("");
		f->result[t].patch = xstrdup("");
		f->result[t].parse_errors = 0;
		f->have_result[t] = 1;
		c->sparse_skipped++;
	}
}

int check_run(struct check *c)
{
	int t, i, chunk_size, missing = 0;

	clock_gettime(CLOCK_MONOTONIC, &c->start);
	c->results = cache_results_dir(c->cache);
	for (i = 0; i < c->nr; i++) {
		for (t = 0; t < c->nr_tools && c->opts->cache; t++) {
			char *path = cache_result_path(c->results,
						       result_key(&c->tools[t],
								  &c->files[i]));

			if (!cache_load(path, &c->files[i].result[t])) {
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
	for (t = 0; t < c->nr_tools; t++)
		if (c->tools[t].kind == TOOL_SPARSE)
			skip_sparse(c, t);
	/* at least two chunks per job, so that both cores stay busy */
	chunk_size = missing / (c->opts->jobs * 2) + 1;
	if (chunk_size > MAX_CHUNK)
		chunk_size = MAX_CHUNK;
	chunk_size = test_chunk_size(chunk_size);
	progress_start(c);
	run_round(c, chunk_size);
	/* a chunk that failed as a whole, a give-up: their files one by one */
	if (chunk_size > 1)
		run_round(c, 1);
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

/* "PATH:LINE:COL-END: WARNING: MSG (confidence: X) [RULE]" */
int parse_spatch_line(const char *line, struct finding *f)
{
	const char *w = strstr(line, ": WARNING: ");
	const char *conf, *rule, *p;
	char *e;
	int l, col, end;

	if (!w)
		return -1;
	/* the path may contain ':'; the numbers are the last three fields */
	p = w;
	while (p > line && p[-1] != ':')
		p--;		/* p: "COL-END" */
	if (p == line)
		return -1;
	col = strtol(p, &e, 10);
	if (*e != '-')
		return -1;
	end = strtol(e + 1, &e, 10);
	if (e != w)
		return -1;
	p -= 1;
	while (p > line && p[-1] != ':')
		p--;		/* p: "LINE" */
	if (p == line)
		return -1;
	l = strtol(p, &e, 10);
	if (*e != ':' || l <= 0)
		return -1;
	conf = strstr(w, " (confidence: ");
	rule = strrchr(w, '[');
	if (!conf || !rule || !strchr(rule, ']'))
		return -1;
	f->file = xstrndup(line, p - 1 - line);
	f->line = l;
	f->col = col + 1;
	f->end_col = end + 1;
	f->message = xstrndup(w + 11, conf - (w + 11));
	{
		char *cname = xstrndup(conf + 14, strcspn(conf + 14, ")"));

		if (parse_confidence(cname, &f->confidence))
			f->confidence = CONF_LOW;
		free(cname);
	}
	f->rule = xstrndup(rule + 1, strchr(rule, ']') - rule - 1);
	f->reason = record_field(rule, "reason");
	{
		char *made = record_field(rule, "made");

		f->made_on = made ? atoi(made) : 0;
		free(made);
	}
	f->tool = "coccinelle";
	return 0;
}

/* "PATH:LINE:COL: warning: cast to restricted __le16 [usertype] *" */
int parse_sparse_line(const char *line, struct finding *f)
{
	const char *w = strstr(line, ": warning: cast to restricted ");
	const char *p, *type;
	char *e;
	int l, col;
	struct strbuf sb;

	if (!w)
		return -1;
	p = w;
	while (p > line && p[-1] != ':')
		p--;
	col = strtol(p, &e, 10);
	if (e != w || p == line)
		return -1;
	p -= 1;
	while (p > line && p[-1] != ':')
		p--;
	l = strtol(p, &e, 10);
	if (*e != ':' || l <= 0 || p == line)
		return -1;
	type = w + strlen(": warning: cast to restricted ");
	if (line[strlen(line) - 1] != '*')
		return -1;	/* a value cast, not a pointer cast */
	f->file = xstrndup(line, p - 1 - line);
	f->line = l;
	f->col = col;
	f->end_col = col + 1;
	sb_init(&sb);
	sb_addf(&sb, "cast of a pointer to restricted %.*s * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_%.*s()",
		(int)strcspn(type, " "), type, (int)(strcspn(type, " ") - 2),
		type + 2);
	f->message = sb_detach(&sb);
	f->rule = xstrdup("unaligned-sparse-cast");
	f->confidence = CONF_MODERATE;
	f->tool = "sparse";
	f->reason = xstrdup("sparse-cast");
	/*
	 * User memory is reached with get_user() and copy_from_user(),
	 * which the architectures make work at any address, like MMIO
	 * through readl(): not a load through a kernel byte buffer.
	 */
	if (strstr(type, " __user *")) {
		sparse_lower(f, "the pointer is __user, reached with get_user()/put_user()");
		set_reason(f, "sparse-user-pointer");
	}
	return 0;
}

void sparse_lower(struct finding *f, const char *why)
{
	struct strbuf sb;

	sb_init(&sb);
	sb_addf(&sb, "%s; %s", f->message, why);
	free(f->message);
	f->message = sb_detach(&sb);
	f->confidence = CONF_LOW;
	set_reason(f, "sparse-cast-lowered");
}

static char *line_text(const struct source_file *sf, int line)
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

/* The byte offset of a column as sparse counts it: tabs stop every 8. */
static size_t byte_at_column(const char *text, int col)
{
	size_t i;
	int c = 1;

	for (i = 0; text[i] && c < col; i++)
		c = text[i] == '\t' ? (c + 7) / 8 * 8 + 1 : c + 1;
	return i;
}

static int names_unaligned_helper(const char *p)
{
	while (*p == '_')
		p++;
	return !strncmp(p, "get_unaligned", 13) ||
	       !strncmp(p, "put_unaligned", 13);
}

/*
 * Whether sparse's cast to TYPE at COL is the argument of get_unaligned*()
 * or put_unaligned*(), the safe idiom.  sparse points at the outermost
 * macro's name for a cast inside macros (get_unaligned(), or le16_to_cpu()
 * around it), and at the type in "(__le16 *)" otherwise; either way the
 * cast is the first "TYPE *" from there on.
 */
static int cast_in_unaligned_helper(const char *text, int col,
				    const char *type, size_t type_len)
{
	const char *at = text + byte_at_column(text, col);
	const char *p;

	if (names_unaligned_helper(at))
		return 1;	/* put_unaligned(v, (__le16 *)p) and the like */
	for (p = at; *p; p++) {
		const char *q = p + type_len;

		if (strncmp(p, type, type_len) ||
		    (p > text && is_word_char(p[-1])))
			continue;
		while (*q == ' ')
			q++;
		if (*q == '*')
			break;
	}
	if (!*p)
		return 0;
	/* back over "const", the cast's "(", any more "(", to the callee */
	while (p > text && (strchr(" \t(", p[-1]) ||
			    (p - text >= 5 && !strncmp(p - 5, "const", 5))))
		p -= strchr(" \t(", p[-1]) ? 1 : 5;
	while (p > text && is_word_char(p[-1]))
		p--;
	return names_unaligned_helper(p);
}

/* The restricted type of a sparse finding, "__le16", as [type, *len). */
static const char *sparse_cast_type(const struct finding *f, size_t *len)
{
	const char *type = strstr(f->message, "restricted ");

	if (!type)
		return NULL;
	type += strlen("restricted ");
	*len = strcspn(type, " ");
	return type;
}

static int sparse_cast_is_safe(const struct source_file *sf,
			       const struct finding *f)
{
	size_t len;
	const char *type = sparse_cast_type(f, &len);
	char *text;
	int safe;

	if (!type)
		return 0;
	text = line_text(sf, f->line);
	safe = cast_in_unaligned_helper(text, f->col, type, len);

	free(text);
	return safe;
}

int spells_cast(const char *text, const char *type, size_t type_len)
{
	const char *p;

	for (p = text; *p; p++) {
		const char *q = p + type_len, *b = p;

		if (strncmp(p, type, type_len) ||
		    (p > text && is_word_char(p[-1])) || is_word_char(*q))
			continue;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q++ != '*')
			continue;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q != ')')
			continue;
		/* back over qualifiers to the cast's "(" */
		for (;;) {
			while (b > text && (b[-1] == ' ' || b[-1] == '\t'))
				b--;
			if (b - text >= 5 && !strncmp(b - 5, "const", 5))
				b -= 5;
			else if (b - text >= 8 && !strncmp(b - 8, "volatile", 8))
				b -= 8;
			else
				break;
		}
		if (b > text && b[-1] == '(')
			return 1;
	}
	return 0;
}

/*
 * A cast that sparse reports and that is written out in the statement,
 * not made by a macro, was parsed by the semantic patches, which follow
 * it to its accesses and found none that they could not show aligned:
 * the pointer is handed to a function, compared, or points into a
 * typed object (a cast of &desc.addr, a u32 *). sparse knows only that
 * a cast was made. In a sample of 40 default findings, 2 of 16 such
 * casts were true, against 6 of 10 casts made by macros.
 */
static int sparse_cast_written_out(const struct source_file *sf,
				   const struct finding *f, int last)
{
	size_t len;
	const char *type = sparse_cast_type(f, &len);
	int line, found = 0;

	if (!type)
		return 0;
	for (line = f->line; line <= last && !found; line++) {
		char *text = line_text(sf, line);

		found = spells_cast(text, type, len);
		free(text);
	}
	return found;
}

static int scan_macro_header(const char *text, void *ctx)
{
	macro_set_scan(ctx, text);
	return 0;		/* go on: every header may add a macro */
}

static char *statement_text(const struct source_file *sf, int line, int last)
{
	struct strbuf sb;

	sb_init(&sb);
	for (; line <= last; line++) {
		char *text = line_text(sf, line);

		sb_adds(&sb, text);
		sb_addc(&sb, '\n');
		free(text);
	}
	return sb_detach(&sb);
}

/* The file's text up to the end of line last: its declarations so far. */
static char *text_through_line(const struct source_file *sf, int last)
{
	const char *end = sf->content;
	int n;

	for (n = 0; n < last && end; n++) {
		end = strchr(end, '\n');
		if (end)
			end++;
	}
	return end ? xstrndup(sf->content, end - sf->content) :
		     xstrdup(sf->content);
}

/*
 * A cast that sparse reports inside macros of the file or its headers,
 * which cast only a byte pointer held in a struct member: cw1200's
 * WSM_GET32(buf) reads *(__le32 *)(buf)->data, rtw89's
 * RTW89_GET_MAC_C2H_REV_ACK_CAT(c2h->data) the third word of c2h->data.
 * The semantic patches give such a member at offset 0 low confidence
 * (it holds the start of a buffer or a position its owner keeps, like
 * skb->data); they cannot see into the macro, so this gives the same.
 * Not when a macro of the tree's headers may make the cast instead.
 */
static int sparse_cast_of_member(const struct check *c,
				 const struct source_file *sf,
				 struct macro_set **macros,
				 struct finding *f, int last)
{
	char *text, *before, *macro, *operand;
	int found = 0;

	if (!c->sparse_filter)
		return 0;
	text = statement_text(sf, f->line, last);
	if (!sparse_filter_match(c->sparse_filter, text)) {
		if (!*macros) {
			char *path = file_path(c, sf);

			*macros = macro_set_new();
			macro_set_types(*macros, c->types_text);
			macro_set_scan(*macros, sf->content);
			any_local_header(path, sf->content, scan_macro_header,
					 *macros);
			free(path);
		}
		before = text_through_line(sf, last);
		found = macro_casts_member(*macros, text, before, &macro,
					   &operand);
		free(before);
	}
	if (found) {
		struct strbuf why;

		sb_init(&why);
		sb_addf(&why, "%s() casts %s, a byte pointer held in a struct member, which the semantic patches report at low confidence at offset 0",
			macro, operand);
		sparse_lower(f, why.buf);
		set_reason(f, "sparse-member-macro");
		sb_release(&why);
		free(macro);
		free(operand);
	}
	free(text);
	return found;
}


/*
 * Whether spatch has judged this line already: a finding in the statement
 * from LINE to LAST, or accesses through a pointer made on LINE.  spatch
 * followed that pointer to its accesses and gave them their confidence,
 * so sparse's cast warning there would be the same site again, at a
 * confidence that ignores where the pointer came from.  A struct overlay
 * is a member access, never one of sparse's __bitwise casts, and it is
 * not computed at all when low findings are hidden (-D hide_low): it
 * judges no line for sparse.
 */
static int spatch_judged_line(const struct finding_list *out, int from,
			      int line, int last)
{
	int i;

	for (i = from; i < out->nr; i++) {
		const struct finding *f = &out->items[i];

		if (!strcmp(f->rule, "unaligned-struct-overlay"))
			continue;
		if ((f->line >= line && f->line <= last) ||
		    f->made_on == line)
			return 1;
	}
	return 0;
}

/*
 * The last line of the statement that starts on LINE, at most 8 lines
 * on: sparse reports a cast in the arguments of a macro at the macro's
 * name, and spatch at the cast itself, which may be on a later line.
 */
static int statement_last_line(const struct source_file *sf, int line)
{
	int last;

	for (last = line; last < line + 8; last++) {
		char *text = line_text(sf, last);
		size_t n = strlen(text);
		int ends;

		while (n && strchr(" \t\r", text[n - 1]))
			n--;
		ends = !n || strchr(";{}", text[n - 1]);
		free(text);
		if (ends)
			break;
	}
	return last;
}

/* Findings of every tool, one per site, and the patches they refer to. */
void check_findings(struct check *c, struct finding_list *out,
		    struct patch_set *patches)
{
	int i, t;

	for (i = 0; i < c->nr; i++) {
		struct source_file *sf = &c->files[i];
		struct macro_set *macros = NULL;	/* read when needed */
		int first = out->nr;

		for (t = 0; t < c->nr_tools; t++) {
			const char *line, *end;
			struct file_patch *fp = NULL;

			if (!sf->have_result[t])
				continue;
			if (*sf->result[t].patch) {
				int before = patches->nr;

				patch_parse(sf->result[t].patch, patches);
				if (patches->nr > before) {
					fp = &patches->items[before];
					free(fp->path);
					fp->path = xstrdup(sf->display);
				}
			}
			for (line = sf->result[t].report; *line;
			     line = *end ? end + 1 : end) {
				struct finding tmp, *f;
				char *text;
				int ok;

				end = strchr(line, '\n');
				if (!end)
					end = line + strlen(line);
				text = xstrndup(line, end - line);
				memset(&tmp, 0, sizeof(tmp));
				ok = c->tools[t].kind == TOOL_SPATCH ?
					parse_spatch_line(text, &tmp) :
					parse_sparse_line(text, &tmp);
				free(text);
				if (ok)
					continue;
				/* sparse only adds the sites spatch missed */
				if (c->tools[t].kind == TOOL_SPARSE) {
					int last = statement_last_line(sf, tmp.line);

					if (spatch_judged_line(out, first, tmp.line,
							       last) ||
					    sparse_cast_is_safe(sf, &tmp)) {
						free(tmp.file);
						free(tmp.rule);
						free(tmp.message);
						free(tmp.reason);
						continue;
					}
					if (sparse_cast_written_out(sf, &tmp, last)) {
						sparse_lower(&tmp, "the cast is written out here, and the semantic patches found no unaligned access through it");
						set_reason(&tmp, "sparse-cast-written-out");
					} else {
						sparse_cast_of_member(c, sf, &macros,
								      &tmp, last);
					}
				}
				f = finding_add(out);
				*f = tmp;
				free(f->file);
				f->file = xstrdup(sf->display);
				f->source_line = line_text(sf, f->line);
				if (fp)
					f->fix = hunk_covering(fp, f->line);
			}
		}
		macro_set_free(macros);
	}
	/* the hunk pointers stay valid: the patch set is not grown again */
	finding_list_sort(out);
}
