#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# make check-fast: the tests that need neither linux-6.12 nor a kernel
# build, only coccinelle and sparse; ends with "total: N passed, N failed".
#   1. the unit tests of the analysis package (cocci/tests) and of the
#      checker (checker/tests)
#   2. the test cases listed in testcases/stand-in/cases, against that
#      stand-in tree
#   3. chunk-mates: findings do not depend on the files run beside them,
#      and the cache key is made of the files the analysis read
#   4. every output format, validated, on a stand-in run
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
. scripts/provision.sh
ensure_packages coccinelle sparse python3 gcc make jq

. scripts/test-lib.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
checker=$here/checker/unaligned-check
stand_in=$here/testcases/stand-in
# the result cache and scratch files of these runs stay in $tmp
export UNALIGNED_CACHE=$tmp/cache

echo "== unit tests: the analysis package"
package_tests

echo "== unit tests: the checker"
if ! make -s -C checker all unit >"$tmp/unit" 2>&1; then
	fail "checker build or unit tests" "$tmp/unit"
fi
while IFS= read -r line; do
	echo "$line"
	echo "$line" >"$tmp/one"
	tally "$tmp/one" unit
done < <(grep -E '^test-[a-z-]+: [0-9]+ passed' "$tmp/unit")

echo "== test cases against testcases/stand-in"
UNALIGNED_CASES_TREE=$stand_in testcases/run-cases.sh >"$tmp/cases" 2>&1
grep -E '^(ok|FAIL|skipped)|^    ' "$tmp/cases"
tally "$tmp/cases" cases

# a case that expects no finding on code spatch could not parse must fail
UNALIGNED_CASES_TREE=$stand_in not_parsed_selftest

echo "== chunk-mates"
UNALIGNED_TEST_TREE=$stand_in testcases/run-chunks.sh >"$tmp/chunks" 2>&1
grep -E '^(ok|FAIL)|^    ' "$tmp/chunks"
tally "$tmp/chunks" chunks

echo "== cache key: the files the analysis read"
UNALIGNED_TEST_TREE=$stand_in testcases/run-cache-key.sh >"$tmp/cache-key" 2>&1
grep -E '^(ok|FAIL)|^    ' "$tmp/cache-key"
tally "$tmp/cache-key" cache-key

echo "== formats"
cases=$(grep -v '^#' "$stand_in/cases" | sed 's|^|testcases/cocci/|')
"$checker" --tree "$stand_in" --no-sparse --no-progress --confidence low $cases >"$tmp/gcc" 2>/dev/null
findings=$(grep -c ': warning: ' "$tmp/gcc")
[ "$findings" -gt 10 ] && ! grep -vqE '^testcases/cocci/[a-z0-9-]+\.c:[0-9]+:[0-9]+: warning: .* \(confidence: (high|moderate|low), reason: [a-z0-9-]+(:[^ ]+)?\) \[unaligned-[a-z-]+\]$' "$tmp/gcc" &&
	pass "gcc format: $findings findings, every line path:line:col: warning: MESSAGE (confidence: LEVEL, reason: REASON) [RULE]" ||
	fail "gcc format" "$tmp/gcc"
for fmt in sarif json gitlab github; do
	check_format $fmt "$findings" --tree "$stand_in" --no-sparse --confidence low $cases
done

echo "== compare-reports.sh: two reports field for field"
"$checker" --tree "$stand_in" --no-sparse --no-progress --confidence low --format json $cases >"$tmp/a.json" 2>/dev/null
jq '.[1].confidence = "x" | del(.[2])' "$tmp/a.json" >"$tmp/b.json"
scripts/compare-reports.sh "$tmp/a.json" "$tmp/a.json" >"$tmp/cmp.same" &&
	! scripts/compare-reports.sh "$tmp/a.json" "$tmp/b.json" >"$tmp/cmp.diff" &&
	[ "$(grep -c '^~ .* confidence: ".*" -> "x"$' "$tmp/cmp.diff")" = 1 ] &&
	[ "$(grep -c '^- ' "$tmp/cmp.diff")" = 1 ] && ! grep -q '^+ ' "$tmp/cmp.diff" &&
	pass "compare-reports.sh: equal reports agree; one level changed and one finding dropped are named" ||
	fail "compare-reports.sh" "$tmp/cmp.diff"

echo "== sample-files.sh: a seeded sample of a tree's .c files"
mkdir -p "$tmp/st/a/x" "$tmp/st/b"
touch "$tmp/st/a/"{1,2,3,4,5,6}.c "$tmp/st/a/x/"{7,8}.c "$tmp/st/b/9.c" "$tmp/st/a/notes.txt"
(cd "$tmp/st" && "$here/scripts/sample-files.sh" s1 4 a b -a/x) >"$tmp/st.1"
(cd "$tmp/st" && "$here/scripts/sample-files.sh" s1 4 a b -a/x) >"$tmp/st.2"
(cd "$tmp/st" && "$here/scripts/sample-files.sh" s1 100 a b -a/x) >"$tmp/st.all"
(cd "$tmp/st" && "$here/scripts/sample-files.sh" s2 100 a b -a/x) >"$tmp/st.s2"
(cd "$tmp/st" && "$here/scripts/sample-files.sh" s1 4 a nodir) 2>/dev/null
status=$?
[ "$(wc -l <"$tmp/st.1")" = 4 ] && cmp -s "$tmp/st.1" "$tmp/st.2" &&
	[ "$(head -4 "$tmp/st.all")" = "$(cat "$tmp/st.1")" ] &&
	[ "$(sort "$tmp/st.all" | tr '\n' ' ')" = "a/1.c a/2.c a/3.c a/4.c a/5.c a/6.c b/9.c " ] &&
	! cmp -s "$tmp/st.all" "$tmp/st.s2" && [ "$status" = 2 ] &&
	pass "sample-files.sh: N files, the same twice, a prefix of the whole order; excluded directory and other files left out; a missing directory exits 2" ||
	fail "sample-files.sh" "$tmp/st.all"

echo "== overlapping rewrites: a report format still has the findings"
(cd testcases/cocci && UNALIGNED_RESULTS=$tmp/overlap "$checker" --tree "$stand_in" --no-sparse --no-progress \
	--format json overlapping-rewrites.c) >"$tmp/ov.json" 2>"$tmp/ov.err"
status=$?
(cd testcases/cocci && UNALIGNED_RESULTS=$tmp/overlap "$checker" --tree "$stand_in" --no-sparse --no-progress \
	--format json overlapping-rewrites.c) >/dev/null 2>"$tmp/ov2.err"
[ "$status" = 1 ] && [ "$(jq '[.[] | select(.fix == null)] | length' "$tmp/ov.json")" = 2 ] &&
	grep -q 'note: overlapping-rewrites.c: findings without fixes' "$tmp/ov.err" &&
	! grep -q 'from the cache' "$tmp/ov2.err" &&
	pass "JSON of a file whose rewrites overlap: 2 findings without fixes, a note, exit 1, not cached" ||
	fail "JSON of a file whose rewrites overlap: exit $status" "$tmp/ov.err"

echo "== device-boot: fault sites to functions"
. scripts/device-faults.sh
db=testcases/kernel/device-boot
printf 'rx_copy drivers/x.c\ntx_copy drivers/x.c\n' >"$tmp/db.functions"
fault_functions $db/faults.log $db/faults.map >"$tmp/db.sites"
[ "$(tr '\n' ' ' <"$tmp/db.sites")" = "rx_copy 5 tx_copy 4 other_driver_fn 3 " ] &&
	[ "$(faults_in_functions $db/faults.log $db/faults.map "$tmp/db.functions")" = 9 ] &&
	[ "$(fault_where $db/faults.log $db/faults.map)" = "rx_copy(5), tx_copy(4), other_driver_fn(3); 12 of 12 sampled" ] &&
	pass "device-faults.sh: 32-bit addresses to text symbols of a sign-extended System.map, per file" ||
	fail "device-faults.sh" "$tmp/db.sites"

echo "total: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
