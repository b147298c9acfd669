#!/bin/bash
# SPDX-License-Identifier: GPL-2.0-only
# The entry point: install what is missing, build the checker, run it.
#   ./run-check.sh [OPTIONS] [PATH...]     check (default: drivers/net/usb)
#   ./run-check.sh --verify [demo | fixes | [--tests PATCH]... PATCH...]
#                                          build, sparse-check and boot
#                                          conversions (default: demo, fixes/)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$here/scripts/provision.sh"

ensure_packages $CHECK_PACKAGES
make -s -C "$here/checker" >&2
if [ "${1:-}" = --verify ]; then
	shift
	exec "$here/scripts/verify.sh" "$@"
fi
exec "$here/checker/unaligned-check" "$@"
