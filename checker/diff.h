/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef DIFF_H
#define DIFF_H

#include "finding.h"

/* Lines a change added to one file, from "git diff" output. */
struct changed_file {
	char *path;
	int *lines;
	int nr;
	int alloc;
};

struct changed_files {
	struct changed_file *items;
	int nr;
	int alloc;
};

void diff_parse_added(const char *text, struct changed_files *out);
const struct changed_file *changed_file_find(const struct changed_files *cf,
					     const char *path);
int line_was_added(const struct changed_file *cf, int line);

/* The rewrites spatch proposes for one file. */
struct file_patch {
	char *path;
	struct hunk *hunks;
	int nr;
	int alloc;
};

struct patch_set {
	struct file_patch *items;
	int nr;
	int alloc;
};

void patch_parse(const char *text, struct patch_set *out);
struct file_patch *patch_find(const struct patch_set *set, const char *path);
const struct hunk *hunk_covering(const struct file_patch *fp, int line);
int hunk_only_adds_includes(const struct hunk *h);
char *patch_apply(const char *content, const struct hunk *const *hunks,
		  int nr);

#endif
