// SPDX-License-Identifier: GPL-2.0-only
/*
 * One self-contained HTML page: no network, no external script or style.
 * A chart of the findings per subsystem (the first two path components)
 * and rule in inline SVG, then the findings grouped by subsystem in a
 * table that a small inline script filters by rule, confidence and path;
 * each row opens onto the lines around the finding, the reason for its
 * confidence and the proposed rewrite.
 */
#include <stdlib.h>
#include <string.h>

#include "output.h"
#include "rules.h"
#include "version.h"

#define CONTEXT_LINES 3
#define MAX_RULES 32

/* Colour-blind-safe (Okabe-Ito), one a rule in rule_table's order. */
static const char *const rule_colours[] = {
	"#0072b2", "#d55e00", "#cc79a7", "#009e73", "#e69f00", "#56b4e9",
	"#999999", "#f0e442", "#000000",
};

static void html_escape(struct strbuf *out, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case '&':
			sb_adds(out, "&amp;");
			break;
		case '<':
			sb_adds(out, "&lt;");
			break;
		case '>':
			sb_adds(out, "&gt;");
			break;
		case '"':
			sb_adds(out, "&quot;");
			break;
		case '\'':
			sb_adds(out, "&#39;");
			break;
		default:
			sb_addc(out, *s);
		}
	}
}

/*
 * The subsystem: the file's directory, two components at most:
 * "drivers/net" of "drivers/net/usb/x.c", "fs/ext4" of "fs/ext4/inode.c",
 * "init" of "init/main.c", "." of "x.c".
 */
static char *subsystem(const char *file)
{
	const char *last = strrchr(file, '/'), *first;

	if (file[0] == '/' || !last)
		return xstrdup(last ? "(outside the tree)" : ".");
	first = strchr(file, '/');
	if (first != last) {
		const char *second = strchr(first + 1, '/');

		return xstrndup(file, second - file);
	}
	return xstrndup(file, last - file);
}

/* The rules as the report meets them: rule_table's first, then others. */
struct rule_set {
	const char *ids[MAX_RULES];
	int nr;
};

static int rule_slot(struct rule_set *rs, const char *id)
{
	int i;

	for (i = 0; i < rs->nr; i++)
		if (!strcmp(rs->ids[i], id))
			return i;
	if (rs->nr == MAX_RULES)
		return MAX_RULES - 1;
	rs->ids[rs->nr] = id;
	return rs->nr++;
}

static const char *colour(const struct rule_set *rs, int slot)
{
	int idx = rule_index(rs->ids[slot]);

	if (idx < 0)
		idx = slot;
	return rule_colours[idx % (sizeof(rule_colours) / sizeof(*rule_colours))];
}

struct group {
	char *name;
	int first, nr;		/* its findings: list order is file order */
	int by_rule[MAX_RULES];
};

static int compare_groups(const void *a, const void *b)
{
	const struct group *x = a, *y = b;

	if (x->nr != y->nr)
		return y->nr - x->nr;
	return strcmp(x->name, y->name);
}

/* The findings of one subsystem are consecutive: the list is sorted by path. */
static struct group *make_groups(const struct finding_list *list,
				 struct rule_set *rs, int *nr_groups)
{
	struct group *g = xmalloc((list->nr + 1) * sizeof(*g));
	int i, n = 0;

	for (i = 0; rule_table[i].id; i++)
		rule_slot(rs, rule_table[i].id);
	for (i = 0; i < list->nr; i++) {
		char *name = subsystem(list->items[i].file);

		if (!n || strcmp(g[n - 1].name, name)) {
			memset(&g[n], 0, sizeof(g[n]));
			g[n].name = name;
			g[n].first = i;
			n++;
		} else {
			free(name);
		}
		g[n - 1].nr++;
		g[n - 1].by_rule[rule_slot(rs, list->items[i].rule)]++;
	}
	*nr_groups = n;
	return g;
}

/* One stacked bar: a segment a rule, its width by count. */
static void svg_bar(struct strbuf *out, const struct rule_set *rs,
		    const int *by_rule, int y, int height, double scale,
		    const char *label)
{
	double x = 0;
	int r;

	for (r = 0; r < rs->nr; r++) {
		double w = by_rule[r] * scale;

		if (!by_rule[r])
			continue;
		sb_addf(out, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"><title>",
			x, y, w < 1 ? 1 : w, height, colour(rs, r));
		html_escape(out, label);
		sb_addf(out, ": %d %s</title></rect>", by_rule[r], rs->ids[r]);
		x += w;
	}
}

/* The chart: one bar a subsystem, the biggest first, split by rule. */
static void svg_chart(struct strbuf *out, const struct group *g, int n,
		      const struct rule_set *rs, int max)
{
	const int label_w = 260, bar_w = 520, row = 18;
	double scale = max ? (double)bar_w / max : 0;
	int i, r, shown = 0, totals[MAX_RULES] = { 0 }, used = 0;
	int height;

	for (i = 0; i < n; i++)
		for (r = 0; r < rs->nr; r++)
			totals[r] += g[i].by_rule[r];
	for (r = 0; r < rs->nr; r++)
		used += totals[r] > 0;
	height = n * row + (used + 2) / 3 * row + 12;

	sb_addf(out, "<svg id=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" role=\"img\" aria-label=\"findings per subsystem and rule\">\n",
		label_w + bar_w + 60, height);
	for (i = 0; i < n; i++) {
		int y = i * row;

		sb_addf(out, "<g class=\"bar\"><text x=\"%d\" y=\"%d\" text-anchor=\"end\">",
			label_w - 6, y + 13);
		html_escape(out, g[i].name);
		sb_addf(out, "</text><g transform=\"translate(%d,0)\">", label_w);
		svg_bar(out, rs, g[i].by_rule, y + 2, row - 4, scale, g[i].name);
		sb_addf(out, "<text x=\"%.1f\" y=\"%d\">%d</text></g></g>\n",
			g[i].nr * scale + 4, y + 13, g[i].nr);
	}
	/* the legend: the rules that have findings, with their counts */
	for (r = 0; r < rs->nr; r++) {
		int x = (shown % 3) * 280, y = n * row + 8 + (shown / 3) * row;

		if (!totals[r])
			continue;
		sb_addf(out, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/><text x=\"%d\" y=\"%d\">%s (%d)</text>\n",
			x, y, colour(rs, r), x + 16, y + 11, rs->ids[r], totals[r]);
		shown++;
	}
	sb_adds(out, "</svg>\n");
}

/* The file's text, kept while the findings stay in one file. */
struct source_cache {
	const char *root;
	char *file;
	char *text;
};

static const char *source_text(struct source_cache *sc, const char *file)
{
	char *path;

	if (sc->file && !strcmp(sc->file, file))
		return sc->text;
	free(sc->file);
	free(sc->text);
	sc->file = xstrdup(file);
	if (file[0] == '/' || !sc->root)
		path = xstrdup(file);
	else
		path = path_join(sc->root, file);
	sc->text = read_file(path, NULL);
	free(path);
	return sc->text;
}

/*
 * JSON inside <script>: json_string(), with <, > and & written as
 * \u003c ... so that no "</script>" or "<!--" can end the element.
 */
static void script_json_string(struct strbuf *out, const char *s)
{
	struct strbuf tmp;
	size_t i;

	sb_init(&tmp);
	json_string(&tmp, s);
	for (i = 0; i < tmp.len; i++) {
		if (tmp.buf[i] == '<')
			sb_adds(out, "\\u003c");
		else if (tmp.buf[i] == '>')
			sb_adds(out, "\\u003e");
		else if (tmp.buf[i] == '&')
			sb_adds(out, "\\u0026");
		else
			sb_addc(out, tmp.buf[i]);
	}
	sb_release(&tmp);
}

/* Lines line-3 .. line+3 of text: [first line's number, "text"]. */
static void context_json(struct strbuf *out, const char *text, int line)
{
	const char *p = text, *from = NULL, *end;
	int n = 1, first = line - CONTEXT_LINES < 1 ? 1 : line - CONTEXT_LINES;
	char *lines;

	while (p && *p && n <= line + CONTEXT_LINES) {
		if (n == first)
			from = p;
		end = strchr(p, '\n');
		p = end ? end + 1 : p + strlen(p);
		n++;
	}
	if (!from) {
		sb_adds(out, "null");
		return;
	}
	lines = xstrndup(from, p - from);
	sb_addf(out, "[%d,", first);
	script_json_string(out, lines);
	sb_adds(out, "]");
	free(lines);
}

/*
 * One finding for the script: [group, file, line, col, rule, confidence,
 * message, reason, context, rewrite, rewrite is a diff]. Only the rows
 * shown are made into table rows, and a row's code only when opened: a
 * whole tree's thousands of findings would otherwise be a DOM that takes
 * the browser tens of seconds to lay out.
 */
static void finding_json(struct strbuf *out, const struct finding *f,
			 int group, int rule, struct source_cache *sc)
{
	const char *text = source_text(sc, f->file);

	sb_addf(out, "[%d,", group);
	script_json_string(out, f->file);
	sb_addf(out, ",%d,%d,%d,%d,", f->line, f->col, rule, f->confidence);
	script_json_string(out, f->message);
	sb_adds(out, ",");
	if (f->reason)
		script_json_string(out, f->reason);
	else
		sb_adds(out, "null");
	sb_adds(out, ",");
	if (text)
		context_json(out, text, f->line);
	else
		sb_adds(out, "null");
	sb_adds(out, ",");
	if (f->fix)
		script_json_string(out, f->fix->diff ? f->fix->diff :
				   f->fix->new_text);
	else
		sb_adds(out, "null");
	sb_addf(out, ",%d]", f->fix && f->fix->diff ? 1 : 0);
}

static const char style[] =
"body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}\n"
"h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.5em}\n"
"svg text{font:12px system-ui,sans-serif}\n"
"table{border-collapse:collapse;width:100%;table-layout:fixed}\n"
"th:nth-child(1){width:26%}th:nth-child(2){width:13em}th:nth-child(3){width:6.5em}\n"
"td,th{border-bottom:1px solid #ddd;padding:3px 6px;text-align:left;vertical-align:top}\n"
"td.loc{font-family:monospace;overflow-wrap:anywhere}td.rule{white-space:nowrap}\n"
".high{color:#b00020;font-weight:bold}.moderate{color:#a05a00}.low{color:#666}\n"
"pre{background:#f6f6f6;padding:4px;overflow-x:auto;margin:4px 0}\n"
"pre b{background:#fff3b0;font-weight:normal}\n"
"ins{background:#dfd;text-decoration:none}del{background:#fdd;text-decoration:none}\n"
"pre ins,pre del,pre span{display:block;min-height:1.2em}\n"
"#filters{position:sticky;top:0;background:#fff;padding:6px 0;border-bottom:1px solid #ccc}\n"
"#filters label,#filters span{margin-right:1em}\n"
"details.group>summary{font-weight:bold;cursor:pointer;margin-top:1em}\n"
"button.more{margin:4px 0}.hidden{display:none}\n";

/*
 * Renders the rows that pass the filters (rule, confidence at least,
 * path), a page of them a group with a button for more, and a row's code,
 * reason and rewrite when it is opened. The URL's #rule=R&conf=C&path=P
 * sets the filters, so that a filtered view can be linked (and tested);
 * #open=N opens the first N rows, #open all of those shown.
 */
static const char script[] =
"(function(){\n"
"var PAGE=200,D=JSON.parse(document.getElementById('findings').textContent);\n"
"var $=function(id){return document.getElementById(id);};\n"
"var rule=$('f-rule'),conf=$('f-conf'),path=$('f-path'),all=$('f-open'),shown=$('shown');\n"
"var rank={low:0,moderate:1,high:2},names=['low','moderate','high'],first=0;\n"
"var groups=document.querySelectorAll('details.group');\n"
"function el(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;\n"
" if(text!=null)e.textContent=text;return e;}\n"
"function code(f,d){\n"
" if(f[8]){var pre=el('pre','src'),n=f[8][0],ls=f[8][1].replace(/\\n$/,'').split('\\n');\n"
"  for(var i=0;i<ls.length;i++,n++){var t=('     '+n).slice(-5)+'  '+ls[i]+'\\n';\n"
"   pre.appendChild(n===f[2]?el('b',null,t):document.createTextNode(t));}\n"
"  d.appendChild(pre);}\n"
" d.appendChild(el('p','why','Confidence '+names[f[5]]+': '+(f[7]||\"see the rule's section in docs/rules.md\")));\n"
" if(f[9]==null){d.appendChild(el('p','nofix','No rewrite proposed: report only.'));return;}\n"
" d.appendChild(el('p','why','Proposed rewrite:'));\n"
" var fix=el('pre','fix');\n"
" if(!f[10])fix.textContent=f[9];\n"
" else f[9].replace(/\\n$/,'').split('\\n').slice(1).forEach(function(l){\n"
"  fix.appendChild(el(l[0]==='+'?'ins':l[0]==='-'?'del':'span',null,l));});\n"
" d.appendChild(fix);\n"
"}\n"
"function row(f){\n"
" var tr=el('tr','finding'),d=el('details'),td=el('td');\n"
" tr.setAttribute('data-rule',D.rules[f[4]]);tr.setAttribute('data-conf',names[f[5]]);\n"
" tr.appendChild(el('td','loc',f[1]+':'+f[2]+':'+f[3]));\n"
" tr.appendChild(el('td','rule',D.rules[f[4]]));\n"
" tr.appendChild(el('td',names[f[5]],names[f[5]]));\n"
" d.appendChild(el('summary',null,f[6]));\n"
" d.addEventListener('toggle',function(){if(d.open&&d.childNodes.length===1)code(f,d);});\n"
" td.appendChild(d);tr.appendChild(td);return tr;\n"
"}\n"
"function fill(g,list,from){\n"
" var body=groups[g].querySelector('tbody'),old=body.querySelector('tr.more');\n"
" if(old)body.removeChild(old);\n"
" var to=Math.min(list.length,from+PAGE);\n"
" for(var i=from;i<to;i++)body.appendChild(row(D.findings[list[i]]));\n"
" if(to<list.length){var tr=el('tr','more'),td=el('td'),b=el('button','more',\n"
"   'show '+Math.min(PAGE,list.length-to)+' more of '+(list.length-to));\n"
"  td.colSpan=4;b.onclick=function(){fill(g,list,to);};td.appendChild(b);tr.appendChild(td);body.appendChild(tr);}\n"
"}\n"
"function apply(){\n"
" var r=rule.value,c=conf.value,p=path.value,n=0,lists=[];\n"
" for(var g=0;g<groups.length;g++)lists.push([]);\n"
" for(var i=0;i<D.findings.length;i++){var f=D.findings[i];\n"
"  if((!r||D.rules[f[4]]===r)&&(!c||f[5]>=rank[c])&&(!p||f[1].indexOf(p)>=0)){lists[f[0]].push(i);n++;}}\n"
" for(g=0;g<groups.length;g++){\n"
"  groups[g].querySelector('tbody').textContent='';\n"
"  groups[g].querySelector('.count').textContent=lists[g].length;\n"
"  groups[g].className=lists[g].length?'group':'group hidden';\n"
"  fill(g,lists[g],0);\n"
" }\n"
" shown.textContent=n;document.body.setAttribute('data-shown',n);\n"
" if(all.checked)openAll();\n"
"}\n"
"function openAll(){\n"
" var d=document.querySelectorAll('tr.finding details');\n"
" for(var i=0;i<d.length;i++)d[i].open=all.checked;\n"
"}\n"
"location.hash.replace(/^#/,'').split('&').forEach(function(kv){\n"
" var m=kv.split('='),v=decodeURIComponent(m[1]||'');\n"
" if(m[0]==='rule')rule.value=v;else if(m[0]==='conf')conf.value=v;\n"
" else if(m[0]==='path')path.value=v;\n"
" else if(m[0]==='open'){if(v)first=parseInt(v,10);else all.checked=true;}\n"
"});\n"
"rule.onchange=conf.onchange=apply;path.oninput=apply;all.onchange=openAll;\n"
"var t0=performance.now();apply();\n"
"document.body.setAttribute('data-filter-ms',Math.round(performance.now()-t0));\n"
"var rows=document.querySelectorAll('tr.finding details');\n"
"for(var i=0;i<first&&i<rows.length;i++)rows[i].open=true;\n"
"window.addEventListener('load',function(){\n"
" document.body.setAttribute('data-load-ms',Math.round(performance.now()));\n"
"});\n"
"})();\n";

void output_html(struct strbuf *out, const struct finding_list *list,
		 const char *root)
{
	struct rule_set rs = { { 0 }, 0 };
	struct source_cache sc = { root, NULL, NULL };
	struct group *g, *sorted;
	int nr_groups, i, j, max = 0, by[3] = { 0, 0, 0 };

	g = make_groups(list, &rs, &nr_groups);
	for (i = 0; i < list->nr; i++)
		by[list->items[i].confidence]++;
	sb_adds(out, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
		"<meta name=\"viewport\" content=\"width=device-width\">\n"
		"<title>unaligned-check report</title>\n<style>");
	sb_adds(out, style);
	sb_adds(out, "</style></head><body>\n<h1>Unaligned memory accesses</h1>\n");
	sb_addf(out, "<p id=\"summary\">%d finding%s (%d high, %d moderate, %d low) in %d subsystem%s; unaligned-check "
		CHECKER_VERSION ". Rewrites use the kernel's get_unaligned() family "
		"(Documentation/core-api/unaligned-memory-access.rst).</p>\n",
		list->nr, list->nr == 1 ? "" : "s", by[CONF_HIGH],
		by[CONF_MODERATE], by[CONF_LOW], nr_groups,
		nr_groups == 1 ? "" : "s");

	/* the chart: subsystems by number of findings */
	sorted = xmalloc((nr_groups + 1) * sizeof(*sorted));
	memcpy(sorted, g, nr_groups * sizeof(*g));
	qsort(sorted, nr_groups, sizeof(*sorted), compare_groups);
	for (i = 0; i < nr_groups; i++)
		if (sorted[i].nr > max)
			max = sorted[i].nr;
	sb_adds(out, "<h2>Findings per subsystem and rule</h2>\n");
	svg_chart(out, sorted, nr_groups, &rs, max);

	/* the filters */
	sb_adds(out, "<h2>Findings</h2>\n<div id=\"filters\">Rule <select id=\"f-rule\"><option value=\"\">all</option>");
	for (i = 0; i < rs.nr; i++) {
		int n = 0;

		for (j = 0; j < nr_groups; j++)
			n += g[j].by_rule[i];
		if (!n)
			continue;
		sb_addf(out, "<option value=\"%s\">%s (%d)</option>", rs.ids[i],
			rs.ids[i], n);
	}
	sb_adds(out, "</select> Confidence at least <select id=\"f-conf\"><option value=\"\">any</option>"
		"<option value=\"high\">high</option><option value=\"moderate\">moderate</option>"
		"<option value=\"low\">low</option></select> Path <input id=\"f-path\" size=\"30\" placeholder=\"drivers/net/usb\"> "
		"<label><input type=\"checkbox\" id=\"f-open\"> open all</label> "
		"Shown: <span id=\"shown\">");
	sb_addf(out, "%d</span></div>\n", list->nr);

	/* a table a subsystem, in path order; the script fills them */
	for (i = 0; i < nr_groups; i++) {
		sb_adds(out, "<details class=\"group\" open><summary>");
		html_escape(out, g[i].name);
		sb_addf(out, ": <span class=\"count\">%d</span> of %d finding%s ",
			g[i].nr, g[i].nr, g[i].nr == 1 ? "" : "s");
		sb_addf(out, "<svg width=\"204\" height=\"12\" xmlns=\"http://www.w3.org/2000/svg\">");
		svg_bar(out, &rs, g[i].by_rule, 0, 12, max ? 200.0 / max : 0,
			g[i].name);
		sb_adds(out, "</svg></summary>\n<table><thead><tr><th>location</th><th>rule</th><th>confidence</th><th>finding (open for the code, the reason and the rewrite)</th></tr></thead><tbody></tbody></table></details>\n");
	}
	if (!list->nr)
		sb_adds(out, "<p>No findings.</p>\n");
	else
		sb_adds(out, "<noscript><p>The table needs JavaScript; the JSON report has the same findings.</p></noscript>\n");

	/* the findings for the script, JSON that no "</script>" can end */
	sb_adds(out, "<script type=\"application/json\" id=\"findings\">{\"rules\":[");
	for (i = 0; i < rs.nr; i++) {
		sb_adds(out, i ? "," : "");
		script_json_string(out, rs.ids[i]);
	}
	sb_adds(out, "],\n\"findings\":[");
	for (i = 0, j = 0; i < list->nr; i++) {
		while (j + 1 < nr_groups && i >= g[j].first + g[j].nr)
			j++;
		sb_adds(out, i ? ",\n" : "\n");
		finding_json(out, &list->items[i], j,
			     rule_slot(&rs, list->items[i].rule), &sc);
	}
	sb_adds(out, "]}</script>\n<script>");
	sb_adds(out, script);
	sb_adds(out, "</script>\n</body></html>\n");
	for (i = 0; i < nr_groups; i++)
		free(g[i].name);
	free(g);
	free(sorted);
	free(sc.file);
	free(sc.text);
}
