#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
# run-check.sh --verify: prove that conversion patches keep behaviour, with
# the converted code built, sparse-checked and booted in QEMU.
#
#   run-check.sh --verify                  the demo module and fixes/
#   run-check.sh --verify demo             the demo module only
#   run-check.sh --verify fixes            fixes/series, tests fixes/kunit/series
#                                          (fixes/kunit/no-ubsan: files UBSAN cannot see)
#   run-check.sh --verify [--tests T]... PATCH...
#                                          any conversions, KUnit test patches T
#   run-check.sh --verify --arch ARCH ...  the same on ARCH: x86_64 (the
#                                          default, below), or sparc64 or mips,
#                                          machines that trap on misaligned
#                                          accesses (scripts/verify-trap.sh)
#   run-check.sh --verify --arch ARCH devices
#                                          drivers with their QEMU devices
#                                          (scripts/device-boot.sh)
#
# The test patches always start with fixes/kunit/0000-*.patch, which adds
# <kunit/alignment_faults.h> (docs in the header).
#
# "before" is the 6.12 tree with the KUnit test patches, "after" the same
# plus the conversions. For each side:
#   1. scratch tree: hard-linked copy of the cached tree, patched; patching
#      must break the links of the patched files, which is checked;
#   2. kunit.py build and exec --arch=x86_64 with UBSAN_ALIGNMENT and the
#      .kunitconfig files that the test patches add;
#   3. the objects of the converted files built without UBSAN, with W=1
#      and C=2, for their warnings and their x86-64 code.
# Then: per case the same result, except cases that failed before only
# because UBSAN reported a misaligned access in a converted file; every
# converted file has UBSAN reports before and none after; no new warnings;
# the machine code of every changed function, identical or different.
# The demo's conversion is generated now by unaligned-check --fix.
# Build directories and logs live in the cache; a second run is incremental.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$here/scripts/provision.sh"
. "$here/scripts/scratch-tree.sh"

cache=${UNALIGNED_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/unaligned-check}
pristine=$cache/linux-source-6.12
work=$cache/verify
demo=$here/testcases/kernel/unaligned-demo
demo_dir=drivers/misc/unaligned-demo

die() { echo "unaligned-check: verify: $*" >&2; exit 2; }
usage() { die "usage: run-check.sh --verify [--arch x86_64|sparc64|mips] [demo | fixes | devices | [--tests PATCH]... PATCH...]"; }

arch=x86_64
if [ "${1:-}" = --arch ]; then
	[ $# -ge 2 ] || usage
	arch=$2
	shift 2
fi
case $arch in
x86_64|sparc64|mips) ;;
*) die "unknown --arch '$arch' (x86_64, sparc64 or mips)" ;;
esac
# each machine, and each of its selections, its own scratch tree and build
# directory: they can run at once, and each rebuild stays incremental (the
# whole run, demo and fixes, shares the fixes' directory: it differs by
# one module)
if [ $arch != x86_64 ]; then
	case ${1:-} in
	"") work=$cache/verify-$arch-fixes ;;
	demo|fixes) work=$cache/verify-$arch-$1 ;;
	*) work=$cache/verify-$arch-patches ;;
	esac
fi
if [ "${1:-}" = devices ]; then
	[ $# = 1 ] || usage
	exec "$here/scripts/device-boot.sh" --arch "$arch"
fi

# The patch files of a series file, in order.
series() { grep -v '^#' "$1" | sed "s|^|$(dirname "$1")/|"; }

with_demo=0
tests=()
conversions=()
no_ubsan=/dev/null
no_fault=/dev/null
case "${1:-}" in
"")	with_demo=1
	mapfile -t tests < <(series "$here/fixes/kunit/series")
	mapfile -t conversions < <(series "$here/fixes/series")
	no_ubsan=$here/fixes/kunit/no-ubsan
	no_fault=$here/fixes/kunit/no-fault ;;
demo)	[ $# = 1 ] || usage; with_demo=1 ;;
fixes)	[ $# = 1 ] || usage
	mapfile -t tests < <(series "$here/fixes/kunit/series")
	mapfile -t conversions < <(series "$here/fixes/series")
	no_ubsan=$here/fixes/kunit/no-ubsan
	no_fault=$here/fixes/kunit/no-fault ;;
*)	while [ $# -gt 0 ]; do
		case "$1" in
		--tests) [ $# -ge 2 ] || usage; tests+=("$(realpath "$2")"); shift 2 ;;
		-*) usage ;;
		*) conversions+=("$(realpath "$1")"); shift ;;
		esac
	done
	[ ${#conversions[@]} -gt 0 ] || usage ;;
esac
for p in "${tests[@]}" "${conversions[@]}"; do
	[ -f "$p" ] && [ -r "$p" ] || die "cannot read patch $p"
done
# the alignment fault counter that the tests include comes first
support=$here/fixes/kunit/0000-kunit-count-the-alignment-faults-of-a-test-case.patch
[[ " ${tests[*]} " = *" $support "* ]] || tests=("$support" "${tests[@]}")

ensure_packages $VERIFY_PACKAGES
[ $arch = x86_64 ] || ensure_packages $(arch_packages $arch)
# on a fresh machine the checker's first run extracts the cached tree
[ -f "$pristine/Makefile" ] || "$here/checker/unaligned-check" --no-sparse \
	"$demo/unaligned_demo.c" >/dev/null 2>&1 || true
[ -f "$pristine/Makefile" ] || die "no cached tree at $pristine"
if [ $arch = x86_64 ]; then
	rm -rf "$work/logs" "$work/files-before" "$work/files-after" \
		"$work/objects-before" "$work/objects-after"
	mkdir -p "$work/logs"
fi
mkdir -p "$work"

# The demo as a patch against the pristine tree, with unaligned_demo.c as
# given: new files, and one line each in drivers/misc/Kconfig and Makefile.
demo_patch() {
	local src=$1 tmp
	tmp=$(mktemp -d "$work/demo.XXXXXX")
	mkdir -p "$tmp/a/drivers/misc" "$tmp/b/$demo_dir"
	cp "$pristine/drivers/misc/Kconfig" "$pristine/drivers/misc/Makefile" \
		"$tmp/a/drivers/misc/"
	cp -r "$tmp/a/drivers" "$tmp/b/"
	cp "$demo"/Kconfig "$demo"/Makefile "$demo"/*.h "$demo"/*_kunit.c \
		"$tmp/b/$demo_dir/"
	cp "$demo/demo.kunitconfig" "$tmp/b/$demo_dir/.kunitconfig"
	cp "$src" "$tmp/b/$demo_dir/unaligned_demo.c"
	sed -i '$i source "drivers/misc/unaligned-demo/Kconfig"' \
		"$tmp/b/drivers/misc/Kconfig"
	echo 'obj-$(CONFIG_UNALIGNED_DEMO)	+= unaligned-demo/' \
		>>"$tmp/b/drivers/misc/Makefile"
	(cd "$tmp" && diff -Nru a b) || true
	rm -rf "$tmp"
}

# The demo module as a test patch, and the checker's rewrite of it as a
# conversion patch.
add_demo() {
	local rewritten=$work/unaligned_demo.c rc
	demo_patch "$demo/unaligned_demo.c" >"$work/demo-tests.patch"
	cp "$demo/unaligned_demo.c" "$rewritten"
	"$here/checker/unaligned-check" --confidence low --no-cache --fix \
		--in-place "$rewritten" >/dev/null 2>&1 && rc=0 || rc=$?
	[ $rc -le 1 ] || die "unaligned-check --fix failed on the demo"
	diff -u --label "a/$demo_dir/unaligned_demo.c" \
		--label "b/$demo_dir/unaligned_demo.c" \
		"$demo/unaligned_demo.c" "$rewritten" >"$work/demo-conversion.patch" &&
		die "unaligned-check rewrote nothing in the demo"
	tests=("$work/demo-tests.patch" "${tests[@]}")
	conversions=("$work/demo-conversion.patch" "${conversions[@]}")
}

# KVM when the guest really runs under it: here /dev/kvm exists but a
# guest hangs without a line of output, so a short probe boot decides.
kvm_works() {
	[ -r /dev/kvm ] && [ -w /dev/kvm ] || return 1
	timeout 20 qemu-system-x86_64 -enable-kvm -nodefaults -m 256 -nographic \
		-serial stdio -bios qboot.rom -no-reboot \
		-kernel "$work/build-kunit/arch/x86/boot/bzImage" \
		-append "console=ttyS0 kunit.enable=0 panic=-1 init=/nonexistent" \
		2>/dev/null | grep -q -m1 "Linux version"
}

# kunit.py build, then exec; the raw console log is kept for the UBSAN
# reports. Both sides share one build directory: the tree is remade at the
# same path, so the second build recompiles only what the patches changed.
kunit_run() {
	local side=$1 accel=() args
	args=(--arch=x86_64 --build_dir="$work/build-kunit")
	(cd "$work/src" && python3 tools/testing/kunit/kunit.py build "${args[@]}" \
		--kunitconfig="$work/kunitconfig" \
		--kconfig_add CONFIG_UBSAN=y --kconfig_add CONFIG_UBSAN_ALIGNMENT=y \
		--jobs "$(nproc)") >"$work/logs/build-$side.log" 2>&1 ||
		die "kunit.py build ($side) failed, see $work/logs/build-$side.log"
	if [ -z "${kvm:-}" ]; then
		kvm_works && kvm=yes || kvm=no
		echo "verify: QEMU acceleration: $([ $kvm = yes ] && echo KVM || echo none, software emulation)" >&2
	fi
	[ "$kvm" = yes ] && accel=(--qemu_args=-enable-kvm)
	(cd "$work/src" && python3 tools/testing/kunit/kunit.py exec "${args[@]}" \
		--timeout 600 --raw_output=all "${accel[@]}") \
		>"$work/logs/kunit-$side.log" 2>&1 || true
	grep -q "KTAP version\|TAP version" "$work/logs/kunit-$side.log" ||
		die "kunit.py exec ($side) printed no results, see $work/logs/kunit-$side.log"
}

# The converted objects without UBSAN (which instruments the very loads the
# rewrite changes), with W=1 and sparse (C=2): their warnings ("file:
# message", without line numbers, which move) and their machine code.
objects_build() {
	local side=$1 obj=$work/build-objects f targets=()
	mkdir -p "$obj"
	sed '/^CONFIG_UBSAN/d' "$work/build-kunit/.config" >"$obj/.config"
	for f in "${changed[@]}"; do
		targets+=("${f%.c}.o")
	done
	(cd "$work/src" && make -s O="$obj" olddefconfig &&
	 make -s O="$obj" -j"$(nproc)" prepare &&
	 make O="$obj" -j"$(nproc)" W=1 C=2 "${targets[@]}") \
		>"$work/logs/objects-$side.log" 2>&1 ||
		die "building ${targets[*]} ($side) failed, see $work/logs/objects-$side.log"
	: >"$work/warnings-$side"
	for f in "${changed[@]}"; do
		mkdir -p "$work/objects-$side/$(dirname "$f")" \
			"$work/files-$side/$(dirname "$f")"
		cp "$obj/${f%.c}.o" "$work/objects-$side/${f%.c}.o"
		cp "$work/src/$f" "$work/files-$side/$f"
		{ grep -E "^([^ ]*/)?$f:[0-9]+:[0-9]+: (warning|error):" \
			"$work/logs/objects-$side.log" || true; } |
			sed -E "s|^[^ ]*:[0-9]+:[0-9]+: |$f: |" >>"$work/warnings-$side"
	done
	sort -o "$work/warnings-$side" "$work/warnings-$side"
}

# objdump -d, one "function: instruction" line per instruction, with the
# addresses taken out so that moved code still compares equal.
disassemble() {
	objdump -d --no-show-raw-insn "$1" | awk '
		/^[0-9a-f]+ <[^>]+>:$/ { f = $2; gsub(/[<>:]/, "", f); next }
		f != "" && /^ *[0-9a-f]+:\t/ {
			sub(/^ *[0-9a-f]+:\t/, "")
			gsub(/[0-9a-f]+ <[^>]+>/, "<target>")
			print f ": " $0 }'
}

# The functions (kernel style: name at column 0, braces at column 0) that
# contain the lines the conversion added to file $2 of side "after".
changed_functions() {
	local f=$1
	{ diff --unchanged-line-format= --old-line-format= --new-line-format='%dn
' "$work/files-before/$f" "$work/files-after/$f" || true; } |
	awk 'NR == FNR { changed[$1] = 1; next }
		/^[A-Za-z_].*\(/ && !/^#/ {
			name = $0; sub(/\(.*/, "", name)
			sub(/.*[^A-Za-z0-9_]/, "", name) }
		/^\{/ { fn = name }
		fn != "" && (FNR in changed) { print fn }
		/^\}/ { fn = "" }' - "$work/files-after/$f" | sort -u
}

# The kernel's console lines, without printk timestamps.
console() { sed 's/^\[[^]]*\] \{0,1\}//' "$1"; }

# "suite.case result" for every case of the log.
results() {
	console "$1" |
	awk '/^    # Subtest: / { suite = $3 }
		/^    (not )?ok [0-9]+ / {
			r = ($1 == "not") ? "fail" : "pass"
			n = ($1 == "not") ? $4 : $3
			print suite "." n, r }'
}

# The converted files as an extended regular expression.
changed_re() { printf '%s\n' "${changed[@]}" | sed 's/[.]/[.]/g' | paste -sd'|'; }

# "suite.case" of cases with a UBSAN report in a converted file: KUnit logs
# the failure as "# case: ... misaligned-access in FILE".
ubsan_cases() {
	console "$1" |
	awk -v re="misaligned-access in (.*/)?($(changed_re))\$" \
	    -v hdr="misaligned-access in (.*/)?include/" -v fnmap="$fnmap" '
		BEGIN { load_fnmap(fnmap) }
		/^    # Subtest: / { suite = $3 }
		/^    # [A-Za-z0-9_]+: / && $0 ~ re {
			c = $2; sub(":$", "", c); print suite "." c; next }
		/^    # [A-Za-z0-9_]+: / && $0 ~ hdr {
			c = $2; sub(":$", "", c); pending = 1; next }
		function header_report(f) { print suite "." c }
		'"$header_trace_awk" | sort -u
}

# "FILE SUITE" for each UBSAN misaligned-access report in a converted file.
ubsan_reports() {
	console "$1" |
	awk -v re="^UBSAN: misaligned-access in (.*/)?($(changed_re)):" \
	    -v hdr="^UBSAN: misaligned-access in (.*/)?include/" -v fnmap="$fnmap" '
		BEGIN { load_fnmap(fnmap) }
		/^    # Subtest: / { suite = $3 }
		$0 ~ re {
			f = $4; sub(/:[0-9]+:[0-9]+$/, "", f)
			print f, (suite == "" ? "(boot)" : suite); next }
		$0 ~ hdr { pending = 1; next }
		function header_report(f) {
			print f, (suite == "" ? "(boot)" : suite) }
		'"$header_trace_awk" |
	sed "s|^$work/src/||"
}

# A report in a header (be32_to_cpup() in swab.h, ...) belongs to the
# converted file whose changed function is the first frame of its trace:
# "FUNCTION FILE" lines, kept in $fnmap for ubsan_cases/ubsan_reports.
# Their awk programs set pending on a header's report and end with
# $header_trace_awk, which follows the trace to the first frame after
# the UBSAN handler and calls their header_report(FILE) when that frame
# is a changed function of FILE.
changed_fn_map() {
	local f fn
	for f in "${changed[@]}"; do
		for fn in $(changed_functions "$f"); do echo "$fn $f"; done
	done
}
header_trace_awk='
	pending && /__ubsan_handle_/ { handler = 1; next }
	pending && handler && /^ [A-Za-z0-9_.]+\+0x/ {
		f = frame_file($1)
		if (f != "") header_report(f)
		pending = handler = 0 }
	/^---\[ end trace/ { pending = handler = 0 }
	function load_fnmap(m,    n, i, a, p) {
		n = split(m, a, "\n")
		for (i = 1; i <= n; i++) { split(a[i], p, " "); fnfile[p[1]] = p[2] }
	}
	function frame_file(frame,    fn) {
		fn = frame; sub(/\+0x.*/, "", fn); sub(/\..*/, "", fn)
		return (fn in fnfile) ? fnfile[fn] : ""
	}'

count() { grep -c "$@" || true; }

t0=$(date +%s)
time_kunit=()
time_objects=()
[ $with_demo = 1 ] && add_demo
mapfile -t changed < <(patched_files "${conversions[@]}" | grep '\.c$')
[ ${#changed[@]} -gt 0 ] || die "the conversion patches change no .c file"

# one .kunitconfig for the run: those the test patches add, merged
scratch_tree "${tests[@]}"
# "FILE CONFIG_X=y..." lines: converted files where UBSAN on x86 cannot
# report the access (no KUnit test reaches it, or gcc drops the check),
# and the options that build them
no_ubsan_files() {
	if [ -f "$no_ubsan" ]; then awk '!/^#/ && NF { print $1 }' "$no_ubsan"; fi
}
{
	for f in $(patched_files "${tests[@]}" | grep '\.kunitconfig$'); do
		cat "$work/src/$f"
	done
	if [ -f "$no_ubsan" ]; then
		awk '!/^#/ { for (i = 2; i <= NF; i++) print $i }' "$no_ubsan"
	fi
} | sort -u >"$work/kunitconfig"
[ -s "$work/kunitconfig" ] || die "the test patches add no .kunitconfig"
# a machine that traps: its own build, boot and tables
[ $arch = x86_64 ] || . "$here/scripts/verify-trap.sh"

for side in before after; do
	s=$(date +%s)
	if [ $side = before ]; then
		scratch_tree "${tests[@]}"
	else
		scratch_tree "${tests[@]}" "${conversions[@]}"
	fi
	kunit_run $side
	time_kunit[${#time_kunit[@]}]=$(elapsed "$s")
	s=$(date +%s)
	objects_build $side
	time_objects[${#time_objects[@]}]=$(elapsed "$s")
done

ok=1
log_before=$work/logs/kunit-before.log
log_after=$work/logs/kunit-after.log
results "$log_before" >"$work/results-before"
results "$log_after" >"$work/results-after"
# once: each changed_functions call diffs the converted files
fnmap=$(changed_fn_map)
ubsan_cases "$log_before" >"$work/ubsan-cases-before"
ubsan_reports "$log_before" >"$work/ubsan-before"
ubsan_reports "$log_after" >"$work/ubsan-after"

echo "== W=1 and sparse (C=2) warnings in the converted files"
printf '%-44s %7s %7s %5s\n' file before after new
for f in "${changed[@]}"; do
	new=$(comm -13 <(grep "^$f: " "$work/warnings-before") \
		<(grep "^$f: " "$work/warnings-after") | wc -l)
	printf '%-44s %7s %7s %5s\n' "$f" "$(count "^$f: " "$work/warnings-before")" \
		"$(count "^$f: " "$work/warnings-after")" "$new"
	[ "$new" = 0 ] || ok=0
done
comm -13 "$work/warnings-before" "$work/warnings-after" | sed 's/^/  new: /'

echo "== x86-64 machine code of the changed functions (objdump -d, addresses taken out)"
printf '%-44s %-30s %s\n' file function code
for f in "${changed[@]}"; do
	o=${f%.c}.o
	disassemble "$work/objects-before/$o" >"$work/code-before"
	disassemble "$work/objects-after/$o" >"$work/code-after"
	for fn in $(changed_functions "$f"); do
		# gcc may clone a static function (name.isra.0, name.constprop.0)
		syms=$(cut -d: -f1 "$work/code-before" "$work/code-after" |
			{ grep -E "^$fn(\.[a-z]+\.[0-9]+)*\$" || true; } | sort -u)
		if [ -z "$syms" ]; then
			verdict="inlined into its callers (below)"
		elif cmp -s <(grep -E "^($(echo $syms | tr ' ' '|')): " "$work/code-before") \
				<(grep -E "^($(echo $syms | tr ' ' '|')): " "$work/code-after"); then
			verdict=identical
		else
			verdict=different
		fi
		printf '%-44s %-30s %s\n' "$f" "$fn" "$verdict"
	done
	same=0 differ=""
	for fn in $(cut -d: -f1 "$work/code-before" "$work/code-after" | sort -u); do
		if cmp -s <(grep "^$fn: " "$work/code-before") <(grep "^$fn: " "$work/code-after"); then
			same=$((same + 1))
		else
			differ="$differ $fn"
		fi
	done
	printf '%-44s %-30s %s\n' "$f" "(all functions)" \
		"$same identical, $(echo $differ | wc -w) different${differ:+:$differ}"
done

echo "== KUnit (UBSAN_ALIGNMENT), per case"
printf '%-52s %-7s %-7s %s\n' "suite.case" before after verdict
while read -r name before; do
	after=$(awk -v n="$name" '$1 == n { print $2 }' "$work/results-after")
	verdict=same
	if [ "$before" != "$after" ]; then
		if [ "$before" = fail ] && [ "$after" = pass ] &&
		   grep -qxF "$name" "$work/ubsan-cases-before"; then
			verdict="fixed (UBSAN before)"
		else
			verdict=CHANGED
			ok=0
		fi
	fi
	[ "$after" = pass ] || ok=0
	printf '%-52s %-7s %-7s %s\n' "$name" "$before" "${after:-missing}" "$verdict"
done <"$work/results-before"
[ -s "$work/results-before" ] || ok=0

echo "== KUnit per suite: cases passed, UBSAN misaligned-access reports in converted files"
printf '%-20s %12s %12s %12s %12s\n' suite "pass before" "pass after" "UBSAN before" "UBSAN after"
for suite in $(sed 's/\..*//' "$work/results-before" "$work/results-after" | sort -u); do
	printf '%-20s %12s %12s %12s %12s\n' "$suite" \
		"$(count "^$suite\..* pass$" "$work/results-before")/$(count "^$suite\." "$work/results-before")" \
		"$(count "^$suite\..* pass$" "$work/results-after")/$(count "^$suite\." "$work/results-after")" \
		"$(count " $suite\$" "$work/ubsan-before")" "$(count " $suite\$" "$work/ubsan-after")"
done

echo "== UBSAN misaligned-access reports per converted file"
printf '%-44s %7s %7s\n' file before after
for f in "${changed[@]}"; do
	b=$(count "^$f " "$work/ubsan-before")
	a=$(count "^$f " "$work/ubsan-after")
	if no_ubsan_files | grep -qxF "$f"; then
		printf '%-44s %7s %7s  UBSAN cannot see it (fixes/kunit/no-ubsan)\n' "$f" "$b" "$a"
		[ "$a" -eq 0 ] || ok=0
		continue
	fi
	printf '%-44s %7s %7s\n' "$f" "$b" "$a"
	[ "$b" -gt 0 ] && [ "$a" -eq 0 ] || ok=0
done

echo "== time"
printf 'kunit.py build+exec: before %s, after %s; W=1 C=2 objects: before %s, after %s; total %s\n' \
	"${time_kunit[0]}" "${time_kunit[1]}" "${time_objects[0]}" "${time_objects[1]}" "$(elapsed "$t0")"
echo "logs: $work/logs"
[ $ok = 1 ] && { echo "verify: behaviour unchanged"; exit 0; }
echo "verify: FAILED"; exit 1
