// SPDX-License-Identifier: GPL-2.0-only
/*
 * A chunk's output, split into each file's report (findings and
 * SPARSE-CAST records), patch, READ records and give-up.
 */
#include <stdlib.h>
#include <string.h>

#include "chunk.h"
#include "giveup.h"
#include "reads.h"
#include "record.h"
#include "util.h"

/* Does line start with "PATH:" for this chunk's file i? */
static int line_names(const char *line, const char *path)
{
	size_t n = strlen(path);

	return !strncmp(line, path, n) && line[n] == ':';
}

static int chunk_file_of(const struct chunk *ch, const char *line)
{
	int i;

	for (i = 0; i < ch->nr; i++)
		if (line_names(line, ch->check->files[ch->files[i]].run_path))
			return ch->files[i];
	return -1;
}

/* A SPARSE-CAST record: kept with the findings, for sparse_merge.c. */
static int is_sparse_cast_record(const char *line, size_t n,
				 const char *path)
{
	struct sparse_cast_record r;

	if (sparse_cast_record_parse(line, n, path, &r))
		return 0;
	sparse_cast_record_release(&r);
	return 1;
}

/* Split one chunk's output into per-file reports and patches. */
void split_output(struct chunk *ch, const char *out, const char *err)
{
	struct check *c = ch->check;
	const char *line = out, *end;
	int patch_file = -1, i;

	for (; *line; line = *end ? end + 1 : end) {
		size_t n;
		int f;

		end = strchr(line, '\n');
		if (!end)
			end = line + strlen(line);
		n = end - line;
		if (!strncmp(line, "--- ", 4) && !strncmp(end, "\n+++ ", 5)) {
			patch_file = -1;
			for (i = 0; i < ch->nr; i++) {
				const char *p = c->files[ch->files[i]].run_path;

				if (n == 4 + strlen(p) && !strncmp(line + 4, p, n - 4))
					patch_file = ch->files[i];
			}
			if (patch_file >= 0)
				append_line(&c->files[patch_file].result[ch->tool].patch,
					    line, n);
			continue;
		}
		f = chunk_file_of(ch, line);
		if (f >= 0 && c->tools[ch->tool].kind == TOOL_SPATCH &&
		    !reads_parse(line, n, c->files[f].run_path,
				 &c->files[f].result[ch->tool].reads))
			continue;
		if (f >= 0 && c->tools[ch->tool].kind == TOOL_SPATCH &&
		    (strstr(line, ": WARNING: ") ||
		     is_sparse_cast_record(line, n, c->files[f].run_path))) {
			append_line(&c->files[f].result[ch->tool].report, line, n);
			continue;
		}
		if (patch_file >= 0)
			append_line(&c->files[patch_file].result[ch->tool].patch,
				    line, n);
	}
	for (line = err; *line; line = *end ? end + 1 : end) {
		const char *p;

		end = strchr(line, '\n');
		if (!end)
			end = line + strlen(line);
		if (c->tools[ch->tool].kind == TOOL_SPARSE) {
			int f = chunk_file_of(ch, line);

			if (f >= 0 && strstr(line, ": warning: cast to restricted "))
				append_line(&c->files[f].result[ch->tool].report,
					    line, end - line);
			continue;
		}
		/* "EXN: Coccinelle_modules.Common.Timeout in drivers/x.c" */
		for (i = 0; i < ch->nr; i++) {
			struct source_file *sf = &c->files[ch->files[i]];
			char *why = giveup_reason(line, end - line, sf->run_path);

			if (why) {
				free(sf->gave_up);
				sf->gave_up = why;
			}
		}
		/* " = error in drivers/x.c; set verbose_parsing ..." */
		p = strstr(line, " = error in ");
		if (!p || p != line)
			continue;
		p += 12;
		for (i = 0; i < ch->nr; i++) {
			struct source_file *sf = &c->files[ch->files[i]];
			size_t m = strlen(sf->run_path);

			if (!strncmp(p, sf->run_path, m) && p[m] == ';')
				sf->result[ch->tool].parse_errors++;
		}
	}
}
