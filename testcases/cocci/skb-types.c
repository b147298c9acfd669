/*
 * check-name: skb->data is a byte pointer only the type table knows; skb->cb is 8-aligned
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
skb-types.c:27:32: warning: unaligned 2-byte load for le16_to_cpu() through (skb->data + 3); use get_unaligned_le16() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	return le16_to_cpu(*(__le16 *)(skb->data + 3)) + cb->seq + len;
+	return get_unaligned_le16(skb->data + 3) + cb->seq + len;
 * check-fix-end
 */
#include <linux/types.h>
#include <linux/skbuff.h>

struct my_cb {
	u32 seq;
};

u32 rx(struct sk_buff *skb)
{
	struct my_cb *cb = (struct my_cb *)skb->cb;
	u32 len = *(u32 *)(skb->cb + 4);

	return le16_to_cpu(*(__le16 *)(skb->data + 3)) + cb->seq + len;
}
