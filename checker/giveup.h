/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef GIVEUP_H
#define GIVEUP_H

#include <stddef.h>

/*
 * spatch's give-ups: "EXN: REASON in PATH" on stderr, with exit status 0,
 * for a file it did not finish (its --timeout, a stack overflow, a Python
 * exception in the semantic patch). Such a file was not checked.
 */

/* The reason when line is a give-up on path, else NULL (malloc'd). */
char *giveup_reason(const char *line, size_t len, const char *path);

/* The line of a failed tool's stderr that says why (malloc'd). */
char *failure_reason(const char *err);

/*
 * spatch's --timeout for a chunk whose largest file has this many
 * bytes: UNALIGNED_SPATCH_TIMEOUT (default 120 s), and as much again for
 * every 256 KiB, up to an hour.
 */
int spatch_timeout(size_t largest);

/*
 * The memory one spatch may take (bytes; 0: no limit): the machine's
 * memory shared by the jobs, so that one huge file ends in "out of
 * memory" for that file, not in the kernel's OOM killer for the run.
 */
unsigned long long spatch_memory_limit(int jobs);

#endif
