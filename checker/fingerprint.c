// SPDX-License-Identifier: GPL-2.0-only
/*
 * A finding's fingerprint: file, rule, the line's normalised text and
 * how many identical ones come before it. Moving the line keeps it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "filter.h"
#include "output.h"

static uint64_t finding_key(const struct finding *f)
{
	char *norm = normalise_line(f->source_line ? f->source_line : "");
	uint64_t h = HASH_INIT;

	h = hash_bytes(h, f->file, strlen(f->file) + 1);
	h = hash_bytes(h, f->rule, strlen(f->rule) + 1);
	h = hash_bytes(h, norm, strlen(norm));
	free(norm);
	return h;
}

char *finding_fingerprint(const struct finding_list *list, int i)
{
	uint64_t key;
	char buf[40];
	int j, seen = 0;

	/* a merged report's: its source line is not at hand */
	if (list->items[i].fingerprint)
		return xstrdup(list->items[i].fingerprint);
	key = finding_key(&list->items[i]);

	for (j = 0; j < i; j++)
		if (finding_key(&list->items[j]) == key)
			seen++;
	snprintf(buf, sizeof(buf), "%016llx:%d", (unsigned long long)key,
		 seen + 1);
	return xstrdup(buf);
}
