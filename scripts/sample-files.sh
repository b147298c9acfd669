#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# sample-files.sh SEED N PATH...: a reproducible random sample of N .c
# files under the given directories of a kernel tree (run it from the
# tree's root). A PATH written -DIR leaves DIR out. Each file gets the key
# sha256("SEED:path"); the N files with the smallest keys are printed,
# one a line, in key order.
set -eu
if [ $# -lt 3 ]; then
	echo "usage: sample-files.sh SEED N PATH... [-EXCLUDED_DIR...]" >&2
	exit 2
fi
seed=$1 n=$2
shift 2
dirs=() excluded=()
for p in "$@"; do
	case "$p" in
	-*) excluded+=("${p#-}/") ;;
	*) [ -d "$p" ] || { echo "sample-files.sh: no directory $p" >&2; exit 2; }
	   dirs+=("$p") ;;
	esac
done
find "${dirs[@]}" -name '*.c' -type f | sort -u | while read -r f; do
	for x in "${excluded[@]}"; do
		case "$f" in "$x"*) continue 2 ;; esac
	done
	printf '%s %s\n' "$(printf '%s:%s' "$seed" "$f" | sha256sum | cut -c1-16)" "$f"
done | sort | head -n "$n" | cut -d' ' -f2
