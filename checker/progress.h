/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef PROGRESS_H
#define PROGRESS_H

struct check;

/* A one-line status on stderr while a long run goes on (a terminal only). */
void progress_start(struct check *c);
void progress_update(struct check *c);
void progress_end(struct check *c);

#endif
