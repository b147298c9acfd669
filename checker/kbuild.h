/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef KBUILD_H
#define KBUILD_H

#include <stdint.h>

#include "options.h"
#include "run.h"

/* What kbuild passes a CHECK program, sorted for the two tools. */
struct kbuild_args {
	struct argv_list sparse;	/* every compiler flag, in order */
	struct argv_list spatch;	/* "-I DIR", "--defined NAME", ... */
	const char *file;
	int fail;			/* -Wunaligned-error: exit 1 on findings */
	int summary;			/* --summary: a count line on stderr */
};

/*
 * argv: $(CHECKFLAGS) $(c_flags) file.c, with the checker's own options
 * (-Wunaligned-error, --summary, --confidence=L, --no-sparse, --no-cache,
 * --types=M, --cocci-dir=D) anywhere. Returns 0, or 2 after an error.
 */
int kbuild_parse(int argc, char **argv, struct options *opts,
		 struct kbuild_args *kb);
uint64_t kbuild_stamp(const struct kbuild_args *kb);

/* argv[0] is "--kbuild"; returns the exit status. */
int kbuild_main(int argc, char **argv, const char *cocci_dir);

#endif
