/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef SIGNALS_H
#define SIGNALS_H

/*
 * The run's private directory for temporaries, cache/tmp/run.PID: removed
 * at exit and on SIGINT, SIGTERM and SIGHUP (which also end the tools
 * running), and swept by a later run when this one died without that.
 */
void signals_init(const char *cache);
const char *run_tmp_dir(void);

/* The children to end on a signal: each leads its own process group. */
void child_started(int pid);
void child_ended(int pid);

#endif
