/*
 * check-name: a byte array member of a struct that is not __packed, judged by its place modulo the struct's alignment
 * check-command: unaligned-check --confidence low $file
 *
 * addr[] at offset 4 of an 8-aligned struct is 4 mod 8: an 8-byte load
 * there is misaligned wherever the struct is (high, the reason names the
 * place); a 4-byte load is aligned (no finding). After a member of a
 * type whose size depends on the configuration (CONFIG_DEMO_STATS) the
 * place is unknown: moderate, as without the evidence. A __packed struct
 * has alignment 1: not this evidence.
 *
 * check-output-start
struct-layout-member.c:47:32: warning: unaligned 8-byte load for be64_to_cpu() through dev->addr; use get_unaligned_be64() (confidence: high, reason: struct-layout:demo_dev.addr+4) [unaligned-byteorder]
struct-layout-member.c:57:32: warning: unaligned 8-byte load for be64_to_cpu() through st->addr; use get_unaligned_be64() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
struct-layout-member.c:62:32: warning: unaligned 8-byte load for be64_to_cpu() through w->addr; use get_unaligned_be64() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

/* addr at offset 4 of a struct that stamp makes 8-aligned */
struct demo_dev {
	u32 id;
	u8 addr[8];
	u64 stamp;
};

/* addr after members the configuration decides */
struct demo_stats_dev {
	u32 id;
#ifdef CONFIG_DEMO_STATS
	u64 rx_bytes;
#endif
	u8 addr[8];
	u64 stamp;
};

/* the same place in a __packed struct */
struct demo_wire {
	u64 stamp;
	u32 id;
	u8 addr[8];
} __packed;

u64 demo_dev_addr(struct demo_dev *dev)
{
	return be64_to_cpu(*(__be64 *)dev->addr);
}

u32 demo_dev_addr_low(struct demo_dev *dev)
{
	return *(u32 *)dev->addr;
}

u64 demo_stats_addr(struct demo_stats_dev *st)
{
	return be64_to_cpu(*(__be64 *)st->addr);
}

u64 demo_wire_addr(struct demo_wire *w)
{
	return be64_to_cpu(*(__be64 *)w->addr);
}
