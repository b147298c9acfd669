/*
 * check-name: offsets written with the macros of the tree's headers are known
 * check-command: unaligned-check --confidence low $file
 *
 * TIPC_AEAD_ALG_NAME is (32), from include/uapi/linux/tipc.h: the load at
 * skb->data + 32 is as aligned as skb->data (low), the one two bytes on
 * is not (high). An unknown upper-case name stays unknown (high).
 *
 * check-output-start
offset-tree-header.c:24:30: warning: unaligned 4-byte load for be32_to_cpu() through (skb->data + TIPC_AEAD_ALG_NAME); use get_unaligned_be32() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-tree-header.c:25:30: warning: unaligned 4-byte load for be32_to_cpu() through (skb->data + TIPC_AEAD_ALG_NAME + 2); use get_unaligned_be32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
offset-tree-header.c:26:30: warning: unaligned 4-byte load for be32_to_cpu() through (skb->data + NOT_A_KERNEL_MACRO); use get_unaligned_be32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/skbuff.h>
#include <linux/tipc.h>
#include <asm/byteorder.h>

u32 key_words(struct sk_buff *skb)
{
	u32 n = 0;

	n += be32_to_cpu(*(__be32 *)(skb->data + TIPC_AEAD_ALG_NAME));
	n += be32_to_cpu(*(__be32 *)(skb->data + TIPC_AEAD_ALG_NAME + 2));
	n += be32_to_cpu(*(__be32 *)(skb->data + NOT_A_KERNEL_MACRO));
	return n;
}
