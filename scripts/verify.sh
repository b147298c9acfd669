#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
# run-check.sh --verify: prove that the checker's rewrite of the demo module
# (testcases/kernel/unaligned-demo) keeps behaviour, booted in QEMU.
#   1. scratch tree: hard-linked copy of the cached 6.12 tree, demo added as
#      an in-tree patch (Kconfig + Makefile + files); patching must break
#      the links, which is checked;
#   2. the rewrite is generated now by unaligned-check --fix;
#   3. kunit.py build and exec --arch=x86_64 with UBSAN_ALIGNMENT, before
#      and after;
#   4. per case: same result, except cases that failed before only because
#      UBSAN reported a misaligned access in the changed file;
#   5. the changed object built without UBSAN, with W=1 and C=2: no new
#      warnings, and its x86-64 code compared function by function.
# Build directories and logs live in the cache; a second run is incremental.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$here/scripts/provision.sh"
ensure_packages $VERIFY_PACKAGES

cache=${UNALIGNED_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/unaligned-check}
pristine=$cache/linux-source-6.12
work=$cache/verify
demo=$here/testcases/kernel/unaligned-demo
demo_dir=drivers/misc/unaligned-demo
changed=$demo_dir/unaligned_demo.c

die() { echo "verify: $*" >&2; exit 2; }
# on a fresh machine the checker's first run extracts the cached tree
[ -f "$pristine/Makefile" ] || "$here/checker/unaligned-check" --no-sparse \
	"$demo/unaligned_demo.c" >/dev/null 2>&1 || true
[ -f "$pristine/Makefile" ] || die "no cached tree at $pristine"
mkdir -p "$work/logs"

# The demo as a patch against the pristine tree: new files, and one line
# each in drivers/misc/Kconfig and drivers/misc/Makefile.
demo_patch() {
	local src=$1 tmp
	tmp=$(mktemp -d "$work/demo.XXXXXX")
	mkdir -p "$tmp/a/drivers/misc" "$tmp/b/$demo_dir"
	cp "$pristine/drivers/misc/Kconfig" "$pristine/drivers/misc/Makefile" \
		"$tmp/a/drivers/misc/"
	cp -r "$tmp/a/drivers" "$tmp/b/"
	cp "$demo"/Kconfig "$demo"/Makefile "$demo"/*.h "$demo"/*_kunit.c \
		"$tmp/b/$demo_dir/"
	cp "$src" "$tmp/b/$changed"
	sed -i '$i source "drivers/misc/unaligned-demo/Kconfig"' \
		"$tmp/b/drivers/misc/Kconfig"
	echo 'obj-$(CONFIG_UNALIGNED_DEMO)	+= unaligned-demo/' \
		>>"$tmp/b/drivers/misc/Makefile"
	(cd "$tmp" && diff -Nru a b) || true
	rm -rf "$tmp"
}

# A fresh scratch tree; unchanged files keep their inode and mtime, so the
# build directories stay valid and the rebuild is incremental.
scratch_tree() {
	local patch=$1 f
	rm -rf "$work/src"
	cp -al "$pristine" "$work/src"
	patch -s -p1 -d "$work/src" <"$patch" || die "patch does not apply: $patch"
	for f in $(sed -n 's|^+++ b/\([^[:space:]]*\).*|\1|p' "$patch"); do
		[ -e "$pristine/$f" ] || continue
		[ "$(stat -c %i "$pristine/$f")" != "$(stat -c %i "$work/src/$f")" ] ||
			die "patching $f did not break its hard link"
	done
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
	local name=$1 accel=() args
	args=(--arch=x86_64 --build_dir="$work/build-kunit")
	(cd "$work/src" && python3 tools/testing/kunit/kunit.py build "${args[@]}" \
		--kunitconfig="$demo_dir/.kunitconfig" \
		--kconfig_add CONFIG_UBSAN=y --kconfig_add CONFIG_UBSAN_ALIGNMENT=y \
		--jobs "$(nproc)") >"$work/logs/build-$name.log" 2>&1 ||
		die "kunit.py build ($name) failed, see $work/logs/build-$name.log"
	if [ -z "${kvm:-}" ]; then
		kvm_works && kvm=yes || kvm=no
		echo "verify: QEMU acceleration: $([ $kvm = yes ] && echo KVM || echo none, software emulation)" >&2
	fi
	[ "$kvm" = yes ] && accel=(--qemu_args=-enable-kvm)
	(cd "$work/src" && python3 tools/testing/kunit/kunit.py exec "${args[@]}" \
		--timeout 600 --raw_output=all "${accel[@]}") \
		>"$work/logs/kunit-$name.log" 2>&1 || true
	grep -q "KTAP version\|TAP version" "$work/logs/kunit-$name.log" ||
		die "kunit.py exec ($name) printed no results, see $work/logs/kunit-$name.log"
}

# The changed object without UBSAN (which instruments the very loads the
# rewrite changes), with W=1 and sparse (C=2): its warnings and machine code.
objects_build() {
	local side=$1 obj=$work/build-objects
	mkdir -p "$obj"
	sed '/^CONFIG_UBSAN/d' "$work/build-kunit/.config" >"$obj/.config"
	(cd "$work/src" && make -s O="$obj" olddefconfig &&
	 make -s O="$obj" -j"$(nproc)" prepare &&
	 make O="$obj" W=1 C=2 "${changed%.c}.o") >"$work/logs/objects-$side.log" 2>&1 ||
		die "building ${changed%.c}.o ($side) failed, see $work/logs/objects-$side.log"
	cp "$obj/${changed%.c}.o" "$work/objects-$side.o"
	{ grep -E "^[^ ]*$(basename "$changed"):[0-9]+:[0-9]+: (warning|error):" \
		"$work/logs/objects-$side.log" || true; } |
		sed -E 's/^[^ ]*:[0-9]+:[0-9]+: //' | sort >"$work/warnings-$side"
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

# The kernel's console lines, without printk timestamps.
console() { sed 's/^\[[^]]*\] \{0,1\}//' "$1"; }

# "case result" for every case of the log.
results() {
	console "$1" |
	awk '/^    (not )?ok [0-9]+ / {
		r = ($1 == "not") ? "fail" : "pass"
		n = ($1 == "not") ? $4 : $3
		print n, r }'
}

# Cases with a UBSAN report in the changed file: KUnit logs the failure as
# "# case: ... misaligned-access in FILE".
ubsan_cases() {
	console "$1" |
	awk -v f="$changed" '
		/^    # [a-z0-9_]+: .*misaligned-access in / && index($0, f) {
			c = $2; sub(":$", "", c); print c }' | sort -u
}

t0=$(date +%s)
demo_patch "$demo/unaligned_demo.c" >"$work/demo-before.patch"
cp "$demo/unaligned_demo.c" "$work/unaligned_demo.c"
"$here/checker/unaligned-check" --confidence low --no-cache --fix --in-place \
	"$work/unaligned_demo.c" >/dev/null 2>&1 && rc=0 || rc=$?
[ $rc -le 1 ] || die "unaligned-check --fix failed on the demo"
cmp -s "$demo/unaligned_demo.c" "$work/unaligned_demo.c" &&
	die "unaligned-check rewrote nothing in the demo"
demo_patch "$work/unaligned_demo.c" >"$work/demo-after.patch"

for side in before after; do
	s=$(date +%s)
	scratch_tree "$work/demo-$side.patch"
	cp "$demo/demo.kunitconfig" "$work/src/$demo_dir/.kunitconfig"
	kunit_run "$side"
	echo "verify: kunit $side: $(( $(date +%s) - s )) s" >&2
	s=$(date +%s)
	objects_build "$side"
	echo "verify: W=1 C=2 object $side: $(( $(date +%s) - s )) s" >&2
done

results "$work/logs/kunit-before.log" >"$work/results-before"
results "$work/logs/kunit-after.log" >"$work/results-after"
ubsan_cases "$work/logs/kunit-before.log" >"$work/ubsan-before"
ubsan_reports() {	# the file may be printed with the tree's absolute path
	grep -cE "UBSAN: misaligned-access in (.*/)?$changed:" "$1" || true
}
ub_before=$(ubsan_reports "$work/logs/kunit-before.log")
ub_after=$(ubsan_reports "$work/logs/kunit-after.log")

ok=1
new_warnings=$(comm -13 "$work/warnings-before" "$work/warnings-after" | wc -l)
printf 'W=1 and sparse warnings in %s: before %s, after %s, new %s\n' "$changed" \
	"$(wc -l <"$work/warnings-before")" "$(wc -l <"$work/warnings-after")" "$new_warnings"
comm -13 "$work/warnings-before" "$work/warnings-after" | sed 's/^/  new: /'
[ "$new_warnings" = 0 ] || ok=0

disassemble "$work/objects-before.o" >"$work/code-before"
disassemble "$work/objects-after.o" >"$work/code-after"
printf '%-34s %s\n' function "x86-64 code"
for fn in $(cut -d: -f1 "$work/code-before" "$work/code-after" | sort -u); do
	if cmp -s <(grep "^$fn: " "$work/code-before") <(grep "^$fn: " "$work/code-after"); then
		printf '%-34s %s\n' "$fn" identical
	else
		printf '%-34s %s\n' "$fn" different
	fi
done

printf '%-34s %-8s %-8s %s\n' "KUnit case" before after verdict
while read -r name before; do
	after=$(awk -v n="$name" '$1 == n { print $2 }' "$work/results-after")
	verdict=same
	if [ "$before" != "$after" ]; then
		if [ "$before" = fail ] && [ "$after" = pass ] &&
		   grep -qx "$name" "$work/ubsan-before"; then
			verdict="fixed (UBSAN before)"
		else
			verdict=CHANGED
			ok=0
		fi
	fi
	[ "$after" = pass ] || ok=0
	printf '%-34s %-8s %-8s %s\n' "$name" "$before" "${after:-missing}" "$verdict"
done <"$work/results-before"
[ -s "$work/results-before" ] || ok=0
printf 'UBSAN misaligned-access reports in %s: before %s, after %s\n' \
	"$changed" "$ub_before" "$ub_after"
[ "$ub_before" -gt 0 ] && [ "$ub_after" -eq 0 ] || ok=0
echo "verify: $(( $(date +%s) - t0 )) s; logs in $work/logs" >&2
[ $ok = 1 ] && { echo "verify: behaviour unchanged"; exit 0; }
echo "verify: FAILED"; exit 1
