#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
# The conversion patches in fixes/ are the checker's --fix output under a
# commit message written by hand, plus, where a maintainer wants more than
# an accessor, hand-written hunks kept apart in fixes/hand/PATCH.diff (a
# diff on top of the tool's output, so that both stay visible).
#   scripts/fixes.sh check   fail when a patch is not the tool's output
#                            plus its hand-written hunks
#   scripts/fixes.sh update  rewrite each patch's diff from the tool's output
#                            plus its hand-written hunks
#   scripts/fixes.sh update PATCH FILE...   the first time, naming the files
#   scripts/fixes.sh am      git am fixes/kunit/series, then fixes/series, in
#                            a repository of the touched files of the tree
#   scripts/fixes.sh number  "[PATCH i/N]" in every subject, by the series
#                            files (check fails when one is off)
#   scripts/fixes.sh checkpatch   fixes/checkpatch.txt: the tree's
#                            checkpatch.pl --strict of every patch
# A patch names its files in its "--- a/PATH" lines; the diff is everything
# after the line "---" that ends the message.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mode=${1:-check}
checker=$here/checker/unaligned-check
cache=${UNALIGNED_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/unaligned-check}
pristine=$cache/linux-source-6.12
fixes=${FIXES_DIR:-$here/fixes}   # another copy of fixes/, for the tests
status=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

die() { echo "fixes: $*" >&2; exit 2; }
[ -f "$pristine/Makefile" ] || die "no cached tree at $pristine (run ./run-check.sh once)"

series() { grep -v '^#' "$1"; }
patch_files() { sed -n 's|^--- a/\([^[:space:]]*\).*|\1|p' "$1"; }

# copy_files DIR FILE...: the pristine versions of FILEs under DIR
copy_files() {
	local dir=$1 f
	shift
	for f in "$@"; do
		[ -f "$pristine/$f" ] || continue
		mkdir -p "$dir/$(dirname "$f")"
		cp "$pristine/$f" "$dir/$f"
	done
}

# "[PATCH i/N]" in the subject of each patch of a series file, in order;
# NUMBER=0 for a cover letter that is not in the series
subjects_numbered() {
	local list=$1 dir n i=0 width p
	[ -f "$list" ] || return 0
	dir=$(dirname "$list")
	n=$(series "$list" | wc -l)
	width=${#n}
	[ "$width" -ge 2 ] || width=2
	for p in $([ -f "$dir/${2:-none}" ] && echo "$2") $(series "$list"); do
		[ "$p" = "${2:-}" ] || i=$((i + 1))
		[ "$p" = "${2:-}" ] && cur=0 || cur=$i
		want=$(printf '[PATCH %0*d/%d]' "$width" "$cur" "$n")
		if [ "$mode" = number ]; then
			sed -i "0,\\|^Subject: \[PATCH[^]]*\]|s||Subject: $want|" "$dir/$p"
		elif ! grep -q "^Subject: $(printf '%s' "$want" | sed 's/[][]/\\&/g')" "$dir/$p"; then
			echo "fixes: $p: the subject should start with $want"
			status=1
		fi
	done
}

if [ "$mode" = number ]; then
	subjects_numbered "$fixes/series" 0000-cover-letter.patch
	subjects_numbered "$fixes/kunit/series"
	exit 0
fi

if [ "$mode" = checkpatch ]; then
	{ echo "# scripts/checkpatch.pl --strict of linux-source-6.12 for every patch (scripts/fixes.sh"
	  echo "# checkpatch): its total and the messages that are not OK. Why each remaining one is"
	  echo "# right is in fixes/README.md."
	  for p in 0000-cover-letter.patch $(series "$fixes/series") \
		 $(series "$fixes/kunit/series" | sed 's|^|kunit/|'); do
		out=$(cd "$pristine" && perl scripts/checkpatch.pl --strict "$fixes/$p" 2>&1 || true)
		echo "fixes/$p: $(echo "$out" | grep '^total:')"
		{ echo "$out" | grep -E '^(ERROR|WARNING|CHECK):' || true; } |
			sort | uniq -c | sed 's/^ *\([0-9]*\) /  \1 /'
	  done
	} >"$fixes/checkpatch.txt"
	echo "ok   fixes: checkpatch.txt written"
	exit 0
fi

if [ "$mode" = am ]; then
	kunit=$(series "$fixes/kunit/series" | sed 's|^|kunit/|')
	convs=$(series "$fixes/series")
	# shellcheck disable=SC2046
	copy_files "$tmp/repo" $(for p in $kunit $convs; do patch_files "$fixes/$p"; done | sort -u)
	git -C "$tmp/repo" init -q
	git -C "$tmp/repo" add -A
	git -C "$tmp/repo" -c user.name=fixes -c user.email=fixes@invalid \
		commit -q -m "linux-source-6.12: the files the series touches"
	for p in $kunit $convs; do
		git -C "$tmp/repo" -c user.name=fixes -c user.email=fixes@invalid \
			am -q "$fixes/$p" >"$tmp/am.log" 2>&1 ||
			{ echo "fixes: git am $p failed:"; cat "$tmp/am.log"; exit 1; }
	done
	echo "ok   fixes: git am of $(echo "$kunit" | wc -w) test patches, then $(echo "$convs" | wc -w) conversions"
	exit 0
fi

names=$(series "$fixes/series")
given=
if [ "$mode" = update ] && [ $# -gt 2 ]; then
	names=$(basename "$2")
	shift 2
	given="$*"
fi
for name in $names; do
	patch=$fixes/$name
	hand=$fixes/hand/${name%.patch}.diff
	# shellcheck disable=SC2086
	files=${given:-$(patch_files "$patch")}
	[ -n "$files" ] || die "$name names no file"
	rm -rf "$tmp/a" "$tmp/b" "$tmp/p"
	# shellcheck disable=SC2086
	copy_files "$tmp/a" $files
	cp -r "$tmp/a" "$tmp/b"
	# shellcheck disable=SC2086
	(cd "$pristine" && "$checker" --fix $files) >"$tmp/fresh" 2>/dev/null ||
		[ $? -eq 1 ] || die "unaligned-check failed on $files"
	patch -s -p1 -d "$tmp/b" <"$tmp/fresh" || die "the tool's diff for $name does not apply"
	if [ -f "$hand" ]; then
		patch -s -p1 -d "$tmp/b" <"$hand" ||
			{ echo "fixes: fixes/${hand#"$fixes"/} no longer applies on the tool's output"; status=1; continue; }
	fi
	what="is what unaligned-check --fix prints"
	[ -f "$hand" ] && what="is unaligned-check --fix plus fixes/${hand#"$fixes"/}"
	if [ "$mode" = update ]; then
		{ sed '/^---$/q' "$patch"; echo
		  if [ -f "$hand" ]; then
			(cd "$tmp" && git diff --no-index --no-prefix a b || true)
		  else
			cat "$tmp/fresh"
		  fi
		} >"$patch.tmp"
		mv "$patch.tmp" "$patch"
		echo "updated fixes: $name $what"
		continue
	fi
	cp -r "$tmp/a" "$tmp/p"
	if ! patch -s -p1 -d "$tmp/p" <"$patch" >/dev/null 2>&1; then
		echo "fixes: $name does not apply to linux-source-6.12"
		status=1
	elif ! diff -r "$tmp/p" "$tmp/b" >/dev/null; then
		echo "fixes: $name drifted: it no longer $what (files: $files)"
		status=1
	else
		echo "ok   fixes: $name $what"
	fi
done
subjects_numbered "$fixes/series" 0000-cover-letter.patch
subjects_numbered "$fixes/kunit/series"
exit $status
