/*
 * check-name: sparse adds nothing where the pointer behind a pointer-variable finding was made
 * check-command: unaligned-check --confidence low $file
 *
 * The cast on line 29 is also a cast to a restricted pointer, which sparse
 * warns about at moderate confidence.  The semantic patch followed the
 * pointer to its accesses and judged them low (a struct member such as
 * skb->data usually holds the start of an allocation), so the accesses
 * are reported and the cast is not reported a second time.  The cast on
 * line 30 is made by a macro of its argument, a byte pointer parameter:
 * the semantic patch reports the macro call (high) in sparse's place.
 *
 * check-output-start
sparse-pointer-var.c:30:19: warning: unaligned 4-byte access: PKT_WORD() casts tail to __le32 *; use get_unaligned_le32() and put_unaligned_le32() in the macro (confidence: moderate, reason: byte-parameter) [unaligned-macro-cast]
sparse-pointer-var.c:32:30: warning: unaligned 4-byte access through rxd, which points into p->data; pointer made on line 29 (confidence: low, reason: struct-member) [unaligned-pointer-var]
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

struct pkt {
	u8 *data;
};

#define PKT_WORD(b, i)	le32_to_cpu(((__le32 *)(b))[i])

u32 pkt_words(struct pkt *p, u8 *tail)
{
	__le32 *rxd = (__le32 *)p->data;
	u32 w = PKT_WORD(tail, 1);

	return w + le32_to_cpu(rxd[1]);
}
