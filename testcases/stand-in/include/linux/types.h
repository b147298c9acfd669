/* SPDX-License-Identifier: GPL-2.0-only */
/* Stand-in for the kernel's linux/types.h: the types the test cases use. */
#ifndef _LINUX_TYPES_H
#define _LINUX_TYPES_H

#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
#define __iomem __attribute__((noderef, address_space(__iomem)))
#define __user __attribute__((noderef, address_space(__user)))
#define __packed __attribute__((__packed__))
#define __aligned(x) __attribute__((__aligned__(x)))

typedef unsigned char u8;
typedef signed char s8;
typedef unsigned short u16;
typedef signed short s16;
typedef unsigned int u32;
typedef signed int s32;
typedef unsigned long long u64;
typedef signed long long s64;
typedef u8 __u8;
typedef s8 __s8;
typedef u16 __u16;
typedef s16 __s16;
typedef u32 __u32;
typedef s32 __s32;
typedef u64 __u64;
typedef s64 __s64;
typedef u16 __bitwise __le16;
typedef u16 __bitwise __be16;
typedef u32 __bitwise __le32;
typedef u32 __bitwise __be32;
typedef u64 __bitwise __le64;
typedef u64 __bitwise __be64;
typedef unsigned long size_t;
typedef long ssize_t;
typedef _Bool bool;
typedef unsigned long uintptr_t;

#endif
