// SPDX-License-Identifier: GPL-2.0-only
/* --fix: the rewrites of what was reported, as a patch or in place. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fix.h"
#include "util.h"

static int wanted(const struct finding_list *list, const struct hunk *h)
{
	int i;

	for (i = 0; i < list->nr; i++)
		if (list->items[i].fix == h)
			return 1;
	return 0;
}

/* The hunks of fp to apply, in order; returns how many. */
static int select_hunks(const struct finding_list *list,
			const struct file_patch *fp, const struct hunk **out)
{
	int i, n = 0, include = -1;

	for (i = 0; i < fp->nr; i++) {
		if (hunk_only_adds_includes(&fp->hunks[i]))
			include = i;
		else if (wanted(list, &fp->hunks[i]))
			out[n++] = &fp->hunks[i];
	}
	if (n && include >= 0) {
		/* keep old_start order */
		int at = 0;

		while (at < n && out[at]->old_start < fp->hunks[include].old_start)
			at++;
		memmove(out + at + 1, out + at, (n - at) * sizeof(*out));
		out[at] = &fp->hunks[include];
		n++;
	}
	return n;
}

void fix_print(struct strbuf *out, const struct finding_list *list,
	       const struct patch_set *patches)
{
	int i, j;

	for (i = 0; i < patches->nr; i++) {
		const struct file_patch *fp = &patches->items[i];
		const struct hunk **hunks = xmalloc((fp->nr + 1) * sizeof(*hunks));
		int n = select_hunks(list, fp, hunks), delta = 0;

		if (n)
			sb_addf(out, "--- a/%s\n+++ b/%s\n", fp->path, fp->path);
		for (j = 0; j < n; j++) {
			const struct hunk *h = hunks[j];
			int old_n = count_lines(h->old_text);
			int new_n = count_lines(h->new_text);
			const char *body = strchr(h->diff, '\n');

			/* renumber: hunks left out shift the new side */
			sb_addf(out, "@@ -%d,%d +%d,%d @@\n", h->old_start, old_n,
				h->old_start + delta, new_n);
			sb_adds(out, body ? body + 1 : "");
			delta += new_n - old_n;
		}
		free(hunks);
	}
}

int fix_in_place(const struct finding_list *list,
		 const struct patch_set *patches, const struct check *c,
		 int *fixed)
{
	int i, j, failed = 0;

	*fixed = 0;
	for (i = 0; i < patches->nr; i++) {
		const struct file_patch *fp = &patches->items[i];
		const struct hunk **hunks = xmalloc((fp->nr + 1) * sizeof(*hunks));
		int n = select_hunks(list, fp, hunks);
		const struct source_file *sf = NULL;
		char *path, *now, *rewritten;
		size_t len;
		int ret;

		for (j = 0; j < c->nr; j++)
			if (!strcmp(c->files[j].display, fp->path))
				sf = &c->files[j];
		if (!n || !sf) {
			free(hunks);
			continue;
		}
		path = xstrdup(sf->abs);
		now = read_file(path, &len);
		if (!now || len != sf->len || memcmp(now, sf->content, len)) {
			error_msg("%s changed since it was analysed; not rewritten",
				  fp->path);
			failed++;
			goto next;
		}
		rewritten = patch_apply(now, hunks, n);
		if (!rewritten) {
			error_msg("%s: the rewrite does not apply; not rewritten",
				  fp->path);
			failed++;
			goto next;
		}
		ret = replace_file(path, rewritten, strlen(rewritten),
				   sf->content, sf->len);
		if (ret == -2) {
			error_msg("%s changed while it was rewritten; not rewritten",
				  fp->path);
			failed++;
		} else if (ret < 0) {
			error_msg("cannot write %s: %s", path, strerror(errno));
			failed++;
		} else {
			for (j = 0; j < list->nr; j++)
				if (list->items[j].fix &&
				    !strcmp(list->items[j].file, fp->path))
					(*fixed)++;
			note_msg("rewrote %s", fp->path);
		}
		free(rewritten);
next:
		free(now);
		free(path);
		free(hunks);
	}
	return failed;
}
