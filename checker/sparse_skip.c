// SPDX-License-Identifier: GPL-2.0-only
/* The files in which sparse cannot warn need no sparse run. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "check.h"
#include "local_headers.h"
#include "sparse_filter.h"
#include "sparse_skip.h"
#include "util.h"

static int scan_local_header(const char *path, const char *text, size_t len,
			     void *ctx)
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
	path = check_file_path(c, f);
	local = sparse_filter_copy(c->sparse_filter);
	each_local_header(path, f->content, scan_local_header, local);
	sparse_filter_finish(local);
	ret = sparse_filter_match(local, f->content);
	sparse_filter_free(local);
	free(path);
	return ret;
}

void skip_sparse(struct check *c, int t)
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
		f->sparse_skipped = 1;
		c->sparse_skipped++;
	}
}

char *tell_sparse_skipped(struct check *c, const char *dir)
{
	struct strbuf sb;
	char name[64];
	char *path;
	int i;

	if (!c->sparse_skipped)
		return NULL;
	sb_init(&sb);
	for (i = 0; i < c->nr; i++)
		if (c->files[i].sparse_skipped)
			sb_addf(&sb, "%s\n", c->files[i].run_path);
	snprintf(name, sizeof(name), "%ld.sparse-skipped", (long)getpid());
	mkdir_p(dir);
	path = path_join(dir, name);
	if (write_file_atomic(path, sb.buf, sb.len) < 0) {
		/* every file then gets its records: slower, not wrong */
		free(path);
		path = NULL;
	} else {
		setenv("UNALIGNED_SPARSE_SKIPPED", path, 1);
	}
	sb_release(&sb);
	return path;
}
