// SPDX-License-Identifier: GPL-2.0-only
/* What spatch says when it did not check a file, and the limits it gets. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "giveup.h"
#include "util.h"

#define BASE_TIMEOUT 120
#define TIMEOUT_STEP (256 * 1024)
#define MAX_TIMEOUT 3600

char *giveup_reason(const char *line, size_t len, const char *path)
{
	size_t n = strlen(path);

	if (len < 5 + 4 + n || strncmp(line, "EXN: ", 5))
		return NULL;
	if (strncmp(line + len - n - 4, " in ", 4) ||
	    strncmp(line + len - n, path, n))
		return NULL;
	return xstrndup(line + 5, len - n - 4 - 5);
}

static int says_why(const char *line)
{
	return starts_with(line, "Fatal error") || starts_with(line, "EXN") ||
	       strstr(line, "xception") || strstr(line, "rror:");
}

char *failure_reason(const char *err)
{
	const char *line, *end, *why = NULL, *why_end = NULL;

	for (line = err; line && *line; line = *end ? end + 1 : NULL) {
		end = strchr(line, '\n');
		if (!end)
			end = line + strlen(line);
		if (end > line && (says_why(line) || !why)) {
			why = line;
			why_end = end;
			if (says_why(line))
				break;
		}
		if (!*end)
			break;
	}
	if (!why)
		return xstrdup("no output");
	if (why_end - why > 200)
		why_end = why + 200;
	return xstrndup(why, why_end - why);
}

int spatch_timeout(size_t largest)
{
	const char *env = getenv("UNALIGNED_SPATCH_TIMEOUT");
	long base = env && *env ? atol(env) : BASE_TIMEOUT;
	long t;

	if (base < 1)
		base = BASE_TIMEOUT;
	t = base + base * (long)(largest / TIMEOUT_STEP);
	return t > MAX_TIMEOUT && base < MAX_TIMEOUT ? MAX_TIMEOUT : t;
}

unsigned long long spatch_memory_limit(int jobs)
{
	long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);
	unsigned long long total, share;

	if (pages <= 0 || size <= 0)
		return 0;
	total = (unsigned long long)pages * size;
	share = total / (jobs > 0 ? jobs : 1);
	/* never below 2 GiB: the tree's type table alone takes hundreds */
	if (share < 2ULL << 30)
		share = 2ULL << 30;
	return share;
}
