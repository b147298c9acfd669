// SPDX-License-Identifier: GPL-2.0-only
/* The driver headers that are part of a C file's cache key. */
#include <stdlib.h>
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
	for (i = 0; names[i]; i++) {
		char *path = path_join(dir, names[i]);

		unlink(path);
		free(path);
	}
	rmdir(dir);
	return unit_report("test-local-headers");
}
