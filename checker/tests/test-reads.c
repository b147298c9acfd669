// SPDX-License-Identifier: GPL-2.0-only
/* The READ records: the files the analysis read, the rest of the key. */
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "reads.h"
#include "unit.h"
#include "util.h"

static char dir[] = "/tmp/test-reads.XXXXXX";

static void put(const char *name, const char *text)
{
	char *path = path_join(dir, name);

	write_file_atomic(path, text, strlen(text));
	free(path);
}

static void test_digest(void)
{
	struct strbuf sb;

	/* the check value of CRC-32, and Python's zlib.crc32(b"123456789") */
	CHECK(crc32_bytes(0, "123456789", 9) == 0xcbf43926U);
	sb_init(&sb);
	reads_digest(&sb, "#define HDR_LEN 3\n", 18);
	/* "%08x-%d" % (zlib.crc32(b"#define HDR_LEN 3\n"), 18) */
	CHECK_STR(sb.buf, "6025a942-18");
	sb_release(&sb);
}

static void test_now(void)
{
	char *d;

	mkdir(path_join(dir, "drv"), 0700);
	put("drv/drv.h", "#define HDR_LEN 3\n");
	put("drv/drv.c", "int x;\n");
	put("drv/notes.txt", "not a source\n");
	CHECK_STR(d = reads_now(dir, "file", "drv/drv.h"), "6025a942-18");
	free(d);
	CHECK_STR(d = reads_now(dir, "file", "drv/gone.h"), "-");
	free(d);
	CHECK_STR(d = reads_now(dir, "stat", "drv/drv.h"), "f");
	free(d);
	CHECK_STR(d = reads_now(dir, "stat", "drv"), "d");
	free(d);
	CHECK_STR(d = reads_now(dir, "stat", "drv/gone.h"), "-");
	free(d);
	/* the .c and .h names, sorted, joined by newlines: "drv.c\ndrv.h" */
	CHECK_STR(d = reads_now(dir, "list", "drv"), "b820f3e8-11");
	free(d);
	CHECK(reads_now(dir, "what", "drv") == NULL);
}

static void test_current(void)
{
	char *d = reads_now(dir, "file", "drv/drv.c");
	struct strbuf sb;

	sb_init(&sb);
	sb_addf(&sb, "file 6025a942-18 drv/drv.h\nstat - drv/gone.h\n"
		"file %s drv/drv.c\n", d);
	CHECK(reads_current(dir, sb.buf));
	/* a record that no longer holds: another file's content */
	CHECK(!reads_current(dir, "file 6025a942-18 drv/drv.c\n"));
	CHECK(!reads_current(dir, "stat f drv/gone.h\n"));
	CHECK(!reads_current(dir, "what 1 drv\n"));
	CHECK(!reads_current(dir, "file\n"));
	CHECK(reads_current(dir, ""));
	sb_release(&sb);
	free(d);
}

static void test_parse(void)
{
	char *reads = NULL;
	const char *line = "a b.c: READ: file 6025a942-18 x/y.h";

	CHECK(reads_parse(line, strlen(line), "a b.c", &reads) == 0);
	CHECK(reads_parse(line, strlen(line), "a", &reads) < 0);
	line = "a b.c:3:1-2: WARNING: m";
	CHECK(reads_parse(line, strlen(line), "a b.c", &reads) < 0);
	line = "a b.c: READ: stat - z.h";
	CHECK(reads_parse(line, strlen(line), "a b.c", &reads) == 0);
	CHECK_STR(reads, "file 6025a942-18 x/y.h\nstat - z.h\n");
	free(reads);
}

int main(void)
{
	static const char *const names[] = { "drv/drv.h", "drv/drv.c",
					     "drv/notes.txt", "drv", NULL };
	int i;

	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		return 1;
	}
	test_digest();
	test_now();
	test_current();
	test_parse();
	for (i = 0; names[i]; i++) {
		char *path = path_join(dir, names[i]);

		remove(path);
		free(path);
	}
	rmdir(dir);
	return unit_report("test-reads");
}
