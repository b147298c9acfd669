// SPDX-License-Identifier: GPL-2.0-only
/* The driver headers that are part of a C file's cache key. */
#include <stdlib.h>
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

/* The key of c.c, whose text is fixed: only its headers change. */
static uint64_t key(void)
{
	char *path = path_join(dir, "c.c");
	uint64_t h = hash_local_headers(1, path,
					"#include \"one.h\"\n#include \"gone.h\"\n");

	free(path);
	return h;
}

static void test_hash(void)
{
	uint64_t before;

	put("one.h", "#define A 4\n#include \"two.h\"\n");
	put("two.h", "#define B 8\n#include \"three.h\"\n");
	put("three.h", "#define C 2\n");
	put("other.h", "#define D 2\n");
	before = key();
	CHECK(before != 1);
	CHECK(key() == before);

	put("two.h", "#define B 6\n#include \"three.h\"\n");
	CHECK(key() != before);		/* two levels down counts */
	before = key();
	put("three.h", "#define C 3\n");
	CHECK(key() == before);		/* three levels down does not */
	put("other.h", "#define D 3\n");
	CHECK(key() == before);		/* not included */
	put("gone.h", "#define E 1\n");
	CHECK(key() != before);		/* a header that appears */
}

/* sub/d.c, whose Makefile adds its parent and a libxfs/ beside it */
static void test_kbuild(void)
{
	struct argv_list dirs = { NULL, 0, 0 };
	char *sub = path_join(dir, "sub"), *lib = path_join(dir, "sub/libxfs");
	char *c = path_join(dir, "sub/d.c"), *found;
	uint64_t before;

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
	/* a header found through -I is part of the key */
	before = hash_local_headers(1, c, "#include \"bb.h\"\n");
	CHECK(before != 1);
	put("sub/libxfs/bb.h", "#define BBSIZE 256\n");
	CHECK(hash_local_headers(1, c, "#include \"bb.h\"\n") != before);
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

/* The C files and headers beside a file are part of its key. */
static void test_directory_sources(void)
{
	char *srcs = path_join(dir, "srcs");
	char *a = path_join(srcs, "a.c"), *b = path_join(srcs, "b.c");
	char *other = path_join(dir, "c.c");
	static const char *const names[] = { "srcs/a.c", "srcs/b.c",
					     "srcs/ops.h", "srcs/notes.txt",
					     NULL };
	uint64_t before;
	int i;

	mkdir(srcs, 0700);
	put("srcs/a.c", "static u32 f(u8 *p);\n");
	put("srcs/b.c", "x = d->ops->f(d, skb->data);\n");
	put("srcs/ops.h", "struct ops { u32 (*f)(u8 *p); };\n");
	put("srcs/notes.txt", "one\n");
	before = hash_directory_sources(1, a);
	CHECK(before != 1);
	CHECK(hash_directory_sources(1, b) == before);
	CHECK(hash_directory_sources(1, other) != before);
	put("srcs/b.c", "x = d->ops->f(d, skb->data + 3);\n");
	CHECK(hash_directory_sources(1, a) != before);
	before = hash_directory_sources(1, a);
	put("srcs/ops.h", "struct ops { u32 (*f)(u8 *q); };\n");
	hash_directory_sources(1, other);	/* forget srcs */
	CHECK(hash_directory_sources(1, a) != before);
	before = hash_directory_sources(1, a);
	put("srcs/notes.txt", "two\n");
	hash_directory_sources(1, other);
	CHECK(hash_directory_sources(1, a) == before);
	for (i = 0; names[i]; i++) {
		char *path = path_join(dir, names[i]);

		unlink(path);
		free(path);
	}
	rmdir(srcs);
	free(srcs);
	free(a);
	free(b);
	free(other);
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
	test_hash();
	test_kbuild();
	test_directory_sources();
	for (i = 0; names[i]; i++) {
		char *path = path_join(dir, names[i]);

		unlink(path);
		free(path);
	}
	rmdir(dir);
	return unit_report("test-local-headers");
}
