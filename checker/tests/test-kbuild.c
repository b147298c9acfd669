// SPDX-License-Identifier: GPL-2.0-only
/* kbuild's CHECK arguments: what goes to sparse, to spatch, and to us. */
#include <stdlib.h>
#include <string.h>

#include "kbuild.h"
#include "unit.h"

static int has(const struct argv_list *a, const char *s)
{
	int i;

	for (i = 0; i < a->nr; i++)
		if (!strcmp(a->v[i], s))
			return i + 1;
	return 0;
}

static void test_kbuild_line(void)
{
	/* a shortened sparc64 line of scripts/Makefile.build's cmd_checksrc */
	char *argv[] = {
		"-D__linux__", "-Dlinux", "-Wbitwise", "-D__sparc__",
		"-D__sparc_v9__", "-D__arch64__", "--arch=sparc64",
		"-mbig-endian", "-m64", "--confidence=low", "-Wunaligned-error",
		"-Wp,-MMD,drivers/net/usb/.int51x1.o.d", "-nostdinc",
		"-I/src/arch/sparc/include", "-I./arch/sparc/include/generated",
		"-I", "/src/include", "-include", "/src/include/linux/kconfig.h",
		"-D__KERNEL__", "-DKBUILD_MODNAME='\"int51x1\"'", "-U", "FOO",
		"-mcpu=ultrasparc", "-fno-strict-aliasing",
		"/src/drivers/net/usb/int51x1.c",
	};
	int argc = sizeof(argv) / sizeof(argv[0]);
	struct options opts = { 0 };
	struct kbuild_args kb;
	int i;

	opts.min_confidence = CONF_MODERATE;
	CHECK(kbuild_parse(argc, argv, &opts, &kb) == 0);
	CHECK_STR(kb.file, "/src/drivers/net/usb/int51x1.c");
	CHECK(kb.fail == 1);
	CHECK(opts.min_confidence == CONF_LOW);
	/* sparse gets every compiler flag, in order, and none of ours */
	CHECK(kb.sparse.nr == argc - 3);
	CHECK(!has(&kb.sparse, "--confidence=low"));
	CHECK(!has(&kb.sparse, "-Wunaligned-error"));
	CHECK(!has(&kb.sparse, "/src/drivers/net/usb/int51x1.c"));
	CHECK(has(&kb.sparse, "--arch=sparc64") < has(&kb.sparse, "-m64"));
	i = has(&kb.sparse, "-include");
	CHECK(i && !strcmp(kb.sparse.v[i], "/src/include/linux/kconfig.h"));
	/* nothing is added when kbuild's CHECKFLAGS carry --arch */
	CHECK(has(&kb.sparse, "-Dunix") == 0);
	/* spatch: "-I DIR" in two arguments, defines by name */
	i = has(&kb.spatch, "/src/arch/sparc/include");
	CHECK(i > 1 && !strcmp(kb.spatch.v[i - 2], "-I"));
	CHECK(has(&kb.spatch, "./arch/sparc/include/generated"));
	CHECK(has(&kb.spatch, "/src/include"));
	i = has(&kb.spatch, "KBUILD_MODNAME");
	CHECK(i > 1 && !strcmp(kb.spatch.v[i - 2], "--defined"));
	i = has(&kb.spatch, "FOO");
	CHECK(i > 1 && !strcmp(kb.spatch.v[i - 2], "--undefined"));
	CHECK(!has(&kb.spatch, "-mcpu=ultrasparc"));
	CHECK(!has(&kb.spatch, "-include"));
}

/* CHECKFLAGS= on make's command line replaces the kernel's own. */
static void test_replaced_checkflags(void)
{
	char *argv[] = {
		"-Wunaligned-error", "-nostdinc", "-I/src/arch/x86/include",
		"-m64", "-D__KERNEL__", "x.c",
	};
	struct options opts = { 0 };
	struct kbuild_args kb;

	CHECK(kbuild_parse(6, argv, &opts, &kb) == 0);
	CHECK(has(&kb.sparse, "--arch=x86_64") == 9);
	CHECK(has(&kb.sparse, "-D__linux__") == 1);
	CHECK(has(&kb.sparse, "-Wbitwise"));
	CHECK(kb.sparse.nr == 8 + 1 + 4);
}

static void test_errors(void)
{
	char *none[] = { "-D__KERNEL__", "-I/src/include" };
	char *two[] = { "a.c", "b.c" };
	char *bad[] = { "--confidence=sure", "a.c" };
	char *notc[] = { "a.S" };
	char *dangling[] = { "a.c", "-include" };
	struct options opts = { 0 };
	struct kbuild_args kb;

	CHECK(kbuild_parse(2, none, &opts, &kb) == 2);
	CHECK(kbuild_parse(2, two, &opts, &kb) == 2);
	CHECK(kbuild_parse(2, bad, &opts, &kb) == 2);
	CHECK(kbuild_parse(1, notc, &opts, &kb) == 2);
	CHECK(kbuild_parse(2, dangling, &opts, &kb) == 2);
}

int main(void)
{
	test_kbuild_line();
	test_replaced_checkflags();
	test_errors();
	return unit_report("test-kbuild");
}
