#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
# The entry point: install what is missing, build the checker, run it.
#   ./run-check.sh [OPTIONS] [PATH...]     check (default: drivers/net/usb)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$here/scripts/provision.sh"

if [ "${1:-}" = --verify ]; then
	echo "unaligned-check: --verify is not implemented yet" >&2
	exit 2
fi
ensure_packages $CHECK_PACKAGES
make -s -C "$here/checker" >&2
exec "$here/checker/unaligned-check" "$@"
