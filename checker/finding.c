// SPDX-License-Identifier: GPL-2.0-only
/* The finding list: what every parser fills and every output format reads. */
#include <stdlib.h>
#include <string.h>

#include "finding.h"
#include "util.h"

struct finding *finding_add(struct finding_list *list)
{
	struct finding *f;

	if (list->nr == list->alloc) {
		list->alloc = list->alloc ? list->alloc * 2 : 16;
		list->items = xrealloc(list->items,
				       list->alloc * sizeof(*list->items));
	}
	f = &list->items[list->nr++];
	memset(f, 0, sizeof(*f));
	return f;
}

static int compare_findings(const void *a, const void *b)
{
	const struct finding *x = a, *y = b;
	int c = strcmp(x->file, y->file);

	if (c)
		return c;
	if (x->line != y->line)
		return x->line - y->line;
	if (x->col != y->col)
		return x->col - y->col;
	return strcmp(x->rule, y->rule);
}

void finding_list_sort(struct finding_list *list)
{
	if (list->nr)
		qsort(list->items, list->nr, sizeof(*list->items),
		      compare_findings);
}

void set_reason(struct finding *f, const char *reason)
{
	free(f->reason);
	f->reason = xstrdup(reason);
}

void finding_list_free(struct finding_list *list)
{
	int i;

	for (i = 0; i < list->nr; i++) {
		free(list->items[i].file);
		free(list->items[i].rule);
		free(list->items[i].message);
		free(list->items[i].reason);
		free(list->items[i].source_line);
	}
	free(list->items);
	list->items = NULL;
	list->nr = list->alloc = 0;
}

static const char *const confidence_names[] = {
	[CONF_LOW] = "low",
	[CONF_MODERATE] = "moderate",
	[CONF_HIGH] = "high",
};

const char *confidence_name(enum confidence c)
{
	return confidence_names[c];
}

int parse_confidence(const char *s, enum confidence *c)
{
	int i;

	for (i = CONF_LOW; i <= CONF_HIGH; i++) {
		if (!strcmp(s, confidence_names[i])) {
			*c = i;
			return 0;
		}
	}
	return -1;
}
