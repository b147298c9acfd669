# SPDX-License-Identifier: GPL-2.0-only
# shellcheck shell=bash
# Sourced by scripts/verify-trap.sh (and the test in scripts/check.sh): read
# the console log of a KUnit run whose tests use <kunit/alignment_faults.h>.

# One line per case:
#   suite.case result value-checks faults sites
# result pass/fail; value-checks pass when every failed expectation of the
# case was an alignment-fault one; faults the count from the helper's line
# ("-" when the case printed none, "nc" when not counted); sites
# "SYM:N,SYM:N" or "-".
trap_cases() {
	sed 's/\r$//; s/^\[[^]]*\] \{0,1\}//' "$1" |
	awk '
	function reset() { failed = 0; fault_failed = 0; faults = "-"; sites = "" }
	BEGIN { reset() }
	/^    # Subtest: / { suite = $3; reset(); next }
	/^    # [A-Za-z0-9_]+: (EXPECTATION|ASSERTION) FAILED at / { failed++ }
	/^    Expected alignment_faults == / { fault_failed++ }
	/^    # [A-Za-z0-9_]+: alignment faults: not counted/ { faults = "nc" }
	/^    # [A-Za-z0-9_]+: alignment faults: [0-9]+ / {
		line = $0
		sub(/.*alignment faults: /, "", line)
		faults = line; sub(/ .*/, "", faults)
		while (match(line, / at [^ ]+( \[[^]]+\])? \([0-9]+\)/)) {
			site = substr(line, RSTART + 4, RLENGTH - 4)
			line = substr(line, RSTART + RLENGTH)
			sym = site; sub(/[+ ].*/, "", sym)
			n = site; sub(/.*\(/, "", n); sub(/\)/, "", n)
			sites = sites (sites == "" ? "" : ",") sym ":" n
		}
		if (line ~ / and elsewhere \([0-9]+\)/) {
			n = line; sub(/.*elsewhere \(/, "", n); sub(/\).*/, "", n)
			sites = sites (sites == "" ? "" : ",") "?:" n
		}
	}
	/^    (not )?ok [0-9]+ / {
		r = ($1 == "not") ? "fail" : "pass"
		c = ($1 == "not") ? $4 : $3
		v = (failed == fault_failed) ? "pass" : "fail"
		print suite "." c, r, v, faults, (sites == "" ? "-" : sites)
		reset()
	}'
}

# "FILE N" for each fault site of a case table that is in a converted
# file, by the symbol tables; "(elsewhere) N" for the others.
trap_file_faults() {
	awk 'NR == FNR { file[$1] = $2; next }
		$5 != "-" {
			n = split($5, s, ",")
			for (i = 1; i <= n; i++) {
				sym = s[i]; sub(/:[0-9]+$/, "", sym)
				k = s[i]; sub(/.*:/, "", k)
				print (sym in file ? file[sym] : "(elsewhere)"), k, sym
			}
		}' "$1" "$2"
}

sum_faults() { awk -v f="$1" '$1 == f { n += $2 } END { print n + 0 }' "$2"; }

# no_fault_expected ARCH FILE LIST: does LIST (fixes/kunit/no-fault: lines
# "ARCH FILE" under a comment giving the reason) say that FILE cannot
# fault on ARCH?
no_fault_expected() {
	[ -f "$3" ] && awk -v a="$1" -v f="$2" \
		'!/^#/ && $1 == a && $2 == f { found = 1 } END { exit !found }' "$3"
}
