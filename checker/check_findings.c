// SPDX-License-Identifier: GPL-2.0-only
/* Each file's results, parsed and merged into one list of findings. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "parse_tools.h"
#include "sparse_merge.h"
#include "util.h"

/* sparse reported something in sf: its SPARSE-CAST records are wanted. */
static int sparse_reported(const struct check *c,
			   const struct source_file *sf)
{
	int t;

	for (t = 0; t < c->nr_tools; t++)
		if (c->tools[t].kind == TOOL_SPARSE && sf->have_result[t] &&
		    *sf->result[t].report)
			return 1;
	return 0;
}

/* Findings of every tool, one per site, and the patches they refer to. */
void check_findings(struct check *c, struct finding_list *out,
		    struct patch_set *patches)
{
	int i, t;

	for (i = 0; i < c->nr; i++) {
		struct source_file *sf = &c->files[i];
		/* the SPARSE-CAST records of spatch's report, for sparse */
		struct sparse_cast_records records = { NULL, 0, 0 };
		int first = out->nr;

		if (sf->have_result[0] && c->tools[0].kind == TOOL_SPATCH &&
		    sparse_reported(c, sf))
			sparse_cast_records_parse(sf->result[0].report,
						  sf->run_path, &records);

		for (t = 0; t < c->nr_tools; t++) {
			const char *line, *end;
			struct file_patch *fp = NULL;

			if (!sf->have_result[t])
				continue;
			if (*sf->result[t].patch) {
				int before = patches->nr;

				patch_parse(sf->result[t].patch, patches);
				if (patches->nr > before) {
					fp = &patches->items[before];
					free(fp->path);
					fp->path = xstrdup(sf->display);
				}
			}
			for (line = sf->result[t].report; *line;
			     line = *end ? end + 1 : end) {
				struct finding tmp, *f;
				char *text;
				int ok;

				end = strchr(line, '\n');
				if (!end)
					end = line + strlen(line);
				text = xstrndup(line, end - line);
				memset(&tmp, 0, sizeof(tmp));
				ok = c->tools[t].kind == TOOL_SPATCH ?
					parse_spatch_line(text, &tmp) :
					parse_sparse_line(text, &tmp);
				free(text);
				if (ok)
					continue;
				/* sparse only adds the sites spatch missed */
				if (c->tools[t].kind == TOOL_SPARSE &&
				    !sparse_adds_site(c, sf, out, first, &records,
						      &tmp)) {
					free(tmp.file);
					free(tmp.rule);
					free(tmp.message);
					free(tmp.reason);
					continue;
				}
				f = finding_add(out);
				*f = tmp;
				free(f->file);
				f->file = xstrdup(sf->display);
				f->source_line = check_line_text(sf, f->line);
				if (fp)
					f->fix = hunk_covering(fp, f->line);
			}
		}
		sparse_cast_records_release(&records);
	}
	/* the hunk pointers stay valid: the patch set is not grown again */
	finding_list_sort(out);
}
