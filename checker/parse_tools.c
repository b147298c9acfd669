// SPDX-License-Identifier: GPL-2.0-only
/* The lines spatch and sparse print, parsed into findings. */
#include <stdlib.h>
#include <string.h>

#include "parse_tools.h"
#include "record.h"
#include "sparse_merge.h"
#include "util.h"

/* "PATH:LINE:COL-END: WARNING: MSG (confidence: X) [RULE]" */
int parse_spatch_line(const char *line, struct finding *f)
{
	const char *w = strstr(line, ": WARNING: ");
	const char *conf, *rule, *p;
	char *e;
	int l, col, end;

	if (!w)
		return -1;
	/* the path may contain ':'; the numbers are the last three fields */
	p = w;
	while (p > line && p[-1] != ':')
		p--;		/* p: "COL-END" */
	if (p == line)
		return -1;
	col = strtol(p, &e, 10);
	if (*e != '-')
		return -1;
	end = strtol(e + 1, &e, 10);
	if (e != w)
		return -1;
	p -= 1;
	while (p > line && p[-1] != ':')
		p--;		/* p: "LINE" */
	if (p == line)
		return -1;
	l = strtol(p, &e, 10);
	if (*e != ':' || l <= 0)
		return -1;
	conf = strstr(w, " (confidence: ");
	rule = strrchr(w, '[');
	if (!conf || !rule || !strchr(rule, ']'))
		return -1;
	f->file = xstrndup(line, p - 1 - line);
	f->line = l;
	f->col = col + 1;
	f->end_col = end + 1;
	f->message = xstrndup(w + 11, conf - (w + 11));
	{
		char *cname = xstrndup(conf + 14, strcspn(conf + 14, ")"));

		if (parse_confidence(cname, &f->confidence))
			f->confidence = CONF_LOW;
		free(cname);
	}
	f->rule = xstrndup(rule + 1, strchr(rule, ']') - rule - 1);
	f->reason = record_field(rule, "reason");
	{
		char *made = record_field(rule, "made");

		f->made_on = made ? atoi(made) : 0;
		free(made);
	}
	f->tool = "coccinelle";
	return 0;
}

/* "PATH:LINE:COL: warning: cast to restricted __le16 [usertype] *" */
int parse_sparse_line(const char *line, struct finding *f)
{
	const char *w = strstr(line, ": warning: cast to restricted ");
	const char *p, *type;
	char *e;
	int l, col;
	struct strbuf sb;

	if (!w)
		return -1;
	p = w;
	while (p > line && p[-1] != ':')
		p--;
	col = strtol(p, &e, 10);
	if (e != w || p == line)
		return -1;
	p -= 1;
	while (p > line && p[-1] != ':')
		p--;
	l = strtol(p, &e, 10);
	if (*e != ':' || l <= 0 || p == line)
		return -1;
	type = w + strlen(": warning: cast to restricted ");
	if (line[strlen(line) - 1] != '*')
		return -1;	/* a value cast, not a pointer cast */
	f->file = xstrndup(line, p - 1 - line);
	f->line = l;
	f->col = col;
	f->end_col = col + 1;
	sb_init(&sb);
	sb_addf(&sb, "cast of a pointer to restricted %.*s * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_%.*s()",
		(int)strcspn(type, " "), type, (int)(strcspn(type, " ") - 2),
		type + 2);
	f->message = sb_detach(&sb);
	f->rule = xstrdup("unaligned-sparse-cast");
	f->confidence = CONF_MODERATE;
	f->tool = "sparse";
	f->reason = xstrdup("sparse-cast");
	/*
	 * User memory is reached with get_user() and copy_from_user(),
	 * which the architectures make work at any address, like MMIO
	 * through readl(): not a load through a kernel byte buffer.
	 */
	if (strstr(type, " __user *"))
		sparse_lower(f, "the pointer is __user, reached with get_user()/put_user()",
			     "sparse-user-pointer");
	return 0;
}
