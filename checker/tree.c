// SPDX-License-Identifier: GPL-2.0-only
/*
 * The kernel tree: the cache directory, the default linux-source-6.12
 * tree extracted into it, and the generated headers sparse and
 * header-parsing spatch need.
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>

#include "run.h"
#include "tree.h"
#include "util.h"

#define SOURCE_TARBALL "/usr/src/linux-source-6.12.tar.xz"
#define SOURCE_NAME "linux-source-6.12"

char *cache_dir(void)
{
	const char *env = getenv("UNALIGNED_CACHE");
	const char *home;
	char *dir;

	if (env && *env)
		return xstrdup(env);
	env = getenv("XDG_CACHE_HOME");
	if (env && *env)
		return path_join(env, "unaligned-check");
	home = getenv("HOME");
	dir = path_join(home && *home ? home : "/tmp", ".cache");
	env = dir;
	dir = path_join(env, "unaligned-check");
	free((char *)env);
	return dir;
}

int cache_writable(const char *cache)
{
	char *tmp = path_join(cache, "tmp");
	int ret = 0;

	if (mkdir_p(cache) < 0 || access(cache, W_OK) < 0 ||
	    mkdir_p(tmp) < 0 || access(tmp, W_OK) < 0) {
		error_msg("the cache %s is not writable (%s); set UNALIGNED_CACHE to a directory you can write, e.g. UNALIGNED_CACHE=$HOME/.cache/unaligned-check",
			  cache, strerror(errno));
		ret = -1;
	}
	free(tmp);
	return ret;
}

static int looks_like_kernel(const char *root)
{
	char *mk = path_join(root, "Makefile");
	char *inc = path_join(root, "include/linux");
	int ok = is_file(mk) && is_dir(inc);

	free(mk);
	free(inc);
	return ok;
}

int tree_looks_like_kernel(const char *root)
{
	return looks_like_kernel(root);
}

/* A kernel's top-level Makefile starts with "VERSION = N". */
static int is_kernel_top(const char *dir)
{
	char *mk = path_join(dir, "Makefile");
	char *kbuild = path_join(dir, "Kbuild");
	char *text = is_file(kbuild) ? read_file(mk, NULL) : NULL;
	const char *p;
	int ok = 0;

	for (p = text; p && *p && !ok; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : "")
		ok = starts_with(p, "VERSION =");
	free(text);
	free(kbuild);
	free(mk);
	return ok;
}

char *tree_enclosing(const char *dir)
{
	char real[PATH_MAX];
	char *slash;

	if (!realpath(dir, real))
		return NULL;
	for (;;) {
		if (is_kernel_top(real))
			return xstrdup(real);
		slash = strrchr(real, '/');
		if (!slash || slash == real)
			return NULL;
		*slash = '\0';
	}
}

int tree_open(struct tree *t, const char *dir, const char *cache)
{
	char real[PATH_MAX];
	char name[32];
	char *p;

	memset(t, 0, sizeof(*t));
	if (!realpath(dir, real)) {
		error_msg("cannot open tree %s: %s", dir, strerror(errno));
		return -1;
	}
	if (!looks_like_kernel(real)) {
		error_msg("%s is not a kernel tree (no Makefile and include/linux)",
			  dir);
		return -1;
	}
	t->root = xstrdup(real);
	snprintf(name, sizeof(name), "tree-%016llx",
		 (unsigned long long)hash_bytes(HASH_INIT, real, strlen(real)));
	t->cache = path_join(cache, name);
	if (mkdir_p(t->cache) < 0) {
		error_msg("cannot create %s: %s", t->cache, strerror(errno));
		return -1;
	}
	p = path_join(t->root, "include/linux/unaligned.h");
	t->linux_unaligned = is_file(p);
	free(p);
	return 0;
}

/* Remove extraction directories left by runs that were interrupted. */
static void remove_stale_extractions(const char *cache)
{
	DIR *d = opendir(cache);
	struct dirent *e;

	if (!d)
		return;
	while ((e = readdir(d))) {
		char *rm[] = { "rm", "-rf", NULL, NULL };
		long pid;

		if (strncmp(e->d_name, "extract.", 8))
			continue;
		pid = strtol(e->d_name + 8, NULL, 10);
		if (pid > 0 && kill(pid, 0) == 0)
			continue;
		rm[2] = path_join(cache, e->d_name);
		run_command(rm, NULL, NULL, NULL);
		free(rm[2]);
	}
	closedir(d);
}

/*
 * Extract the linux-source package's tarball into the cache: into a
 * private directory first, then rename(), so that a half-extracted tree
 * is never mistaken for a whole one.
 */
static int extract_default_tree(const char *cache, const char *final)
{
	char tmp_name[64];
	char *tmp, *inner;
	char *tar[] = { "tar", "-xJf", SOURCE_TARBALL, "-C", NULL, NULL };
	int status;

	if (!is_file(SOURCE_TARBALL)) {
		error_msg("%s is missing; run: apt-get install -y linux-source-6.12",
			  SOURCE_TARBALL);
		return -1;
	}
	remove_stale_extractions(cache);
	snprintf(tmp_name, sizeof(tmp_name), "extract.%ld", (long)getpid());
	tmp = path_join(cache, tmp_name);
	if (mkdir_p(tmp) < 0) {
		error_msg("cannot create %s: %s", tmp, strerror(errno));
		free(tmp);
		return -1;
	}
	note_msg("extracting %s into %s (once)",
		SOURCE_TARBALL, final);
	tar[4] = tmp;
	status = run_command(tar, NULL, NULL, NULL);
	inner = path_join(tmp, SOURCE_NAME);
	if (status != 0 || rename(inner, final) < 0) {
		error_msg("extracting %s failed", SOURCE_TARBALL);
		free(inner);
		free(tmp);
		return -1;
	}
	rmdir(tmp);
	free(inner);
	free(tmp);
	return 0;
}

int tree_open_default(struct tree *t, const char *cache)
{
	char *root = path_join(cache, SOURCE_NAME);
	int ret;

	if (mkdir_p(cache) < 0) {
		error_msg("cannot create cache %s: %s", cache, strerror(errno));
		free(root);
		return -1;
	}
	if (!is_dir(root) && extract_default_tree(cache, root) < 0) {
		free(root);
		return -1;
	}
	ret = tree_open(t, root, cache);
	free(root);
	if (!ret)
		t->cached_default = 1;
	return ret;
}

static int has_generated_headers(const char *dir)
{
	char *p = path_join(dir, "include/generated/autoconf.h");
	int ok = is_file(p);

	free(p);
	return ok;
}

/*
 * Generated headers: the tree's own when it is configured, else an
 * x86_64 defconfig "make prepare" in the cache, never in the tree.
 */
static int lock_tree_cache(const struct tree *t);
static int run_prepare(struct tree *t, const char *build, int jobs);

int tree_prepare(struct tree *t, int jobs)
{
	char *build;
	int lock, status;

	if (t->build)
		return 0;
	if (has_generated_headers(t->root)) {
		t->build = xstrdup(t->root);
		return 0;
	}
	build = path_join(t->cache, "build");
	if (has_generated_headers(build)) {
		t->build = build;
		return 0;
	}
	/* two first runs at once: one prepares, the other waits for it */
	lock = lock_tree_cache(t);
	if (lock < 0) {
		free(build);
		return -1;
	}
	if (has_generated_headers(build)) {
		close(lock);
		t->build = build;
		return 0;
	}
	status = run_prepare(t, build, jobs);
	close(lock);
	if (status < 0) {
		free(build);
		return -1;
	}
	t->build = build;
	return 0;
}

/* An exclusive lock on the tree's cache directory, or -1. */
static int lock_tree_cache(const struct tree *t)
{
	char *path = path_join(t->cache, "lock");
	int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);

	if (fd < 0) {
		error_msg("cannot open %s: %s", path, strerror(errno));
		free(path);
		return -1;
	}
	if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
		note_msg("waiting for another run that prepares %s", t->cache);
		while (flock(fd, LOCK_EX) < 0) {
			if (errno != EINTR) {
				error_msg("cannot lock %s: %s", path,
					  strerror(errno));
				close(fd);
				free(path);
				return -1;
			}
		}
	}
	free(path);
	return fd;
}

static int run_prepare(struct tree *t, const char *build, int jobs)
{
	struct argv_list make = { 0 };
	char *log, *odir, *jflag;
	int status;

	if (!have_program("make") || !have_program("gcc") ||
	    !have_program("flex") || !have_program("bison")) {
		error_msg("make prepare needs make, gcc, flex and bison; run: apt-get install -y make gcc flex bison bc libelf-dev libssl-dev");
		return -1;
	}
	log = path_join(t->cache, "prepare.log");
	note_msg("preparing generated headers in %s (once; log: %s)",
		build, log);
	odir = xmalloc(strlen(build) + 3);
	sprintf(odir, "O=%s", build);
	jflag = xmalloc(16);
	snprintf(jflag, 16, "-j%d", jobs);
	argv_push(&make, "make");
	argv_push(&make, "-C");
	argv_push(&make, t->root);
	argv_push(&make, odir);
	argv_push(&make, jflag);
	argv_push(&make, "ARCH=x86_64");
	argv_push(&make, "defconfig");
	argv_push(&make, "prepare");
	status = run_command(make.v, NULL, log, log);
	argv_free(&make);
	free(odir);
	free(jflag);
	if (status != 0 || !has_generated_headers(build)) {
		error_msg("make prepare failed for %s; see %s", t->root, log);
		free(log);
		return -1;
	}
	free(log);
	return 0;
}

/*
 * The include options kbuild passes for x86_64 (LINUXINCLUDE), as "-I" and
 * the directory in two arguments: spatch does not take "-Idir".
 */
void tree_include_args(const struct tree *t,
		       void (*push)(void *, const char *), void *ctx)
{
	static const char *const src_dirs[] = {
		"arch/x86/include", "include", "arch/x86/include/uapi",
		"include/uapi",
	};
	static const char *const gen_dirs[] = {
		"arch/x86/include/generated", "include",
		"arch/x86/include/generated/uapi", "include/generated/uapi",
	};
	struct strbuf sb;
	int i;

	sb_init(&sb);
	for (i = 0; i < 4; i++) {
		sb.len = 0;
		sb_addf(&sb, "%s/%s", t->root, src_dirs[i]);
		push(ctx, "-I");
		push(ctx, sb.buf);
		if (t->build) {
			sb.len = 0;
			sb_addf(&sb, "%s/%s", t->build, gen_dirs[i]);
			push(ctx, "-I");
			push(ctx, sb.buf);
		}
	}
	sb_release(&sb);
}

/* "drivers/net/usb/catc.c" for a path below the root, else NULL. */
char *tree_relative(const struct tree *t, const char *abs_path)
{
	size_t n = strlen(t->root);

	if (strncmp(abs_path, t->root, n) || abs_path[n] != '/')
		return NULL;
	return xstrdup(abs_path + n + 1);
}
