/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef WRAP_H
#define WRAP_H

#include <stddef.h>

/*
 * The line s[0..n) (no newline) as one or more lines, each ending in a
 * newline: wrapped when it is longer than 100 columns and a comma inside
 * parentheses or the = of an assignment gives parts that fit.
 */
char *wrap_long_line(const char *s, size_t n);

#endif
