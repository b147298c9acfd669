// SPDX-License-Identifier: GPL-2.0-only
/* Running child processes, alone or several at once. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "run.h"
#include "signals.h"
#include "util.h"

void argv_push(struct argv_list *a, const char *arg)
{
	if (a->nr + 2 > a->alloc) {
		a->alloc = a->alloc ? a->alloc * 2 : 16;
		a->v = xrealloc(a->v, a->alloc * sizeof(*a->v));
	}
	a->v[a->nr++] = xstrdup(arg);
	a->v[a->nr] = NULL;
}

void argv_free(struct argv_list *a)
{
	int i;

	for (i = 0; i < a->nr; i++)
		free(a->v[i]);
	free(a->v);
	a->v = NULL;
	a->nr = a->alloc = 0;
}

static void redirect(int fd, const char *path)
{
	int f = open(path ? path : "/dev/null",
		     O_WRONLY | O_CREAT | O_TRUNC, 0644);

	if (f < 0)
		_exit(127);
	dup2(f, fd);
	close(f);
}

static int start(char **argv, const char *cwd, const char *out_path,
		 const char *err_path, unsigned long long memory_limit)
{
	int pid = fork();

	if (pid < 0)
		return -1;
	if (pid == 0) {
		int in = open("/dev/null", O_RDONLY);

		/* its own group: a signal to the checker ends it and its children */
		setpgid(0, 0);
		if (in >= 0) {
			dup2(in, 0);
			close(in);
		}
		redirect(1, out_path);
		redirect(2, err_path);
		if (memory_limit) {
			struct rlimit rl = { memory_limit, memory_limit };

			setrlimit(RLIMIT_AS, &rl);
		}
		if (cwd && chdir(cwd) < 0)
			_exit(127);
		execvp(argv[0], argv);
		_exit(127);
	}
	setpgid(pid, pid);
	child_started(pid);
	return pid;
}

static int exit_status(int wstatus)
{
	if (WIFEXITED(wstatus))
		return WEXITSTATUS(wstatus);
	return 128 + (WIFSIGNALED(wstatus) ? WTERMSIG(wstatus) : 0);
}

int run_command(char **argv, const char *cwd, const char *out_path,
		const char *err_path)
{
	int wstatus, pid = start(argv, cwd, out_path, err_path, 0);

	if (pid < 0)
		return -1;
	while (waitpid(pid, &wstatus, 0) < 0)
		if (errno != EINTR)
			return -1;
	child_ended(pid);
	return exit_status(wstatus);
}

int have_program(const char *name)
{
	const char *path = getenv("PATH");
	char *copy, *dir, *save = NULL;
	int found = 0;

	if (strchr(name, '/'))
		return access(name, X_OK) == 0;
	copy = xstrdup(path ? path : "/usr/bin:/bin");
	for (dir = strtok_r(copy, ":", &save); dir && !found;
	     dir = strtok_r(NULL, ":", &save)) {
		char *full = path_join(dir, name);

		found = access(full, X_OK) == 0;
		free(full);
	}
	free(copy);
	return found;
}

void run_jobs(struct job *jobs, int nr, int max, job_done_fn done,
	      void *ctx)
{
	int next = 0, running = 0;

	while (next < nr || running) {
		int wstatus, pid, i;

		while (running < max && next < nr) {
			struct job *j = &jobs[next++];

			j->pid = start(j->argv, j->cwd, j->out_path,
				       j->err_path, j->memory_limit);
			if (j->pid < 0) {
				j->status = -1;
				done(j, ctx);
				continue;
			}
			running++;
		}
		if (!running)
			break;
		pid = waitpid(-1, &wstatus, 0);
		if (pid < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		child_ended(pid);
		for (i = 0; i < nr; i++) {
			if (jobs[i].pid != pid)
				continue;
			jobs[i].pid = 0;
			jobs[i].status = exit_status(wstatus);
			running--;
			done(&jobs[i], ctx);
			break;
		}
	}
}
