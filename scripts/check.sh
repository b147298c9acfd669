#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# make check: every test, ending with one line "total: N passed, N failed".
#   1. the C unit tests of the checker, the analysis package's unit tests
#   2. the test cases in testcases/cocci; chunk-mates (testcases/chunks);
#      the label scorer on its fixture
#   3. bad input: each gets its one-line error and exit status 2; the
#      robustness tests of issue 25 (scripts/check-robustness.sh)
#   4. the real default tree (drivers/net/usb): every output format,
#      validated; --fix applies; baselines; --staged and the pre-commit hook
#   5. the semantic patches through the kernel's own make coccicheck;
#      kbuild's C=2 CHECK=, --shard/--merge, the HTML report in Chromium
#      (scripts/check-integrations.sh)
#   6. fixes/ is the tool's current output and applies; run-check.sh --verify
#      on the demo module and fixes/ (KUnit with UBSAN_ALIGNMENT in QEMU),
#      and --verify --arch mips demo (alignment faults counted on MIPS Malta)
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
. scripts/provision.sh
ensure_packages $CHECK_PACKAGES

. scripts/test-lib.sh
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
checker=$here/checker/unaligned-check

echo "== building"
if ! make -s -C checker all unit >"$tmp/unit" 2>&1; then
	cat "$tmp/unit"
	fail "checker build or unit tests" "$tmp/unit"
fi
for t in "$tmp/unit"; do
	grep -E 'passed, [0-9]+ failed|^FAIL' "$t"
	while IFS= read -r line; do
		echo "$line" >"$tmp/one"
		tally "$tmp/one" unit
	done < <(grep -E '^test-[a-z]+: [0-9]+ passed' "$t")
done

echo "== unit tests: the analysis package"
package_tests

echo "== test cases"
testcases/run-cases.sh >"$tmp/cases" 2>&1
grep -E '^(ok|FAIL)|^    ' "$tmp/cases"
tally "$tmp/cases" cases
not_parsed_selftest

echo "== chunk-mates: findings do not depend on the files run beside them"
testcases/run-chunks.sh "$here/testcases/chunks" "$here/testcases/cocci" >"$tmp/chunks" 2>&1
grep -E '^(ok|FAIL)|^    ' "$tmp/chunks"
tally "$tmp/chunks" chunks

echo "== hand labels: the scorer on docs/labels/fixture"
scripts/score-labels-test.sh >"$tmp/labels" 2>&1
grep -E '^(ok|FAIL)|^    ' "$tmp/labels"
tally "$tmp/labels" labels

echo "== bad input"
expect_error() {	# NAME STATUS MESSAGE-SUBSTRING COMMAND...
	local name=$1 want=$2 msg=$3 status
	shift 3
	"$@" >"$tmp/out" 2>"$tmp/err"
	status=$?
	if [ "$status" != "$want" ]; then
		fail "$name: exit $status, expected $want" "$tmp/err"
	elif ! grep -qF -- "$msg" "$tmp/err"; then
		fail "$name: stderr lacks '$msg'" "$tmp/err"
	elif [ "$(grep -c 'unaligned-check: ' "$tmp/err")" -lt 1 ]; then
		fail "$name: no unaligned-check: prefix" "$tmp/err"
	else
		pass "$name"
	fi
}
echo 'not C' >"$tmp/notes.txt"
printf 'int f(u8 *p) { return *(u32 *)(p + 1); }\n' >"$tmp/good.c"
expect_error "unknown option" 2 "unknown option '--frobnicate'" "$checker" --frobnicate
expect_error "missing value" 2 "--format needs a value" "$checker" --format
expect_error "unknown format" 2 "unknown format 'xml'" "$checker" --format xml
expect_error "--in-place alone" 2 "--in-place needs --fix" "$checker" --in-place
expect_error "bad -j" 2 "-j takes a number" "$checker" -j 0
expect_error "no such path" 2 "no-such-dir: no such file or directory" "$checker" no-such-dir
expect_error "not a C file" 2 "notes.txt: not a C file" "$checker" "$tmp/notes.txt"
expect_error "not a C file, other files still checked" 2 "not a C file" "$checker" --no-sparse "$tmp/notes.txt" "$tmp/good.c"
grep -q 'good.c:1:.*unaligned-cast-read' "$tmp/out" && pass "the good file was still checked" ||
	fail "the good file was still checked" "$tmp/out"
expect_error "bad tree" 2 "is not a kernel tree" "$checker" --tree "$tmp"
expect_error "bad baseline" 2 "is not an unaligned-check baseline" "$checker" --no-sparse --baseline "$tmp/notes.txt" "$tmp/good.c"
expect_error "missing baseline" 2 "cannot read baseline" "$checker" --no-sparse --baseline "$tmp/none" "$tmp/good.c"
expect_error "--diff outside git" 2 "not a git repository" sh -c "cd $tmp && $checker --diff HEAD"
expect_error "--verify, unknown option" 2 "usage: run-check.sh --verify" ./run-check.sh --verify --frobnicate
expect_error "--verify, no such patch" 2 "cannot read patch" ./run-check.sh --verify "$tmp/none.patch"
expect_error "--verify demo, extra argument" 2 "usage: run-check.sh --verify" ./run-check.sh --verify demo x
expect_error "--verify, unknown --arch" 2 "unknown --arch 'alpha'" ./run-check.sh --verify --arch alpha
unset_spatch_path=$(mktemp -d)
ln -s "$(command -v sparse)" "$unset_spatch_path/sparse"
expect_error "spatch missing" 2 "run: apt-get install -y coccinelle" env PATH="$unset_spatch_path:/usr/bin/env-none" "$checker" "$tmp/good.c"
rm -rf "$unset_spatch_path"

echo "== robustness: give-ups, races, git input, hostile names (scripts/check-robustness.sh)"
scripts/check-robustness.sh >"$tmp/robust" 2>&1
grep -E '^(ok|FAIL)|^    ' "$tmp/robust"
tally "$tmp/robust" robustness

echo "== the default tree: drivers/net/usb"
./run-check.sh --no-progress >"$tmp/gcc" 2>"$tmp/gcc.err"
status=$?
findings=$(grep -c ': warning: ' "$tmp/gcc")
if [ "$status" = 1 ] && [ "$findings" -gt 10 ] &&
   grep -q 'findings (.* high, .* moderate, .* low) in 40 files checked' "$tmp/gcc.err"; then
	pass "./run-check.sh: $findings findings in drivers/net/usb, with a summary"
else
	fail "./run-check.sh: exit $status, $findings findings" "$tmp/gcc.err"
fi
grep -qE '^drivers/net/usb/[a-z0-9_-]+\.c:[0-9]+:[0-9]+: warning: .* \(confidence: (high|moderate|low), reason: [a-z0-9-]+(:[^ ]+)?\) \[unaligned-[a-z-]+\]$' "$tmp/gcc" &&
	! grep -vqE '^drivers/net/usb/[a-z0-9_-]+\.c:[0-9]+:[0-9]+: warning: .* \(confidence: [a-z]+, reason: [a-z0-9-]+(:[^ ]+)?\) \[unaligned-[a-z-]+\]$' "$tmp/gcc" &&
	pass "gcc format: every line is path:line:col: warning: MESSAGE (confidence: LEVEL, reason: REASON) [RULE]" ||
	fail "gcc format lines" "$tmp/gcc"
for fmt in sarif json gitlab github; do
	check_format $fmt "$findings" drivers/net/usb
done
fixes=$(grep -c '"fixes"' "$tmp/sarif")
[ "$(grep -o '"insertedContent"' "$tmp/sarif" | wc -l)" -gt 5 ] &&
	pass "sarif: results carry fixes with replacement text" ||
	fail "sarif: too few fixes" "$tmp/sarif"
"$checker" --no-progress --format sarif -o "$tmp/out.sarif" drivers/net/usb 2>/dev/null
cmp -s "$tmp/out.sarif" "$tmp/sarif" && pass "-o FILE writes the same report" ||
	fail "-o FILE" "$tmp/out.sarif"

tree=$(ls -d "${UNALIGNED_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/unaligned-check}"/linux-source-6.12)
"$checker" --no-progress --fix drivers/net/usb >"$tmp/fix.diff" 2>/dev/null
if [ -s "$tmp/fix.diff" ] && patch -p1 --dry-run -s -d "$tree" <"$tmp/fix.diff" >"$tmp/patch.out" 2>&1; then
	pass "--fix: $(grep -c '^+++ ' "$tmp/fix.diff") files, applies with patch -p1 --dry-run"
else
	fail "--fix does not apply" "$tmp/patch.out"
fi
grep -q '^+#include <linux/unaligned.h>' "$tmp/fix.diff" &&
	[ "$(grep -c '^+#include <linux/unaligned.h>' "$tmp/fix.diff")" -le "$(grep -c '^+++ ' "$tmp/fix.diff")" ] &&
	pass "--fix adds <linux/unaligned.h> at most once a file" || fail "--fix include" "$tmp/fix.diff"

"$checker" --no-progress --write-baseline "$tmp/baseline" drivers/net/usb >/dev/null 2>&1
"$checker" --no-progress --baseline "$tmp/baseline" drivers/net/usb >"$tmp/out" 2>&1
status=$?
[ "$status" = 0 ] && [ "$(($(wc -l <"$tmp/baseline") - 1))" = "$findings" ] &&
	pass "baseline: $findings recorded, all hidden, exit 0" || fail "baseline: exit $status" "$tmp/out"

echo "== in place, staged, and the pre-commit hook"
repo=$tmp/repo
mkdir -p "$repo/drivers/demo"
cat >"$repo/drivers/demo/demo.c" <<'EOF'
#include <linux/types.h>

void demo_store(u8 *buf, u32 v)
{
	buf[0] = v;
}
EOF
git -C "$repo" init -q
git -C "$repo" -c user.name=t -c user.email=t@t add . &&
git -C "$repo" -c user.name=t -c user.email=t@t commit -qm base
sed -i 's/\tbuf\[0\] = v;/\tbuf[0] = v;\n\t*(u32 *)(buf + 1) = v;/' "$repo/drivers/demo/demo.c"
git -C "$repo" add drivers/demo/demo.c
(cd "$repo" && "$checker" --staged --no-progress) >"$tmp/staged" 2>&1
status=$?
[ "$status" = 1 ] && grep -q '^drivers/demo/demo.c:6:.*\[unaligned-cast-write\]' "$tmp/staged" &&
	pass "--staged finds the added line" || fail "--staged: exit $status" "$tmp/staged"
if (cd "$repo" && git -c user.name=t -c user.email=t@t -c core.hooksPath="$here/checker/hooks" commit -qm bad) >"$tmp/hook" 2>&1; then
	fail "the hook let *(u32 *)(buf + 1) = v; through" "$tmp/hook"
else
	grep -q 'commit with --no-verify' "$tmp/hook" &&
		pass "the pre-commit hook blocks *(u32 *)(buf + 1) = v; and says how to bypass" ||
		fail "the hook message" "$tmp/hook"
fi
sed -i 's/\t\*(u32 \*)(buf + 1) = v;/\tput_unaligned(v, (u32 *)(buf + 1));/' "$repo/drivers/demo/demo.c"
git -C "$repo" add drivers/demo/demo.c
if (cd "$repo" && git -c user.name=t -c user.email=t@t -c core.hooksPath="$here/checker/hooks" commit -qm good) >"$tmp/hook" 2>&1; then
	pass "the pre-commit hook allows put_unaligned(v, (u32 *)(buf + 1));"
else
	fail "the hook blocked put_unaligned()" "$tmp/hook"
fi
# the default run skips the rules whose findings are all low (-D hide_low);
# a --confidence low run of the same file must not take its cached result
cp testcases/cocci/struct-overlay-default.c "$tmp/overlay.c"
"$checker" --no-progress "$tmp/overlay.c" >"$tmp/overlay" 2>&1
status=$?
"$checker" --no-progress --confidence low "$tmp/overlay.c" >>"$tmp/overlay" 2>&1
status2=$?
[ "$status" = 0 ] && [ "$status2" = 1 ] && grep -q 'overlay.c:18:.*\[unaligned-struct-overlay\]' "$tmp/overlay" &&
	pass "a low run after a default run finds the struct overlay" ||
	fail "struct overlay after a default run: exit $status, then $status2" "$tmp/overlay"

# staged content is checked, not the work tree
printf '\nvoid more(u8 *b) { *(u16 *)(b + 1) = 0; }\n' >>"$repo/drivers/demo/demo.c"
(cd "$repo" && "$checker" --staged --no-progress) >"$tmp/staged" 2>&1
[ $? = 0 ] && pass "--staged reads the index, not unstaged edits" || fail "--staged read the work tree" "$tmp/staged"
(cd "$repo" && "$checker" --diff HEAD --no-progress) >"$tmp/staged" 2>&1
[ $? = 1 ] && grep -q 'demo.c:9:' "$tmp/staged" && pass "--diff HEAD sees the unstaged line" ||
	fail "--diff HEAD" "$tmp/staged"
# the driver header of a staged file is the index's, and keys the cache:
# staged_header C_FILE VALUE sets HDR_OFF in hdr.h to VALUE in the work
# tree only, checks C_FILE's staged change, then stages hdr.h and checks
# again; it sets status and status2
repo2=$tmp/repo2
staged_header() {
	printf 'u32 hdr_get(u8 *b)\n{\n\tu8 *p = b;\n\n\treturn *(u32 *)(p + HDR_OFF);\n}\n' >>"$repo2/$1"
	git -C "$repo2" add "$1"
	printf '#define HDR_OFF %s\n' "$2" >"$repo2/drivers/hdr/hdr.h"
	(cd "$repo2" && "$checker" --staged --no-progress --confidence high) >"$tmp/staged" 2>&1
	status=$?
	git -C "$repo2" add drivers/hdr/hdr.h
	(cd "$repo2" && "$checker" --staged --no-progress --confidence high) >>"$tmp/staged" 2>&1
	status2=$?
}
mkdir -p "$repo2/drivers/hdr/sub"
printf '#define HDR_OFF 8\n' >"$repo2/drivers/hdr/hdr.h"
printf '#include <linux/types.h>\n#include "hdr.h"\n' >"$repo2/drivers/hdr/hdr.c"
printf '#include <linux/types.h>\n#include "hdr.h"\n' >"$repo2/drivers/hdr/sub/inc.c"
printf 'ccflags-y += -I $(src)/..\n' >"$repo2/drivers/hdr/sub/Makefile"
git -C "$repo2" init -q
git -C "$repo2" add . && git -C "$repo2" -c user.name=t -c user.email=t@t commit -qm base
staged_header drivers/hdr/hdr.c 9
[ "$status" = 0 ] && [ "$status2" = 1 ] && grep -q 'hdr.c:7:.*(p + HDR_OFF)' "$tmp/staged" &&
	pass "--staged reads #defines from the staged driver header: offset 8 moderate, 9 high" ||
	fail "--staged and the driver header: exit $status, then $status2" "$tmp/staged"
git -C "$repo2" -c user.name=t -c user.email=t@t commit -qm hdr
# a header found through the kbuild Makefile's -I
staged_header drivers/hdr/sub/inc.c 8
[ "$status" = 1 ] && [ "$status2" = 0 ] && grep -q 'inc.c:7:.*(p + HDR_OFF)' "$tmp/staged" &&
	pass "--staged follows the Makefile's -I to the staged header: offset 9 high, 8 moderate" ||
	fail "--staged and -I: exit $status, then $status2" "$tmp/staged"
cp "$repo/drivers/demo/demo.c" "$tmp/before.c"
(cd "$repo" && "$checker" --no-progress --fix --in-place drivers/demo/demo.c) >"$tmp/inplace" 2>&1
status=$?
[ "$status" = 0 ] && grep -q 'put_unaligned(0, (u16 \*)(b + 1));' "$repo/drivers/demo/demo.c" &&
	[ "$(grep -c 'linux/unaligned.h' "$repo/drivers/demo/demo.c")" = 1 ] &&
	pass "--fix --in-place rewrites the file" || fail "--fix --in-place: exit $status" "$tmp/inplace"
ls "$repo/drivers/demo" | grep -q unaligned- && fail "--in-place left a temporary file" || pass "--in-place leaves no temporary file"

echo "== make coccicheck"
build=$tmp/cocci-build
mkdir -p "$build"
for mode in report patch context org; do
	make -s -C "$tree" O="$build" coccicheck MODE=$mode COCCI="$here/cocci/unaligned_access.cocci" \
		M="$tree/drivers/net/usb" >"$tmp/cc.$mode" 2>&1
	status=$?
	case $mode in
	report) pattern='^.*drivers/net/usb/.*\.c:[0-9]+:[0-9]+-[0-9]+: WARNING: .*\[unaligned-' ;;
	patch) pattern='^\+.*(get|put)_unaligned' ;;
	context) pattern='^-.*\(' ;;
	org) pattern='^\* TODO ' ;;
	esac
	if [ "$status" = 0 ] && grep -qE "$pattern" "$tmp/cc.$mode"; then
		pass "make coccicheck MODE=$mode: $(grep -cE "$pattern" "$tmp/cc.$mode") lines"
	else
		fail "make coccicheck MODE=$mode: exit $status" "$tmp/cc.$mode"
	fi
done
# SPFLAGS="-D hide_low" drops the low struct overlays (all but those of a
# frame's data) and nothing else
make -s -C "$tree" O="$build" coccicheck MODE=report COCCI="$here/cocci/unaligned_access.cocci" \
	M="$tree/drivers/net/usb" SPFLAGS="-D hide_low" >"$tmp/cc.hide" 2>&1
overlays=$(grep '\[unaligned-struct-overlay\]' "$tmp/cc.report" | grep -c '(confidence: low)')
others=$(grep -vc '\[unaligned-struct-overlay\]' "$tmp/cc.report")
if [ "$overlays" -gt 0 ] &&
   ! grep '\[unaligned-struct-overlay\]' "$tmp/cc.hide" | grep -q '(confidence: low)' &&
   [ "$(grep -vc '\[unaligned-struct-overlay\]' "$tmp/cc.hide")" = "$others" ]; then
	pass "make coccicheck SPFLAGS=\"-D hide_low\": $overlays low struct overlays dropped, nothing else"
else
	fail "make coccicheck with -D hide_low" "$tmp/cc.hide"
fi
make -s -C "$tree" O="$build" coccicheck MODE=report COCCI="$here/cocci/unaligned_cleanup.cocci" \
	M="$tree/drivers/net/usb" >"$tmp/cc.clean" 2>&1 && pass "make coccicheck with unaligned_cleanup.cocci" ||
	fail "make coccicheck with unaligned_cleanup.cocci" "$tmp/cc.clean"

echo "== integrations: kbuild's CHECK, shards, the HTML report"
scripts/check-integrations.sh >"$tmp/integrations" 2>&1
grep -E '^(ok|FAIL)|^    ' "$tmp/integrations"
tally "$tmp/integrations" integrations

echo "== fixes/"
"$here/scripts/fixes.sh" check >"$tmp/fixes" 2>&1 &&
	pass "fixes/: $(grep -c '^ok' "$tmp/fixes") patches are the tool's current --fix output" ||
	fail "fixes/ drifted from the tool's output" "$tmp/fixes"
"$here/scripts/fixes.sh" am >"$tmp/fixes-am" 2>&1 &&
	pass "fixes/: $(sed -n 's/^ok   fixes: //p' "$tmp/fixes-am")" ||
	fail "fixes/: git am" "$tmp/fixes-am"
# scripts/fixes.sh on a copy of one patch: an edited hunk is drift; kept
# apart in fixes/hand/ it is accepted, and update writes it into the patch
fx=$tmp/fixes-copy
p1=0001-net-usb-int51x1-read-the-frame-length-with-get_unali.patch
mkdir -p "$fx/hand" "$fx/b" && cp "$here/fixes/$p1" "$fx/" && echo "$p1" >"$fx/series"
sed -i 's|^+\tlen = get_unaligned_le16(\(.*\));$|+\tlen = get_unaligned_le16(\1); /* by hand */|' "$fx/$p1"
FIXES_DIR=$fx "$here/scripts/fixes.sh" number >/dev/null 2>&1
FIXES_DIR=$fx "$here/scripts/fixes.sh" check >"$tmp/fx1" 2>&1 && fx1=0 || fx1=$?
cp "$tree/drivers/net/usb/int51x1.c" "$fx/b/int51x1.c"
patch -s -p4 -d "$fx/b" <"$fx/$p1"
(cd "$here/checker" && ./unaligned-check --fix "$tree/drivers/net/usb/int51x1.c") >"$fx/tool.diff" 2>/dev/null || true
cp "$tree/drivers/net/usb/int51x1.c" "$fx/int51x1.c" && patch -s -p4 -d "$fx" <"$fx/tool.diff"
diff -u --label a/drivers/net/usb/int51x1.c --label b/drivers/net/usb/int51x1.c \
	"$fx/int51x1.c" "$fx/b/int51x1.c" >"$fx/hand/${p1%.patch}.diff" || true
FIXES_DIR=$fx "$here/scripts/fixes.sh" check >"$tmp/fx2" 2>&1 && fx2=0 || fx2=$?
FIXES_DIR=$fx "$here/scripts/fixes.sh" update >/dev/null 2>&1 &&
	FIXES_DIR=$fx "$here/scripts/fixes.sh" check >"$tmp/fx3" 2>&1 && fx3=0 || fx3=$?
[ "$fx1" = 1 ] && grep -q drifted "$tmp/fx1" && [ "$fx2" = 0 ] && grep -q 'plus fixes/hand/' "$tmp/fx2" &&
	[ "$fx3" = 0 ] && grep -q 'by hand' "$fx/$p1" &&
	pass "fixes.sh: an edited hunk is drift; in fixes/hand/ it is accepted and kept by update" ||
	fail "fixes.sh: hand-written hunks (exit $fx1, $fx2, $fx3)" "$tmp/fx1"
tmp_tree=$tmp/fixes-tree
cp -al "$(realpath "$tree")" "$tmp_tree"
ok=1
for p in $(grep -v '^#' "$here/fixes/series"); do
	patch -s -p1 -d "$tmp_tree" <"$here/fixes/$p" || ok=0
done
rm -rf "$tmp_tree"
[ $ok = 1 ] && pass "fixes/series applies to linux-source-6.12 with patch -p1" ||
	fail "fixes/series does not apply"
# the KUnit test patches, then the conversions on top, as --verify does
cp -al "$(realpath "$tree")" "$tmp_tree"
ok=1
for p in $(grep -v '^#' "$here/fixes/kunit/series" | sed 's|^|kunit/|') \
	 $(grep -v '^#' "$here/fixes/series"); do
	patch -s -p1 -d "$tmp_tree" <"$here/fixes/$p" || ok=0
done
rm -rf "$tmp_tree"
[ $ok = 1 ] && pass "fixes/kunit/series, then fixes/series, apply with patch -p1" ||
	fail "fixes/kunit/series with fixes/series does not apply"

echo "== verify: the demo module and fixes/, KUnit with UBSAN_ALIGNMENT in QEMU"
"$here/run-check.sh" --verify >"$tmp/verify" 2>&1 && status=0 || status=$?
sed 's/^/    /' "$tmp/verify"
[ "$status" = 0 ] && pass "--verify: behaviour unchanged, UBSAN reports only before" ||
	fail "--verify: exit $status" "$tmp/verify"

echo "== verify on a machine that traps: the demo module on MIPS Malta, alignment faults counted"
# the reader of <kunit/alignment_faults.h>'s lines, on a log with a case
# that failed only by its faults, one with a wrong value, one not counted
. scripts/kunit-faults.sh
trap_cases testcases/kernel/qemu/kunit-faults.log >"$tmp/kf" 2>&1
diff -u testcases/kernel/qemu/kunit-faults.expected "$tmp/kf" >"$tmp/kf.diff" &&
	pass "kunit-faults.sh: results, value checks, fault counts and sites per case" ||
	fail "kunit-faults.sh: trap_cases" "$tmp/kf.diff"
echo "demo_read drivers/demo/demo.c" >"$tmp/kf.sym"
trap_file_faults "$tmp/kf.sym" "$tmp/kf" >"$tmp/kf.files"
[ "$(sum_faults drivers/demo/demo.c "$tmp/kf.files")" = 4 ] &&
	[ "$(sum_faults "(elsewhere)" "$tmp/kf.files")" = 11 ] &&
	pass "kunit-faults.sh: fault sites map to the converted file by its symbols" ||
	fail "kunit-faults.sh: trap_file_faults" "$tmp/kf.files"
printf '# why\nmips net/a.c\n# sparc64 net/b.c\n' >"$tmp/kf.nofault"
no_fault_expected mips net/a.c "$tmp/kf.nofault" &&
	! no_fault_expected sparc64 net/a.c "$tmp/kf.nofault" &&
	! no_fault_expected sparc64 net/b.c "$tmp/kf.nofault" &&
	! no_fault_expected mips net/a.c /nonexistent &&
	pass "kunit-faults.sh: no-fault list matches machine and file, skips comments" ||
	fail "kunit-faults.sh: no_fault_expected" "$tmp/kf.nofault"
"$here/run-check.sh" --verify --arch mips demo >"$tmp/verify-mips" 2>&1 && status=0 || status=$?
sed 's/^/    /' "$tmp/verify-mips"
[ "$status" = 0 ] && pass "--verify --arch mips demo: same values, alignment faults before, none after" ||
	fail "--verify --arch mips demo: exit $status" "$tmp/verify-mips"

echo "total: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
