// SPDX-License-Identifier: GPL-2.0-only
/*
 * kbuild's CHECK program: "make C=1 CHECK=checker/kbuild-check" runs
 *
 *	unaligned-check --kbuild $(CHECKFLAGS) $(c_flags) file.c
 *
 * in the build directory for every compiled file, as it runs sparse. The
 * compiler's flags (-I, -D, -include, --arch, -m...) replace the checker's
 * own x86_64 defaults, so that any ARCH and the user's .config are seen as
 * the build sees them. Findings are printed on stderr as gcc and sparse
 * print warnings; the exit status is 0, so that the build goes on, unless
 * -Wunaligned-error asks for 1.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "filter.h"
#include "kbuild.h"
#include "output.h"
#include "quote.h"
#include "tree.h"
#include "signals.h"
#include "util.h"

/* The kernel Makefile's CHECKFLAGS, for a CHECKFLAGS= that replaced them. */
static const char *const kernel_checkflags[] = {
	"-D__linux__", "-Dlinux", "-D__STDC__", "-Dunix", "-D__unix__",
	"-Wbitwise", "-Wno-return-void", "-Wno-unknown-attribute", NULL,
};

/* Compiler options whose value is the next argument when not joined. */
static const char *const value_options[] = {
	"-I", "-D", "-U", "-include", "-imacros", "-isystem", "-idirafter",
	"-iquote", "-x", "-o", "-MF", "-MT", "-MQ", NULL,
};

static int takes_value(const char *arg)
{
	int i;

	for (i = 0; value_options[i]; i++)
		if (!strcmp(arg, value_options[i]))
			return 1;
	return 0;
}

/* "-DNAME=VALUE" -> "NAME", for spatch's --defined. */
static char *macro_name(const char *def)
{
	return xstrndup(def, strcspn(def, "="));
}

static void add_define(struct kbuild_args *kb, const char *opt,
		       const char *def)
{
	char *name = macro_name(def);

	argv_push(&kb->spatch, opt);
	argv_push(&kb->spatch, name);
	free(name);
}

static int bad_kbuild_usage(const char *fmt, const char *arg)
{
	fputs("unaligned-check: --kbuild: ", stderr);
	fprintf(stderr, fmt, arg);
	fputs(" (see README.md, \"kbuild\")\n", stderr);
	return 2;
}

/*
 * The architecture kbuild builds for, from its include path
 * (-I.../arch/sparc/include): for sparse's --arch when CHECKFLAGS, which
 * carries the kernel's --arch=$(ARCH), was replaced on make's command line.
 */
static char *arch_from_includes(const struct argv_list *sparse, int m64)
{
	int i;

	for (i = 0; i < sparse->nr; i++) {
		const char *p = strstr(sparse->v[i], "arch/");
		const char *end;
		char *arch;

		if (strncmp(sparse->v[i], "-I", 2) || !p)
			continue;
		p += 5;
		end = strchr(p, '/');
		if (!end || strncmp(end, "/include", 8))
			continue;
		arch = xstrndup(p, end - p);
		if (!strcmp(arch, "x86")) {
			free(arch);
			return xstrdup(m64 ? "x86_64" : "i386");
		}
		if (!strcmp(arch, "sparc") && m64) {
			free(arch);
			return xstrdup("sparc64");
		}
		return arch;
	}
	return NULL;
}

int kbuild_parse(int argc, char **argv, struct options *opts,
		 struct kbuild_args *kb)
{
	int i, have_arch = 0, m64 = 0;

	memset(kb, 0, sizeof(*kb));
	for (i = 0; i < argc; i++) {
		const char *arg = argv[i];
		const char *v;

		/* the checker's own options, in CF= or CHECKFLAGS= */
		if (!strcmp(arg, "-Wunaligned-error")) {
			kb->fail = 1;
		} else if (!strcmp(arg, "--summary")) {
			kb->summary = 1;
		} else if (!strcmp(arg, "--no-sparse")) {
			opts->sparse = 0;
		} else if (!strcmp(arg, "--no-cache")) {
			opts->cache = 0;
		} else if (starts_with(arg, "--confidence=")) {
			v = arg + 13;
			if (parse_confidence(v, &opts->min_confidence))
				return bad_kbuild_usage("unknown confidence '%s'", v);
		} else if (starts_with(arg, "--types=")) {
			v = arg + 8;
			if (!strcmp(v, "table"))
				opts->types = TYPES_TABLE;
			else if (!strcmp(v, "headers"))
				opts->types = TYPES_HEADERS;
			else if (!strcmp(v, "none"))
				opts->types = TYPES_NONE;
			else
				return bad_kbuild_usage("unknown types mode '%s'", v);
		} else if (starts_with(arg, "--cocci-dir=")) {
			opts->cocci_dir = arg + 12;
		} else if (takes_value(arg)) {
			/* the compiler's: "-I DIR", "-include FILE", ... */
			if (i + 1 >= argc)
				return bad_kbuild_usage("%s needs a value", arg);
			argv_push(&kb->sparse, arg);
			argv_push(&kb->sparse, argv[++i]);
			if (!strcmp(arg, "-I")) {
				argv_push(&kb->spatch, "-I");
				argv_push(&kb->spatch, argv[i]);
			} else if (!strcmp(arg, "-D")) {
				add_define(kb, "--defined", argv[i]);
			} else if (!strcmp(arg, "-U")) {
				add_define(kb, "--undefined", argv[i]);
			}
		} else if (arg[0] == '-') {
			argv_push(&kb->sparse, arg);
			if (starts_with(arg, "--arch="))
				have_arch = 1;
			else if (!strcmp(arg, "-m64"))
				m64 = 1;
			if (starts_with(arg, "-I") && arg[2]) {
				/* spatch takes "-I DIR", not "-IDIR" */
				argv_push(&kb->spatch, "-I");
				argv_push(&kb->spatch, arg + 2);
			} else if (starts_with(arg, "-D") && arg[2]) {
				add_define(kb, "--defined", arg + 2);
			} else if (starts_with(arg, "-U") && arg[2]) {
				add_define(kb, "--undefined", arg + 2);
			}
		} else {
			if (kb->file)
				return bad_kbuild_usage("two files: '%s'", arg);
			kb->file = arg;
		}
	}
	if (!kb->file)
		return bad_kbuild_usage("%s", "no C file (kbuild passes it last)");
	if (!ends_with(kb->file, ".c") && !ends_with(kb->file, ".h"))
		return bad_kbuild_usage("%s: not a C file", kb->file);
	if (!have_arch) {
		char *arch = arch_from_includes(&kb->sparse, m64);
		struct argv_list all = { 0 };

		for (i = 0; kernel_checkflags[i]; i++)
			argv_push(&all, kernel_checkflags[i]);
		if (arch) {
			char *flag = xmalloc(strlen(arch) + 8);

			sprintf(flag, "--arch=%s", arch);
			argv_push(&all, flag);
			free(flag);
			free(arch);
		}
		for (i = 0; i < kb->sparse.nr; i++)
			argv_push(&all, kb->sparse.v[i]);
		argv_free(&kb->sparse);
		kb->sparse = all;
	}
	return 0;
}

/*
 * The configuration the flags name: the -include files and the
 * generated/autoconf.h of each -I directory. A changed .config changes
 * what sparse sees without changing the flags.
 */
uint64_t kbuild_stamp(const struct kbuild_args *kb)
{
	uint64_t h = HASH_INIT;
	int i;

	for (i = 0; i + 1 < kb->sparse.nr; i++) {
		const char *a = kb->sparse.v[i];
		char *path = NULL, *text;
		size_t len;

		if (!strcmp(a, "-include"))
			path = xstrdup(kb->sparse.v[i + 1]);
		else if (starts_with(a, "-I") && a[2])
			path = path_join(a + 2, "generated/autoconf.h");
		else if (!strcmp(a, "-I"))
			path = path_join(kb->sparse.v[i + 1],
					 "generated/autoconf.h");
		if (!path)
			continue;
		text = read_file(path, &len);
		h = hash_bytes(h, path, strlen(path));
		if (text)
			h = hash_bytes(h, text, len);
		free(text);
		free(path);
	}
	return h;
}

/* The kernel tree: kbuild's exported $(srctree), else above the file. */
static int open_source_tree(struct tree *t, const char *file,
			    const char *cache)
{
	const char *srctree = getenv("srctree");
	char real[PATH_MAX];
	char *slash;

	if (srctree && *srctree)
		return tree_open(t, srctree, cache);
	if (!realpath(file, real)) {
		error_msg("%s: %s", file, strerror(errno));
		return -1;
	}
	while ((slash = strrchr(real, '/')) && slash != real) {
		char *mk, *inc;
		int found;

		*slash = '\0';
		mk = path_join(real, "Makefile");
		inc = path_join(real, "include/linux");
		found = is_file(mk) && is_dir(inc);
		free(mk);
		free(inc);
		if (found)
			return tree_open(t, real, cache);
	}
	error_msg("%s is in no kernel tree; kbuild exports srctree", file);
	return -1;
}

int kbuild_main(int argc, char **argv, const char *cocci_dir)
{
	struct options opts;
	struct kbuild_args kb;
	struct tree tree;
	struct check c;
	struct finding_list list = { 0 };
	struct patch_set patches = { 0 };
	struct strbuf warnings;
	char *cache, *content, *name, cwd[PATH_MAX];
	char *prog[] = { argv[0], NULL };
	size_t len;
	int i, t, ret, errors = 0, bad_markers;

	parse_options(1, prog, &opts);	/* the defaults */
	opts.jobs = 1;			/* make -j runs many of us */
	opts.progress = 0;
	ret = kbuild_parse(argc - 1, argv + 1, &opts, &kb);
	if (ret)
		return ret;
	if (opts.cocci_dir)
		cocci_dir = opts.cocci_dir;
	cache = cache_dir();
	if (cache_writable(cache) < 0)
		return 2;
	signals_init(cache);
	if (!getcwd(cwd, sizeof(cwd))) {
		error_msg("getcwd: %s", strerror(errno));
		return 2;
	}
	if (open_source_tree(&tree, kb.file, cache))
		return 2;
	content = read_file(kb.file, &len);
	if (!content) {
		error_msg("cannot read %s: %s", kb.file, strerror(errno));
		return 2;
	}
	memset(&c, 0, sizeof(c));
	c.opts = &opts;
	c.cache = cache;
	c.tree = &tree;
	c.run_dir = cwd;	/* kbuild's paths are the build directory's */
	c.cc_sparse = &kb.sparse;
	c.cc_spatch = &kb.spatch;
	c.cc_stamp = kbuild_stamp(&kb);
	/* the path as kbuild gave it, as sparse and gcc print it */
	check_add_file(&c, kb.file, kb.file, kb.file, kb.file, content, len);
	if (check_setup(&c, cocci_dir))
		return 2;
	check_run(&c);
	/* every name quoted as git does: no stderr line may start with "::" */
	name = quote_path(kb.file);
	for (i = 0; i < c.nr; i++) {
		const struct source_file *sf = &c.files[i];

		if (sf->error) {
			fprintf(stderr, "%s: warning: not checked for unaligned accesses: %s\n",
				name, sf->error);
			errors++;
		}
		for (t = 0; t < c.nr_tools; t++)
			if (sf->have_result[t] && sf->result[t].parse_errors)
				fprintf(stderr, "%s: note: %s could not parse %d region%s; accesses there were not checked\n",
					name, c.tools[t].name,
					sf->result[t].parse_errors,
					sf->result[t].parse_errors == 1 ? "" : "s");
	}
	check_findings(&c, &list, &patches);
	filter_inline(&list, &bad_markers);
	if (bad_markers)
		fprintf(stderr, "%s: warning: %d unaligned-ok marker%s without a reason: write /* unaligned-ok: REASON */\n",
			name, bad_markers, bad_markers == 1 ? "" : "s");
	filter_confidence(&list, opts.min_confidence);
	sb_init(&warnings);
	for (i = 0; i < list.nr; i++)
		output_gcc_line(&warnings, &list.items[i],
				kb.fail ? "error" : "warning");
	fputs(warnings.buf ? warnings.buf : "", stderr);
	sb_release(&warnings);
	if (kb.summary)
		fprintf(stderr, "unaligned-check: %s: %d finding%s, %d result%s from the cache\n",
			name, list.nr, list.nr == 1 ? "" : "s",
			c.cache_hits, c.cache_hits == 1 ? "" : "s");
	free(name);
	if (!kb.fail)
		return 0;
	return errors ? 2 : list.nr || bad_markers ? 1 : 0;
}
