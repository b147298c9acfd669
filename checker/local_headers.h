/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LOCAL_HEADERS_H
#define LOCAL_HEADERS_H

#include <stdint.h>

#include "run.h"

/*
 * How deep the rules follow #include "..." to read a driver header's
 * #defines: as define_bodies() in cocci/unaligned_access.cocci.
 */
#define LOCAL_HEADER_DEPTH 2

/*
 * The directories that the kbuild Makefile (or Kbuild) in dir adds with
 * -I: "-I $(src)/../" (iwlwifi's dvm/ includes "iwl-trans.h" from its
 * parent), "-I $(src)/libxfs", "-I $(srctree)/drivers/...". kbuild looks
 * there for #include "..." after the including file's own directory.
 */
void kbuild_include_dirs(const char *dir, struct argv_list *out);

/* The kbuild files of a directory that -I is read from, NULL-ended. */
extern const char *const kbuild_files[];

/*
 * The path of the header name that a file in dir includes with quotes:
 * dir/name, else the first of dirs that has it; NULL when none does.
 */
char *find_local_header(const struct argv_list *dirs, const char *dir,
			const char *name);

/* Calls fn with each name in #include "NAME" lines of content. */
void local_includes(const char *content,
		    void (*fn)(const char *name, void *ctx), void *ctx);

/*
 * h extended with the names and contents of the headers that the C file
 * at path (whose text is content) includes with quotes and that
 * find_local_header() finds, with the -I directories of the Makefile
 * beside the C file, LOCAL_HEADER_DEPTH levels deep: the rules read their
 * #defines, so a change to one must change the file's cache key.
 */
uint64_t hash_local_headers(uint64_t h, const char *path,
			    const char *content);

/*
 * Does fn return nonzero for the text of one of the headers of the C
 * file at path that content includes with quotes (found as for
 * hash_local_headers()), LOCAL_HEADER_DEPTH levels deep?
 */
int any_local_header(const char *path, const char *content,
		     int (*fn)(const char *text, void *ctx), void *ctx);

/*
 * h extended with the names and contents of the C files and headers in
 * the directory of path: the rules follow a callback in an ops table to
 * the calls of that table's member in the other files of the directory
 * (call_arguments() in cocci/unaligned_access.cocci), so a change to one
 * must change the file's cache key. The last directory's hash is kept:
 * files come directory by directory.
 */
uint64_t hash_directory_sources(uint64_t h, const char *path);

#endif
