#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
# run-check.sh --verify --arch ARCH devices: boot drivers with the devices
# that QEMU emulates, before and after their conversion, and exercise them
# from a small init of our own (testcases/kernel/device-boot/init.c):
# network cards (PCI, and QEMU's usb-net on an OHCI controller) ping QEMU's user-network gateway with payloads of odd and
# even sizes; a usb-storage disk writes and reads back chunks of odd
# sector counts. init
# counts the alignment faults of the whole system during the exercise
# (perf PERF_COUNT_SW_ALIGNMENT_FAULTS on every CPU).
#
#   scripts/device-boot.sh [--arch x86_64|mips] [DEVICE...]
#
# DEVICE is a name of the table below (default: all). "before" is the 6.12
# tree, "after" the same plus the conversion of the driver's files
# (testcases/kernel/device-boot/conversions/*.patch: the checker's --fix
# output, and hand-written hunks where the message says so; a device
# without one is a control: the same driver twice). init samples the
# address of every alignment fault; a converted driver passes when no
# fault is left at the functions of its files. One kernel per
# machine and side has every driver built in; build directories live in the
# cache and are reused. sparc64 (sun4u) has no slot for these devices here:
# use mips, whose Malta board has PCI.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
. "$here/scripts/provision.sh"
. "$here/scripts/scratch-tree.sh"
. "$here/scripts/device-faults.sh"

die() { echo "unaligned-check: device-boot: $*" >&2; exit 2; }

arch=x86_64
if [ "${1:-}" = --arch ]; then
	[ $# -ge 2 ] || die "usage: device-boot.sh [--arch x86_64|mips] [DEVICE...]"
	arch=$2
	shift 2
fi

# name | mode | QEMU arguments | the driver's files | kernel arguments
# QEMU's rtl8139 is an 8139C+ (rev 0x20), which 8139too leaves to 8139cp;
# its usb-net offers CDC Ethernet (configuration 1) and RNDIS (2), and
# the USB core picks CDC Ethernet, avoiding RNDIS: usb-rndis has init
# switch the device to configuration 2, for rndis_host.
devices() {
	cat <<'EOF2'
ne2k_pci|net|-netdev user,id=n0 -device ne2k_pci,netdev=n0|drivers/net/ethernet/8390/ne2k-pci.c
rtl8139|net|-netdev user,id=n0 -device rtl8139,netdev=n0|drivers/net/ethernet/realtek/8139cp.c
e1000|net|-netdev user,id=n0 -device e1000,netdev=n0|drivers/net/ethernet/intel/e1000/e1000_main.c
usb-net|net|-device pci-ohci,id=ohci -netdev user,id=n0 -device usb-net,netdev=n0,bus=ohci.0|drivers/net/usb/cdc_ether.c drivers/net/usb/usbnet.c
usb-rndis|net|-device pci-ohci,id=ohci -netdev user,id=n0 -device usb-net,netdev=n0,bus=ohci.0|drivers/net/usb/rndis_host.c|devboot_usbconfig=2
usb-storage|block|-device pci-ohci,id=ohci -drive if=none,id=d0,file=@DISK@,format=raw -device usb-storage,drive=d0,bus=ohci.0|drivers/usb/storage/transport.c drivers/scsi/sd.c
EOF2
}

# allnoconfig plus this: every driver of the table and what init needs
kconfig_common='
CONFIG_PCI=y
CONFIG_BLK_DEV_INITRD=y
CONFIG_BINFMT_ELF=y
CONFIG_DEVTMPFS=y
CONFIG_PROC_FS=y
CONFIG_SYSFS=y
CONFIG_TTY=y
CONFIG_SERIAL_8250=y
CONFIG_SERIAL_8250_CONSOLE=y
CONFIG_PRINTK=y
CONFIG_FUTEX=y
CONFIG_PERF_EVENTS=y
CONFIG_NET=y
CONFIG_INET=y
CONFIG_NETDEVICES=y
CONFIG_ETHERNET=y
CONFIG_NET_VENDOR_NATSEMI=y
CONFIG_NET_VENDOR_8390=y
CONFIG_NE2K_PCI=y
CONFIG_NET_VENDOR_REALTEK=y
CONFIG_8139CP=y
CONFIG_NET_VENDOR_INTEL=y
CONFIG_E1000=y
CONFIG_USB_SUPPORT=y
CONFIG_USB=y
CONFIG_USB_PCI=y
CONFIG_USB_OHCI_HCD=y
CONFIG_USB_OHCI_HCD_PCI=y
CONFIG_USB_NET_DRIVERS=y
CONFIG_USB_USBNET=y
CONFIG_USB_NET_CDCETHER=y
CONFIG_USB_NET_RNDIS_HOST=y
CONFIG_BLOCK=y
CONFIG_SCSI=y
CONFIG_BLK_DEV_SD=y
CONFIG_USB_STORAGE=y
'
case $arch in
x86_64)
	kconfig_arch='
CONFIG_64BIT=y
CONFIG_SERIAL_8250_PNP=n'
	cc=gcc make_arch=x86_64 image=arch/x86/boot/bzImage target=bzImage
	qemu=(qemu-system-x86_64 -M pc -m 512)
	packages="qemu-system-x86" ;;
mips)
	kconfig_arch='
CONFIG_MIPS_MALTA=y
CONFIG_CPU_BIG_ENDIAN=y
CONFIG_CPU_MIPS32_R2=y
CONFIG_32BIT=y
CONFIG_POWER_RESET=y
CONFIG_POWER_RESET_SYSCON=y'
	cc=mips-linux-gnu-gcc make_arch=mips image=vmlinux target=vmlinux
	qemu=(qemu-system-mips -M malta -cpu 24Kf -m 256)
	packages=$(arch_packages mips) ;;
sparc64) die "sun4u has no PCI slot for these devices in QEMU 7.2 here; use --arch mips" ;;
*) die "unknown --arch '$arch' (x86_64 or mips)" ;;
esac
ensure_packages $VERIFY_PACKAGES $packages

cache=${UNALIGNED_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/unaligned-check}
pristine=$cache/linux-source-6.12
work=$cache/device-boot-$arch
conv_dir=$here/testcases/kernel/device-boot/conversions
[ -f "$pristine/Makefile" ] || die "no cached tree at $pristine (run ./run-check.sh once)"
mkdir -p "$work/logs"

wanted=("$@")
mapfile -t table < <(devices)
if [ ${#wanted[@]} -gt 0 ]; then
	for w in "${wanted[@]}"; do
		printf '%s\n' "${table[@]}" | grep -q "^$w|" || die "unknown device '$w'"
	done
	mapfile -t table < <(printf '%s\n' "${table[@]}" | grep -E "^($(IFS='|'; echo "${wanted[*]}"))\|")
fi

# The conversions of the chosen devices: before has none, after has all.
conversions=()
for row in "${table[@]}"; do
	p=$conv_dir/${row%%|*}.patch
	[ -f "$p" ] && conversions+=("$p")
done



build_kernel() {
	local side=$1 b=$work/build s
	s=$(date +%s)
	mkdir -p "$b"
	printf '%s\n%s\n' "$kconfig_common" "$kconfig_arch" >"$work/kconfig"
	# only a changed fragment remakes .config: the build stays incremental
	if ! cmp -s "$work/kconfig" "$b/kconfig.used"; then
		(cd "$work/src" && make -s O="$b" ARCH=$make_arch CROSS_COMPILE=${cc%gcc} \
			KCONFIG_ALLCONFIG="$work/kconfig" allnoconfig) \
			>"$work/logs/config.log" 2>&1 ||
			die "allnoconfig ($arch) failed, see $work/logs/config.log"
		cp "$work/kconfig" "$b/kconfig.used"
	fi
	(cd "$work/src" &&
	 make O="$b" ARCH=$make_arch CROSS_COMPILE=${cc%gcc} -j"$(nproc)" $target) \
		>"$work/logs/build-$side.log" 2>&1 ||
		die "kernel build ($arch, $side) failed, see $work/logs/build-$side.log"
	while IFS= read -r line; do
		grep -qx "${line%%=*}=y" "$b/.config" ||
			die "$line did not stay in the $arch config (see $b/.config)"
	done < <(grep '=y$' "$work/kconfig")
	cp "$b/$image" "$work/kernel-$side"
	cp "$b/System.map" "$work/System.map-$side"
	# "FUNCTION FILE" for the functions of the table's driver files
	for row in "${table[@]}"; do
		IFS='|' read -r name mode args files kargs <<<"$row"
		for f in $files; do
			[ -f "$b/${f%.c}.o" ] || die "no object $b/${f%.c}.o: is $f built in?"
			"${cc%gcc}nm" --defined-only "$b/${f%.c}.o" |
				awk -v f="$f" '$2 ~ /^[tTwW]$/ { print $3, f }'
		done
	done | sort -u >"$work/functions-$side"
	time_build[${#time_build[@]}]=$(elapsed "$s")
}

# init and /dev/console (the kernel opens it for init), by the tree's own
# gen_init_cpio: no root needed for the device node
initramfs() {
	$cc -static -O2 -Wall -o "$work/init" "$here/testcases/kernel/device-boot/init.c" ||
		die "cannot build init with $cc"
	gcc -O2 -o "$work/gen_init_cpio" "$pristine/usr/gen_init_cpio.c" ||
		die "cannot build usr/gen_init_cpio"
	"$work/gen_init_cpio" - >"$work/initramfs.cpio" <<EOF
dir /dev 0755 0 0
nod /dev/console 0600 0 0 c 5 1
dir /proc 0755 0 0
dir /sys 0755 0 0
file /init $work/init 0755 0 0
EOF
}

# boot NAME SIDE: the console log in $work/logs/NAME-SIDE.log
boot() {
	local name=$1 side=$2 mode=$3 args=$4 kargs=$5 s
	truncate -s 64M "$work/disk.img"
	args=${args//@DISK@/$work/disk.img}
	s=$(date +%s)
	# shellcheck disable=SC2086
	# software emulation: on this host KVM guests hang (see verify.sh)
	timeout 300 "${qemu[@]}" -nographic -no-reboot \
		-kernel "$work/kernel-$side" -initrd "$work/initramfs.cpio" \
		-append "console=ttyS0 devboot=$mode panic=-1${kargs:+ $kargs}" $args \
		</dev/null >"$work/logs/$name-$side.log" 2>&1 || true
	boot_time[$name-$side]=$(elapsed "$s")
}

declare -A boot_time
time_build=()
initramfs
for side in before after; do
	if [ $side = before ]; then
		scratch_tree
	else
		scratch_tree "${conversions[@]}"
	fi
	build_kernel $side
	for row in "${table[@]}"; do
		IFS='|' read -r name mode args files kargs <<<"$row"
		boot "$name" $side "$mode" "$args" "$kargs"
	done
done

# the devboot: lines of a log
field() { sed -n "s/\r//; s/^devboot: $2//p" "$work/logs/$1.log" | head -n 1; }

ok=1
echo "== $arch: devices in QEMU, exercised by init before and after the conversion"
printf '%-12s %-7s %-8s %-62s %7s  %s\n' device side driver exchange faults result
for row in "${table[@]}"; do
	IFS='|' read -r name mode args files kargs <<<"$row"
	for side in before after; do
		log=$work/logs/$name-$side.log
		result=$(field "$name-$side" "result ")
		faults=$(field "$name-$side" "alignment faults during the exercise: ")
		if [ $mode = net ]; then
			driver=$(sed -n 's/^devboot: net: interface [^,]*, driver \([^,]*\),.*/\1/p' "$log" | head -n 1)
			exchange="$(field "$name-$side" "net: echo to 10.0.2.2: " | sed 's/ equal to the request//; s/ payload bytes//'); $(field "$name-$side" "net: [a-z0-9]* counters: " | sed 's/packets/pkts/g')"
		else
			driver=$(sed -n 's/^devboot: block: disk [^,]*, [^,]*, driver \(.*\)/\1/p' "$log" | head -n 1)
			exchange=$(sed -n 's/\r//; s/^devboot: block: \([0-9]* writes .*\)/\1/p' "$log" |
				head -n 1 | sed 's/ and reads back of / and reads of /; s/ with O_DIRECT//')
		fi
		[ "$result" = ok ] || { ok=0; result="${result:-no result} (see $log)"; }
		printf '%-12s %-7s %-8s %-62s %7s  %s (%s)\n' "$name" $side "${driver:-?}" \
			"${exchange:0:62}" "${faults:-?}" "$result" "${boot_time[$name-$side]}"
		grep '^devboot: FAIL' "$log" | sed 's/^/    /' || true
		[ "${faults:-0}" = 0 ] ||
			echo "    faults at, $side: $(fault_where "$log" "$work/System.map-$side")"
	done
	conv=$conv_dir/$name.patch
	if [ -f "$conv" ]; then
		echo "    conversion: $(sed -n 's/^Subject: //p' "$conv")"
		for side in before after; do
			for f in $files; do grep " $f\$" "$work/functions-$side" || true; done >"$work/own-$side"
		done
		b=$(faults_in_functions "$work/logs/$name-before.log" "$work/System.map-before" "$work/own-before")
		a=$(faults_in_functions "$work/logs/$name-after.log" "$work/System.map-after" "$work/own-after")
		echo "    faults at the functions of $files: before $b, after $a"
		[ "$a" = 0 ] || ok=0
	else
		echo "    control: no conversion for $files (no true finding), the same driver twice"
	fi
done
printf 'kernel build: before %s, after %s\n' "${time_build[0]}" "${time_build[1]}"
echo "logs: $work/logs"
[ $ok = 1 ] && { echo "device-boot ($arch): every device exchanged its data before and after"; exit 0; }
echo "device-boot ($arch): FAILED"; exit 1
