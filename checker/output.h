/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef OUTPUT_H
#define OUTPUT_H

#include "finding.h"
#include "util.h"

/* One function per format; each appends the whole report to out. */
void output_gcc(struct strbuf *out, const struct finding_list *list);
void output_gcc_line(struct strbuf *out, const struct finding *f,
		     const char *severity);
void output_github(struct strbuf *out, const struct finding_list *list);
void output_sarif(struct strbuf *out, const struct finding_list *list);
void output_json(struct strbuf *out, const struct finding_list *list);
void output_gitlab(struct strbuf *out, const struct finding_list *list);
/* root: the tree the paths are relative to, for the lines around; or NULL */
void output_html(struct strbuf *out, const struct finding_list *list,
		 const char *root);

/* Shared by the JSON-based formats and GitHub workflow commands. */
void json_string(struct strbuf *out, const char *s);
int utf8_sequence(const char *s);
int utf8_valid(const char *s);
void base64_encode(struct strbuf *out, const char *data, size_t len);
void github_escape(struct strbuf *out, const char *s, int property);
char *finding_fingerprint(const struct finding_list *list, int i);

#endif
