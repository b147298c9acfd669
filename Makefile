# SPDX-License-Identifier: GPL-2.0-only
# make          build the checker
# make check    every test: unit, test cases, coccicheck, formats, verify
# make check-fast  unit tests, the stand-in test cases, chunk-mates and
#               formats: no kernel tree, under a minute
# make bench    the benchmark (FULL=1 adds drivers/net, BENCH_DIRS=... any)

all:
	$(MAKE) -C checker

check:
	./scripts/check.sh

check-fast:
	./scripts/check-fast.sh

bench:
	./scripts/bench.sh

clean:
	$(MAKE) -C checker clean

.PHONY: all check check-fast bench clean
