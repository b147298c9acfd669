/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef WALK_H
#define WALK_H

typedef void (*walk_fn)(const char *path, void *ctx);

/* Call found() for each file below dir whose name ends in suffix, sorted. */
void walk_files(const char *dir, const char *suffix, walk_fn found, void *ctx);

#endif
