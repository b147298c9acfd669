# SPDX-License-Identifier: GPL-2.0-only
"""C scalar types: their names as spatch prints them, and their widths."""

import functools
import re


WIDTH = {}

for names, w in (
        ("u8 s8 __u8 __s8 uint8_t int8_t char bool _Bool"
         " unsigned_char signed_char", 1),
        ("u16 s16 __u16 __s16 __le16 __be16 uint16_t int16_t short"
         " unsigned_short short_int unsigned_short_int signed_short"
         " __sum16", 2),
        ("u32 s32 __u32 __s32 __le32 __be32 uint32_t int32_t int unsigned"
         " unsigned_int signed_int signed float __wsum", 4),
        ("u64 s64 __u64 __s64 __le64 __be64 uint64_t int64_t long"
         " unsigned_long long_int unsigned_long_int long_long"
         " unsigned_long_long long_long_int unsigned_long_long_int"
         " size_t ssize_t uintptr_t ptrdiff_t double dma_addr_t"
         " phys_addr_t resource_size_t sector_t loff_t", 8)):
    for n in names.split():
        WIDTH[n.replace("_", " ") if n.startswith(("unsigned_", "signed_",
              "short_", "long_")) else n] = w

# the byte types as declarations write them (bool is no byte buffer)
BYTE_TYPES = r"(?:%s)" % "|".join(sorted(
    (re.sub(r" ", r"\\s+", n) for n, w in WIDTH.items()
     if w == 1 and n not in ("bool", "_Bool")), key=len, reverse=True))

# pure, and asked of every type the rules bind: remembered
@functools.lru_cache(maxsize=None)
def type_name(t):
    t = re.sub(r"\b(const|volatile|__force|__user|__rcu)\b", " ", t)
    return " ".join(t.split())

def width(t):
    """Alignment in bytes of the C type named t; 0 if unknown (a struct)."""
    t = type_name(t)
    if t.endswith("*"):
        return 8
    return WIDTH.get(t, 0)

def pointee_width(t):
    """Alignment of what the pointer type t points to; 0 if t is not a
    pointer or the type is unknown."""
    t = type_name(t)
    return width(t[:-1]) if t.endswith("*") else 0

def wide(t):
    return width(t) > 1 and "__iomem" not in t

def is_volatile(t):
    return re.search(r"\bvolatile\b", t) is not None
