// SPDX-License-Identifier: GPL-2.0-only
/* --shard K/N: parsing, balance by size, stability when files are added. */
#include <stdio.h>
#include <stdlib.h>

#include "shard.h"
#include "util.h"
#include "unit.h"

static void test_parse(void)
{
	int k, n;

	CHECK(shard_parse("1/4", &k, &n) == 0 && k == 1 && n == 4);
	CHECK(shard_parse("4/4", &k, &n) == 0 && k == 4 && n == 4);
	CHECK(shard_parse("0/4", &k, &n) < 0);
	CHECK(shard_parse("5/4", &k, &n) < 0);
	CHECK(shard_parse("1/0", &k, &n) < 0);
	CHECK(shard_parse("1", &k, &n) < 0);
	CHECK(shard_parse("1/4x", &k, &n) < 0);
	CHECK(shard_parse("/4", &k, &n) < 0);
}

#define NR 400

/* Pseudo-random paths and sizes, the same every run. */
static void make_files(char **paths, size_t *sizes, int nr)
{
	uint64_t h = HASH_INIT;
	int i;

	for (i = 0; i < nr; i++) {
		char buf[64];

		h = hash_bytes(h, &i, sizeof(i));
		snprintf(buf, sizeof(buf), "drivers/d%02d/f%05llu.c",
			 (int)(h % 37), (unsigned long long)(h >> 40) % 100000);
		paths[i] = xstrdup(buf);
		sizes[i] = 500 + (h >> 20) % 60000;
	}
}

static void test_balance_and_stability(void)
{
	char *paths[NR + 1];
	size_t sizes[NR + 1], bytes[8] = { 0 }, total = 0, biggest = 0;
	int shard[NR + 1], again[NR + 1], i, moved = 0, counts[8] = { 0 };

	make_files(paths, sizes, NR);
	shard_assign((const char *const *)paths, sizes, NR, 8, shard);
	for (i = 0; i < NR; i++) {
		bytes[shard[i]] += sizes[i];
		counts[shard[i]]++;
		total += sizes[i];
		if (sizes[i] > biggest)
			biggest = sizes[i];
	}
	/* every shard within one file of an eighth of the bytes */
	{
		int balanced = 1;

		for (i = 0; i < 8; i++)
			balanced &= counts[i] > 0 &&
				    bytes[i] + biggest >= total / 8 &&
				    bytes[i] <= total / 8 + biggest;
		CHECK(balanced);
	}
	/* the order of the input does not matter */
	{
		char *rpaths[NR];
		size_t rsizes[NR];
		int rshard[NR], same = 1;

		for (i = 0; i < NR; i++) {
			rpaths[i] = paths[NR - 1 - i];
			rsizes[i] = sizes[NR - 1 - i];
		}
		shard_assign((const char *const *)rpaths, rsizes, NR, 8, rshard);
		for (i = 0; i < NR; i++)
			same &= rshard[NR - 1 - i] == shard[i];
		CHECK(same);
	}
	/* a file added: the others move only at the 7 cuts */
	paths[NR] = xstrdup("drivers/d17/zz-new.c");
	sizes[NR] = 30000;
	shard_assign((const char *const *)paths, sizes, NR + 1, 8, again);
	for (i = 0; i < NR; i++)
		moved += again[i] != shard[i];
	CHECK(moved <= 7 * 2);
	/* one shard is everything */
	shard_assign((const char *const *)paths, sizes, NR + 1, 1, again);
	for (i = 0; i <= NR && !again[i]; i++)
		;
	CHECK(i == NR + 1);
	CHECK_STR(paths[NR], "drivers/d17/zz-new.c");
}

int main(void)
{
	test_parse();
	test_balance_and_stability();
	return unit_report("test-shard");
}
