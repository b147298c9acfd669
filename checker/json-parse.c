// SPDX-License-Identifier: GPL-2.0-only
/* Strict JSON (RFC 8259) into a tree; enough to validate reports. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "json-parse.h"

struct parser {
	const char *p;
	const char *err;
};

static struct jvalue *value(struct parser *ps);

static void ws(struct parser *ps)
{
	while (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' ||
	       *ps->p == '\r')
		ps->p++;
}

static struct jvalue *new_value(enum jtype t)
{
	struct jvalue *v = calloc(1, sizeof(*v));

	v->type = t;
	return v;
}

static void push(struct jvalue *v, char *key, struct jvalue *item)
{
	v->items = realloc(v->items, (v->nr + 1) * sizeof(*v->items));
	v->keys = realloc(v->keys, (v->nr + 1) * sizeof(*v->keys));
	v->items[v->nr] = item;
	v->keys[v->nr] = key;
	v->nr++;
}

static char *string(struct parser *ps)
{
	size_t cap = 64, n = 0;
	char *s = malloc(cap);

	ps->p++;	/* opening quote */
	while (*ps->p != '"') {
		unsigned char c = *ps->p;

		if (c < 0x20) {
			ps->err = ps->p;
			free(s);
			return NULL;
		}
		if (n + 8 > cap)
			s = realloc(s, cap *= 2);
		if (c == '\\') {
			ps->p++;
			switch (*ps->p) {
			case '"': s[n++] = '"'; break;
			case '\\': s[n++] = '\\'; break;
			case '/': s[n++] = '/'; break;
			case 'b': s[n++] = '\b'; break;
			case 'f': s[n++] = '\f'; break;
			case 'n': s[n++] = '\n'; break;
			case 'r': s[n++] = '\r'; break;
			case 't': s[n++] = '\t'; break;
			case 'u': {
				int i;

				for (i = 1; i <= 4; i++)
					if (!isxdigit((unsigned char)ps->p[i])) {
						ps->err = ps->p;
						free(s);
						return NULL;
					}
				s[n++] = (char)strtol((char[]){ ps->p[3], ps->p[4], 0 },
						      NULL, 16);
				ps->p += 4;
				break;
			}
			default:
				ps->err = ps->p;
				free(s);
				return NULL;
			}
			ps->p++;
			continue;
		}
		s[n++] = c;
		ps->p++;
	}
	ps->p++;
	s[n] = '\0';
	return s;
}

static struct jvalue *value(struct parser *ps)
{
	struct jvalue *v;
	char *end;

	ws(ps);
	switch (*ps->p) {
	case '{':
		v = new_value(J_OBJECT);
		ps->p++;
		ws(ps);
		if (*ps->p == '}') {
			ps->p++;
			return v;
		}
		for (;;) {
			char *key;
			struct jvalue *item;

			ws(ps);
			if (*ps->p != '"')
				goto bad;
			key = string(ps);
			if (!key)
				return NULL;
			ws(ps);
			if (*ps->p != ':')
				goto bad;
			ps->p++;
			item = value(ps);
			if (!item)
				return NULL;
			push(v, key, item);
			ws(ps);
			if (*ps->p == ',') {
				ps->p++;
				continue;
			}
			if (*ps->p == '}') {
				ps->p++;
				return v;
			}
			goto bad;
		}
	case '[':
		v = new_value(J_ARRAY);
		ps->p++;
		ws(ps);
		if (*ps->p == ']') {
			ps->p++;
			return v;
		}
		for (;;) {
			struct jvalue *item = value(ps);

			if (!item)
				return NULL;
			push(v, NULL, item);
			ws(ps);
			if (*ps->p == ',') {
				ps->p++;
				continue;
			}
			if (*ps->p == ']') {
				ps->p++;
				return v;
			}
			goto bad;
		}
	case '"':
		v = new_value(J_STRING);
		v->str = string(ps);
		return v->str ? v : NULL;
	case 't':
	case 'f':
	case 'n':
		if (!strncmp(ps->p, "true", 4) || !strncmp(ps->p, "null", 4)) {
			v = new_value(ps->p[0] == 't' ? J_BOOL : J_NULL);
			v->boolean = ps->p[0] == 't';
			ps->p += 4;
			return v;
		}
		if (!strncmp(ps->p, "false", 5)) {
			v = new_value(J_BOOL);
			ps->p += 5;
			return v;
		}
		goto bad;
	default:
		if (*ps->p != '-' && !isdigit((unsigned char)*ps->p))
			goto bad;
		v = new_value(J_NUMBER);
		v->num = strtod(ps->p, &end);
		ps->p = end;
		return v;
	}
bad:
	ps->err = ps->p;
	return NULL;
}

struct jvalue *json_parse(const char *text, const char **err)
{
	struct parser ps = { text, NULL };
	struct jvalue *v = value(&ps);

	if (v) {
		ws(&ps);
		if (*ps.p) {
			ps.err = ps.p;
			v = NULL;
		}
	}
	if (err)
		*err = ps.err;
	return v;
}

const struct jvalue *json_get(const struct jvalue *obj, const char *key)
{
	int i;

	if (!obj || obj->type != J_OBJECT)
		return NULL;
	for (i = 0; i < obj->nr; i++)
		if (!strcmp(obj->keys[i], key))
			return obj->items[i];
	return NULL;
}

const struct jvalue *json_at(const struct jvalue *arr, int i)
{
	if (!arr || arr->type != J_ARRAY || i < 0 || i >= arr->nr)
		return NULL;
	return arr->items[i];
}

void json_free(struct jvalue *v)
{
	int i;

	if (!v)
		return;
	for (i = 0; i < v->nr; i++) {
		json_free(v->items[i]);
		if (v->keys)
			free(v->keys[i]);
	}
	free(v->items);
	free(v->keys);
	free(v->str);
	free(v);
}
