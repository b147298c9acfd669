// SPDX-License-Identifier: GPL-2.0-only
/* What hides a finding: confidence, inline markers, the diff, a baseline. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "util.h"

#define BASELINE_HEADER "# unaligned-check baseline 1: file<TAB>rule<TAB>line text\n"

static void drop(struct finding *f)
{
	free(f->file);
	free(f->rule);
	free(f->message);
	free(f->reason);
	free(f->source_line);
	f->file = NULL;
}

static void compact(struct finding_list *list)
{
	int i, j = 0;

	for (i = 0; i < list->nr; i++)
		if (list->items[i].file)
			list->items[j++] = list->items[i];
	list->nr = j;
}

void filter_confidence(struct finding_list *list, enum confidence min)
{
	int i;

	for (i = 0; i < list->nr; i++)
		if (list->items[i].confidence < min)
			drop(&list->items[i]);
	compact(list);
}

int line_is_suppressed(const char *line, int *has_marker)
{
	const char *p = strstr(line, "unaligned-ok");

	*has_marker = p != NULL;
	if (!p)
		return 0;
	p += strlen("unaligned-ok");
	if (*p != ':')
		return 0;
	p++;
	while (*p == ' ' || *p == '\t')
		p++;
	/* a reason is some text before the comment ends */
	return *p && !starts_with(p, "*/") && isgraph((unsigned char)*p);
}

void filter_inline(struct finding_list *list, int *bad_markers)
{
	int i, marker;

	*bad_markers = 0;
	for (i = 0; i < list->nr; i++) {
		struct finding *f = &list->items[i];

		if (line_is_suppressed(f->source_line, &marker))
			drop(f);
		else if (marker)
			(*bad_markers)++;
	}
	compact(list);
}

void filter_added(struct finding_list *list, const struct changed_files *cf)
{
	int i;

	for (i = 0; i < list->nr; i++) {
		struct finding *f = &list->items[i];

		if (!line_was_added(changed_file_find(cf, f->file), f->line))
			drop(f);
	}
	compact(list);
}

/* Single spaces, no leading or trailing blanks: robust to re-indenting. */
char *normalise_line(const char *line)
{
	struct strbuf sb;
	const char *p;
	int space = 0;

	sb_init(&sb);
	for (p = line; *p; p++) {
		if (isspace((unsigned char)*p)) {
			space = sb.len > 0;
			continue;
		}
		if (space)
			sb_addc(&sb, ' ');
		space = 0;
		sb_addc(&sb, *p);
	}
	return sb_detach(&sb);
}

char *baseline_render(const struct finding_list *list)
{
	struct strbuf sb;
	int i;

	sb_init(&sb);
	sb_adds(&sb, BASELINE_HEADER);
	for (i = 0; i < list->nr; i++) {
		const struct finding *f = &list->items[i];
		char *norm = normalise_line(f->source_line);

		sb_addf(&sb, "%s\t%s\t%s\n", f->file, f->rule, norm);
		free(norm);
	}
	return sb_detach(&sb);
}

/*
 * Each baseline entry hides one finding with the same file, rule and
 * normalised line, wherever the line moved to. Returns -1 on a
 * malformed baseline.
 */
int filter_baseline(struct finding_list *list, const char *text)
{
	char *copy = xstrdup(text);
	char **entries = NULL;
	int nr = 0, alloc = 0, i, j;
	char *line, *save = NULL;

	if (!starts_with(text, "# unaligned-check baseline")) {
		free(copy);
		return -1;
	}
	for (line = strtok_r(copy, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		if (*line == '#')
			continue;
		if (!strchr(line, '\t') || !strchr(strchr(line, '\t') + 1, '\t')) {
			free(entries);
			free(copy);
			return -1;
		}
		if (nr == alloc) {
			alloc = alloc ? alloc * 2 : 32;
			entries = xrealloc(entries, alloc * sizeof(char *));
		}
		entries[nr++] = line;
	}
	for (i = 0; i < list->nr; i++) {
		struct finding *f = &list->items[i];
		char *norm = normalise_line(f->source_line);
		struct strbuf key;

		sb_init(&key);
		sb_addf(&key, "%s\t%s\t%s", f->file, f->rule, norm);
		for (j = 0; j < nr; j++) {
			if (entries[j] && !strcmp(entries[j], key.buf)) {
				entries[j] = NULL;	/* used up */
				drop(f);
				break;
			}
		}
		sb_release(&key);
		free(norm);
	}
	compact(list);
	free(entries);
	free(copy);
	return 0;
}
