/*
 * check-name: offsets written with sizeof(struct ...) and offsetof() are known when the struct layout is
 * check-command: unaligned-check --confidence low $file
 *
 * The rules lay out structs whose members all have known sizes (scalars,
 * pointers, arrays, nested structs and anonymous unions, __packed) as
 * gcc does on x86_64, from the file, its headers or the tree's headers.
 * An offset of sizeof(struct meta_hdr) (24, with an anonymous union) or
 * of offsetof(struct meta_hdr, format) (16) from skb->data is as aligned
 * as skb->data (low), and so is sizeof(*hdr) for a struct meta_hdr *hdr
 * and the tree's 8-byte struct udphdr. The __packed struct eth_like is
 * 14 bytes (high for a 4-byte load after it), so is struct bits_hdr, 2
 * bytes with its bit-fields in one u8, and a struct with an #ifdef
 * member has no known size (high). A local set once, where
 * it is declared, to a known size is as known as the size (hdr_len), one
 * moved later is not (moved_len); c ? a : b is a multiple when a and b are.
 *
 * check-output-start
offset-struct-size.c:71:30: warning: unaligned 8-byte load for be64_to_cpu() through (skb->data + sizeof(struct meta_hdr)); use get_unaligned_be64() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-struct-size.c:72:30: warning: unaligned 4-byte load for be32_to_cpu() through (skb->data + offsetof(struct meta_hdr , format)); use get_unaligned_be32() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-struct-size.c:73:30: warning: unaligned 8-byte load for be64_to_cpu() through (skb->data + sizeof(*hdr)); use get_unaligned_be64() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-struct-size.c:74:30: warning: unaligned 4-byte load for be32_to_cpu() through (skb->data + sizeof(struct udphdr)); use get_unaligned_be32() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-struct-size.c:75:30: warning: unaligned 4-byte load for be32_to_cpu() through (skb->data + sizeof(struct eth_like)); use get_unaligned_be32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
offset-struct-size.c:76:30: warning: unaligned 4-byte load for be32_to_cpu() through (skb->data + sizeof(struct config_hdr)); use get_unaligned_be32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
offset-struct-size.c:77:30: warning: unaligned 4-byte load for be32_to_cpu() through (skb->data + sizeof(struct bits_hdr)); use get_unaligned_be32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
offset-struct-size.c:89:29: warning: unaligned 8-byte load for be64_to_cpu() through (skb->data + hdr_len); use get_unaligned_be64() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-struct-size.c:90:30: warning: unaligned 8-byte load for be64_to_cpu() through (skb->data + (second ? sizeof(struct meta_hdr) : 8)); use get_unaligned_be64() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-struct-size.c:91:30: warning: unaligned 8-byte load for be64_to_cpu() through (skb->data + (second ? sizeof(struct meta_hdr) : 4)); use get_unaligned_be64() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
offset-struct-size.c:92:30: warning: unaligned 8-byte load for be64_to_cpu() through (skb->data + moved_len); use get_unaligned_be64() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
offset-struct-size.c:113:13: warning: unaligned 4-byte store of cpu_to_le32() through (u.buf + sizeof(*u.eth)); use put_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/skbuff.h>
#include <linux/udp.h>
#include <linux/slab.h>
#include <asm/byteorder.h>

struct meta_hdr {
	__be32 magic;
	__be32 type;
	__be64 pad0;
	__be32 format;
	union {
		__be32 jid;
		__be32 pad1;
	};
};

struct eth_like {
	u8 dst[6], src[6];
	__be16 proto;
} __packed;

struct config_hdr {
	__be32 magic;
#ifdef CONFIG_EXTRA
	u8 extra;
#endif
};

struct bits_hdr {
	u8 kind:4, len:4;
	u8 flags;
};

u64 meta_words(struct sk_buff *skb, struct meta_hdr *hdr)
{
	u64 n = 0;

	n += be64_to_cpu(*(__be64 *)(skb->data + sizeof(struct meta_hdr)));
	n += be32_to_cpu(*(__be32 *)(skb->data + offsetof(struct meta_hdr, format)));
	n += be64_to_cpu(*(__be64 *)(skb->data + sizeof(*hdr)));
	n += be32_to_cpu(*(__be32 *)(skb->data + sizeof(struct udphdr)));
	n += be32_to_cpu(*(__be32 *)(skb->data + sizeof(struct eth_like)));
	n += be32_to_cpu(*(__be32 *)(skb->data + sizeof(struct config_hdr)));
	n += be32_to_cpu(*(__be32 *)(skb->data + sizeof(struct bits_hdr)));
	return n;
}

/* a local set once to a known size, and either of two known sizes */
u64 meta_after(struct sk_buff *skb, int second)
{
	int hdr_len = sizeof(struct meta_hdr);
	int moved_len = sizeof(struct meta_hdr);
	u64 n;

	moved_len += second;
	n = be64_to_cpu(*(__be64 *)(skb->data + hdr_len));
	n += be64_to_cpu(*(__be64 *)(skb->data + (second ? sizeof(struct meta_hdr) : 8)));
	n += be64_to_cpu(*(__be64 *)(skb->data + (second ? sizeof(struct meta_hdr) : 4)));
	n += be64_to_cpu(*(__be64 *)(skb->data + moved_len));
	return n;
}

/*
 * rndis_host: a local union of pointers to one kmalloc()ed buffer; the
 * word after the set request is at sizeof *u.set (24: aligned, no
 * finding), and after the eth_like header (14, high)
 */
void set_filter(void)
{
	union {
		void *buf;
		struct meta_hdr *set;
		struct eth_like *eth;
	} u;

	u.buf = kmalloc(64, GFP_KERNEL);
	if (!u.buf)
		return;
	*(__le32 *)(u.buf + sizeof *u.set) = cpu_to_le32(1);
	*(__le32 *)(u.buf + sizeof(*u.eth)) = cpu_to_le32(2);
	kfree(u.buf);
}
