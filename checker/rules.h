/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef RULES_H
#define RULES_H

/* What every rule id means: for --help-like text, SARIF and the README. */
struct rule_info {
	const char *id;
	const char *summary;
	const char *example;	/* a line that triggers it */
	const char *fix;	/* its rewrite */
};

extern const struct rule_info rule_table[];
int rule_index(const char *id);

#endif
