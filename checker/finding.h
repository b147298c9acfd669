/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef FINDING_H
#define FINDING_H

enum confidence {
	CONF_LOW,
	CONF_MODERATE,
	CONF_HIGH,
};

/* One rewrite: old lines [old_start, old_start + old_count) become new_text. */
struct hunk {
	int old_start;
	int old_count;
	char *old_text;
	char *new_text;
	char *diff;		/* the hunk as printed, "@@ ... @@" line first */
};

struct finding {
	char *file;		/* relative to the tree root, or as given */
	int line;
	int col;		/* 1-based, as gcc counts */
	int end_col;
	char *rule;		/* stable id, e.g. unaligned-cast-read */
	enum confidence confidence;
	char *message;
	char *source_line;	/* the line's text, for baselines and fingerprints */
	const struct hunk *fix;	/* the rewrite covering this line, if any */
	const char *tool;	/* "coccinelle" or "sparse" */
	char *reason;		/* what set the confidence (REASONS in
				 * cocci/unaligned/confidence.py), or NULL */
	char *fingerprint;	/* as a merged report gave it, or NULL */
	int made_on;		/* the line the pointer was made on, or 0 */
};

struct finding_list {
	struct finding *items;
	int nr;
	int alloc;
};

struct finding *finding_add(struct finding_list *list);
void finding_list_sort(struct finding_list *list);
void finding_list_free(struct finding_list *list);

const char *confidence_name(enum confidence c);
void set_reason(struct finding *f, const char *reason);
int parse_confidence(const char *s, enum confidence *c);

#endif
