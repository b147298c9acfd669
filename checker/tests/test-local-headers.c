// SPDX-License-Identifier: GPL-2.0-only
/* The driver headers of a C file, as the checker walks them. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "local_headers.h"
#include "unit.h"
#include "util.h"

static char dir[] = "/tmp/test-local-headers.XXXXXX";

static void put(const char *name, const char *text)
{
	char *path = path_join(dir, name);

	write_file_atomic(path, text, strlen(text));
	free(path);
}

static void collect(const char *name, void *ctx)
{
	struct strbuf *sb = ctx;

	sb_addf(sb, "%s;", name);
}

static void test_includes(void)
{
	struct strbuf sb;

	sb_init(&sb);
	local_includes("#include <linux/types.h>\n"
		       "  #  include \"a.h\"\n"
		       "#include \"sub/b.h\" /* comment */\n"
		       "#define X \"not.h\"\n"
		       "#include \"\"\n"
		       "#include \"unterminated.h\n"
		       "#include \"last.h\"", collect, &sb);
	CHECK_STR(sb.buf, "a.h;sub/b.h;last.h;");
	sb_release(&sb);
}

static int collect_header(const char *path, const char *text, size_t len,
			  void *ctx)
{
	const char *slash = strrchr(path, '/');

	sb_addf(ctx, "%s=%.*s;", slash ? slash + 1 : path, (int)len, text);
	return 0;
}

/* The headers of c.c walked, with their texts: "one.h=TEXT;..." */
static char *walked(const char *content)
{
	char *path = path_join(dir, "c.c");
	struct strbuf sb;

	sb_init(&sb);
	sb_adds(&sb, "");
	each_local_header(path, content, collect_header, &sb);
	free(path);
	return sb_detach(&sb);
}

static void test_walk(void)
{
	char *w;

	put("one.h", "#define A 4\n#include \"two.h\"");
	put("two.h", "#define B 8\n#include \"three.h\"");
	put("three.h", "#define C 2");
	put("other.h", "#define D 2");
	w = walked("#include \"one.h\"\n#include \"gone.h\"\n");
	/* two levels down, not three; not other.h; not the missing gone.h */
	CHECK_STR(w, "one.h=#define A 4\n#include \"two.h\";"
		  "two.h=#define B 8\n#include \"three.h\";");
	free(w);
}

static int has_bbsize(const char *path, const char *text, size_t len,
		      void *ctx)
{
	return strstr(text, "BBSIZE 512") != NULL;
}

/* sub/d.c, whose Makefile adds its parent and a libxfs/ beside it */
static void test_kbuild(void)
{
	struct argv_list dirs = { NULL, 0, 0 };
	char *sub = path_join(dir, "sub"), *lib = path_join(dir, "sub/libxfs");
	char *c = path_join(dir, "sub/d.c"), *found;

	mkdir(sub, 0700);
	mkdir(lib, 0700);
	put("sub/Makefile", "# SPDX-License-Identifier: GPL-2.0\n"
			    "ccflags-y += -I $(src)/.. -I$(src)/libxfs\n"
			    "ccflags-y += -I $(src)/missing -DX=-Inot\n"
			    "ccflags-y += -I $(srctree)/not/a/tree\n");
	kbuild_include_dirs(sub, &dirs);
	CHECK(dirs.nr == 2);
	found = find_local_header(&dirs, sub, "one.h");
	CHECK(found && ends_with(found, "sub/../one.h"));
	free(found);
	CHECK(!find_local_header(&dirs, sub, "nowhere.h"));
	put("sub/libxfs/bb.h", "#define BBSIZE 512\n");
	found = find_local_header(&dirs, sub, "bb.h");
	CHECK(found && ends_with(found, "sub/libxfs/bb.h"));
	free(found);
	/* a header found through -I is walked */
	CHECK(each_local_header(c, "#include \"bb.h\"\n", has_bbsize, NULL));
	argv_free(&dirs);
	remove(found = path_join(dir, "sub/libxfs/bb.h"));
	free(found);
	remove(found = path_join(dir, "sub/Makefile"));
	free(found);
	rmdir(lib);
	rmdir(sub);
	free(lib);
	free(sub);
	free(c);
}

int main(void)
{
	static const char * const names[] = { "one.h", "two.h", "three.h",
						      "other.h", "gone.h", NULL };
	int i;

	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		return 1;
	}
	test_includes();
	test_walk();
	test_kbuild();
	for (i = 0; names[i]; i++) {
		char *path = path_join(dir, names[i]);

		unlink(path);
		free(path);
	}
	rmdir(dir);
	return unit_report("test-local-headers");
}
