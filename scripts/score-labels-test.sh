#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# The label scorer's tests (make check): score docs/labels/fixture/ and
# compare with its expected.txt (intervals checked by hand with awk), then
# bad label files, each a one-line error and exit 2. Ends with
# "labels: N passed, N failed".
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -f "${2:-}" ] && sed 's/^/    /' "$2" | head -20; }

if gcc -O2 -Wall -Wextra -Werror -o "$tmp/score-labels" "$here/scripts/score-labels.c" -lm 2>"$tmp/cc"; then
	pass "score-labels.c builds without warnings"
else
	fail "score-labels.c does not build" "$tmp/cc"
	echo "labels: $passed passed, $((failed + 1)) failed"
	exit 1
fi
score=$tmp/score-labels

cd "$here/docs/labels/fixture"
if "$score" report.json sample.tsv census.tsv >"$tmp/out" 2>"$tmp/err" &&
   diff -u expected.txt "$tmp/out" >"$tmp/diff"; then
	pass "score-labels: the fixture's precision, intervals and recall are expected.txt"
else
	cat "$tmp/err" >>"$tmp/diff"
	fail "score-labels: the fixture's output differs from expected.txt" "$tmp/diff"
fi

# a label of the fixture flipped from T to F moves the counts
sed 's/^\(drivers\/x\/a.c\t10\t.*\t\)T\t/\1F\t/' sample.tsv >"$tmp/flipped.tsv"
"$score" report.json "$tmp/flipped.tsv" census.tsv >"$tmp/out2" 2>&1
if grep -q '^level high  *2  *2  *0   50.0%' "$tmp/out2"; then
	pass "score-labels: one label flipped to F makes high 2 T, 2 F"
else
	fail "score-labels: a flipped label did not change high" "$tmp/out2"
fi

bad() {	# NAME MESSAGE FILE-CONTENT
	printf '%b' "$3" >"$tmp/bad.tsv"
	"$score" report.json "$tmp/bad.tsv" >"$tmp/out" 2>"$tmp/err"
	local status=$?
	if [ "$status" = 2 ] && grep -qF "$2" "$tmp/err" && [ "$(wc -l <"$tmp/err")" = 1 ]; then
		pass "score-labels rejects $1"
	else
		echo "exit $status" >>"$tmp/err"
		fail "score-labels accepts $1" "$tmp/err"
	fi
}
H='file\tline\trule\tlevel\tlabel\tevidence\treason\n'
bad "a file without its kind" "no '# kind: sample'" "$H"'a.c\t1\t-\t-\tT\talloc\tr\n'
bad "a label other than T, F, U" "label is T, F or U" "# kind: sample\n$H"'a.c\t1\t-\t-\tY\talloc\tr\n'
bad "a short row" "6 tab-separated columns" "# kind: sample\n$H"'a.c\t1\t-\t-\tT\talloc\n'
bad "a bad line number" "is not a line number" "# kind: sample\n$H"'a.c\t1x\t-\t-\tT\talloc\tr\n'
bad "an empty reason" "the reason is empty" "# kind: sample\n$H"'a.c\t1\t-\t-\tT\talloc\t\n'
bad "a site labelled twice" "labelled twice" "# kind: sample\n$H"'a.c\t1\t-\t-\tT\talloc\tr\na.c\t1\t-\t-\tF\talloc\tr\n'
bad "a wrong header" "header is not" "# kind: sample\n"'file\tline\trule\tlevel\tlabel\treason\tevidence\n'
echo '[{"file": "a.c", "line": 1}]' >"$tmp/bad.json"
"$score" "$tmp/bad.json" census.tsv >"$tmp/out" 2>"$tmp/err"
[ $? = 2 ] && grep -q 'lacks file, line, rule or confidence' "$tmp/err" &&
	pass "score-labels rejects a finding without rule and confidence" ||
	fail "score-labels accepts a finding without rule" "$tmp/err"

# the checker's "reason" (its key, before the colon) is the reported evidence
sed 's/"tool": "coccinelle", "fingerprint": "0000000000000001:1"/"reason": "api-contract:demo-cipher", &/' report.json >"$tmp/reason.json"
"$score" "$tmp/reason.json" sample.tsv >"$tmp/out3" 2>&1
if grep -q '^reported-evidence api-contract  *1  *0  *0 ' "$tmp/out3"; then
	pass "score-labels: a finding's reason key counts as its reported evidence"
else
	fail "score-labels: the reason was not counted as reported evidence" "$tmp/out3"
fi

# the sampler: reproducible from its seed, default levels only, N rows
"$here/scripts/sample-findings.sh" 26 4 report.json >"$tmp/s1" 2>&1
"$here/scripts/sample-findings.sh" 26 4 report.json >"$tmp/s2" 2>&1
"$here/scripts/sample-findings.sh" 27 8 report.json >"$tmp/s3" 2>&1
if cmp -s "$tmp/s1" "$tmp/s2" && [ "$(wc -l <"$tmp/s1")" = 4 ] &&
   ! grep -qv $'\t\(high\|moderate\)\t?\t?\t?$' "$tmp/s1" &&
   [ "$(wc -l <"$tmp/s3")" = 8 ] && ! cmp -s <(sort "$tmp/s1") <(head -4 "$tmp/s3" | sort); then
	pass "sample-findings.sh: the same seed draws the same default-level rows"
else
	cat "$tmp/s1" "$tmp/s3" >"$tmp/s"
	fail "sample-findings.sh: not reproducible or not the default levels" "$tmp/s"
fi

echo "labels: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
