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
# a key in both whose findings differ: field by field when it has one
# finding a side (a key may hold two: one access through two pointers)
comm -23 "$tmp/a" "$tmp/b" >"$tmp/a.only"
comm -13 "$tmp/a" "$tmp/b" >"$tmp/b.only"
awk -F'\t' -v keys="$tmp/kb" -v akeys="$tmp/ka" '
	FILENAME == akeys { ina[$0] = 1; next }
	FILENAME == keys { inb[$0] = 1; next }
	FNR == 1 { side++ }
	!($1 in ina) || !($1 in inb) { next }
	side == 1 { na[$1]++; a[$1] = $0; next }
	{ nb[$1]++; b[$1] = $0 }
	END {
		for (k in na) {
			if (na[k] != 1 || nb[k] != 1) {
				print "~ " k ": the findings there differ (" na[k] + 0 " before, " nb[k] + 0 " after)"
				continue
			}
			n = split(a[k], x, "\t"); split(b[k], y, "\t")
			for (i = 2; i <= n; i++)
				if (x[i] != y[i]) {
					f = x[i]; sub(/=.*/, "", f)
					v = x[i]; sub(/^[^=]*=/, "", v)
					w = y[i]; sub(/^[^=]*=/, "", w)
					print "~ " k " " f ": " v " -> " w
				}
		}
		for (k in nb)
			if (!(k in na))
				print "~ " k ": the findings there differ (0 before, " nb[k] " after)"
	}' "$tmp/ka" "$tmp/kb" "$tmp/a.only" "$tmp/b.only" | sort >"$tmp/changed"
cat "$tmp/changed"
only_a=$(comm -23 "$tmp/ka" "$tmp/kb" | wc -l)
only_b=$(comm -13 "$tmp/ka" "$tmp/kb" | wc -l)
changed=$(cut -d' ' -f2 "$tmp/changed" | sed 's/:$//' | sort -u | wc -l)
echo "findings: $(wc -l <"$tmp/ka") before, $(wc -l <"$tmp/kb") after; only before $only_a, only after $only_b, changed $changed (fields: $fields)"
[ "$only_a$only_b$changed" = 000 ]
