#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Part of make check: the checker as the kernel's and CI's tools run it.
#   kbuild    make C=2 CHECK=checker/kbuild-check on objects of the cached
#             tree, x86_64 and sparc64, with a build directory in the cache
#   shards    --shard K/N runs merged with --merge equal one run
#   html      --format html, loaded in headless Chromium
#             (UPDATE_SCREENSHOT=1 copies its screenshot to docs/)
# Ends with "integrations: N passed, N failed". Sections can be chosen:
#   scripts/check-integrations.sh [kbuild] [shards] [html]
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
. scripts/provision.sh

passed=0
failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
checker=$here/checker/unaligned-check
cache=${UNALIGNED_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/unaligned-check}
tree=$cache/linux-source-6.12
real_tree=$(realpath "$tree")	# as kbuild names the files

pass() { passed=$((passed + 1)); echo "ok   $1"; }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -f "${2:-}" ] && sed 's/^/    /' "$2" | head -20; }

sections=${*:-kbuild shards html}
want() { case " $sections " in *" $1 "*) return 0 ;; esac; return 1; }

# A build directory for ARCH in the cache, configured once: defconfig
# plus the USB network drivers, then "make prepare". make O= writes only
# there, never into the tree.
kbuild_dir() {	# ARCH CROSS_COMPILE
	local dir=$cache/kbuild-$1
	if [ ! -f "$dir/.prepared" ]; then
		mkdir -p "$dir"
		{
			make -C "$tree" O="$dir" ARCH=$1 CROSS_COMPILE=$2 defconfig &&
			"$tree/scripts/config" --file "$dir/.config" --enable USB_SUPPORT \
				--enable USB --enable NETDEVICES --enable USB_NET_DRIVERS \
				--module USB_USBNET --module USB_NET_INT51X1 \
				--module USB_NET_CDCETHER &&
			make -C "$tree" O="$dir" ARCH=$1 CROSS_COMPILE=$2 olddefconfig &&
			make -C "$tree" O="$dir" ARCH=$1 CROSS_COMPILE=$2 -j"$(nproc)" prepare &&
			touch "$dir/.prepared"
		} >"$dir.log" 2>&1 || return 1
	fi
	echo "$dir"
}

# An external module whose cast, inside a lower-case macro only sparse
# expands, is compiled on x86_64 at line 14 and on sparc64 at line 16:
# which line is reported shows whose configuration sparse saw.
write_demo_module() {
	mkdir -p "$1"
	cat >"$1/kbuild_demo.c" <<'EOF'
// SPDX-License-Identifier: GPL-2.0-only
#include <linux/module.h>
#include <linux/types.h>
#include <asm/byteorder.h>

/* a lower-case macro: only sparse sees the cast inside it */
#define rd32(p) le32_to_cpu(*(__le32 *)(p))

u32 kbuild_demo_read(u8 *buf);

u32 kbuild_demo_read(u8 *buf)
{
#ifdef CONFIG_X86_64
	return rd32(buf + 1);
#elif defined(CONFIG_SPARC64)
	return rd32(buf + 3);
#else
	return 0;
#endif
}
EXPORT_SYMBOL(kbuild_demo_read);
MODULE_LICENSE("GPL");
EOF
	echo 'obj-m += kbuild_demo.o' >"$1/Makefile"
}

# kbuild_run NAME ARCH CROSS DIR CF TARGET...: make C=2 with our CHECK;
# the build's output in $tmp/NAME, its status in $status
kbuild_run() {
	local name=$1 arch=$2 cross=$3 dir=$4 cf=$5
	shift 5
	make -s -C "$tree" O="$dir" ARCH=$arch CROSS_COMPILE=$cross C=2 \
		CHECK="$here/checker/kbuild-check" CF="$cf" "$@" >"$tmp/$name.out" 2>&1
	status=$?
}

"$checker" --help >"$tmp/help"
[ "$(wc -l <"$tmp/help")" -le 24 ] && grep -q 'README.md' "$tmp/help" &&
	grep -q -- '--shard K/N' "$tmp/help" && grep -q 'kbuild-check' "$tmp/help" &&
	pass "--help: $(wc -l <"$tmp/help") lines, one screen, points to README.md" ||
	fail "--help is $(wc -l <"$tmp/help") lines" "$tmp/help"

if want kbuild; then
	echo "== kbuild: make C=2 CHECK=checker/kbuild-check"
	ensure_packages $KBUILD_PACKAGES
	touch "$tmp/stamp"
	sleep 1
	if ! x86=$(kbuild_dir x86_64 ""); then
		fail "kbuild: x86_64 defconfig and prepare in the cache" "$cache/kbuild-x86_64.log"
	else
		objs="drivers/net/usb/int51x1.o drivers/net/usb/cdc_ether.o"
		rm -f "$x86/drivers/net/usb/int51x1.o" "$x86/drivers/net/usb/cdc_ether.o"
		kbuild_run x86 x86_64 "" "$x86" "--summary" $objs
		line='drivers/net/usb/int51x1.c:47:31: warning: unaligned 2-byte load for le16_to_cpu() through &skb->data\[skb->len - 2\]; use get_unaligned_le16() (confidence: high, reason: unaligned-offset) \[unaligned-byteorder\]$'
		if [ "$status" = 0 ] && grep -q "^$real_tree/$line" "$tmp/x86.out" &&
		   grep -q 'int51x1.c: 1 finding' "$tmp/x86.out" &&
		   grep -q 'cdc_ether.c: 0 findings' "$tmp/x86.out" &&
		   [ -f "$x86/drivers/net/usb/int51x1.o" ]; then
			pass "kbuild x86_64: int51x1.o and cdc_ether.o built, int51x1.c:47 reported as gcc does, exit 0"
		else
			fail "kbuild x86_64: exit $status" "$tmp/x86.out"
		fi
		# the same objects again: every result from the cache
		rm -f "$x86/drivers/net/usb/int51x1.o" "$x86/drivers/net/usb/cdc_ether.o"
		start=$(date +%s.%N)
		kbuild_run x86-again x86_64 "" "$x86" "--summary" $objs
		took=$(echo "$(date +%s.%N) - $start" | bc)
		if [ "$status" = 0 ] && grep -q "^$real_tree/$line" "$tmp/x86-again.out" &&
		   grep -qE 'int51x1.c: 1 finding, [1-9][0-9]* results? from the cache' "$tmp/x86-again.out" &&
		   grep -qE 'cdc_ether.c: 0 findings, [1-9][0-9]* results? from the cache' "$tmp/x86-again.out"; then
			pass "kbuild x86_64 again: the same finding, served from the result cache (${took%??????} s with the compiles)"
		else
			fail "kbuild x86_64 again: exit $status" "$tmp/x86-again.out"
		fi
		# -Wunaligned-error stops the build, as sparse's -Wsparse-error
		rm -f "$x86/drivers/net/usb/int51x1.o"
		kbuild_run x86-error x86_64 "" "$x86" "-Wunaligned-error" drivers/net/usb/int51x1.o
		[ "$status" != 0 ] && grep -q 'int51x1.c:47:31: error: ' "$tmp/x86-error.out" &&
			pass "kbuild: CF=-Wunaligned-error makes the finding an error and stops make" ||
			fail "kbuild -Wunaligned-error: exit $status" "$tmp/x86-error.out"
		# the user's configuration: an external module whose cast is
		# compiled only under CONFIG_X86_64 or only under CONFIG_SPARC64
		write_demo_module "$tmp/ext-x86"
		kbuild_run ext-x86 x86_64 "" "$x86" "" M="$tmp/ext-x86" kbuild_demo.o
		[ "$status" = 0 ] && grep -q 'kbuild_demo.c:14:16: warning: .*\[unaligned-sparse-cast\]' "$tmp/ext-x86.out" &&
			! grep -q 'kbuild_demo.c:16:' "$tmp/ext-x86.out" &&
			pass "kbuild x86_64: sparse reads the build's .config (the CONFIG_X86_64 line only)" ||
			fail "kbuild x86_64 external module: exit $status" "$tmp/ext-x86.out"
	fi
	if ! command -v sparc64-linux-gnu-gcc >/dev/null; then
		fail "kbuild sparc64: sparc64-linux-gnu-gcc missing (apt-get install -y gcc-sparc64-linux-gnu)"
	elif ! sparc=$(kbuild_dir sparc64 sparc64-linux-gnu-); then
		fail "kbuild: sparc64 defconfig and prepare in the cache" "$cache/kbuild-sparc64.log"
	else
		rm -f "$sparc/drivers/net/usb/int51x1.o"
		kbuild_run sparc sparc64 sparc64-linux-gnu- "$sparc" "--summary" drivers/net/usb/int51x1.o
		if [ "$status" = 0 ] && grep -q "^$real_tree/$line" "$tmp/sparc.out" &&
		   file "$sparc/drivers/net/usb/int51x1.o" | grep -q 'SPARC'; then
			pass "kbuild sparc64: int51x1.o built for SPARC, int51x1.c:47 reported"
		else
			fail "kbuild sparc64: exit $status" "$tmp/sparc.out"
		fi
		write_demo_module "$tmp/ext-sparc"
		kbuild_run ext-sparc sparc64 sparc64-linux-gnu- "$sparc" "" M="$tmp/ext-sparc" kbuild_demo.o
		[ "$status" = 0 ] && grep -q 'kbuild_demo.c:16:16: warning: .*\[unaligned-sparse-cast\]' "$tmp/ext-sparc.out" &&
			! grep -q 'kbuild_demo.c:14:' "$tmp/ext-sparc.out" &&
			pass "kbuild sparc64: sparse reads the sparc64 headers and .config (the CONFIG_SPARC64 line only)" ||
			fail "kbuild sparc64 external module: exit $status" "$tmp/ext-sparc.out"
	fi
	# make O= wrote nothing into the shared tree
	find "$real_tree" -newer "$tmp/stamp" -print >"$tmp/tree-written"
	[ ! -s "$tmp/tree-written" ] && pass "kbuild: nothing written into $tree" ||
		fail "kbuild wrote into the tree" "$tmp/tree-written"
fi

if want shards; then
	echo "== shards: --shard K/N, merged with --merge"
	dir=drivers/net/usb
	"$checker" --no-progress --format json -o "$tmp/one.json" $dir 2>"$tmp/one.err"
	"$checker" --no-progress --format sarif -o "$tmp/one.sarif" $dir 2>>"$tmp/one.err"
	files=0
	: >"$tmp/shards.err"
	for k in 1 2 3; do
		start=$(date +%s.%N)
		"$checker" --no-progress --shard $k/3 --format json -o "$tmp/shard$k.json" $dir 2>"$tmp/shard.err"
		cat "$tmp/shard.err" >>"$tmp/shards.err"
		n=$(sed -nE "s/.* in ([0-9]+) files? checked \(shard $k\/3 of ([0-9]+) files\).*/\1/p" "$tmp/shard.err")
		files=$((files + ${n:-0}))
		"$checker" --no-progress --shard $k/3 --format sarif -o "$tmp/shard$k.sarif" $dir 2>/dev/null
		echo "     shard $k/3: ${n:-?} files, $(echo "$(date +%s.%N) - $start" | bc | cut -c1-5) s (JSON and SARIF, result cache warm)"
	done
	total=$(sed -nE 's/.* in ([0-9]+) files checked.*/\1/p' "$tmp/one.err" | head -n 1)
	[ "$files" = "$total" ] && [ "$total" -gt 0 ] &&
		pass "--shard 1/3, 2/3, 3/3: $files files between them, as one run" ||
		fail "--shard: $files files in the shards, $total in one run" "$tmp/shards.err"
	"$checker" --merge --format json -o "$tmp/merged.json" "$tmp"/shard[123].json 2>"$tmp/merge.err"
	status=$?
	findings=$(grep -c '"file": ' "$tmp/one.json")
	if [ "$status" = 1 ] && cmp -s "$tmp/merged.json" "$tmp/one.json" &&
	   cmp -s <(sort "$tmp/merged.json") <(sort "$tmp/one.json") &&
	   grep -q "^unaligned-check: $findings findings (.*) from 3 reports$" "$tmp/merge.err"; then
		pass "--merge of 3 JSON shards: byte for byte one run's report ($findings findings), with the summary"
	else
		fail "--merge of JSON shards: exit $status" "$tmp/merge.err"
		diff "$tmp/merged.json" "$tmp/one.json" | head -10
	fi
	"$checker" --merge --format sarif -o "$tmp/merged.sarif" "$tmp"/shard[123].sarif 2>"$tmp/merge.err"
	status=$?
	[ "$status" = 1 ] && cmp -s "$tmp/merged.sarif" "$tmp/one.sarif" &&
		pass "--merge of 3 SARIF shards: byte for byte one run's SARIF" ||
		fail "--merge of SARIF shards: exit $status" "$tmp/merge.err"
	"$checker" --no-progress --format gitlab -o "$tmp/one.gitlab" $dir 2>/dev/null
	"$checker" --merge --format gitlab -o "$tmp/merged.gitlab" "$tmp"/shard[123].json 2>/dev/null
	cmp -s "$tmp/merged.gitlab" "$tmp/one.gitlab" &&
		pass "--merge of JSON shards into GitLab Code Quality: one run's report" ||
		fail "--merge into gitlab" "$tmp/merged.gitlab"
	"$checker" --merge --format json "$tmp/one.sarif" >/dev/null 2>"$tmp/merge.err"
	status=$?
	[ "$status" = 2 ] && grep -q 'SARIF reports hold no diffs' "$tmp/merge.err" &&
		pass "--merge refuses SARIF into JSON (no diffs), exit 2" ||
		fail "--merge SARIF into JSON: exit $status" "$tmp/merge.err"
	"$checker" --shard 4/3 $dir >/dev/null 2>"$tmp/merge.err"
	status=$?
	"$checker" --merge >/dev/null 2>>"$tmp/merge.err"
	status2=$?
	[ "$status" = 2 ] && [ "$status2" = 2 ] && grep -q -- "--shard takes K/N" "$tmp/merge.err" &&
		grep -q -- "--merge needs the reports" "$tmp/merge.err" &&
		pass "--shard 4/3 and --merge without reports: one-line errors, exit 2" ||
		fail "--shard/--merge usage errors" "$tmp/merge.err"
	"$checker" --merge "$tmp/one.err" >/dev/null 2>"$tmp/merge.err"
	status=$?
	[ "$status" = 2 ] && grep -q 'one.err is not a JSON or SARIF report' "$tmp/merge.err" &&
		pass "--merge of a file that is no report: named, exit 2" ||
		fail "--merge of a non-report: exit $status" "$tmp/merge.err"
fi

if want html; then
	echo "== html: --format html in headless Chromium"
	ensure_packages $HTML_PACKAGES
	"$checker" --no-progress --format html -o "$tmp/report.html" drivers/net/usb 2>"$tmp/html.err"
	"$checker" --no-progress --format json -o "$tmp/report.json" drivers/net/usb 2>/dev/null
	findings=$(grep -c '"file": ' "$tmp/report.json")
	# nothing outside the page: no src=, href=, url( or @import
	if grep -qE ' (src|href)=|url\(|@import' "$tmp/report.html"; then
		fail "--format html refers to something outside the page" "$tmp/report.html"
	else
		pass "--format html: one self-contained file, $(wc -c <"$tmp/report.html") bytes for $findings findings"
	fi
	chrome() {	# OUT URL-SUFFIX: the DOM after the scripts ran
		timeout 120 chromium --headless --no-sandbox --disable-gpu --dump-dom \
			"file://$tmp/report.html$2" >"$1" 2>"$tmp/chrome.err"
	}
	chrome "$tmp/dom.html" ""
	rows=$(grep -o '<tr class="finding" data-rule="unaligned-[a-z-]*" data-conf="[a-z]*">' "$tmp/dom.html" | wc -l)
	bars=$(grep -o '<g class="bar">' "$tmp/dom.html" | wc -l)
	rects=$(sed -n '/<svg id="chart"/,/<\/svg>/p' "$tmp/dom.html" | grep -o '<rect ' | wc -l)
	if [ "$findings" -gt 0 ] && [ "$rows" = "$findings" ] && [ "$bars" -ge 1 ] &&
	   [ "$rects" -ge 2 ] && grep -q "data-shown=\"$findings\"" "$tmp/dom.html"; then
		pass "Chromium: the chart ($bars bar, $rects rectangles) and $rows rows made by the page's script"
	else
		fail "Chromium DOM: $rows rows of $findings, $bars bars, $rects rectangles" "$tmp/chrome.err"
	fi
	# the filters, set from the URL: high findings in pegasus.c
	want_rows=$(grep '"file": "drivers/net/usb/pegasus.c"' "$tmp/report.json" | grep -c '"confidence": "high"')
	chrome "$tmp/dom2.html" "#conf=high&path=pegasus"
	rows=$(grep -o '<tr class="finding" data-rule="[a-z-]*" data-conf="high">' "$tmp/dom2.html" | wc -l)
	others=$(grep -o '<tr class="finding" ' "$tmp/dom2.html" | wc -l)
	[ "$want_rows" -gt 0 ] && [ "$rows" = "$want_rows" ] && [ "$others" = "$rows" ] &&
	   ! grep -o '<tr class="finding" [^>]*>.*</tr>' "$tmp/dom2.html" | grep -v 'pegasus.c:' | grep -q . &&
	   grep -q "data-shown=\"$want_rows\"" "$tmp/dom2.html" &&
		pass "Chromium: filtered by confidence and path (#conf=high&path=pegasus), $rows of $findings rows" ||
		fail "Chromium filters: $rows high rows, $others rows, expected $want_rows" "$tmp/chrome.err"
	# an opened row: the lines around the finding, the reason, the rewrite
	chrome "$tmp/dom3.html" "#path=int51x1&open=1"
	grep -q '<details open=""><summary>unaligned 2-byte load for le16_to_cpu()' "$tmp/dom3.html" &&
	   grep -q '<b>   47  	len = le16_to_cpu' "$tmp/dom3.html" &&
	   grep -q 'Confidence high: ' "$tmp/dom3.html" &&
	   grep -q '<ins>+	len = get_unaligned_le16(&amp;skb-&gt;data\[skb-&gt;len - 2\]);</ins>' "$tmp/dom3.html" &&
		pass "Chromium: an opened row shows int51x1.c:47 among its lines, the confidence and the rewrite" ||
		fail "Chromium: the opened row" "$tmp/dom3.html"
	# the first two rows opened: the code around, the reason, the rewrite
	timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
		--window-size=1100,1250 --screenshot="$tmp/report.png" \
		"file://$tmp/report.html#open=2" >"$tmp/chrome.err" 2>&1
	if file "$tmp/report.png" | grep -q 'PNG image data, 1100 x 1250' &&
	   [ "$(wc -c <"$tmp/report.png")" -gt 20000 ]; then
		pass "Chromium: a screenshot of the report ($(wc -c <"$tmp/report.png") bytes; docs/html-report.png is one)"
		[ -n "${UPDATE_SCREENSHOT:-}" ] && cp "$tmp/report.png" "$here/docs/html-report.png"
	else
		fail "Chromium screenshot" "$tmp/chrome.err"
	fi
fi

echo "integrations: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
