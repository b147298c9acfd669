/* SPDX-License-Identifier: GPL-2.0-only */
/* A minimal unit-test harness: CHECK() counts, main() reports. */
#ifndef UNIT_H
#define UNIT_H

#include <stdio.h>
#include <string.h>

static int unit_passed, unit_failed;

static void unit_check(int ok, const char *what, const char *file, int line)
{
	if (ok) {
		unit_passed++;
		return;
	}
	unit_failed++;
	printf("FAIL %s:%d: %s\n", file, line, what);
}

static void unit_check_str(const char *a, const char *b, const char *what,
			   const char *file, int line)
{
	unit_check(a && b && !strcmp(a, b), what, file, line);
	if (a && b && strcmp(a, b))
		printf("    got:      \"%s\"\n    expected: \"%s\"\n", a, b);
}

#define CHECK(cond) unit_check(!!(cond), #cond, __FILE__, __LINE__)
#define CHECK_STR(a, b) unit_check_str((a), (b), #a " == " #b, __FILE__, \
				       __LINE__)

static int unit_report(const char *suite)
{
	printf("%s: %d passed, %d failed\n", suite, unit_passed, unit_failed);
	return unit_failed != 0;
}

#endif
