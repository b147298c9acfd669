#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# build-rewrites.sh DIR...: do the checker's rewrites compile cleanly?
# For every file --fix changes in DIR..., build its object before and
# after the rewrite with W=1 and sparse (C=2), allmodconfig x86_64, and
# list the compiler and sparse warnings the rewrite adds (line numbers
# ignored: the rewrite shifts them).
#
# The pristine tree in the cache is never written: the rewrite goes to a
# hard-linked copy, and each patched file must get a new inode there.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/scripts/provision.sh"
ensure_packages $CHECK_PACKAGES
make -s -C "$here/checker" >&2
[ $# -gt 0 ] || set -- drivers/net/usb drivers/usb

cache=${UNALIGNED_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/unaligned-check}
checker=$here/checker/unaligned-check
tree=$cache/linux-source-6.12
work=$cache/rewrites
mkdir -p "$work"
"$checker" --no-progress --fix "$@" >"$work/fix.diff" 2>"$work/fix.err" || true
files=$(sed -n 's|^+++ b/||p' "$work/fix.diff")
[ -n "$files" ] || { echo "build-rewrites: no rewrites in $*"; exit 0; }

rm -rf "$work/src"
cp -al "$(realpath "$tree")" "$work/src"	# the tree, not a symlink to it
(cd "$work/src" && patch -s -p1 <"$work/fix.diff")
for f in $files; do
	if [ "$(stat -c %i "$tree/$f")" = "$(stat -c %i "$work/src/$f")" ]; then
		echo "build-rewrites: patching $f wrote through the hard link; stopping" >&2
		exit 2
	fi
done
rm -f "$work/before.status" "$work/after.status"
for side in before after; do
	src=$tree
	[ $side = after ] && src=$work/src
	build=$work/build-$side
	if [ ! -f "$build/.config" ]; then
		make -s -C "$src" O="$build" allmodconfig >/dev/null
	fi
	make -s -C "$src" O="$build" -j"$(nproc)" modules_prepare >/dev/null 2>&1
	: >"$work/$side.log"
	for f in $files; do
		obj=${f%.c}.o
		rm -f "$build/$obj"
		if make -C "$src" O="$build" W=1 C=2 "$obj" >"$work/one.log" 2>&1; then
			echo "built $obj" >>"$work/$side.status"
		else
			echo "FAILED $obj" >>"$work/$side.status"
		fi
		# warnings about this file only, without line and column
		grep -E "^([^ ]*/)?${f//./\\.}:[0-9]+:[0-9]+: (warning|error)" "$work/one.log" |
			sed -E "s|^([^ ]*/)?(${f//./\\.}):[0-9]+:[0-9]+:|\2:|" >>"$work/$side.log" || true
	done
done
sort "$work/before.log" >"$work/before.sorted"
sort "$work/after.log" >"$work/after.sorted"
comm -13 "$work/before.sorted" "$work/after.sorted" >"$work/new-warnings"
n=$(echo "$files" | wc -l)
failed_before=$(grep -c '^FAILED' "$work/before.status" || true)
failed_after=$(grep -c '^FAILED' "$work/after.status" || true)
echo "build-rewrites: $n files rewritten in $*"
echo "build-rewrites: objects that failed to build: before $failed_before, after $failed_after"
echo "build-rewrites: W=1 and sparse warnings in those files: before $(wc -l <"$work/before.log"), after $(wc -l <"$work/after.log"), new $(wc -l <"$work/new-warnings")"
sed 's/^/    new: /' "$work/new-warnings"
rm -f "$work/before.status" "$work/after.status"
[ "$failed_after" -le "$failed_before" ] && [ ! -s "$work/new-warnings" ]
