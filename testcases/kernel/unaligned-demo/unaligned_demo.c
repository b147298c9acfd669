// SPDX-License-Identifier: GPL-2.0-only
/*
 * The examples of Documentation/core-api/unaligned-memory-access.rst as
 * real code, wrong on purpose: every function accesses 2, 4 or 8 bytes
 * through a pointer its caller may not have aligned. unaligned-check
 * rewrites this file at test time; the KUnit suite beside it calls both
 * versions on buffers at every misalignment 0..7.
 */
#include <linux/export.h>
#include <linux/module.h>
#include <linux/types.h>
#include <asm/byteorder.h>

#include "unaligned_demo.h"

/* the seed article's example_func() */
u16 demo_example_func(unsigned char *data)
{
	u16 value = *((u16 *)data);

	return value;
}
EXPORT_SYMBOL_GPL(demo_example_func);

/* the document's myfunc(): a little-endian store */
void demo_myfunc(u8 *data, u32 value)
{
	*((__le32 *)data) = cpu_to_le32(value);
}
EXPORT_SYMBOL_GPL(demo_myfunc);

/* the document's compare_ether_addr(): needs 16-bit aligned addresses */
unsigned int demo_compare_ether_addr(const u8 *addr1, const u8 *addr2)
{
	const u16 *a = (const u16 *)addr1;
	const u16 *b = (const u16 *)addr2;

	return ((a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2])) != 0;
}
EXPORT_SYMBOL_GPL(demo_compare_ether_addr);

/* a struct laid over a wire buffer, after a one-byte tag */
struct demo_hdr {
	__le16 len;
	__le16 flags;
	__be32 seq;
};

u32 demo_parse_hdr(const u8 *buf)
{
	const struct demo_hdr *h = (const struct demo_hdr *)(buf + 1);

	return le16_to_cpu(h->len) + le16_to_cpu(h->flags) +
	       be32_to_cpu(h->seq);
}
EXPORT_SYMBOL_GPL(demo_parse_hdr);

void demo_build_hdr(u8 *buf, u16 len, u32 seq)
{
	struct demo_hdr *h = (struct demo_hdr *)(buf + 1);

	buf[0] = 0x7e;
	h->len = cpu_to_le16(len);
	h->flags = 0;
	h->seq = cpu_to_be32(seq);
}
EXPORT_SYMBOL_GPL(demo_build_hdr);

/* pointer arithmetic on a byte pointer, then a wider access */
u32 demo_sum_le32(const u8 *p, size_t n)
{
	u32 sum = 0;
	size_t i;

	for (i = 0; i < n; i++)
		sum += le32_to_cpu(*(__le32 *)(p + 4 * i));
	return sum;
}
EXPORT_SYMBOL_GPL(demo_sum_le32);

void demo_fill_be16(u8 *p, size_t n, u16 first)
{
	size_t i;

	for (i = 0; i < n; i++)
		*(__be16 *)(p + 2 * i) = cpu_to_be16(first + i);
}
EXPORT_SYMBOL_GPL(demo_fill_be16);

/* a read-modify-write of a native-endian counter */
void demo_add_u32(u8 *p, u32 v)
{
	*(u32 *)p += v;
}
EXPORT_SYMBOL_GPL(demo_add_u32);

/* arithmetic on a void pointer */
u64 demo_read_u64(const void *p, size_t off)
{
	return *(const u64 *)(p + off);
}
EXPORT_SYMBOL_GPL(demo_read_u64);

MODULE_DESCRIPTION("Unaligned accesses of the kernel documentation, as code");
MODULE_LICENSE("GPL");
