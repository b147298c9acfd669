/*
 * check-name: sparse's casts made by a macro of a struct member are low; a macro's cast of its argument is rated by the semantic patches
 * check-command: unaligned-check --confidence low $file
 *
 * The message reader steps a cursor held in a struct member, the way
 * cw1200's WSM_GET32() does: the macro casts (buf)->data, which the
 * semantic patches, could they see into the macro, would report at low
 * confidence at offset 0, as they do skb->data (line 48). A byte array
 * member at whatever offset its struct puts it (line 50) stays moderate.
 * DESC_WORD1() casts its own argument, which the semantic patches rate
 * as if the cast were written out: a byte pointer parameter at a word
 * index is high (line 49); the member itself (line 51) is the member's
 * buffer at an aligned offset: low.
 *
 * check-output-start
sparse-macro-member.c:49:13: warning: cast of a pointer to restricted __le32 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_le32(); MSG_GET32() casts (buf)->data, a byte pointer held in a struct member, which the semantic patches report at low confidence at offset 0 (confidence: low, reason: sparse-member-macro) [unaligned-sparse-cast]
sparse-macro-member.c:50:17: warning: unaligned 4-byte access: DESC_WORD1() casts desc to __le32 *; use get_unaligned_le32() and put_unaligned_le32() in the macro (confidence: moderate, reason: byte-parameter) [unaligned-macro-cast]
sparse-macro-member.c:51:13: warning: cast of a pointer to restricted __le16 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_le16() (confidence: moderate, reason: sparse-cast) [unaligned-sparse-cast]
sparse-macro-member.c:52:17: warning: unaligned 4-byte access: DESC_WORD1() casts buf->data to __le32 *; use get_unaligned_le32() and put_unaligned_le32() in the macro (confidence: low, reason: struct-member) [unaligned-macro-cast]
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

struct msg_buf {
	u8 *data;
	u8 *end;
};

struct tlv {
	u8 type;
	u8 value[];
} __attribute__((packed));

#define __MSG_GET(buf, type, type2, cvt)	\
	({					\
		type val = cvt(*(type2 *)(buf)->data); \
		(buf)->data += sizeof(type);	\
		val;				\
	})
#define MSG_GET32(buf)	__MSG_GET(buf, u32, __le32, __le32_to_cpu)
#define DESC_WORD1(p)	__le32_to_cpu(*((__le32 *)(p) + 1))
#define TLV_LE16(t)	__le16_to_cpu(*(__le16 *)(t)->value)

u32 parse(struct msg_buf *buf, u8 *desc, struct tlv *t)
{
	u32 a, b, c, d;

	a = MSG_GET32(buf);
	b = DESC_WORD1(desc);
	c = TLV_LE16(t);
	d = DESC_WORD1(buf->data);
	return a + b + c + d;
}
