/*
 * check-name: the address of a __packed member handed on as a plain typed pointer (a byte-order helper, a typed local, a typed parameter that is dereferenced): judged by the member's offset and the struct's address
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
packed-member-address.c:46:31: warning: unaligned 4-byte load for le32_to_cpup() through &hdr->len, a member of __packed struct demo_msg_hdr at offset 1; use get_unaligned_le32() (confidence: high, reason: packed-member-offset:demo_msg_hdr.len+1) [unaligned-byteorder]
packed-member-address.c:47:31: warning: unaligned 2-byte load for be16_to_cpup() through &hdr->seq, a member of __packed struct demo_msg_hdr at offset 5; use get_unaligned_be16() (confidence: high, reason: packed-member-offset:demo_msg_hdr.seq+5) [unaligned-byteorder]
packed-member-address.c:48:31: warning: unaligned 4-byte load for le32_to_cpup() through &hdr->tag, a member of __packed struct demo_msg_hdr at offset 8; use get_unaligned_le32() (confidence: moderate, reason: packed-member-base:demo_msg_hdr.tag+8) [unaligned-byteorder]
packed-member-address.c:58:21: warning: unaligned 4-byte in-place le32_to_cpus() of &rec->id, a member of __packed struct demo_record at offset 0; use get_unaligned() and put_unaligned() on it (confidence: moderate, reason: packed-member-base:demo_record.id+0) [unaligned-byteorder]
packed-member-address.c:59:21: warning: unaligned 8-byte in-place le64_to_cpus() of &rec->stamp, a member of __packed struct demo_record at offset 4; use get_unaligned() and put_unaligned() on it (confidence: high, reason: packed-member-offset:demo_record.stamp+4) [unaligned-byteorder]
packed-member-address.c:60:21: warning: unaligned 4-byte in-place le32_to_cpus() of &copy.len, a member of __packed struct demo_msg_hdr at offset 1; use get_unaligned() and put_unaligned() on it (confidence: high, reason: packed-member-offset:demo_msg_hdr.len+1) [unaligned-byteorder]
packed-member-address.c:68:26: warning: unaligned 2-byte access through seqp, which points to &hdr->seq, a member of __packed struct demo_msg_hdr at offset 5; use get_unaligned() and put_unaligned(); pointer made on line 66 (confidence: high, reason: packed-member-offset:demo_msg_hdr.seq+5) [unaligned-pointer-var]
packed-member-address.c:68:43: warning: unaligned 2-byte access through seqp, which points to &hdr->seq, a member of __packed struct demo_msg_hdr at offset 5; use get_unaligned() and put_unaligned(); pointer made on line 66 (confidence: high, reason: packed-member-offset:demo_msg_hdr.seq+5) [unaligned-pointer-var]
packed-member-address.c:85:26: warning: unaligned 4-byte access through v of demo_get32(), which points to &hdr->len, a member of __packed struct demo_msg_hdr at offset 1; use get_unaligned() and put_unaligned() (confidence: high, reason: packed-member-offset:demo_msg_hdr.len+1) [unaligned-pointer-var]
packed-member-address.c:85:50: warning: unaligned 4-byte access through v of demo_get32(), which points to &rec->id, a member of __packed struct demo_record at offset 0; use get_unaligned() and put_unaligned() (confidence: moderate, reason: packed-member-base:demo_record.id+0) [unaligned-pointer-var]
packed-member-address.c:86:55: warning: unaligned 4-byte access through v of demo_get32(), which points to &hdr->tag, a member of __packed struct demo_msg_hdr at offset 8; use get_unaligned() and put_unaligned() (confidence: moderate, reason: packed-member-base:demo_msg_hdr.tag+8) [unaligned-pointer-var]
packed-member-address.c:102:53: warning: unaligned 4-byte load for le32_to_cpup() through &((struct demo_msg_hdr *) buf)->tag, a member of __packed struct demo_msg_hdr at offset 8; use get_unaligned_le32() (confidence: moderate, reason: packed-member-base:demo_msg_hdr.tag+8) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/slab.h>
#include <linux/byteorder/generic.h>

/* a device's message header: len at offset 1, seq at 5, tag at 8 */
struct demo_msg_hdr {
	u8 type;
	__le32 len;
	__be16 seq;
	u8 flags;
	__le32 tag;
} __packed;

struct demo_record {
	__le32 id;
	__le64 stamp;
} __attribute__((packed));

/* not packed: C keeps len aligned */
struct demo_plain {
	u8 type;
	__le32 len;
};

static u32 demo_parse(struct demo_msg_hdr *hdr, struct demo_plain *pl)
{
	u32 len = le32_to_cpup(&hdr->len);		/* offset 1: high */
	u16 seq = be16_to_cpup(&hdr->seq);		/* offset 5: high */
	u32 tag = le32_to_cpup(&hdr->tag);		/* offset 8, hdr unknown */

	return len + seq + tag + le32_to_cpup(&pl->len);
}

/* in place: a byte swap through the member's address on big-endian */
static void demo_fixup(struct demo_record *rec)
{
	struct demo_msg_hdr copy;

	le32_to_cpus(&rec->id);				/* offset 0, rec unknown */
	le64_to_cpus(&rec->stamp);			/* offset 4 of 8: high */
	le32_to_cpus(&copy.len);
}

/* a typed local set to the member's address */
static u16 demo_seq(struct demo_msg_hdr *hdr)
{
	__be16 *seqp = &hdr->seq;

	return be16_to_cpup(seqp) + be16_to_cpu(*seqp);
}

/* a typed pointer parameter that the function dereferences itself */
static u32 demo_get32(const __le32 *v)
{
	return le32_to_cpu(*v);
}

/* ... and one that reads it with get_unaligned(): no finding */
static u32 demo_get32_safe(const __le32 *v)
{
	return get_unaligned_le32(v);
}

static u32 demo_args(struct demo_msg_hdr *hdr, struct demo_record *rec)
{
	return demo_get32(&hdr->len) + demo_get32(&rec->id) +
	       demo_get32_safe(&hdr->len) + demo_get32(&hdr->tag);
}

/* fresh memory: the record starts 8-aligned, id at 0 is aligned */
static u32 demo_alloc(void)
{
	struct demo_record *rec = kzalloc(sizeof(*rec), GFP_KERNEL);

	if (!rec)
		return 0;
	return le32_to_cpup(&rec->id);
}

/* a struct laid over a byte buffer */
static u32 demo_overlay(u8 *buf)
{
	return le32_to_cpup(&((struct demo_msg_hdr *)buf)->tag);
}

u32 demo_entry(struct demo_msg_hdr *hdr, struct demo_record *rec, u8 *buf)
{
	demo_fixup(rec);
	demo_args(hdr, rec);
	return demo_parse(hdr, NULL) + demo_seq(hdr) + demo_alloc() +
	       demo_overlay(buf);
}
