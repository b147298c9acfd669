#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
# The entry point: install what is missing, build the checker, run it.
#   ./run-check.sh [OPTIONS] [PATH...]     check (default: drivers/net/usb)
#   ./run-check.sh --verify [PATCH...]     build, compare and boot patches
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$here/scripts/provision.sh"

if [ "${1:-}" = --verify ]; then
	shift
	ensure_packages $VERIFY_PACKAGES
	make -s -C "$here/checker" >&2
	exec "$here/scripts/verify.sh" "$@"
fi
ensure_packages $CHECK_PACKAGES
make -s -C "$here/checker" >&2
exec "$here/checker/unaligned-check" "$@"
