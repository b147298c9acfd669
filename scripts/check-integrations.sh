#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
#
# Part of make check: the checker as the kernel's and CI's tools run it.
#   kbuild    make C=2 CHECK=checker/kbuild-check on objects of the cached
#             tree, x86_64 and sparc64, with a build directory in the cache
#   shards    --shard K/N runs merged with --merge equal one run
#   html      --format html, loaded in headless Chromium
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
		line='drivers/net/usb/int51x1.c:47:31: warning: unaligned 2-byte load for le16_to_cpu() through &skb->data\[skb->len - 2\]; use get_unaligned_le16() (confidence: high) \[unaligned-byteorder\]$'
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

echo "integrations: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
