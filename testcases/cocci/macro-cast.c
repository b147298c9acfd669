/*
 * check-name: a macro that casts its byte-pointer argument is judged by where the argument comes from
 * check-command: unaligned-check --confidence low $file
 *
 * sparse sees the casts in these macros and nothing else; the semantic
 * patches rate each call by its argument, and sparse's finding on the
 * line gives way: a u8 array on the stack (moderate), a parameter at an
 * odd offset (high), skb->data and a local set from skb_put_zero()
 * (low, as those pointers are when the cast is written out).
 *
 * check-output-start
macro-cast.c:37:13: warning: unaligned 4-byte access: SET_CMD_ID() casts pkt to __le32 *; use get_unaligned_le32() and put_unaligned_le32() in the macro (confidence: moderate, reason: unknown-origin) [unaligned-macro-cast]
macro-cast.c:38:14: warning: unaligned 4-byte access: SET_CMD_LEN() casts pkt to __le32 *; use get_unaligned_le32() and put_unaligned_le32() in the macro (confidence: moderate, reason: unknown-origin) [unaligned-macro-cast]
macro-cast.c:44:17: warning: unaligned 2-byte access: GET_TAG() casts buf to __le16 *; use get_unaligned_le16() and put_unaligned_le16() in the macro (confidence: high, reason: unaligned-offset) [unaligned-macro-cast]
macro-cast.c:44:37: warning: unaligned 4-byte access: GET_DESC_LEN() casts buf + 3 to __le32 *; use get_unaligned_le32() and put_unaligned_le32() in the macro (confidence: high, reason: unaligned-offset) [unaligned-macro-cast]
macro-cast.c:52:13: warning: unaligned 4-byte access: SET_CMD_ID() casts pos to __le32 *; use get_unaligned_le32() and put_unaligned_le32() in the macro (confidence: low, reason: member-origin) [unaligned-macro-cast]
macro-cast.c:53:22: warning: unaligned 4-byte access: GET_DESC_LEN() casts skb->data to __le32 *; use get_unaligned_le32() and put_unaligned_le32() in the macro (confidence: low, reason: struct-member) [unaligned-macro-cast]
 * check-output-end
 */
#include <linux/bitfield.h>
#include <linux/skbuff.h>

#define SET_CMD_ID(pkt, value)						\
	le32p_replace_bits((__le32 *)(pkt) + 0x00, value, GENMASK(7, 0))
#define SET_CMD_LEN(pkt, value)						\
	le32p_replace_bits((__le32 *)(pkt) + 0x01, value, GENMASK(15, 0))
#define GET_DESC_LEN(desc)						\
	le32_get_bits(*((__le32 *)(desc) + 0x00), GENMASK(13, 0))
#define GET_TAG(buf) le16_to_cpu(*(__le16 *)((buf) + 1))

void send_cmd(struct sk_buff *skb, u32 id);

void stack_cmd(struct sk_buff *skb)
{
	u8 pkt[8] = { 0 };

	SET_CMD_ID(pkt, 3);
	SET_CMD_LEN(pkt, 8);
	skb_put_data(skb, pkt, sizeof(pkt));
}

u32 parse(u8 *buf)
{
	return GET_TAG(buf) + GET_DESC_LEN(buf + 3);
}

u32 rx(struct sk_buff *skb)
{
	u8 *pos;

	pos = skb_put_zero(skb, 8);
	SET_CMD_ID(pos, 1);
	return GET_DESC_LEN(skb->data);
}
