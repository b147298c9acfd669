# SPDX-License-Identifier: GPL-2.0-only
# Sourced by run-check.sh and the test scripts: make sure Debian packages
# are installed, installing them when we are root, else saying how.

# Packages for checking; verification adds the kernel build and QEMU.
CHECK_PACKAGES="coccinelle sparse linux-source-6.12 python3 gcc make bc flex bison libelf-dev libssl-dev xz-utils git jq"
VERIFY_PACKAGES="$CHECK_PACKAGES qemu-system-x86 cpio patch"
# make check's integration tests: kbuild on sparc64, the HTML report in a browser
KBUILD_PACKAGES="gcc-sparc64-linux-gnu file"
HTML_PACKAGES="chromium"

# --verify --arch ARCH: the Debian cross compiler and QEMU of a machine that
# traps on misaligned accesses; the C library for device-boot's init.
arch_packages() {
	case $1 in
	sparc64) echo gcc-sparc64-linux-gnu binutils-sparc64-linux-gnu qemu-system-sparc ;;
	mips) echo gcc-mips-linux-gnu binutils-mips-linux-gnu libc6-dev-mips-cross qemu-system-mips ;;
	esac
}

missing_packages() {
	local p
	for p in "$@"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null |
			grep -q 'install ok installed' || printf '%s ' "$p"
	done
}

ensure_packages() {
	local missing
	missing=$(missing_packages "$@")
	[ -z "$missing" ] && return 0
	if [ "$(id -u)" != 0 ]; then
		echo "unaligned-check: missing packages: $missing; run: sudo apt-get install -y $missing" >&2
		exit 2
	fi
	echo "unaligned-check: installing $missing" >&2
	# an unknown package means the lists are stale or absent
	if ! DEBIAN_FRONTEND=noninteractive apt-get install -y $missing >&2; then
		apt-get update >&2 &&
		DEBIAN_FRONTEND=noninteractive apt-get install -y $missing >&2 || {
			echo "unaligned-check: apt-get install -y $missing failed" >&2
			exit 2
		}
	fi
}
