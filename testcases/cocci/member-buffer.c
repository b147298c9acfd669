/*
 * check-name: a byte pointer in a struct member at an aligned offset is low confidence, and so is a local that only holds one; a local moved by an unknown amount is moderate
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
member-buffer.c:27:17: warning: unaligned 4-byte load through u32 * cast from skb->data; use get_unaligned() (confidence: low, reason: struct-member) [unaligned-cast-read]
member-buffer.c:27:37: warning: unaligned 4-byte load through u32 * cast from (skb->data + 4); use get_unaligned() (confidence: low, reason: struct-member) [unaligned-cast-read]
member-buffer.c:27:63: warning: unaligned 4-byte load through u32 * cast from p; use get_unaligned() (confidence: low, reason: member-origin) [unaligned-cast-read]
member-buffer.c:36:17: warning: unaligned 4-byte load through u32 * cast from p; use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	return *(u32 *)skb->data + *(u32 *)(skb->data + 4) + *(u32 *)p;
+	return get_unaligned((u32 *)skb->data) + get_unaligned((u32 *)(skb->data + 4)) + get_unaligned((u32 *)p);
-	return *(u32 *)p;
+	return get_unaligned((u32 *)p);
 * check-fix-end
 */
#include <linux/types.h>
#include <linux/skbuff.h>

u32 rx_word(struct sk_buff *skb)
{
	u8 *p = skb->data;

	return *(u32 *)skb->data + *(u32 *)(skb->data + 4) + *(u32 *)p;
}

u32 rx_word_after(struct sk_buff *skb, int hdr_len)
{
	u8 *p = skb->data;

	p += hdr_len;
	/* moved by an unknown amount: its origin no longer tells */
	return *(u32 *)p;
}
