#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Issue 25: the checker never says "no findings" for code it did not
# check. One test (or a few) per numbered item of the issue, each named
# "issue25-NN ...": give-ups of spatch, make prepare, -o and --baseline,
# files edited during a run, signals, a read-only cache, git input,
# writing files, and output that names hostile file names.
# Ends with "robustness: N passed, N failed" (scripts/check.sh tallies it).
#
# Run alone: UNALIGNED_CACHE=... scripts/check-robustness.sh [NN...]
set -u
export LC_ALL=C	# grep matches file names that are not UTF-8
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
# UNALIGNED_CHECKER: another build, e.g. of the commit before the fixes
checker=${UNALIGNED_CHECKER:-$here/checker/unaligned-check}
real_spatch=$(command -v spatch)
export UNALIGNED_CACHE=${UNALIGNED_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/unaligned-check}

passed=0
failed=0
tmp=$(mktemp -d)
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT

pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -f "${2:-}" ] && sed 's/^/    /' "$2" | head -20; }
# check NAME FILE-TO-SHOW CONDITION...: pass when the command succeeds
check() {
	local name=$1 show=$2
	shift 2
	if "$@"; then pass "$name"; else fail "$name" "$show"; fi
}
want() {		# run the selected items only
	[ -z "$only" ] || [[ " $only " == *" $1 "* ]]
}
only="$*"

# a C file with one high-confidence finding on line 1
bad_line='int f(u8 *p) { return *(u32 *)(p + 1); }'
good_c() { printf '%s\n' "$bad_line" >"$1"; }
# a C file of N functions with three findings each
gen_c() {
	awk -v n="$1" 'BEGIN { print "#include <linux/types.h>"
		for (i = 0; i < n; i++)
			printf "u32 f%d(u8 *p)\n{\n\tu32 v = *(u32 *)(p + %d);\n\t*(u16 *)(p + 3) = v;\n\treturn v + le32_to_cpu(*(__le32 *)(p + 5));\n}\n\n", i, i % 7 + 1 }' >"$2"
}
# a small kernel tree: top-level Makefile with VERSION, Kbuild, headers
fake_tree() {
	mkdir -p "$1/include/linux" "$1/drivers/demo"
	printf 'VERSION = 6\nPATCHLEVEL = 12\n' >"$1/Makefile"
	: >"$1/Kbuild"
	printf '#include <linux/types.h>\n' >"$1/include/linux/kernel.h"
	printf 'typedef unsigned int u32;\ntypedef unsigned char u8;\n' >"$1/include/linux/types.h"
}
# a spatch on PATH that runs $WRAP_BEFORE (a shell command) first
wrapper_bin=$tmp/wrap-bin
mkdir -p "$wrapper_bin"
cat >"$wrapper_bin/spatch" <<EOF
#!/bin/bash
[ -n "\${WRAP_BEFORE:-}" ] && eval "\$WRAP_BEFORE"
exec "$real_spatch" "\$@"
EOF
chmod +x "$wrapper_bin/spatch"
with_wrapper() { PATH="$wrapper_bin:$PATH" "$@"; }

run() {			# OUT ERR COMMAND...: sets status
	local out=$1 err=$2
	shift 2
	"$@" >"$out" 2>"$err"
	status=$?
}

if want 01; then
	echo "== 1. files spatch gave up on"
	d=$tmp/i01
	mkdir -p "$d"
	good_c "$d/good.c"
	good_c "$d/$(printf 'bad\xe9.c')"	# spatch's Python: UnicodeDecodeError
	run "$d/out" "$d/err" "$checker" --no-sparse --no-progress -j 1 "$d/good.c" "$d"/bad*.c
	check "issue25-01 a Python exception in spatch: exit 2, named, counted, other file reported" "$d/err" \
		eval '[ "$status" = 2 ] && grep -q "bad.*\.c: not checked: .*UnicodeDecodeError" "$d/err" &&
		      grep -q "1 file not checked" "$d/err" && grep -q "good.c:1:.*unaligned-cast-read" "$d/out"'
	run "$d/out" "$d/err" "$checker" --no-sparse --no-progress -j 1 "$d/good.c" "$d"/bad*.c
	check "issue25-01 a give-up is not cached: the second run says it again" "$d/err" \
		eval '[ "$status" = 2 ] && grep -q "not checked" "$d/err" && ! grep -q "from the cache.*0 files" "$d/err"'
	# a timeout, in a chunk with other files: they keep their results
	gen_c 3000 "$d/big.c"
	for i in 1 2 3 4; do good_c "$d/small$i.c"; done
	run "$d/out" "$d/err" env UNALIGNED_SPATCH_TIMEOUT=3 "$checker" --no-cache --no-sparse --no-progress -j 1 \
		"$d/big.c" "$d"/small?.c
	check "issue25-01 spatch --timeout: the big file not checked, its chunk-mates checked" "$d/err" \
		eval '[ "$status" = 2 ] && grep -q "big.c: not checked: spatch .*[Tt]imeout" "$d/err" &&
		      [ "$(grep -c "small[1-4].c:1:" "$d/out")" = 4 ] && grep -q "1 file not checked" "$d/err"'
	# a stack overflow: an expression nested 150000 deep
	python3 -c "n = 150000; print('int deep(int x) { return ' + '(' * n + 'x' + ')' * n + '; }')" >"$d/deep.c"
	run "$d/out" "$d/err" "$checker" --no-cache --no-sparse --no-progress -j 1 "$d/deep.c" "$d/small1.c"
	check "issue25-01 a stack overflow: not checked, named, exit 2" "$d/err" \
		eval '[ "$status" = 2 ] && grep -q "deep.c: not checked" "$d/err" && grep -q "small1.c:1:" "$d/out"'
fi

if want 02; then
	echo "== 2. make prepare"
	d=$tmp/i02
	fake_tree "$d/tree"
	good_c "$d/tree/drivers/demo/demo.c"
	printf '\nvoid g(u8 *p) { u16 x = *(__le16 *)p; }\n' >>"$d/tree/drivers/demo/demo.c"
	cat >>"$d/tree/Makefile" <<'EOF'
defconfig:
	@true
prepare:
	@echo "prepare failed on purpose" >&2; exit 1
EOF
	run "$d/out" "$d/err" env UNALIGNED_CACHE="$d/cache" "$checker" --no-progress --tree "$d/tree" drivers/demo/demo.c
	check "issue25-02 a failed make prepare: exit 2, the log named" "$d/err" \
		eval '[ "$status" = 2 ] && grep -q "prepare.log" "$d/err" && ! grep -q "continuing without sparse" "$d/err"'
	# two first runs at once: the second waits for the first's prepare
	fake_tree "$d/tree2"
	good_c "$d/tree2/drivers/demo/demo.c"
	for h in compiler-version.h kconfig.h compiler_types.h; do : >"$d/tree2/include/linux/$h"; done
	cat >>"$d/tree2/Makefile" <<EOF
defconfig:
	@true
prepare:
	@echo run >>"$d/prepares"; sleep 3; mkdir -p \$(O)/include/generated; touch \$(O)/include/generated/autoconf.h
EOF
	(env UNALIGNED_CACHE="$d/cache2" "$checker" --no-progress --tree "$d/tree2" drivers/demo/demo.c >"$d/o1" 2>"$d/e1"; echo $? >"$d/s1") &
	sleep 0.5
	env UNALIGNED_CACHE="$d/cache2" "$checker" --no-progress --tree "$d/tree2" drivers/demo/demo.c >"$d/o2" 2>"$d/e2"
	echo $? >"$d/s2"
	wait
	check "issue25-02 two first runs at once: one make prepare, both complete" "$d/e2" \
		eval '[ "$(wc -l <"$d/prepares")" = 1 ] && [ "$(cat "$d/s1")" = 1 ] && [ "$(cat "$d/s2")" = 1 ]'
fi

if want 03; then
	echo "== 3. -o and --baseline"
	d=$tmp/i03
	mkdir -p "$d"
	good_c "$d/good.c"
	run "$d/out" "$d/err" "$checker" --no-sparse --no-progress --format sarif -o "$d/no-such-dir/report.sarif" "$d/good.c"
	check "issue25-03 -o FILE that cannot be written: exit 2" "$d/err" \
		eval '[ "$status" = 2 ] && grep -q "cannot write .*report.sarif" "$d/err"'
	run "$d/out" "$d/err" env WRAP_BEFORE="touch '$d/spatch-ran'" PATH="$wrapper_bin:$PATH" \
		"$checker" --no-cache --no-sparse --no-progress --baseline "$d/none" "$d/good.c"
	check "issue25-03 a missing --baseline fails before the analysis" "$d/err" \
		eval '[ "$status" = 2 ] && grep -q "cannot read baseline" "$d/err" && [ ! -e "$d/spatch-ran" ]'
	echo 'not a baseline' >"$d/notes"
	run "$d/out" "$d/err" env WRAP_BEFORE="touch '$d/spatch-ran'" PATH="$wrapper_bin:$PATH" \
		"$checker" --no-cache --no-sparse --no-progress --baseline "$d/notes" "$d/good.c"
	check "issue25-03 a --baseline that does not parse fails before the analysis" "$d/err" \
		eval '[ "$status" = 2 ] && grep -q "is not an unaligned-check baseline" "$d/err" && [ ! -e "$d/spatch-ran" ]'
fi

if want 04; then
	echo "== 4. a file edited during a run"
	d=$tmp/i04
	mkdir -p "$d"
	# unique content: no earlier run has cached it
	printf '%s\n/* %s */\n' "$bad_line" "$RANDOM-$$-$(date +%s%N)" >"$d/edit.c"
	cp "$d/edit.c" "$d/orig"
	run "$d/out" "$d/err" env WRAP_BEFORE="printf 'int f(void) { return 0; }\n' >'$d/edit.c'" \
		PATH="$wrapper_bin:$PATH" "$checker" --no-sparse --no-progress "$d/edit.c"
	first=$status
	cp "$d/orig" "$d/edit.c"
	run "$d/out" "$d/err2" "$checker" --no-sparse --no-progress "$d/edit.c"
	check "issue25-04 a result for edited content is not cached under the original's key" "$d/err2" \
		eval '[ "$status" = 1 ] && grep -q "edit.c:1:" "$d/out"'
	check "issue25-04 the run during which the file changed says so, exit 2" "$d/err" \
		eval '[ "$first" = 2 ] && grep -q "edit.c.*changed while" "$d/err"'
	# a local header edited during the run
	mkdir -p "$d/hdr"
	printf '#define HDR_OFF 9 /* %s */\n' "$RANDOM-$$-$(date +%s%N)" >"$d/hdr/hdr.h"
	cp "$d/hdr/hdr.h" "$d/hdr.orig"
	printf '#include <linux/types.h>\n#include "hdr.h"\nu32 hdr_get(u8 *b)\n{\n\tu8 *p = b;\n\n\treturn *(u32 *)(p + HDR_OFF);\n}\n' >"$d/hdr/hdr.c"
	run "$d/out" "$d/err" env WRAP_BEFORE="sed -i 's/HDR_OFF 9/HDR_OFF 8/' '$d/hdr/hdr.h'" \
		PATH="$wrapper_bin:$PATH" "$checker" --no-sparse --no-progress --confidence high "$d/hdr/hdr.c"
	cp "$d/hdr.orig" "$d/hdr/hdr.h"
	run "$d/out" "$d/err2" "$checker" --no-sparse --no-progress --confidence high "$d/hdr/hdr.c"
	check "issue25-04 a local header edited during a run does not poison the cache" "$d/err2" \
		eval '[ "$status" = 1 ] && grep -q "hdr.c:7:" "$d/out"'
fi

# a process that runs (a zombie whose parent died is not running)
alive() { ps -o stat= -p "$1" 2>/dev/null | grep -qv '^Z'; }

if want 05; then
	echo "== 5. signals and stale temporaries"
	d=$tmp/i05
	mkdir -p "$d/cache"
	ln -s "$(readlink -f "$UNALIGNED_CACHE/linux-source-6.12")" "$d/cache/linux-source-6.12"
	good_c "$d/good.c"
	# a temporary of a run that died (no such process)
	mkdir -p "$d/cache/tmp"
	: >"$d/cache/tmp/2147483600-0.groups"
	mkdir -p "$d/cache/tmp/run.2147483600" "$d/cache/tmp/stage.2147483600.abc"
	env UNALIGNED_CACHE="$d/cache" WRAP_BEFORE="echo \$\$ >'$d/spatch.pid'; sleep 60" PATH="$wrapper_bin:$PATH" \
		"$checker" --no-cache --no-sparse --no-progress "$d/good.c" >"$d/out" 2>"$d/err" &
	pid=$!
	for i in $(seq 600); do [ -s "$d/spatch.pid" ] && break; sleep 0.1; done
	ls -A "$d/cache/tmp" >"$d/tmp-during"
	kill -TERM "$pid"
	wait "$pid"
	status=$?
	sleep 0.5
	spid=$(cat "$d/spatch.pid" 2>/dev/null)
	ps -o pid,pgid,ppid,stat,args -p "$spid" >>"$d/err" 2>&1
	ls -A "$d/cache/tmp" >"$d/tmp-after"
	check "issue25-05 SIGTERM ends the run's spatch processes" "$d/err" \
		eval '[ -n "$spid" ] && ! alive "$spid" && [ "$status" -ge 128 ]'
	check "issue25-05 SIGTERM removes the run's temporaries, and stale ones are swept" "$d/tmp-after" \
		eval '[ ! -s "$d/tmp-after" ] && [ -s "$d/tmp-during" ]'
	[ -n "$spid" ] && kill "$spid" 2>/dev/null
fi

if want 06; then
	echo "== 6. a read-only cache"
	d=$tmp/i06
	mkdir -p "$d/cache"
	good_c "$d/good.c"
	chmod 755 "$d" && chmod 644 "$d/good.c" && chmod 555 "$d/cache"
	chmod o+rx "$tmp"
	run "$d/out" "$d/err" setpriv --reuid=nobody --regid=nogroup --clear-groups \
		env UNALIGNED_CACHE="$d/cache" "$checker" --no-sparse --no-progress "$d/good.c"
	check "issue25-06 a read-only cache: exit 2, says it is not writable and names UNALIGNED_CACHE" "$d/err" \
		eval '[ "$status" = 2 ] && grep -q "not writable" "$d/err" && grep -q "UNALIGNED_CACHE" "$d/err"'
fi

new_repo() {		# DIR: a git repository with drivers/demo/demo.c committed
	mkdir -p "$1/drivers/demo"
	printf '#include <linux/types.h>\n\nvoid demo_store(u8 *buf, u32 v)\n{\n\tbuf[0] = v;\n}\n' >"$1/drivers/demo/demo.c"
	git -C "$1" init -q
	git -C "$1" add .
	git -C "$1" -c user.name=t -c user.email=t@t commit -qm base
}
add_bad() {		# FILE: append a function with an unaligned store
	printf '\nvoid more(u8 *b, u32 v)\n{\n\t*(u32 *)(b + 1) = v;\n}\n' >>"$1"
}

if want 07; then
	echo "== 7. renames and copies"
	d=$tmp/i07
	new_repo "$d/repo"
	git -C "$d/repo" mv drivers/demo/demo.c drivers/demo/renamed.c
	add_bad "$d/repo/drivers/demo/renamed.c"
	git -C "$d/repo" add -A
	run "$d/out" "$d/err" sh -c "cd '$d/repo' && '$checker' --staged --no-sparse --no-progress"
	check "issue25-07 renamed file in --staged" "$d/err" \
		eval '[ "$status" = 1 ] && grep -q "^drivers/demo/renamed.c:10:" "$d/out"'
	git -C "$d/repo" -c user.name=t -c user.email=t@t commit -qm rename --no-verify
	run "$d/out" "$d/err" sh -c "cd '$d/repo' && '$checker' --diff HEAD~1 --no-sparse --no-progress"
	check "issue25-07 renamed file in --diff" "$d/err" \
		eval '[ "$status" = 1 ] && grep -q "^drivers/demo/renamed.c:10:" "$d/out"'
	cp "$d/repo/drivers/demo/renamed.c" "$d/repo/drivers/demo/copy.c"
	printf '\nvoid more2(u8 *b, u16 v)\n{\n\t*(u16 *)(b + 1) = v;\n}\n' >>"$d/repo/drivers/demo/copy.c"
	printf '/* x */\n' >>"$d/repo/drivers/demo/renamed.c"
	git -C "$d/repo" add -A
	# with diff.renames=copies, git's own diff reports the copy as C
	git -C "$d/repo" config diff.renames copies
	run "$d/out" "$d/err" sh -c "cd '$d/repo' && git diff --cached --name-status && '$checker' --staged --no-sparse --no-progress"
	check "issue25-07 copied file (C) in --staged" "$d/out" \
		eval 'grep -q "^C.*copy.c" "$d/out" && [ "$status" = 1 ] && grep -q "^drivers/demo/copy.c:15:" "$d/out"'
fi

if want 08; then
	echo "== 8. file names git quotes"
	d=$tmp/i08
	new_repo "$d/repo"
	for name in 'naïve.c' 'quo"te.c' 'back\slash.c' "$(printf 'tab\there.c')"; do
		cp "$d/repo/drivers/demo/demo.c" "$d/repo/drivers/demo/$name"
		add_bad "$d/repo/drivers/demo/$name"
	done
	git -C "$d/repo" add -A
	run "$d/out" "$d/err" sh -c "cd '$d/repo' && '$checker' --staged --no-sparse --no-progress --format json"
	check "issue25-08 staged files whose names git quotes are checked" "$d/err" \
		eval '[ "$status" = 1 ] && [ "$(grep -c "\"line\": 10," "$d/out")" = 4 ] &&
		      grep -q "naïve.c" "$d/out" && grep -qF "quo\\\"te.c" "$d/out" && grep -qF "back\\\\slash.c" "$d/out"'
fi

if want 09; then
	echo "== 9. git configuration and git failures"
	d=$tmp/i09
	new_repo "$d/repo"
	add_bad "$d/repo/drivers/demo/demo.c"
	git -C "$d/repo" add -A
	git -C "$d/repo" config diff.mnemonicPrefix true
	git -C "$d/repo" config diff.noprefix false
	run "$d/out" "$d/err" sh -c "cd '$d/repo' && '$checker' --staged --no-sparse --no-progress"
	check "issue25-09 --staged with diff.mnemonicPrefix: the finding is reported" "$d/err" \
		eval '[ "$status" = 1 ] && grep -q "^drivers/demo/demo.c:10:" "$d/out"'
	git -C "$d/repo" config diff.mnemonicPrefix false
	git -C "$d/repo" config diff.noprefix true
	run "$d/out" "$d/err" sh -c "cd '$d/repo' && '$checker' --staged --no-sparse --no-progress"
	check "issue25-09 --staged with diff.noprefix: the finding is reported" "$d/err" \
		eval '[ "$status" = 1 ] && grep -q "^drivers/demo/demo.c:10:" "$d/out"'
	# git fails to read the index's content: exit 2, not a pass
	mkdir -p "$d/bin"
	real_git=$(command -v git)
	printf '#!/bin/sh\nfor a; do case $a in show|cat-file) echo "fatal: injected failure" >&2; exit 128;; esac; done\nexec %s "$@"\n' \
		"$real_git" >"$d/bin/git"
	chmod +x "$d/bin/git"
	run "$d/out" "$d/err" sh -c "cd '$d/repo' && PATH='$d/bin':\$PATH '$checker' --staged --no-sparse --no-progress"
	check "issue25-09 a git failure while collecting staged files: exit 2" "$d/err" \
		eval '[ "$status" = 2 ] && grep -q "injected failure" "$d/err"'
fi

if want 10; then
	echo "== 10. --fix --in-place and the cached tree"
	d=$tmp/i10
	fake_tree "$d/cache/linux-source-6.12"
	good_c "$d/cache/linux-source-6.12/drivers/demo/demo.c"
	cp "$d/cache/linux-source-6.12/drivers/demo/demo.c" "$d/orig"
	mkdir -p "$d/elsewhere"
	run "$d/out" "$d/err" sh -c "cd '$d/elsewhere' && UNALIGNED_CACHE='$d/cache' '$checker' --no-sparse --no-progress --fix --in-place drivers/demo/demo.c"
	check "issue25-10 --fix --in-place without --tree refuses to rewrite the cached tree" "$d/err" \
		eval '[ "$status" = 2 ] && grep -q -- "--tree" "$d/err" && cmp -s "$d/orig" "$d/cache/linux-source-6.12/drivers/demo/demo.c"'
fi

if want 11; then
	echo "== 11. a relative PATH inside the user's own kernel tree"
	d=$tmp/i11
	fake_tree "$d/linux"
	mkdir -p "$d/linux/drivers/net/usb"
	# a file that the cached 6.12 tree has too, with other content
	good_c "$d/linux/drivers/net/usb/catc.c"
	run "$d/out" "$d/err" sh -c "cd '$d/linux' && '$checker' --no-sparse --no-progress drivers/net/usb/catc.c"
	check "issue25-11 in a kernel tree, a relative PATH is that tree's file, and stderr says which tree" "$d/err" \
		eval '[ "$status" = 1 ] && [ "$(grep -c "catc.c:" "$d/out")" = 1 ] && grep -q "catc.c:1:31" "$d/out" &&
		      grep -q "tree.*$d/linux" "$d/err"'
	run "$d/out" "$d/err" sh -c "cd '$d/linux/drivers' && '$checker' --no-sparse --no-progress net/usb/catc.c"
	check "issue25-11 from a subdirectory of the tree, too" "$d/err" \
		eval '[ "$status" = 1 ] && [ "$(grep -c "catc.c:" "$d/out")" = 1 ] && grep -q "tree.*$d/linux" "$d/err"'
fi

if want 12; then
	echo "== 12. --fix --in-place keeps owner, mode and symlinks"
	d=$tmp/i12
	mkdir -p "$d"
	printf 'void f(u8 *p, u32 v)\n{\n\t*(u32 *)(p + 1) = v;\n}\n' >"$d/own.c"
	chown nobody:nogroup "$d/own.c"
	chmod 0640 "$d/own.c"
	printf 'void g(u8 *p, u32 v)\n{\n\t*(u32 *)(p + 1) = v;\n}\n' >"$d/target.c"
	ln -s target.c "$d/link.c"
	run "$d/out" "$d/err" sh -c "cd '$d' && '$checker' --no-sparse --no-progress --fix --in-place own.c link.c"
	check "issue25-12 --fix --in-place as root keeps the owner, group and mode" "$d/err" \
		eval '[ "$status" = 0 ] && grep -q put_unaligned "$d/own.c" && [ "$(stat -c "%U:%G %a" "$d/own.c")" = "nobody:nogroup 640" ]'
	check "issue25-12 --fix --in-place keeps a symlink a symlink and rewrites its target" "$d/err" \
		eval '[ -L "$d/link.c" ] && grep -q put_unaligned "$d/target.c"'
fi

# no line of these files starts with "::" (a GitHub workflow command)
no_command_lines() { ! grep -q '^::' "$@"; }

if want 13; then
	echo "== 13. hostile file names on stderr and in --format gcc"
	d=$tmp/i13
	mkdir -p "$d"
	evil=$(printf 'x\n::error file=forged.c,line=1::forged\n.c')
	good_c "$d/$evil"
	run "$d/out" "$d/err" "$checker" --no-sparse --no-progress "$d/$evil"
	check "issue25-13 a file name with a newline and ::error: no output line starts with ::" "$d/out" \
		no_command_lines "$d/out" "$d/err"
	run "$d/out" "$d/err" "$checker" --no-sparse --no-progress "$d/no-such$evil"
	check "issue25-13 an error message naming such a file: no line starts with ::" "$d/err" \
		eval '[ "$status" = 2 ] && no_command_lines "$d/out" "$d/err"'
	# a carriage return: named escaped, never raw
	cr=$(printf 'cr\r::error::forged.c')
	good_c "$d/$cr"
	run "$d/out" "$d/err" "$checker" --no-sparse --no-progress "$d/$cr"
	check "issue25-13 a name with a carriage return is shown escaped" "$d/err" \
		eval '[ "$status" = 2 ] && ! grep -q "$(printf "\r")" "$d/out" "$d/err" &&
		      grep -qF "\"$d/cr\\r::error::forged.c\": not checked" "$d/err"'
	# a name with quotes and a backslash: quoted as git quotes it
	qb='q"uo\te.c'
	good_c "$d/$qb"
	run "$d/out" "$d/err" "$checker" --no-sparse --no-progress "$d/$qb"
	check "issue25-13 --format gcc quotes a name with '\"' and '\\\\'" "$d/out" \
		eval '[ "$status" = 1 ] && grep -qF "\"$d/q\\\"uo\\\\te.c\":1:31: warning:" "$d/out"'
	run "$d/out" "$d/err" "$checker" --no-sparse --no-progress --format github "$d/$evil"
	check "issue25-13 --format github: only the tool's own ::warning lines" "$d/out" \
		eval '! grep -q "^::error" "$d/out" "$d/err"'
fi

if want 14; then
	echo "== 14. JSON and SARIF with bytes that are not UTF-8"
	d=$tmp/i14
	mkdir -p "$d"
	printf 'void f(u8 *p, u32 v)\n{\n\t*(u32 *)(p + 1) = v; /* caf\xe9 */\n}\n' >"$d/latin1.c"
	for fmt in json sarif gitlab; do
		run "$d/$fmt" "$d/err" "$checker" --no-sparse --no-progress --format $fmt "$d/latin1.c"
		check "issue25-14 --format $fmt with a Latin-1 comment is valid JSON" "$d/$fmt" \
			eval '[ "$status" = 1 ] && python3 -c "import json,sys; json.loads(open(sys.argv[1],\"rb\").read().decode(\"utf-8\"))" "$d/$fmt"'
	done
fi

if want 15; then
	echo "== 15. a file name with a newline"
	d=$tmp/i15
	mkdir -p "$d/dir"
	good_c "$d/dir/$(printf 'new\nline.c')"
	good_c "$d/dir/plain.c"
	run "$d/out" "$d/err" "$checker" --no-sparse --no-progress "$d/dir"
	check "issue25-15 a file whose name has a newline is checked or named as not checked" "$d/err" \
		eval '{ [ "$status" = 1 ] && grep -q "new.*line.c.*:1:" "$d/out"; } ||
		      { [ "$status" = 2 ] && grep -q "new\\\\nline.c.*not checked" "$d/err"; }'
	check "issue25-15 ... and the other file is still reported" "$d/out" \
		grep -q "plain.c:1:" "$d/out"
fi

echo "robustness: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
