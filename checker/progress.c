// SPDX-License-Identifier: GPL-2.0-only
/* Files done, findings, rate and time left, redrawn in place on stderr. */
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "progress.h"

static int enabled(const struct check *c)
{
	if (c->opts->progress >= 0)
		return c->opts->progress;
	return isatty(2);
}

static double elapsed(const struct check *c)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (now.tv_sec - c->start.tv_sec) +
	       (now.tv_nsec - c->start.tv_nsec) / 1e9;
}

static void draw(struct check *c, int final)
{
	double t = elapsed(c);
	double done = c->jobs_total ? (double)c->jobs_done / c->jobs_total : 1;
	double rate = t > 0 ? c->files_done / t : 0;
	double left = done > 0 ? t / done - t : 0;

	fprintf(stderr, "\r%d/%d files, %d findings, %.1f files/s, %s %d:%02d ",
		c->files_done, c->nr, c->findings_seen, rate,
		final ? "took" : "left",
		(int)(final ? t : left) / 60, (int)(final ? t : left) % 60);
	if (final)
		fputc('\n', stderr);
}

void progress_start(struct check *c)
{
	if (enabled(c))
		draw(c, 0);
}

void progress_update(struct check *c)
{
	if (enabled(c))
		draw(c, 0);
}

void progress_end(struct check *c)
{
	if (enabled(c))
		draw(c, 1);
}
