#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# compare-reports.sh BEFORE.json AFTER.json [FIELD...]
#
# Compares two --format json reports of unaligned-check field for field.
# A finding is its file, line, column and rule; prints
#   - KEY                    only in BEFORE
#   + KEY                    only in AFTER
#   ~ KEY FIELD: OLD -> NEW  in both, with a field that differs
# then a count line. FIELDs compared (default: confidence end_column
# message tool fix; "reason" is left out because older reports lack it).
# Exit 0 when the reports agree, 1 when they differ, 2 on bad input.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: compare-reports.sh BEFORE.json AFTER.json [FIELD...]" >&2; exit 2; }
command -v jq >/dev/null || { echo "compare-reports.sh: needs jq (apt-get install -y jq)" >&2; exit 2; }
before=$1 after=$2
shift 2
fields=${*:-confidence end_column message tool fix}
for f in "$before" "$after"; do
	jq -e 'type == "array"' "$f" >/dev/null 2>&1 ||
		{ echo "compare-reports.sh: $f: not a JSON report" >&2; exit 2; }
done
# one line per finding: KEY<TAB>FIELD=VALUE<TAB>...
flatten() {
	jq -r --arg fields "$fields" '
		($fields | split(" ")) as $fs |
		.[] | [ "\(.file):\(.line):\(.column):\(.rule)" ] +
		[ $fs[] as $k | "\($k)=\(.[$k] | tojson)" ] | join("\t")' "$1" | sort -u
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flatten "$before" >"$tmp/a"
flatten "$after" >"$tmp/b"
cut -f1 "$tmp/a" | sort -u >"$tmp/ka"
cut -f1 "$tmp/b" | sort -u >"$tmp/kb"
comm -23 "$tmp/ka" "$tmp/kb" | sed 's/^/- /'
comm -13 "$tmp/ka" "$tmp/kb" | sed 's/^/+ /'
join -t "$(printf '\t')" <(sort -t "$(printf '\t')" -k1,1 "$tmp/a") \
	<(sort -t "$(printf '\t')" -k1,1 "$tmp/b") | awk -F'\t' '
	{
		n = (NF - 1) / 2
		for (i = 2; i <= n + 1; i++)
			if ($i != $(i + n)) {
				split($i, o, "="); v = $(i + n); sub(/^[^=]*=/, "", v)
				w = $i; sub(/^[^=]*=/, "", w)
				print "~ " $1 " " o[1] ": " w " -> " v
			}
	}' >"$tmp/changed"
cat "$tmp/changed"
only_a=$(comm -23 "$tmp/ka" "$tmp/kb" | wc -l)
only_b=$(comm -13 "$tmp/ka" "$tmp/kb" | wc -l)
changed=$(cut -d' ' -f2 "$tmp/changed" | sort -u | wc -l)
echo "findings: $(wc -l <"$tmp/ka") before, $(wc -l <"$tmp/kb") after; only before $only_a, only after $only_b, changed $changed (fields: $fields)"
[ "$only_a$only_b$changed" = 000 ]
