// SPDX-License-Identifier: GPL-2.0-only
/* The result cache: one small file per (tool, file content, settings). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cache.h"
#include "util.h"
#include "version.h"

#define MAGIC "unaligned-check result " RESULT_FORMAT_VERSION "\n"

char *cache_results_dir(const char *cache)
{
	const char *env = getenv("UNALIGNED_RESULTS");

	return env && *env ? xstrdup(env) : path_join(cache, "results");
}

char *cache_result_path(const char *dir, uint64_t key)
{
	char name[64];

	snprintf(name, sizeof(name), "%02x/%016llx",
		 (unsigned int)(key >> 56), (unsigned long long)key);
	return path_join(dir, name);
}

/* "NAME LEN\n" then LEN bytes; returns the text after it, or NULL. */
static const char *read_section(const char *p, const char *end,
				const char *name, char **out)
{
	size_t n = strlen(name);
	char *e;
	unsigned long len;

	if ((size_t)(end - p) < n + 2 || strncmp(p, name, n) || p[n] != ' ')
		return NULL;
	len = strtoul(p + n + 1, &e, 10);
	if (*e != '\n' || (size_t)(end - (e + 1)) < len)
		return NULL;
	*out = xstrndup(e + 1, len);
	return e + 1 + len;
}

int cache_load(const char *path, struct cached_result *r)
{
	size_t len;
	char *text = read_file(path, &len);
	const char *p, *end;
	char *errors = NULL;

	memset(r, 0, sizeof(*r));
	if (!text)
		return -1;
	end = text + len;
	p = starts_with(text, MAGIC) ? text + strlen(MAGIC) : NULL;
	if (p)
		p = read_section(p, end, "parse-errors", &errors);
	if (p)
		p = read_section(p, end, "report", &r->report);
	if (p)
		p = read_section(p, end, "patch", &r->patch);
	if (p)
		p = read_section(p, end, "reads", &r->reads);
	free(text);
	if (!p) {
		free(errors);
		cached_result_release(r);
		return -1;
	}
	r->parse_errors = atoi(errors);
	free(errors);
	return 0;
}

void cached_result_release(struct cached_result *r)
{
	free(r->report);
	free(r->patch);
	free(r->reads);
	memset(r, 0, sizeof(*r));
}

int cache_store(const char *path, const struct cached_result *r,
		const char *reads)
{
	struct strbuf sb;
	char num[16];
	char *dir = xstrdup(path);
	int ret;

	*strrchr(dir, '/') = '\0';
	mkdir_p(dir);
	free(dir);
	snprintf(num, sizeof(num), "%d", r->parse_errors);
	sb_init(&sb);
	sb_adds(&sb, MAGIC);
	sb_addf(&sb, "parse-errors %zu\n%s", strlen(num), num);
	sb_addf(&sb, "report %zu\n%s", strlen(r->report), r->report);
	sb_addf(&sb, "patch %zu\n%s", strlen(r->patch), r->patch);
	sb_addf(&sb, "reads %zu\n%s", strlen(reads), reads);
	ret = write_file_atomic(path, sb.buf, sb.len);
	sb_release(&sb);
	return ret;
}
