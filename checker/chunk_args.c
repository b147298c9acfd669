// SPDX-License-Identifier: GPL-2.0-only
/* A chunk's command line: its files, and the types its files need. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "chunk.h"
#include "giveup.h"
#include "local_headers.h"
#include "reads.h"
#include "run.h"
#include "tools.h"
#include "typetable.h"
#include "util.h"

struct types_scan {
	struct typetable *table;
	struct strbuf reads;	/* READ records of the headers scanned */
};

static int scan_types_header(const char *path, const char *text, size_t len,
			     void *ctx)
{
	struct types_scan *scan = ctx;

	typetable_scan(scan->table, text);
	reads_add_file(&scan->reads, path, text, len);
	return 0;		/* go on: read every header */
}

/*
 * The type table for a chunk: the structs of the headers beside its
 * files (pegasus.h: "__u8 tx_buff[PEGASUS_MTU]"), then the tree's. Each
 * file's results depend on all of those headers: they are its
 * type_reads, part of its cache key.
 */
static char *chunk_types(struct check *c, const struct chunk *ch)
{
	struct types_scan scan;
	struct typetable *local = typetable_new();
	char *rendered;
	struct strbuf sb;
	int i;

	scan.table = local;
	sb_init(&scan.reads);
	for (i = 0; i < ch->nr; i++) {
		const struct source_file *f = &c->files[ch->files[i]];
		char *path = check_file_path(c, f);

		each_local_header(path, f->content, scan_types_header, &scan);
		free(path);
	}
	/* the semantic patch's run (tool 0) is the one whose key it is */
	for (i = 0; ch->tool == 0 && i < ch->nr; i++) {
		struct source_file *f = &c->files[ch->files[i]];

		free(f->type_reads);
		f->type_reads = xstrdup(scan.reads.buf ? scan.reads.buf : "");
	}
	sb_release(&scan.reads);
	rendered = typetable_render(local);
	typetable_free(local);
	sb_init(&sb);
	sb_adds(&sb, "/* the headers beside the files */\n");
	sb_adds(&sb, rendered);
	sb_adds(&sb, c->types_text);
	free(rendered);
	return sb_detach(&sb);
}

/* The largest file's time: a give-up is never cached (giveup.c). */
static void push_timeout(const struct check *c, const struct chunk *ch,
			 struct argv_list *a)
{
	size_t largest = 0;
	char num[16];
	int i;

	for (i = 0; i < ch->nr; i++)
		if (c->files[ch->files[i]].len > largest)
			largest = c->files[ch->files[i]].len;
	snprintf(num, sizeof(num), "%d", spatch_timeout(largest));
	argv_push(a, "--timeout");
	argv_push(a, num);
}

/*
 * spatch takes the files of one command line as one group, whose rule
 * dependencies are shared: a groups file with one file a group keeps
 * them apart.
 */
static int spatch_chunk_argv(struct check *c, struct chunk *ch,
			     struct argv_list *a, const char *groups)
{
	const struct tool *t = &c->tools[ch->tool];
	/* a file whose rewrites overlap runs alone, without patch mode */
	int no_patch = ch->nr == 1 && c->files[ch->files[0]].no_rewrites;
	struct strbuf sb;
	int i;

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
		spatch_args(c, t, a, types, no_patch);
		free(subset);
		free(types);
		free(texts);
	} else {
		spatch_args(c, t, a, NULL, no_patch);
	}
	push_timeout(c, ch, a);
	argv_push(a, "--file-groups");
	argv_push(a, groups);
	return 0;
}

static void sparse_chunk_argv(struct check *c, struct chunk *ch,
			      struct argv_list *a)
{
	int i;

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
	for (i = 0; i < ch->nr; i++)
		argv_push(a, c->files[ch->files[i]].run_path);
}

int chunk_argv(struct check *c, struct chunk *ch, struct argv_list *a,
	       const char *groups)
{
	if (c->tools[ch->tool].kind == TOOL_SPATCH)
		return spatch_chunk_argv(c, ch, a, groups);
	sparse_chunk_argv(c, ch, a);
	return 0;
}
