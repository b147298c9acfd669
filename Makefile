# SPDX-License-Identifier: GPL-2.0-only
# make          build the checker
# make check    every test: unit, test cases, coccicheck, formats, verify
# make bench    the benchmark (FULL=1 adds drivers/net, BENCH_DIRS=... any)

all:
	$(MAKE) -C checker

check:
	./scripts/check.sh

bench:
	./scripts/bench.sh

clean:
	$(MAKE) -C checker clean

.PHONY: all check bench clean
