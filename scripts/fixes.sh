#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
# The conversion patches in fixes/ are the checker's --fix output under a
# commit message written by hand.
#   scripts/fixes.sh check   fail when the tool's output drifted from a patch
#   scripts/fixes.sh update  rewrite each patch's diff from the tool's output
#   scripts/fixes.sh update PATCH FILE...   the first time, naming the files
# A patch names its files in its "--- a/PATH" lines; the diff is everything
# after the line "---" that ends the message.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mode=${1:-check}
checker=$here/checker/unaligned-check
status=0

# The file headers and hunks of a patch or of the tool's output, without
# what git format-patch adds (diffstat, "diff --git" and "index" lines,
# the function after a hunk header) or blank lines.
hunks() {
	sed -n '/^--- a\//,$p' | sed -e '/^diff --git /d' -e '/^index [0-9a-f]/d' \
		-e '/^new file mode /d' -e '/^-- $/,$d' -e '/^$/d' \
		-e 's/^\(@@ -[0-9,]* +[0-9,]* @@\).*/\1/'
}

names=$(grep -v '^#' "$here/fixes/series")
given=
if [ "$mode" = update ] && [ $# -gt 2 ]; then
	names=$(basename "$2")
	shift 2
	given="$*"
fi
for name in $names; do
	patch=$here/fixes/$name
	files=${given:-$(sed -n 's|^--- a/\([^[:space:]]*\).*|\1|p' "$patch")}
	[ -n "$files" ] || { echo "fixes: $name names no file" >&2; exit 2; }
	fresh=$(mktemp)
	# shellcheck disable=SC2086
	"$checker" --fix $files >"$fresh" 2>/dev/null || [ $? -eq 1 ] ||
		{ echo "fixes: unaligned-check failed on $files" >&2; exit 2; }
	if [ "$mode" = update ]; then
		{ sed '/^---$/q' "$patch"; echo; cat "$fresh"; } >"$patch.tmp"
		mv "$patch.tmp" "$patch"
	elif ! diff -u <(hunks <"$patch") <(hunks <"$fresh") >/dev/null; then
		echo "fixes: $name drifted from unaligned-check --fix $files"
		status=1
	else
		echo "ok   fixes: $name is what unaligned-check --fix prints"
	fi
	rm -f "$fresh"
done
exit $status
