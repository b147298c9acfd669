/*
 * check-name: byte members of structs in the driver header beside the file, named through typedefs
 * check-command: unaligned-check --confidence low $file
 *
 * The type table covers the tree's include/ and arch/; the structs of the
 * headers beside a file are read with the file, typedef names included:
 * tx_buff is at offset 16 of the 8-aligned struct priv that priv_t names,
 * so the 2-byte store is aligned (struct layout) and only sparse's
 * written-out cast is left, low.
 *
 * check-output-start
member-local-header.c:23:11: warning: cast of a pointer to restricted __le16 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_le16(); the cast is written out here, and the semantic patches found no unaligned access through it (confidence: low, reason: sparse-cast-written-out) [unaligned-sparse-cast]
member-local-header.c:24:10: warning: unaligned 4-byte store through u32 * cast from (p->rx_buf + 2); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
member-local-header.c:25:10: warning: unaligned 4-byte store through u32 * cast from (r->desc + 6); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>
#include "member-local-header.h"

void fill(priv_t *p, ring_t *r, u16 len)
{
	*(__le16 *)p->tx_buff = cpu_to_le16(len);
	*(u32 *)(p->rx_buf + 2) = 0;
	*(u32 *)(r->desc + 6) = 0;
	/* not byte pointers: a u32 array, a u64 pointer */
	*(u32 *)p->words = 0;
	*(u32 *)r->ring = 0;
}
