// SPDX-License-Identifier: GPL-2.0-only
/*
 * The detectors: spatch with each semantic patch, and sparse; their
 * command lines and the settings part of the result cache's key.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "package_hash.h"
#include "sparse_filter.h"
#include "tools.h"
#include "typetable.h"
#include "util.h"
#include "version.h"

static void push_arg(void *ctx, const char *arg)
{
	argv_push(ctx, arg);
}

/*
 * Patch mode costs about a third of spatch's time; only --fix and the
 * formats that carry the rewrite with each finding (JSON, SARIF, HTML)
 * need it.
 */
int tools_want_rewrites(const struct options *o)
{
	return o->fix || o->format == FORMAT_JSON ||
	       o->format == FORMAT_SARIF || o->format == FORMAT_HTML;
}

/*
 * Debian's coccinelle is built against Debian's python3. Without
 * --python, spatch runs the python3 of PATH to find its library, and a
 * version manager's shim there (pyenv) costs about 0.8 s of every spatch
 * run, a third of the run on a small chunk.
 */
static const char *const spatch_python = "/usr/bin/python3";

/*
 * The options every spatch run gets, without the files; types is the
 * chunk's own part of the type table (NULL: name the whole table).
 */
void spatch_args(struct check *c, const struct tool *t, struct argv_list *a,
		 const char *types, int no_patch)
{
	int i;

	argv_push(a, "spatch");
	argv_push(a, "--quiet");
	if (access(spatch_python, X_OK) == 0) {
		argv_push(a, "--python");
		argv_push(a, spatch_python);
	}
	argv_push(a, "--parse-error-msg");
	argv_push(a, "-D");
	argv_push(a, "report");
	if (tools_want_rewrites(c->opts) && !no_patch) {
		argv_push(a, "-D");
		argv_push(a, "patch");
	}
	/* the cache key holds this: a --confidence low run recomputes */
	if (c->opts->min_confidence > CONF_LOW) {
		argv_push(a, "-D");
		argv_push(a, "hide_low");
	}
	if (!c->tree->linux_unaligned) {
		argv_push(a, "-D");
		argv_push(a, "asm_unaligned");
	}
	for (i = 0; c->cc_spatch && i < c->cc_spatch->nr; i++)
		argv_push(a, c->cc_spatch->v[i]);
	argv_push(a, "--sp-file");
	argv_push(a, t->cocci);
	switch (c->opts->types) {
	case TYPES_TABLE:
		argv_push(a, "--no-includes");
		if (c->types_header) {
			argv_push(a, "--include");
			argv_push(a, types ? types : c->types_header);
		}
		break;
	case TYPES_HEADERS:
		argv_push(a, "--all-includes");
		argv_push(a, "--recursive-includes");
		argv_push(a, "--include-headers-for-types");
		argv_push(a, "--relax-include-path");
		if (!c->cc_spatch)
			tree_include_args(c->tree, push_arg, a);
		break;
	case TYPES_NONE:
		argv_push(a, "--no-includes");
		break;
	}
}

/* sparse as kbuild runs it for x86_64 with C=2, plus -Wbitwise-pointer. */
void sparse_args(struct check *c, struct argv_list *a)
{
	static const char *const flags[] = {
		"sparse", "-D__linux__", "-Dlinux", "-D__STDC__", "-Dunix",
		"-D__unix__", "-Wbitwise", "-Wno-return-void",
		"-Wno-unknown-attribute", "-D__x86_64__", "--arch=x86_64",
		"-mlittle-endian", "-m64", "-nostdinc", "-D__KERNEL__",
		"-DMODULE", "-Wbitwise-pointer",
		/* one run reads many files: the default stops at 100 */
		"-fmax-warnings=unlimited", NULL,
	};
	static const char *const includes[] = {
		"include/linux/compiler-version.h", "include/linux/kconfig.h",
		"include/linux/compiler_types.h", NULL,
	};
	int i;

	if (c->cc_sparse) {
		/* kbuild's own: its -I, -D, -include, --arch and -m flags */
		argv_push(a, "sparse");
		for (i = 0; i < c->cc_sparse->nr; i++)
			argv_push(a, c->cc_sparse->v[i]);
		argv_push(a, "-Wbitwise-pointer");
		argv_push(a, "-fmax-warnings=unlimited");
		return;
	}
	for (i = 0; flags[i]; i++)
		argv_push(a, flags[i]);
	tree_include_args(c->tree, push_arg, a);
	for (i = 0; includes[i]; i++) {
		char *p = path_join(c->tree->root, includes[i]);

		argv_push(a, "-include");
		argv_push(a, p);
		free(p);
	}
	argv_push(a, "-DKBUILD_MODNAME=\"unaligned_check\"");
	argv_push(a, "-DKBUILD_BASENAME=\"unaligned_check\"");
}

static uint64_t hash_string(uint64_t h, const char *s)
{
	return hash_bytes(h, s, strlen(s) + 1);
}

static uint64_t hash_argv(uint64_t h, struct argv_list *a)
{
	int i;

	for (i = 0; i < a->nr; i++)
		h = hash_string(h, a->v[i]);
	return h;
}

static int add_spatch_tool(struct check *c, const char *cocci_dir,
			   const char *name, uint64_t types_stamp)
{
	struct tool *t = &c->tools[c->nr_tools];
	struct argv_list a = { 0 };
	size_t len;
	char *text;

	t->kind = TOOL_SPATCH;
	t->name = name;
	t->cocci = path_join(cocci_dir, name);
	text = read_file(t->cocci, &len);
	if (!text) {
		error_msg("cannot read %s: %s", t->cocci, strerror(errno));
		return -1;
	}
	spatch_args(c, t, &a, NULL, 0);
	t->settings = hash_bytes(HASH_INIT, text, len);
	t->settings = hash_cocci_package(t->settings, cocci_dir);
	t->settings = hash_argv(t->settings, &a);
	t->settings = hash_bytes(t->settings, &types_stamp,
				 sizeof(types_stamp));
	t->settings = hash_string(t->settings, RESULT_FORMAT_VERSION);
	if (c->cc_stamp)
		t->settings = hash_bytes(t->settings, &c->cc_stamp,
					 sizeof(c->cc_stamp));
	argv_free(&a);
	free(text);
	c->nr_tools++;
	return 0;
}

int check_setup(struct check *c, const char *cocci_dir)
{
	unsigned long long stamp = 0;
	char *defines, *pycache;

	if (!have_program("spatch")) {
		error_msg("spatch not found; run: apt-get install -y coccinelle");
		return -1;
	}
	/*
	 * The semantic patches' Python reads files in the locale's
	 * encoding: under LC_ALL=C (CI, cron) a file whose name or text is
	 * not ASCII stops it ("UnicodeEncodeError"), and the file is not
	 * checked. Kernel sources are UTF-8.
	 */
	setenv("LC_ALL", "C.UTF-8", 1);
	/* what the analysis read: the rest of the cache key (reads.c) */
	setenv("UNALIGNED_READS", "1", 1);
	/*
	 * The analysis package's bytecode is kept in the cache: without it
	 * each spatch process compiles the package again (a tenth of a
	 * second), where PYTHONDONTWRITEBYTECODE is set or the package's
	 * directory is read-only. Python checks each file's stamp.
	 */
	pycache = path_join(c->cache, "pycache");
	setenv("PYTHONPYCACHEPREFIX", pycache, 1);
	unsetenv("PYTHONDONTWRITEBYTECODE");
	free(pycache);
	if (c->opts->types != TYPES_NONE) {
		/* the header stamp also keys header-parsing results */
		c->types_header = typetable_get(c->tree, &stamp);
		if (!c->types_header)
			return -1;
		/* for the rules' offsets: the macros of the tree's headers */
		defines = typetable_defines_path(c->tree);
		setenv("UNALIGNED_DEFINES", defines, 1);
		free(defines);
		if (c->opts->types == TYPES_TABLE)
			c->types_text = read_file(c->types_header, NULL);
	}
	/* for the members of structs that the file's macros cast */
	if (c->opts->types == TYPES_TABLE)
		setenv("UNALIGNED_TYPES", c->types_header, 1);
	else
		unsetenv("UNALIGNED_TYPES");
	if (c->opts->types == TYPES_HEADERS && tree_prepare(c->tree,
							    c->opts->jobs))
		return -1;
	if (add_spatch_tool(c, cocci_dir, "unaligned_access.cocci", stamp))
		return -1;
	if (c->opts->cleanup &&
	    add_spatch_tool(c, cocci_dir, "unaligned_cleanup.cocci", stamp))
		return -1;
	if (c->opts->sparse) {
		struct tool *t = &c->tools[c->nr_tools];
		struct argv_list a = { 0 };

		if (!have_program("sparse")) {
			error_msg("sparse not found; run: apt-get install -y sparse (or pass --no-sparse)");
			return -1;
		}
		/*
		 * kbuild's flags name its own generated headers; else without
		 * them sparse checks nothing: say so, stop
		 */
		if (!c->cc_sparse && tree_prepare(c->tree, c->opts->jobs)) {
			error_msg("sparse needs the generated headers; fix that or pass --no-sparse");
			return -1;
		}
		t->kind = TOOL_SPARSE;
		t->name = "sparse";
		if (c->types_header) {
			char *text = c->types_text ? c->types_text :
				     read_file(c->types_header, NULL);

			if (text)
				c->sparse_filter = sparse_filter_load(text);
			if (text != c->types_text)
				free(text);
		}
		sparse_args(c, &a);
		t->settings = hash_argv(HASH_INIT, &a);
		t->settings = hash_bytes(t->settings, &stamp, sizeof(stamp));
		t->settings = hash_string(t->settings, RESULT_FORMAT_VERSION);
		if (c->cc_stamp)
			t->settings = hash_bytes(t->settings, &c->cc_stamp,
						 sizeof(c->cc_stamp));
		argv_free(&a);
		c->nr_tools++;
	}
	return 0;
}
