// SPDX-License-Identifier: GPL-2.0-only
/*
 * The files the analysis of a file read, reported by the semantic patch:
 * the second part of a cached result's key. The first, the file's own
 * content and the tools' settings, names the cache entry; the entry
 * holds these records, and is used only while each still holds.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "reads.h"
#include "run.h"

#define READ_MARK ": READ: "

uint32_t crc32_bytes(uint32_t crc, const void *data, size_t len)
{
	static uint32_t table[256];
	const unsigned char *p = data;
	size_t i;

	if (!table[1]) {
		uint32_t n, c;
		int k;

		for (n = 0; n < 256; n++) {
			c = n;
			for (k = 0; k < 8; k++)
				c = c & 1 ? 0xedb88320U ^ (c >> 1) : c >> 1;
			table[n] = c;
		}
	}
	crc = ~crc;
	for (i = 0; i < len; i++)
		crc = table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
	return ~crc;
}

void reads_digest(struct strbuf *out, const char *data, size_t len)
{
	sb_addf(out, "%08x-%zu", crc32_bytes(0, data, len), len);
}

static int compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* As sources_in() in cocci/unaligned/reads.py. */
static void list_digest(struct strbuf *out, const char *dir)
{
	struct argv_list names = { NULL, 0, 0 };
	struct strbuf joined;
	DIR *d = opendir(dir);
	struct dirent *e;
	int i;

	if (!d) {
		sb_adds(out, "-");
		return;
	}
	while ((e = readdir(d)))
		if (ends_with(e->d_name, ".c") || ends_with(e->d_name, ".h"))
			argv_push(&names, e->d_name);
	closedir(d);
	qsort(names.v, names.nr, sizeof(*names.v), compare_names);
	sb_init(&joined);
	for (i = 0; i < names.nr; i++) {
		if (i)
			sb_addc(&joined, '\n');
		sb_adds(&joined, names.v[i]);
	}
	reads_digest(out, joined.buf, joined.len);
	sb_release(&joined);
	argv_free(&names);
}

char *reads_now(const char *dir, const char *kind, const char *path)
{
	char *full = path[0] == '/' ? xstrdup(path) : path_join(dir, path);
	struct strbuf sb;
	struct stat st;

	sb_init(&sb);
	if (!strcmp(kind, "file")) {
		size_t len;
		char *data = read_file(full, &len);

		if (data)
			reads_digest(&sb, data, len);
		else
			sb_adds(&sb, "-");
		free(data);
	} else if (!strcmp(kind, "list")) {
		list_digest(&sb, full);
	} else if (!strcmp(kind, "stat")) {
		sb_adds(&sb, stat(full, &st) ? "-" : S_ISREG(st.st_mode) ? "f" :
			S_ISDIR(st.st_mode) ? "d" : "-");
	} else {
		sb_release(&sb);
		free(full);
		return NULL;
	}
	free(full);
	return sb_detach(&sb);
}

/* The digests worked out in this run: "KIND PATH" to digest. */
struct seen {
	char *what;
	char *digest;
	struct seen *next;
};

#define SEEN_BUCKETS 4096
static struct seen *seen[SEEN_BUCKETS];

static const char *digest_now(const char *dir, const char *kind,
			      const char *path)
{
	struct strbuf what;
	struct seen *s;
	uint64_t h;

	sb_init(&what);
	sb_addf(&what, "%s %s", kind, path);
	h = hash_bytes(HASH_INIT, what.buf, what.len) % SEEN_BUCKETS;
	for (s = seen[h]; s; s = s->next)
		if (!strcmp(s->what, what.buf))
			break;
	if (!s) {
		char *d = reads_now(dir, kind, path);

		if (!d) {
			sb_release(&what);
			return NULL;
		}
		s = xmalloc(sizeof(*s));
		s->what = sb_detach(&what);
		s->digest = d;
		s->next = seen[h];
		seen[h] = s;
	} else {
		sb_release(&what);
	}
	return s->digest;
}

int reads_current(const char *dir, const char *reads)
{
	const char *line, *end;

	for (line = reads; *line; line = *end ? end + 1 : end) {
		char kind[8], digest[32];
		const char *now;
		char *path;
		int n = 0;

		end = strchr(line, '\n');
		if (!end)
			end = line + strlen(line);
		if (sscanf(line, "%7s %31s %n", kind, digest, &n) != 2 || !n ||
		    line + n >= end)
			return 0;
		path = xstrndup(line + n, end - (line + n));
		now = digest_now(dir, kind, path);
		free(path);
		if (!now || strcmp(now, digest))
			return 0;
	}
	return 1;
}

void reads_add_file(struct strbuf *reads, const char *path,
		    const char *data, size_t len)
{
	sb_adds(reads, "file ");
	reads_digest(reads, data, len);
	sb_addf(reads, " %s\n", path);
}

int reads_parse(const char *line, size_t len, const char *path,
		char **reads)
{
	size_t n = strlen(path), m = strlen(READ_MARK);

	if (len <= n + m || strncmp(line, path, n) ||
	    strncmp(line + n, READ_MARK, m))
		return -1;
	append_line(reads, line + n + m, len - n - m);
	return 0;
}
