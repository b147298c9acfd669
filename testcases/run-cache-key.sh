#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# The result cache's key is made of the files the analysis read, as the
# semantic patch reports them (READ records, docs/record-format.md):
#
#   1. a second run takes the result from the cache;
#   2. a C file of the same directory that the analysis did not read
#      may change: still from the cache, and not in the entry's records;
#   3. the local header whose #define the rules read changes: the cache
#      misses and the finding follows the header;
#   4. a header the file includes that did not exist appears: it misses;
#   5. a C file of the directory that the analysis read for a callback's
#      callers (ops-callers/bus.c for chip.c), which the checker itself
#      never opens, changes: it misses, and the confidence follows;
#   6. the SPARSE-CAST record of a header's macro is kept with the result,
#      and goes when the header's struct changes;
#   7. the analysis package's bytecode is kept in the cache, even under
#      PYTHONDONTWRITEBYTECODE (each spatch process would compile it).
#
# Usage: run-cache-key.sh; prints "cache-key: N passed, N failed".
# UNALIGNED_CHECKER names another build; UNALIGNED_TEST_TREE a kernel
# tree (or a stand-in) for --tree.
set -u
here=$(cd "$(dirname "$0")" && pwd)
checker=${UNALIGNED_CHECKER:-$here/../checker/unaligned-check}
passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tree_arg=()
[ -n "${UNALIGNED_TEST_TREE:-}" ] &&
	tree_arg=(--tree "$(cd "$UNALIGNED_TEST_TREE" && pwd)")
export UNALIGNED_RESULTS=$tmp/results

pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() {
	failed=$((failed + 1))
	echo "FAIL $1"
	[ -f "${2:-}" ] && sed 's/^/    /' "$2" | head -20
}

drv=$tmp/drivers/demo
mkdir -p "$drv"
printf '#define HDR_OFF 8\n' >"$drv/hdr.h"
cat >"$drv/demo.c" <<'C'
#include <linux/types.h>
#include "hdr.h"
#include "later.h"

u32 hdr_get(u8 *b)
{
	u8 *p = b;

	return *(u32 *)(p + HDR_OFF);
}
C
printf 'int other_counter;\n' >"$drv/other.c"

# run N [FILE]: the checker on FILE (demo.c), its output in $tmp/N.out,
# and with its messages in $tmp/N.err
run() {
	(cd "$tmp" && "$checker" "${tree_arg[@]}" --no-sparse --no-progress \
		--confidence low "${2:-drivers/demo/demo.c}") >"$tmp/$1.out" 2>"$tmp/$1.err"
	cat "$tmp/$1.out" >>"$tmp/$1.err"
}
from_cache() { grep -q ', 1 result from the cache' "$tmp/$1.err"; }

run 1
if grep -q 'demo.c:9:.*(confidence: moderate' "$tmp/1.out" && ! from_cache 1; then
	pass "first run: checked, offset 8 is moderate"
else
	fail "first run" "$tmp/1.err"
fi
run 2
from_cache 2 && cmp -s "$tmp/1.out" "$tmp/2.out" &&
	pass "second run: the same result from the cache" ||
	fail "second run did not take the cached result" "$tmp/2.err"

entry=$(grep -rl 'READ\|^file ' "$tmp/results" | head -n 1)
if [ -n "$entry" ] && grep -q '^file [0-9a-f]*-[0-9]* .*drivers/demo/hdr.h$' "$entry" &&
   grep -q '^stat - .*drivers/demo/later.h$' "$entry" &&
   ! grep -q 'other.c' "$entry"; then
	pass "the entry's records: hdr.h read, later.h missing, other.c not read"
else
	fail "the entry's READ records" "${entry:-/dev/null}"
fi

printf 'int other_counter = 3;\n' >"$drv/other.c"
run 3
from_cache 3 && pass "a C file of the directory that was not read changed: still cached" ||
	fail "a file the analysis did not read is in the key" "$tmp/3.err"

printf '#define HDR_OFF 9\n' >"$drv/hdr.h"
run 4
if ! from_cache 4 && grep -q 'demo.c:9:.*(confidence: high' "$tmp/4.out"; then
	pass "the header's #define changed: the cache missed, offset 9 is high"
else
	fail "a changed local header took the cached result" "$tmp/4.err"
fi

printf '#define LATER 1\n' >"$drv/later.h"
run 5
! from_cache 5 && pass "an included header that appeared: the cache missed" ||
	fail "a header that appeared took the cached result" "$tmp/5.err"

cp -r "$here/cocci/ops-callers" "$tmp/drivers/"
run 6 drivers/ops-callers/chip.c
sed -i 's/query_rx_desc(dev, rx_desc)/query_rx_desc(dev, rx_desc + 1)/' \
	"$tmp/drivers/ops-callers/bus.c"
run 7 drivers/ops-callers/chip.c
if grep -q 'chip.c:25:.*(confidence: low, reason: callers-pass-members)' "$tmp/6.out" &&
   ! grep -q 'from the cache' "$tmp/7.err" &&
   grep -q 'chip.c:25:.*(confidence: moderate, reason: byte-parameter)' "$tmp/7.out"; then
	pass "a caller in another C file of the directory changed: the cache missed, low became moderate (byte-parameter)"
else
	cat "$tmp/6.out" >>"$tmp/7.err"
	fail "a changed caller in the directory took the cached result" "$tmp/7.err"
fi

# the SPARSE-CAST records (docs/record-format.md) that the checker applies
# to sparse's findings come from the header's macro and struct: kept with
# the result, and the header is in its key
ring=$tmp/drivers/ring
mkdir -p "$ring"
printf 'struct ring {\n\tu8 *data;\n};\n#define RING_LE32(r) le32_to_cpu(*(__le32 *)(r)->data)\n' \
	>"$ring/ring.h"
cat >"$ring/ring.c" <<'C'
#include <linux/types.h>
#include "ring.h"

u32 ring_get(struct ring *r)
{
	return RING_LE32(r);
}
C
ring_records() { grep -rh '/drivers/ring/ring.c: SPARSE-CAST: ' "$tmp/results"; }
run 8 drivers/ring/ring.c
if ring_records | grep -q '/drivers/ring/ring.c: SPARSE-CAST: 6 - low sparse-member-macro RING_LE32() casts (r)->data, '; then
	pass "a macro of the header casts a struct member's pointer: its SPARSE-CAST record is cached"
else
	ring_records >>"$tmp/8.err"
	fail "no SPARSE-CAST record for ring.c:6" "$tmp/8.err"
fi
sed -i 's/u8 \*data;/u8 data[8];/' "$ring/ring.h"
run 9 drivers/ring/ring.c
if ! from_cache 9 && ! ring_records | grep -q .; then
	pass "the header's member became an array: the cache missed, no record"
else
	ring_records >>"$tmp/9.err"
	fail "a changed header kept the SPARSE-CAST record" "$tmp/9.err"
fi

pycache=${UNALIGNED_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/unaligned-check}/pycache
rm -rf "$pycache"
(cd "$tmp" && PYTHONDONTWRITEBYTECODE=1 "$checker" "${tree_arg[@]}" --no-sparse \
	--no-progress --no-cache drivers/demo/demo.c) >"$tmp/10.err" 2>&1
if find "$pycache" -path '*/unaligned/rules.cpython-*.pyc' 2>/dev/null | grep -q .; then
	pass "the package's bytecode is in the cache, though PYTHONDONTWRITEBYTECODE=1"
else
	fail "no bytecode of the package under $pycache" "$tmp/10.err"
fi

echo "cache-key: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
