# SPDX-License-Identifier: GPL-2.0-only
# shellcheck shell=bash disable=SC2154
# Sourced by scripts/verify.sh for --arch sparc64 or mips: machines that
# trap on a misaligned kernel load or store, emulate it, and raise the perf
# event PERF_COUNT_SW_ALIGNMENT_FAULTS. Uses verify.sh's variables (arch,
# tests, conversions, changed, work, here) and functions (scratch_tree,
# console, results, count, elapsed, die).
#
# For each side, "before" (the test patches) and "after" (plus the
# conversions): kunit.py build with the Debian cross compiler and
# testcases/kernel/qemu/$arch.py, then exec in QEMU. Every test wraps the
# code under test in KUNIT_EXPECT_NO_ALIGNMENT_FAULTS() from
# <kunit/alignment_faults.h>, which prints per case
#	# CASE: alignment faults: N in M of K checks at SYM+0x8/0x20 (N) ...
# Then, per case: the result, whether every value check passed (a case
# that failed only its "no alignment faults" expectations has the same
# values), and the faults; per converted file: the faults at the
# functions its object defines (nm), before and after.
# Passes when every case passes after, has the same values before, and no
# faults after, and every converted file faulted before, unless
# fixes/kunit/no-fault says why it cannot on this machine ("ARCH FILE"
# lines, each under a comment with the reason).
# VERIFY_JOBS sets make -j for the kernel builds (default: the cores).

. "$here/scripts/kunit-faults.sh"
qemu_dir=$here/testcases/kernel/qemu
case $arch in
sparc64) cross=sparc64-linux-gnu- arch_patches=("$qemu_dir/sparc64-build-fix.patch") ;;
mips) cross=mips-linux-gnu- arch_patches=() ;;
esac
build=$work/build-kunit
out=$work/results
rm -rf "$out"
mkdir -p "$out/logs"

# kunit.py build and exec for $arch; the raw console log is kept.
trap_kunit_run() {
	local side=$1 args s
	args=(--build_dir="$build" --qemu_config="$qemu_dir/$arch.py"
	      --cross_compile="$cross")
	s=$(date +%s)
	(cd "$work/src" && python3 tools/testing/kunit/kunit.py build \
		"${args[@]}" --kunitconfig="$work/kunitconfig" --jobs "${VERIFY_JOBS:-$(nproc)}") \
		>"$out/logs/build-$side.log" 2>&1 ||
		die "kunit.py build ($arch, $side) failed, see $out/logs/build-$side.log"
	time_build[${#time_build[@]}]=$(elapsed "$s")
	s=$(date +%s)
	(cd "$work/src" && python3 tools/testing/kunit/kunit.py exec "${args[@]}" \
		--timeout 300 --raw_output=all) >"$out/logs/kunit-$side.log" 2>&1 || true
	time_exec[${#time_exec[@]}]=$(elapsed "$s")
	grep -q "KTAP version\|TAP version" "$out/logs/kunit-$side.log" ||
		die "kunit.py exec ($arch, $side) printed no results, see $out/logs/kunit-$side.log"
}

# "SYMBOL FILE" for the functions of each converted file's object.
trap_symbols() {
	local f o
	for f in "${changed[@]}"; do
		o=$build/${f%.c}.o
		[ -f "$o" ] || die "no object $o: is $f built into the $arch kernel?"
		"${cross}nm" --defined-only "$o" |
			awk -v f="$f" '$2 ~ /^[tTwW]$/ { print $3, f }'
	done | sort -u
}


t0=$(date +%s)
time_build=()
time_exec=()
for side in before after; do
	if [ $side = before ]; then
		scratch_tree "${arch_patches[@]}" "${tests[@]}"
	else
		scratch_tree "${arch_patches[@]}" "${tests[@]}" "${conversions[@]}"
	fi
	trap_kunit_run $side
	trap_symbols >"$out/symbols-$side"
	trap_cases "$out/logs/kunit-$side.log" >"$out/cases-$side"
	trap_file_faults "$out/symbols-$side" "$out/cases-$side" >"$out/file-faults-$side"
done

ok=1
endian=little-endian
grep -q '^CONFIG_CPU_BIG_ENDIAN=y' "$build/.config" && endian=big-endian
echo "== $arch ($endian, QEMU $(sed -n "s/.*qemu_arch='\([^']*\)'.*/\1/p" "$qemu_dir/$arch.py")): KUnit per case, alignment faults (perf PERF_COUNT_SW_ALIGNMENT_FAULTS)"
echo "   values: every check other than \"no alignment faults\" passed; the tests compare with"
echo "   references built byte by byte, little- or big-endian as the access means, so on this"
echo "   $endian machine a conversion with the wrong byte order fails its value checks"
printf '%-46s %-7s %-7s %-7s %-7s %7s %7s  %s\n' "suite.case" result "" values "" faults "" verdict
printf '%-46s %-7s %-7s %-7s %-7s %7s %7s\n' "" before after before after before after
while read -r name rb vb fb sb; do
	read -r _ ra va fa sa < <(awk -v n="$name" '$1 == n' "$out/cases-after")
	ra=${ra:-missing} va=${va:-missing} fa=${fa:--}
	verdict=same
	if [ "$fb" = nc ] || [ "$fa" = nc ]; then
		verdict="FAULTS NOT COUNTED"
		ok=0
	elif [ "$ra" != pass ] || [ "$va" != pass ] || [ "$vb" != pass ]; then
		verdict=FAILED
		ok=0
	elif [ "$fa" != - ] && [ "$fa" != 0 ]; then
		verdict="FAULTS AFTER"
		ok=0
	elif [ "$fb" = - ]; then
		verdict="same (no fault check in this case)"
	elif [ "$fb" = 0 ]; then
		verdict="same; no fault before: no access of this case was misaligned for this machine"
	else
		verdict="fixed: same values, faults only before"
	fi
	printf '%-46s %-7s %-7s %-7s %-7s %7s %7s  %s\n' "$name" "$rb" "$ra" "$vb" "$va" "$fb" "$fa" "$verdict"
done <"$out/cases-before"
[ -s "$out/cases-before" ] || ok=0
while read -r name _; do
	grep -q "^$name " "$out/cases-before" ||
		{ printf '%-46s %-7s %-7s  %s\n' "$name" missing "" "CHANGED: a new case"; ok=0; }
done <"$out/cases-after"

echo "== $arch: alignment faults per converted file (at the functions of its object)"
printf '%-44s %7s %7s  %s\n' file before after "where, before"
for f in "${changed[@]}"; do
	b=$(sum_faults "$f" "$out/file-faults-before")
	a=$(sum_faults "$f" "$out/file-faults-after")
	where=$(awk -v f="$f" '$1 == f { n[$3] += $2 } END { for (s in n) { printf "%s%s(%d)", sep, s, n[s]; sep = ", " } }' \
		"$out/file-faults-before")
	verdict=""
	if [ "$b" -eq 0 ] && no_fault_expected "$arch" "$f" "$no_fault"; then
		verdict="  no fault before: expected on $arch, fixes/kunit/no-fault says why"
	elif [ "$b" -eq 0 ]; then
		verdict="  NO FAULT BEFORE: the tests did not reach a misaligned access"
		ok=0
	fi
	[ "$a" -eq 0 ] || { verdict="  FAULTS AFTER"; ok=0; }
	printf '%-44s %7s %7s %s%s\n' "$f" "$b" "$a" "${where:- -}" "$verdict"
done
for side in before after; do
	n=$(sum_faults "(elsewhere)" "$out/file-faults-$side")
	[ "$n" -eq 0 ] ||
		printf '%-44s %7s\n' "(elsewhere, $side)" "$n"
done

echo "== $arch: time"
printf 'kunit.py build: before %s, after %s; boot and tests: before %s, after %s; total %s\n' \
	"${time_build[0]}" "${time_build[1]}" "${time_exec[0]}" "${time_exec[1]}" "$(elapsed "$t0")"
echo "logs: $out/logs"
[ $ok = 1 ] && { echo "verify ($arch): values unchanged, alignment faults only before"; exit 0; }
echo "verify ($arch): FAILED"; exit 1
