/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LOCAL_HEADERS_H
#define LOCAL_HEADERS_H

#include <stdint.h>

/*
 * How deep the rules follow #include "..." to read a driver header's
 * #defines: as define_bodies() in cocci/unaligned_access.cocci.
 */
#define LOCAL_HEADER_DEPTH 2

/* Calls fn with each name in #include "NAME" lines of content. */
void local_includes(const char *content,
		    void (*fn)(const char *name, void *ctx), void *ctx);

/*
 * h extended with the names and contents of the headers that the C file
 * at path (whose text is content) includes with quotes and that exist
 * beside it, LOCAL_HEADER_DEPTH levels deep: the rules read their
 * #defines, so a change to one must change the file's cache key.
 */
uint64_t hash_local_headers(uint64_t h, const char *path,
			    const char *content);

/*
 * Does fn return nonzero for the text of one of the headers beside path
 * that content includes with quotes, LOCAL_HEADER_DEPTH levels deep?
 */
int any_local_header(const char *path, const char *content,
		     int (*fn)(const char *text, void *ctx), void *ctx);

#endif
