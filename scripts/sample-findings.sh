#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# sample-findings.sh SEED N REPORT.json [LEVEL...]: a reproducible random
# sample of N findings of a checker report (--format json) at the given
# levels (default: high moderate, the default threshold). Each distinct
# "file line rule level" row gets the key sha256("SEED:file:line:rule");
# the N rows with the smallest keys are the sample, printed in key order
# as label rows to fill in (label, evidence, reason left as "?").
set -eu
if [ $# -lt 3 ]; then
	echo "usage: sample-findings.sh SEED N REPORT.json [LEVEL...]" >&2
	exit 2
fi
seed=$1 n=$2 report=$3
shift 3
[ $# -gt 0 ] || set -- high moderate
here=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O2 -o "$tmp/score-labels" "$here/scripts/score-labels.c" -lm
"$tmp/score-labels" --list "$report" >"$tmp/rows"
levels=" $* "
sort -u "$tmp/rows" | while IFS=$'\t' read -r file line rule level; do
	case "$levels" in *" $level "*) ;; *) continue ;; esac
	key=$(printf '%s:%s:%s:%s' "$seed" "$file" "$line" "$rule" | sha256sum | cut -c1-16)
	printf '%s\t%s\t%s\t%s\t%s\n' "$key" "$file" "$line" "$rule" "$level"
done | sort | head -n "$n" | cut -f2- | sed 's/$/\t?\t?\t?/'
