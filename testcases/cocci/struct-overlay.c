/*
 * check-name: a struct laid over a byte buffer is reported at low confidence and rewritten member by member; __packed is safe
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
struct-overlay.c:36:12: warning: 2-byte member len of struct wire_hdr, which is laid over (buf + 2) and not __packed; pointer made on line 33 (confidence: low, reason: struct-overlay) [unaligned-struct-overlay]
struct-overlay.c:36:21: warning: 4-byte member seq of struct wire_hdr, which is laid over (buf + 2) and not __packed; pointer made on line 33 (confidence: low, reason: struct-overlay) [unaligned-struct-overlay]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	return h->len + h->seq + h->type + p->len + p->seq;
+	return get_unaligned((__le16 *)((u8 *)h + offsetof(struct wire_hdr, len))) + get_unaligned((__be32 *)((u8 *)h + offsetof(struct wire_hdr, seq))) + h->type + p->len + p->seq;
 * check-fix-end
 */
#include <linux/types.h>

struct wire_hdr {
	u8 type;
	u8 flags;
	__le16 len;
	__be32 seq;
};

struct packed_hdr {
	u8 type;
	__le16 len;
	__be32 seq;
} __packed;

u32 parse(u8 *buf)
{
	struct wire_hdr *h = (struct wire_hdr *)(buf + 2);
	struct packed_hdr *p = (struct packed_hdr *)(buf + 1);

	return h->len + h->seq + h->type + p->len + p->seq;
}
