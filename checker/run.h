/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef RUN_H
#define RUN_H

/* One child process: argv run in cwd, stdout and stderr to files. */
struct job {
	char **argv;
	const char *cwd;
	char *out_path;
	char *err_path;
	int pid;
	int status;		/* exit status, or -1 if it could not run */
	unsigned long long memory_limit;	/* bytes of address space; 0: none */
	void *data;
};

/* A NULL-terminated, growable argv. */
struct argv_list {
	char **v;
	int nr;
	int alloc;
};

void argv_push(struct argv_list *a, const char *arg);
void argv_free(struct argv_list *a);

int run_command(char **argv, const char *cwd, const char *out_path,
		const char *err_path);
int have_program(const char *name);

typedef void (*job_done_fn)(struct job *job, void *ctx);

/* Run the jobs, at most max at a time; done() is called as each ends. */
void run_jobs(struct job *jobs, int nr, int max, job_done_fn done,
	      void *ctx);

#endif
