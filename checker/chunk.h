/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef CHUNK_H
#define CHUNK_H

#include <stddef.h>

#include "check.h"
#include "run.h"

/* Some files of a check that one run of one tool reads. */
struct chunk {
	struct check *check;
	int tool;
	int *files;
	int nr;
	size_t bytes;		/* of its files, to balance the jobs */
	int first;		/* its place before sorting, for a stable order */
};

/*
 * The command line of the chunk's run; a spatch run also writes its list
 * of files to groups, and its types to groups + ".h". -1 on an error.
 */
int chunk_argv(struct check *c, struct chunk *ch, struct argv_list *a,
	       const char *groups);
/* The run's stdout and stderr, into each file's report, patch, give-up. */
void split_output(struct chunk *ch, const char *out, const char *err);

#endif
