/*
 * check-name: a byte array member cast to __le16 * is a byte pointer, wherever the struct puts it
 * check-command: unaligned-check --confidence low $file
 *
 * f->body is a u8 array three bytes into the struct.  The cast is reported
 * at moderate confidence: a byte pointer held in a member (skb->data) is
 * low, because it usually holds the start of an allocation, but an array
 * member is wherever the struct puts it.  sparse warns about the same cast
 * and is not reported again.
 *
 * check-output-start
byte-array-member.c:25:32: warning: unaligned 2-byte load for le16_to_cpup() through f->body; use get_unaligned_le16() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

struct frame {
	u8 hdr[3];
	u8 body[16];
};

u16 body_len(struct frame *f)
{
	return le16_to_cpup((__le16 *)f->body);
}
