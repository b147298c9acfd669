/*
 * check-name: byte members of structs in the driver header beside the file, named through typedefs
 * check-command: unaligned-check --confidence low $file
 *
 * The type table covers the tree's include/ and arch/; the structs of the
 * headers beside a file are read with the file, typedef names included.
 *
 * check-output-start
member-local-header.c:20:13: warning: unaligned 2-byte store of cpu_to_le16() through p->tx_buff; use put_unaligned_le16() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
member-local-header.c:21:10: warning: unaligned 4-byte store through u32 * cast from (p->rx_buf + 2); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
member-local-header.c:22:10: warning: unaligned 4-byte store through u32 * cast from (r->desc + 6); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
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
