# SPDX-License-Identifier: GPL-2.0-only
# The counting of make check and make check-fast, sourced by both:
# pass NAME, fail NAME [FILE], and tally FILE NAME, which adds a
# sub-suite's "NAME: N passed, N failed" line to the totals.
passed=0
failed=0

pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -f "${2:-}" ] && sed 's/^/    /' "$2" | head -20; }

tally() {
	local line
	line=$(grep -E '^[a-z-]+: [0-9]+ passed, [0-9]+ failed$' "$1" | tail -n 1)
	if [ -z "$line" ]; then
		fail "$2 printed no result line" "$1"
		return
	fi
	passed=$((passed + $(echo "$line" | sed -E 's/.*: ([0-9]+) passed.*/\1/')))
	failed=$((failed + $(echo "$line" | sed -E 's/.* ([0-9]+) failed$/\1/')))
}

# the unit tests of the analysis package (cocci/tests); $tmp is scratch
package_tests() {
	if (cd cocci && python3 -m unittest discover -s tests -t .) >"$tmp/py" 2>&1; then
		pass "cocci/tests: $(sed -n 's/^Ran \([0-9]*\) tests.*/\1/p' "$tmp/py") tests"
	else
		fail "cocci/tests" "$tmp/py"
	fi
}

# run-cases.sh must fail a case that expects no finding on code spatch
# could not parse
not_parsed_selftest() {
	testcases/run-cases.sh testcases/selftest/not-parsed.c >"$tmp/selftest" 2>&1
	grep -q '^FAIL not-parsed.c: not parsed' "$tmp/selftest" &&
		pass "a case expecting no finding fails on a function spatch could not parse" ||
		fail "run-cases.sh passed a case on code that was not parsed" "$tmp/selftest"
}

# check_format FMT N ARGS...: the checker's --format FMT report of ARGS
# (in $tmp/FMT) is valid and has N results
check_format() {
	local fmt=$1 n=$2
	shift 2
	"$checker" --no-progress --format "$fmt" "$@" >"$tmp/$fmt" 2>/dev/null
	if checker/tests/report-check "$fmt" "$tmp/$fmt" >"$tmp/check" &&
	   grep -q "^$fmt: $n results$" "$tmp/check"; then
		pass "--format $fmt: valid, $n results"
	else
		fail "--format $fmt" "$tmp/check"
	fi
}
