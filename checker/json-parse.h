/* SPDX-License-Identifier: GPL-2.0-only */
/*
 * A small strict JSON parser: the tests validate what the checker writes
 * with it, and --merge reads the shards' reports.
 */
#ifndef JSON_PARSE_H
#define JSON_PARSE_H

enum jtype { J_NULL, J_BOOL, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT };

struct jvalue {
	enum jtype type;
	char *str;		/* J_STRING: decoded text */
	double num;
	int boolean;
	struct jvalue **items;	/* J_ARRAY values, J_OBJECT values */
	char **keys;		/* J_OBJECT keys */
	int nr;
};

/* NULL on a syntax error, with *err pointing at it. */
struct jvalue *json_parse(const char *text, const char **err);
const struct jvalue *json_get(const struct jvalue *obj, const char *key);
const struct jvalue *json_at(const struct jvalue *arr, int i);
void json_free(struct jvalue *v);

#endif
