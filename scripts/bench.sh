#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# make bench: the checker against type-blind spatch, header-parsing
# spatch, gcc -Wcast-align=strict and grep, on the same files, in one run.
#
#   BENCH_DIRS="a b"   directories of the tree (default: drivers/net/usb
#                      drivers/net/wireless; FULL=1: drivers/net)
#   BENCH_HEADERS=0    skip the slow header-parsing run
#   BENCH_GCC=0        skip the gcc baseline (allmodconfig build)
#
# Prints a table and keeps it under the cache in bench/. Compare ratios
# within one run: machines here are noisy.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/scripts/provision.sh"
ensure_packages $CHECK_PACKAGES
make -s -C "$here/checker" >&2

cache=${UNALIGNED_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/unaligned-check}
checker=$here/checker/unaligned-check
dirs=${BENCH_DIRS:-drivers/net/usb drivers/net/wireless}
[ -n "${FULL:-}" ] && dirs="$dirs drivers/net"
out=$cache/bench
mkdir -p "$out"
measure=$out/measure
gcc -O2 -o "$measure" "$here/scripts/measure.c"

# make sure the tree, its type table and generated headers exist
"$checker" --no-progress --no-cache drivers/net/usb/int51x1.c >/dev/null 2>&1 || true
tree=$cache/linux-source-6.12
files=$(cd "$tree" && find $dirs -name '*.c' | sort -u)
nfiles=$(echo "$files" | wc -l)
nlines=$(cd "$tree" && cat $files | wc -l)
results=$(mktemp -d "$out/results.XXXXXX")
trap 'rm -rf "$results"' EXIT
stamp=$(date -u +%Y%m%dT%H%M%SZ)
report=$out/bench-$stamp.txt
rows=()

# run NAME FINDINGS-COUNTER COMMAND...: one row of the table
run() {
	local name=$1 counter=$2 m wall cpu rss found
	shift 2
	"$measure" "$@" >"$out/$name.out" 2>"$out/$name.err" || true
	m=$(grep '^measure: ' "$out/$name.err" | tail -n 1)
	read -r _ wall cpu rss _ <<<"$m"
	# the clock has 10 ms steps; a rate needs a non-zero time
	[ "$(echo "$wall < 0.01" | bc)" = 1 ] && wall=0.01
	found=$($counter "$out/$name.out" "$out/$name.err")
	rows+=("$(printf '%-22s %8.1f %8.1f %8d %8.1f %9.0f %8s' "$name" "$wall" "$cpu" \
		$((rss / 1024)) "$(echo "$nfiles / $wall" | bc -l)" \
		"$(echo "$nlines / $wall" | bc -l)" "$found")")
	echo "${rows[-1]}" >&2
	eval "wall_${name//-/_}=$wall"
}

count_gcc_format() { grep -c ': warning: ' "$1" || true; }
count_grep() { wc -l <"$1"; }
count_cast_align() { { grep -o '[^ ]*\.c:[0-9]*:[0-9]*: warning: cast increases required alignment' "$2" || true; } | sort -u | wc -l; }

echo "files: $nfiles, lines: $nlines, dirs: $dirs" >&2
cd "$tree"
run checker-cold count_gcc_format env UNALIGNED_RESULTS="$results" "$checker" --no-progress $dirs
run checker-warm count_gcc_format env UNALIGNED_RESULTS="$results" "$checker" --no-progress $dirs
run type-blind count_gcc_format "$checker" --no-progress --no-cache --no-sparse --types none $dirs
run table-no-sparse count_gcc_format "$checker" --no-progress --no-cache --no-sparse $dirs
if [ "${BENCH_HEADERS:-1}" != 0 ]; then
	run headers-usb count_gcc_format "$checker" --no-progress --no-cache --no-sparse --types headers drivers/net/usb
	"$checker" --no-progress --no-cache --no-sparse drivers/net/usb >"$out/table-usb.out" 2>/dev/null || true
fi
run grep-floor count_grep grep -rnE '\*\s*\(\s*(const\s+)?(u|s|__le|__be|__u|__s)(16|32|64)\s*\*\s*\)' $dirs

# the staged check of a one-file change, warm
repo=$(mktemp -d "$out/repo.XXXXXX")
mkdir -p "$repo/drivers/net/usb"
cp drivers/net/usb/catc.c "$repo/drivers/net/usb/"
git -C "$repo" init -q && git -C "$repo" add . &&
	git -C "$repo" -c user.name=b -c user.email=b@b commit -qm base
sed -i '0,/^}/s//}\nvoid bench_added(u8 *b) { *(u32 *)(b + 1) = 0; }/' "$repo/drivers/net/usb/catc.c"
git -C "$repo" add .
(cd "$repo" && "$checker" --staged --no-progress >/dev/null 2>&1 || true)
cd "$repo"
run staged-warm count_gcc_format "$checker" --staged --no-progress
cd "$tree"
rm -rf "$repo"

if [ "${BENCH_GCC:-1}" != 0 ]; then
	gccbuild=$cache/bench-gcc-build
	if [ ! -f "$gccbuild/.config" ]; then
		make -s -C "$tree" O="$gccbuild" allmodconfig >/dev/null
	fi
	make -s -C "$tree" O="$gccbuild" -j"$(nproc)" modules_prepare >/dev/null 2>&1
	# objects only, rebuilt every time: remove what an earlier run left
	for d in $dirs; do find "$gccbuild/$d" -name '*.o' -delete 2>/dev/null || true; done
	objs=$(echo "$files" | sed 's/\.c$/.o/')
	run gcc-cast-align count_cast_align make -C "$tree" O="$gccbuild" -j"$(nproc)" -k \
		KCFLAGS="-Wcast-align=strict -Wno-error" $objs
fi

{
	echo "unaligned-check benchmark $stamp on $(nproc) cores: $nfiles files, $nlines lines ($dirs)"
	printf '%-22s %8s %8s %8s %8s %9s %8s\n' run "wall s" "CPU s" "RSS MiB" "files/s" "lines/s" findings
	printf '%s\n' "${rows[@]}"
	echo
	echo "type-aware (default) / type-blind wall: $(echo "$wall_checker_cold / $wall_type_blind" | bc -l | cut -c1-5)"
	[ -n "${wall_gcc_cast_align:-}" ] &&
		echo "type-aware (default) / gcc -Wcast-align=strict wall: $(echo "$wall_checker_cold / $wall_gcc_cast_align" | bc -l | cut -c1-5)"
	echo "warm / cold wall: $(echo "$wall_checker_warm / $wall_checker_cold" | bc -l | cut -c1-5)"
	if [ -f "$out/table-usb.out" ]; then
		missed=$(comm -23 <(grep -o '^[^ ]*: warning' "$out/headers-usb.out" | sort) \
			<(grep -o '^[^ ]*: warning' "$out/table-usb.out" | sort) | wc -l)
		echo "drivers/net/usb: header-parsing findings the type table misses: $missed"
	fi
} | tee "$report"
echo "(saved in $report)"
