// SPDX-License-Identifier: GPL-2.0-only
/* The fields of a semantic patch record: "{key=value; key=value}". */
#include <string.h>

#include "record.h"
#include "util.h"

char *record_field(const char *line, const char *key)
{
	const char *block = strrchr(line, '{');
	const char *end, *p;
	size_t n = strlen(key);

	if (!block || !(end = strchr(block, '}')) || end[1] != '\0')
		return NULL;
	for (p = block + 1; p < end; p++) {
		size_t len = strcspn(p, ";}");

		while (*p == ' ')
			p++, len--;
		if (!strncmp(p, key, n) && p[n] == '=')
			return xstrndup(p + n + 1, len - n - 1);
		p += len;
	}
	return NULL;
}
