/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef LOCAL_HEADERS_H
#define LOCAL_HEADERS_H

#include <stddef.h>

#include "run.h"

/*
 * How deep the checker follows #include "..." for the structs it gives
 * spatch and the macros of sparse's prefilter (the rules read #defines
 * as deep: define_bodies() in cocci/unaligned/defines.py, but nothing
 * depends on the two agreeing: each side's reads are its own records).
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
 * The walk of the headers of the C file at path that content includes
 * with quotes, found by find_local_header() with the -I directories of
 * the Makefile beside the C file, LOCAL_HEADER_DEPTH levels deep: fn gets
 * each header's path and text, and stops the walk by returning nonzero.
 */
typedef int (*header_fn)(const char *path, const char *text, size_t len,
			 void *ctx);
int each_local_header(const char *path, const char *content, header_fn fn,
		      void *ctx);

#endif
