/*
 * check-name: with --types none, skb->data's type is unknown and nothing is found
 * check-command: unaligned-check --types none --no-sparse --confidence low $file
 *
 * check-output-start
 * check-output-end
 */
#include <linux/types.h>
#include <linux/skbuff.h>

u32 rx(struct sk_buff *skb)
{
	return le16_to_cpu(*(__le16 *)(skb->data + 3));
}
