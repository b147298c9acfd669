// SPDX-License-Identifier: GPL-2.0-only
/*
 * KUnit tests for unaligned_demo.c: each function is called on buffers at
 * every misalignment 0..7 and compared with references built byte by byte,
 * little- or big-endian as the access means, so that a conversion with the
 * wrong byte order fails on a big-endian machine. The functions live in
 * another file, so gcc cannot see the buffers' alignment and compiles the
 * original accesses as plain loads and stores.
 *
 * Every call is wrapped in KUNIT_EXPECT_NO_ALIGNMENT_FAULTS(): on a machine
 * that traps (sparc64, MIPS) the original code fails these cases with
 * alignment faults, and under CONFIG_UBSAN_ALIGNMENT with misaligned-access
 * reports; the rewritten code passes them.
 */
#include <kunit/alignment_faults.h>
#include <kunit/test.h>
#include <linux/module.h>
#include <linux/string.h>

#include "unaligned_demo.h"

#define DEMO_BUF 64
#define DEMO_MAX_OFF 8

static u64 ref_le(const u8 *p, int n)
{
	u64 v = 0;

	while (n--)
		v = v << 8 | p[n];
	return v;
}

static u64 ref_be(const u8 *p, int n)
{
	u64 v = 0;
	int i;

	for (i = 0; i < n; i++)
		v = v << 8 | p[i];
	return v;
}

static u64 ref_native(const u8 *p, int n)
{
	return IS_ENABLED(CONFIG_CPU_BIG_ENDIAN) ? ref_be(p, n) : ref_le(p, n);
}

static void fill(u8 *buf, u8 seed)
{
	int i;

	for (i = 0; i < DEMO_BUF; i++)
		buf[i] = seed + 37 * i;
}

static void demo_example_func_test(struct kunit *test)
{
	u8 buf[DEMO_BUF] __aligned(8);
	int off;
	u16 v;

	fill(buf, 1);
	for (off = 0; off < DEMO_MAX_OFF; off++) {
		KUNIT_EXPECT_NO_ALIGNMENT_FAULTS(test, v = demo_example_func(buf + off));
		KUNIT_EXPECT_EQ_MSG(test, v, (u16)ref_native(buf + off, 2),
				    "off %d", off);
	}
}

static void demo_myfunc_test(struct kunit *test)
{
	u8 buf[DEMO_BUF] __aligned(8);
	int off;

	for (off = 0; off < DEMO_MAX_OFF; off++) {
		memset(buf, 0xaa, sizeof(buf));
		KUNIT_EXPECT_NO_ALIGNMENT_FAULTS(test,
			demo_myfunc(buf + 1 + off, 0x11223344 + off));
		KUNIT_EXPECT_EQ_MSG(test, ref_le(buf + 1 + off, 4),
				    0x11223344ULL + off, "off %d", off);
		KUNIT_EXPECT_EQ(test, buf[off], 0xaa);
		KUNIT_EXPECT_EQ(test, buf[off + 5], 0xaa);
	}
}

static void demo_compare_ether_addr_test(struct kunit *test)
{
	static const u8 mac[6] = { 0x02, 0x11, 0x22, 0x33, 0x44, 0x55 };
	u8 a[DEMO_BUF] __aligned(8), b[DEMO_BUF] __aligned(8);
	int off, boff;
	unsigned int v;

	for (off = 0; off < DEMO_MAX_OFF; off++) {
		boff = (off + 3) % DEMO_MAX_OFF;
		memcpy(a + off, mac, sizeof(mac));
		memcpy(b + boff, mac, sizeof(mac));
		KUNIT_EXPECT_NO_ALIGNMENT_FAULTS(test,
			v = demo_compare_ether_addr(a + off, b + boff));
		KUNIT_EXPECT_EQ_MSG(test, v, 0U, "off %d", off);
		b[boff + 5] ^= 1;
		KUNIT_EXPECT_NO_ALIGNMENT_FAULTS(test,
			v = demo_compare_ether_addr(a + off, b + boff));
		KUNIT_EXPECT_NE_MSG(test, v, 0U, "off %d", off);
	}
}

static void demo_parse_hdr_test(struct kunit *test)
{
	u8 buf[DEMO_BUF] __aligned(8);
	const u8 *h;
	int off;
	u32 v;

	fill(buf, 5);
	for (off = 0; off < DEMO_MAX_OFF; off++) {
		h = buf + off + 1;
		KUNIT_EXPECT_NO_ALIGNMENT_FAULTS(test, v = demo_parse_hdr(buf + off));
		KUNIT_EXPECT_EQ_MSG(test, v,
				    (u32)(ref_le(h, 2) + ref_le(h + 2, 2) +
					  ref_be(h + 4, 4)), "off %d", off);
	}
}

static void demo_build_hdr_test(struct kunit *test)
{
	u8 buf[DEMO_BUF] __aligned(8);
	int off;

	for (off = 0; off < DEMO_MAX_OFF; off++) {
		memset(buf, 0xaa, sizeof(buf));
		KUNIT_EXPECT_NO_ALIGNMENT_FAULTS(test,
			demo_build_hdr(buf + off, 0x1234 + off, 0xa1b2c3d4));
		KUNIT_EXPECT_EQ(test, buf[off], 0x7e);
		KUNIT_EXPECT_EQ(test, ref_le(buf + off + 1, 2), 0x1234ULL + off);
		KUNIT_EXPECT_EQ(test, ref_le(buf + off + 3, 2), 0ULL);
		KUNIT_EXPECT_EQ(test, ref_be(buf + off + 5, 4), 0xa1b2c3d4ULL);
		KUNIT_EXPECT_EQ(test, buf[off + 9], 0xaa);
	}
}

static void demo_sum_le32_test(struct kunit *test)
{
	u8 buf[DEMO_BUF] __aligned(8);
	u32 want, v;
	int off, i;

	fill(buf, 9);
	for (off = 0; off < DEMO_MAX_OFF; off++) {
		for (want = 0, i = 0; i < 4; i++)
			want += ref_le(buf + off + 4 * i, 4);
		KUNIT_EXPECT_NO_ALIGNMENT_FAULTS(test, v = demo_sum_le32(buf + off, 4));
		KUNIT_EXPECT_EQ_MSG(test, v, want, "off %d", off);
	}
}

static void demo_fill_be16_test(struct kunit *test)
{
	u8 buf[DEMO_BUF] __aligned(8);
	int off, i;

	for (off = 0; off < DEMO_MAX_OFF; off++) {
		memset(buf, 0xaa, sizeof(buf));
		KUNIT_EXPECT_NO_ALIGNMENT_FAULTS(test,
			demo_fill_be16(buf + off, 5, 0xfff0));
		for (i = 0; i < 5; i++)
			KUNIT_EXPECT_EQ_MSG(test, ref_be(buf + off + 2 * i, 2),
					    (u64)(u16)(0xfff0 + i), "off %d", off);
		KUNIT_EXPECT_EQ(test, buf[off + 10], 0xaa);
	}
}

static void demo_add_u32_test(struct kunit *test)
{
	u8 buf[DEMO_BUF] __aligned(8);
	u32 want;
	int off;

	fill(buf, 13);
	for (off = 0; off < DEMO_MAX_OFF; off++) {
		want = (u32)ref_native(buf + off, 4) + 0x01020304;
		KUNIT_EXPECT_NO_ALIGNMENT_FAULTS(test,
			demo_add_u32(buf + off, 0x01020304));
		KUNIT_EXPECT_EQ_MSG(test, (u32)ref_native(buf + off, 4), want,
				    "off %d", off);
	}
}

static void demo_read_u64_test(struct kunit *test)
{
	u8 buf[DEMO_BUF] __aligned(8);
	int off;
	u64 v;

	fill(buf, 17);
	for (off = 0; off < DEMO_MAX_OFF; off++) {
		KUNIT_EXPECT_NO_ALIGNMENT_FAULTS(test, v = demo_read_u64(buf, off));
		KUNIT_EXPECT_EQ_MSG(test, v, ref_native(buf + off, 8),
				    "off %d", off);
	}
}

static struct kunit_case unaligned_demo_cases[] = {
	KUNIT_CASE(demo_example_func_test),
	KUNIT_CASE(demo_myfunc_test),
	KUNIT_CASE(demo_compare_ether_addr_test),
	KUNIT_CASE(demo_parse_hdr_test),
	KUNIT_CASE(demo_build_hdr_test),
	KUNIT_CASE(demo_sum_le32_test),
	KUNIT_CASE(demo_fill_be16_test),
	KUNIT_CASE(demo_add_u32_test),
	KUNIT_CASE(demo_read_u64_test),
	{}
};

static struct kunit_suite unaligned_demo_suite = {
	.name = "unaligned_demo",
	.test_cases = unaligned_demo_cases,
};
kunit_test_suite(unaligned_demo_suite);

MODULE_DESCRIPTION("KUnit tests for the unaligned-access examples");
MODULE_LICENSE("GPL");
