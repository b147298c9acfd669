#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# A file's findings must not depend on the files checked beside it in one
# spatch run (its chunk-mates), nor on the number of jobs: the analysis
# keeps no state from one file to the next.
#
#   1. testcases/chunks: a-packed.c's struct hdr is __packed, b-plain.c's
#      struct hdr is not; checked in one spatch run after a-packed.c,
#      b-plain.c keeps its struct-overlay finding.
#   2. A directory checked in one chunk, in chunks of one file, at -j 1
#      and at -j 2 gives the same findings, field for field (JSON).
#
# Usage: run-chunks.sh [DIR...]  (default: testcases/chunks); prints
# "chunks: N passed, N failed". UNALIGNED_CHECKER names another build;
# UNALIGNED_TEST_TREE a kernel tree (or a stand-in) for --tree.
set -u
start=$PWD
here=$(cd "$(dirname "$0")" && pwd)
checker=${UNALIGNED_CHECKER:-$here/../checker/unaligned-check}
cocci=$here/../cocci/unaligned_access.cocci
passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tree_arg=()
[ -n "${UNALIGNED_TEST_TREE:-}" ] && tree_arg=(--tree "$UNALIGNED_TEST_TREE")

pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() {
	failed=$((failed + 1))
	echo "FAIL $1"
	[ -f "${2:-}" ] && sed 's/^/    /' "$2" | head -20
}

# spatch as the checker runs it: each file its own group, in one process
spatch_groups() {
	local f
	for f in "$@"; do printf '%s\n\n' "$f"; done >"$tmp/groups"
	spatch --quiet --parse-error-msg -D report --no-includes \
		--sp-file "$cocci" --file-groups "$tmp/groups" 2>/dev/null |
		grep 'WARNING' | sort
}

cd "$here/chunks"
spatch_groups b-plain.c >"$tmp/alone"
spatch_groups a-packed.c b-plain.c | grep '^b-plain.c:' >"$tmp/after"
if grep -q 'struct-overlay' "$tmp/alone" && cmp -s "$tmp/alone" "$tmp/after"; then
	pass "one spatch run: b-plain.c keeps its struct overlay after a-packed.c's __packed struct hdr"
else
	diff -u "$tmp/alone" "$tmp/after" >"$tmp/diff"
	fail "one spatch run: b-plain.c's findings depend on a-packed.c" "$tmp/diff"
fi

# run_dir NAME DIR CHUNK_SIZE JOBS: the checker's JSON for DIR's C files
# (named one by one: a "." outside the tree would name the whole tree)
run_dir() {
	(cd "$2" && UNALIGNED_CHUNK_SIZE=$3 "$checker" "${tree_arg[@]}" -j "$4" \
		--no-cache --no-progress --no-sparse --confidence low --format json \
		$(cd "$2" && ls -- *.c)) \
		>"$tmp/$1.json" 2>"$tmp/$1.err"
	echo $? >"$tmp/$1.status"
}

[ $# -eq 0 ] && set -- "$here/chunks"
for dir in "$@"; do
	dir=$(cd "$start" && cd "$dir" && pwd) || { fail "no directory $dir"; continue; }
	label=$(basename "$dir")
	run_dir one "$dir" 100000 1
	run_dir single "$dir" 1 2
	run_dir j1 "$dir" "" 1
	run_dir j2 "$dir" "" 2
	n=$(grep -c '"rule"' "$tmp/one.json")
	if [ "$(cat "$tmp/one.status")" = 1 ] && [ "$n" -gt 0 ]; then
		ok=1
		for run in single j1 j2; do
			if ! cmp -s "$tmp/one.json" "$tmp/$run.json"; then
				diff -u "$tmp/one.json" "$tmp/$run.json" >"$tmp/diff"
				fail "$label: one chunk and $run differ" "$tmp/diff"
				ok=0
			fi
		done
		[ $ok = 1 ] && pass "$label: $n findings, the same in one chunk, chunks of one file, -j 1 and -j 2"
	else
		fail "$label: one chunk: exit $(cat "$tmp/one.status"), $n findings" "$tmp/one.err"
	fi
done
echo "chunks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
