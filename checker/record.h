/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef RECORD_H
#define RECORD_H

/*
 * The fields block that ends a record of the semantic patch,
 * "... [RULE] {reason=void-pointer}" (docs/record-format.md): the value
 * of key, newly allocated, or NULL when the line has no such field.
 */
char *record_field(const char *line, const char *key);

#endif
