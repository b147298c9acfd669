// SPDX-License-Identifier: GPL-2.0-only
/*
 * Interrupted runs: end the tools (spatch, sparse, make, git) with the
 * checker and leave no temporaries. Everything a run writes for itself
 * goes below one directory named after its pid, so that a signal
 * handler can remove it in one step and a later run can tell a dead
 * run's leftovers from a live run's files.
 */
#define _XOPEN_SOURCE 700
#include <dirent.h>
#include <errno.h>
#include <ftw.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "signals.h"
#include "util.h"

#define MAX_CHILDREN 512

static volatile sig_atomic_t children[MAX_CHILDREN];
static char *tmp_dir;
static pid_t owner;

void child_started(int pid)
{
	int i;

	for (i = 0; i < MAX_CHILDREN; i++)
		if (!children[i]) {
			children[i] = pid;
			return;
		}
}

void child_ended(int pid)
{
	int i;

	for (i = 0; i < MAX_CHILDREN; i++)
		if (children[i] == pid)
			children[i] = 0;
}

/* Only async-signal-safe calls: kill, fork, execve, waitpid. */
static void remove_tree_now(const char *dir)
{
	char *const argv[] = { "rm", "-rf", (char *)dir, NULL };
	char *const envp[] = { NULL };
	pid_t pid = fork();
	int status;

	if (pid == 0) {
		execve("/bin/rm", argv, envp);
		_exit(127);
	}
	if (pid > 0)
		while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
			;
}

static void on_signal(int sig)
{
	int i;

	for (i = 0; i < MAX_CHILDREN; i++)
		if (children[i] > 0)
			kill(-children[i], SIGTERM);
	if (tmp_dir && getpid() == owner)
		remove_tree_now(tmp_dir);
	signal(sig, SIG_DFL);
	raise(sig);
}

static int remove_entry(const char *path, const struct stat *st, int flag,
			struct FTW *ftw)
{
	remove(path);
	return 0;
}

static void remove_tree(const char *dir)
{
	nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

static void at_exit(void)
{
	if (tmp_dir && getpid() == owner)
		remove_tree(tmp_dir);
}

/*
 * "run.PID", "stage.PID.X", "PID-N.out": leftovers of a run whose
 * process is gone (killed with SIGKILL, or a machine that rebooted).
 */
static void sweep_stale(const char *tmp)
{
	DIR *d = opendir(tmp);
	struct dirent *e;

	if (!d)
		return;
	while ((e = readdir(d))) {
		const char *p = e->d_name;
		char *end, *path;
		long pid;

		while (*p && (*p < '0' || *p > '9'))
			p++;
		if (p - e->d_name > 6 || !*p)
			continue;
		pid = strtol(p, &end, 10);
		if (pid <= 0 || (*end && *end != '.' && *end != '-'))
			continue;
		if (kill(pid, 0) == 0 || errno == EPERM)
			continue;
		path = path_join(tmp, e->d_name);
		remove_tree(path);
		free(path);
	}
	closedir(d);
}

void signals_init(const char *cache)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };
	char *tmp = path_join(cache, "tmp");
	char name[32];
	struct sigaction sa;
	unsigned int i;

	sweep_stale(tmp);
	snprintf(name, sizeof(name), "run.%ld", (long)getpid());
	tmp_dir = path_join(tmp, name);
	free(tmp);
	if (mkdir_p(tmp_dir) < 0) {
		error_msg("cannot create %s: %s", tmp_dir, strerror(errno));
		exit(2);
	}
	owner = getpid();
	atexit(at_exit);
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		sigaction(sigs[i], &sa, NULL);
}

const char *run_tmp_dir(void)
{
	return tmp_dir;
}
