/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef READS_H
#define READS_H

#include <stddef.h>
#include <stdint.h>

#include "util.h"

/*
 * What the analysis of a file read, as the semantic patch reports it in
 * its READ records (docs/record-format.md), kept with the file's cached
 * results: one "KIND DIGEST PATH" line each.
 *   file DIGEST PATH   the bytes of PATH: "CRC32-LENGTH", or "-"
 *   list DIGEST DIR    the sorted .c and .h names in DIR, joined by '\n'
 *   stat KIND PATH     "f" a file, "d" a directory, "-" neither
 * A relative PATH is relative to the directory the tools ran in.
 */

/* The CRC-32 of zlib (and of Python's zlib.crc32()). */
uint32_t crc32_bytes(uint32_t crc, const void *data, size_t len);

/* The digest of a file's bytes: "CRC32-LENGTH". */
void reads_digest(struct strbuf *out, const char *data, size_t len);

/* What the record KIND of path says now, or NULL for an unknown KIND. */
char *reads_now(const char *dir, const char *kind, const char *path);

/*
 * Does every record of reads still hold? Digests of the same path are
 * worked out once per run: the cache is looked up before any tool runs.
 */
int reads_current(const char *dir, const char *reads);

/* The record of a file read by the checker itself (the type table's). */
void reads_add_file(struct strbuf *reads, const char *path,
		    const char *data, size_t len);

/*
 * The READ record in line, a line of spatch's output for path, as
 * "KIND DIGEST PATH" appended to *reads; 0, or -1 when it is not one.
 */
int reads_parse(const char *line, size_t len, const char *path,
		char **reads);

#endif
