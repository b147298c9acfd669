#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Run the test cases in testcases/cocci: each C file carries, in its first
# comment, what the checker must print for it (sparse's validation style):
#
#   check-name: what the case is about
#   check-command: unaligned-check [OPTIONS] $file   ($file: this file)
#   check-exit-value: N             (default: 1 with output, else 0)
#   check-output-start / check-output-end     expected stdout
#   check-error-start / check-error-end       expected stderr lines (each
#                                             must appear), optional
#   check-fix-start / check-fix-end           the -/+ lines of --fix
#   check-include-after: LINE        the added #include follows LINE
#
# With a check-fix block the rewrite is applied to a copy and checked
# again: a second run must change nothing. A case that expects no finding
# fails when spatch could not parse part of its file (the checker's
# "could not parse" note), unless its check-error block expects that: no
# finding there would mean "not checked", not "judged aligned"
# (testcases/selftest/not-parsed.c shows it).
#
# Usage: run-cases.sh [CASE.c...]; prints "cases: N passed, N failed".
# UNALIGNED_CHECKER names another build of the checker to test.
# UNALIGNED_CASES_TREE=DIR runs the cases listed in DIR/cases (those that
# need no more of a kernel tree than its headers) with --tree DIR:
# testcases/stand-in, for make check-fast. The stand-in has no generated
# headers for sparse (and a failed "make prepare" is an error), so those
# runs are the semantic patches' alone: --no-sparse.
set -u
here=$(cd "$(dirname "$0")" && pwd)
checker=${UNALIGNED_CHECKER:-$here/../checker/unaligned-check}
passed=0
failed=0
skipped=0
stand_in=${UNALIGNED_CASES_TREE:+$(cd "$UNALIGNED_CASES_TREE" && pwd)}
cases_tree=${stand_in:+--tree $stand_in --no-sparse}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

block() {	# block FILE NAME: the lines between check-NAME-start and -end
	sed -n "/check-$2-start/,/check-$2-end/p" "$1" | sed '1d;$d'
}

field() {	# field FILE NAME: the value of "check-NAME: value"
	sed -n "s/^ \* check-$2: //p" "$1" | head -n 1
}

fail() {
	echo "FAIL $case_name: $1"
	[ -n "${2:-}" ] && sed 's/^/    /' "$2"
	failed=$((failed + 1))
}

run_case() {
	local file=$1 name cmd expected_exit status
	case_name=$(basename "$file")
	name=$(field "$file" name)
	cmd=$(field "$file" command)
	[ -n "$cmd" ] || { fail "no check-command"; return; }
	# a "*/" in an expected block would end the header comment early
	if [ "$(sed -n '1,/\*\//p' "$file" | grep -c 'check-.*-end')" != \
	     "$(grep -c 'check-.*-end' "$file")" ]; then
		fail "the header comment ends inside an expected block"
		return
	fi
	if [ -n "$cases_tree" ] &&
	   ! grep -qxF "$case_name" "$stand_in/cases"; then
		skipped=$((skipped + 1))
		return
	fi
	cmd=${cmd//\$file/$case_name}
	cmd=${cmd/#unaligned-check/$checker --no-cache --no-progress $cases_tree}
	(cd "$(dirname "$file")" && eval "$cmd") >"$tmp/out" 2>"$tmp/err"
	status=$?
	block "$file" output >"$tmp/expected"
	# "judged aligned" is not "not parsed": a case that expects no
	# finding does not pass on code spatch could not parse, unless it
	# expects that note
	if [ ! -s "$tmp/expected" ] && grep -q 'could not parse' "$tmp/err" &&
	   ! block "$file" error | grep -q 'could not parse'; then
		fail "not parsed: spatch could not parse part of the file ($name)" "$tmp/err"
		return
	fi
	expected_exit=$(field "$file" exit-value)
	[ -n "$expected_exit" ] || { [ -s "$tmp/expected" ] && expected_exit=1 || expected_exit=0; }
	if [ "$status" != "$expected_exit" ]; then
		fail "exit $status, expected $expected_exit ($name)" "$tmp/err"
		return
	fi
	if ! diff -u "$tmp/expected" "$tmp/out" >"$tmp/diff"; then
		fail "output differs ($name)" "$tmp/diff"
		return
	fi
	block "$file" error >"$tmp/want_err"
	while IFS= read -r line; do
		grep -qF -- "$line" "$tmp/err" ||
			{ fail "stderr lacks: $line" "$tmp/err"; return; }
	done <"$tmp/want_err"
	if grep -q 'check-fix-start' "$file"; then
		check_fix "$file" "$cmd" || return
	fi
	passed=$((passed + 1))
	echo "ok   $case_name: $name"
}

check_fix() {
	local file=$1 cmd="$2 --fix"
	(cd "$(dirname "$file")" && eval "$cmd") >"$tmp/fix" 2>"$tmp/err"
	grep -E '^[-+]' "$tmp/fix" | grep -vE '^(\+\+\+|---) ' >"$tmp/fix_lines"
	block "$file" fix >"$tmp/expected_fix"
	if ! diff -u "$tmp/expected_fix" "$tmp/fix_lines" >"$tmp/diff"; then
		fail "fix differs" "$tmp/diff"
		return 1
	fi
	# an empty block says: nothing is rewritten
	[ -s "$tmp/fix" ] || return 0
	# apply it to a copy; a second run must find nothing to rewrite
	rm -rf "$tmp/copy" && mkdir "$tmp/copy"
	cp "$file" "$tmp/copy/$case_name"
	# the driver headers next to it, whose #defines the rules read
	find "$(dirname "$file")" -maxdepth 1 -name "*.h" -exec cp {} "$tmp/copy/" \;
	if ! (cd "$tmp/copy" && patch -s -p1 <"$tmp/fix"); then
		fail "fix does not apply with patch -p1"
		return 1
	fi
	after=$(sed -n 's/^ \* check-include-after: //p' "$file")
	if [ -n "$after" ] &&
	   [ "$(grep -A1 -xF -- "$after" "$tmp/copy/$case_name" | sed -n 2p)" != \
	     "#include <linux/unaligned.h>" ]; then
		fail "the #include does not follow '$after'"
		return 1
	fi
	(cd "$tmp/copy" && eval "$cmd") >"$tmp/refix" 2>/dev/null
	if [ -s "$tmp/refix" ]; then
		fail "a second --fix run still rewrites" "$tmp/refix"
		return 1
	fi
}

if [ $# -eq 0 ]; then
	set -- $(find "$here/cocci" -name "*.c" | sort)
fi
for f in "$@"; do
	run_case "$f"
done
[ "$skipped" -gt 0 ] && echo "skipped $skipped cases that need linux-6.12's headers"
echo "cases: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
