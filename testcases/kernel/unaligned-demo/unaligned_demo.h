/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef UNALIGNED_DEMO_H
#define UNALIGNED_DEMO_H

#include <linux/types.h>

u16 demo_example_func(unsigned char *data);
void demo_myfunc(u8 *data, u32 value);
unsigned int demo_compare_ether_addr(const u8 *addr1, const u8 *addr2);
u32 demo_parse_hdr(const u8 *buf);
void demo_build_hdr(u8 *buf, u16 len, u32 seq);
u32 demo_sum_le32(const u8 *p, size_t n);
void demo_fill_be16(u8 *p, size_t n, u16 first);
void demo_add_u32(u8 *p, u32 v);
u64 demo_read_u64(const void *p, size_t off);

#endif
