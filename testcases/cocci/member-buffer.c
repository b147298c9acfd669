/*
 * check-name: a byte pointer in a struct member at an aligned offset is low confidence; a local is moderate
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
member-buffer.c:24:17: warning: unaligned 4-byte load through u32 * cast from skb->data; use get_unaligned() (confidence: low) [unaligned-cast-read]
member-buffer.c:24:37: warning: unaligned 4-byte load through u32 * cast from (skb->data + 4); use get_unaligned() (confidence: low) [unaligned-cast-read]
member-buffer.c:24:63: warning: unaligned 4-byte load through u32 * cast from p; use get_unaligned() (confidence: moderate) [unaligned-cast-read]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	return *(u32 *)skb->data + *(u32 *)(skb->data + 4) + *(u32 *)p;
+	return get_unaligned((u32 *)skb->data) + get_unaligned((u32 *)(skb->data + 4)) + get_unaligned((u32 *)p);
 * check-fix-end
 */
#include <linux/types.h>
#include <linux/skbuff.h>

u32 rx_word(struct sk_buff *skb)
{
	u8 *p = skb->data;

	return *(u32 *)skb->data + *(u32 *)(skb->data + 4) + *(u32 *)p;
}
