// SPDX-License-Identifier: GPL-2.0-only
/* JSON: an array with one object a finding; and JSON string escaping. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output.h"

/*
 * The length of the UTF-8 sequence at s, or 0 when it is not one (a
 * Latin-1 comment, a file name in another encoding).
 */
int utf8_sequence(const char *s)
{
	const unsigned char *u = (const unsigned char *)s;
	unsigned int cp;
	int n, i;

	if (u[0] < 0x80)
		return 1;
	if (u[0] >= 0xc2 && u[0] <= 0xdf)
		n = 2, cp = u[0] & 0x1f;
	else if (u[0] >= 0xe0 && u[0] <= 0xef)
		n = 3, cp = u[0] & 0x0f;
	else if (u[0] >= 0xf0 && u[0] <= 0xf4)
		n = 4, cp = u[0] & 0x07;
	else
		return 0;
	for (i = 1; i < n; i++) {
		if ((u[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (u[i] & 0x3f);
	}
	if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return n;
}

int utf8_valid(const char *s)
{
	int n;

	for (; *s; s += n) {
		n = utf8_sequence(s);
		if (!n)
			return 0;
	}
	return 1;
}

/* A byte that is not UTF-8 becomes U+FFFD: JSON text is UTF-8. */
void json_string(struct strbuf *out, const char *s)
{
	sb_addc(out, '"');
	for (; *s; s++) {
		unsigned char c = *s;
		int n = utf8_sequence(s);

		if (!n) {
			sb_adds(out, "\\ufffd");
		} else if (n > 1) {
			sb_add(out, s, n);
			s += n - 1;
		} else if (c == '"' || c == '\\') {
			sb_addc(out, '\\');
			sb_addc(out, c);
		} else if (c == '\n') {
			sb_adds(out, "\\n");
		} else if (c == '\t') {
			sb_adds(out, "\\t");
		} else if (c == '\r') {
			sb_adds(out, "\\r");
		} else if (c < 0x20) {
			sb_addf(out, "\\u%04x", c);
		} else {
			sb_addc(out, c);
		}
	}
	sb_addc(out, '"');
}

void output_json(struct strbuf *out, const struct finding_list *list)
{
	int i;

	sb_adds(out, "[");
	for (i = 0; i < list->nr; i++) {
		const struct finding *f = &list->items[i];
		char *fp = finding_fingerprint(list, i);

		sb_adds(out, i ? ",\n  {" : "\n  {");
		sb_adds(out, "\"file\": ");
		json_string(out, f->file);
		sb_addf(out, ", \"line\": %d, \"column\": %d, \"end_column\": %d",
			f->line, f->col, f->end_col);
		sb_adds(out, ", \"rule\": ");
		json_string(out, f->rule);
		sb_adds(out, ", \"confidence\": ");
		json_string(out, confidence_name(f->confidence));
		sb_adds(out, ", \"reason\": ");
		if (f->reason)
			json_string(out, f->reason);
		else
			sb_adds(out, "null");
		sb_adds(out, ", \"message\": ");
		json_string(out, f->message);
		sb_adds(out, ", \"tool\": ");
		json_string(out, f->tool ? f->tool : "coccinelle");
		sb_adds(out, ", \"fingerprint\": ");
		json_string(out, fp);
		sb_adds(out, ", \"fix\": ");
		if (f->fix)
			json_string(out, f->fix->diff);
		else
			sb_adds(out, "null");
		sb_adds(out, "}");
		free(fp);
	}
	sb_adds(out, list->nr ? "\n]\n" : "]\n");
}

void base64_encode(struct strbuf *out, const char *data, size_t len)
{
	static const char digits[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	const unsigned char *u = (const unsigned char *)data;
	size_t i;

	for (i = 0; i + 2 < len; i += 3) {
		sb_addc(out, digits[u[i] >> 2]);
		sb_addc(out, digits[(u[i] & 3) << 4 | u[i + 1] >> 4]);
		sb_addc(out, digits[(u[i + 1] & 15) << 2 | u[i + 2] >> 6]);
		sb_addc(out, digits[u[i + 2] & 63]);
	}
	if (i < len) {
		sb_addc(out, digits[u[i] >> 2]);
		if (i + 1 < len) {
			sb_addc(out, digits[(u[i] & 3) << 4 | u[i + 1] >> 4]);
			sb_addc(out, digits[(u[i + 1] & 15) << 2]);
		} else {
			sb_addc(out, digits[(u[i] & 3) << 4]);
			sb_addc(out, '=');
		}
		sb_addc(out, '=');
	}
}
