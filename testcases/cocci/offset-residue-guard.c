/*
 * check-name: an offset whose remainder the function tested before the access
 * check-command: unaligned-check --confidence low $file
 *
 * The IPv6 jumbo option (net/ipv6/exthdrs.c, net/sched/act_csum.c):
 * the packet is dropped unless (optoff & 3) == 2, so the __be32 at
 * nh + optoff + 2 is at a multiple of 4 in the network header. The
 * accesses after a test that does not leave, that is and-ed with
 * another, that leaves another remainder, or after a change of the
 * offset, stay high.
 *
 * check-output-start
offset-residue-guard.c:33:26: warning: unaligned 4-byte load through __be32 * cast from (nh + optoff + 2); use get_unaligned() (confidence: low, reason: member-origin) [unaligned-cast-read]
offset-residue-guard.c:44:28: warning: unaligned 4-byte load through __be32 * cast from (nh + off + 2); use get_unaligned() (confidence: low, reason: member-origin) [unaligned-cast-read]
offset-residue-guard.c:57:27: warning: unaligned 4-byte load through __be32 * cast from (nh + off + 2); use get_unaligned() (confidence: low, reason: member-origin) [unaligned-cast-read]
offset-residue-guard.c:67:26: warning: unaligned 4-byte load through __be32 * cast from (nh + off + 2); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
offset-residue-guard.c:76:26: warning: unaligned 4-byte load through __be32 * cast from (nh + off + 2); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
offset-residue-guard.c:85:26: warning: unaligned 4-byte load through __be32 * cast from (nh + off + 2); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
offset-residue-guard.c:95:26: warning: unaligned 4-byte load through __be32 * cast from (nh + off + 2); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
offset-residue-guard.c:104:32: warning: unaligned 8-byte load for be64_to_cpu() through (nh + off + 2); use get_unaligned_be64() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/skbuff.h>

u32 jumbo_length(struct sk_buff *skb, int optoff)
{
	const unsigned char *nh = skb_network_header(skb);

	if (nh[optoff + 1] != 4 || (optoff & 3) != 2) {
		kfree_skb(skb);
		return 0;
	}
	return ntohl(*(__be32 *)(nh + optoff + 2));
}

u32 jumbo_in_loop(struct sk_buff *skb, int off, int len)
{
	const unsigned char *nh = skb_network_header(skb);

	while (len > 0) {
		if (nh[off] == 0xc2) {
			if (nh[off + 1] != 4 || (off % 4) != 2)
				return 0;
			return ntohl(*(__be32 *)(nh + off + 2));
		}
		off += nh[off + 1] + 2;
		len -= nh[off + 1] + 2;
	}
	return 0;
}

u32 jumbo_when_aligned(struct sk_buff *skb, int off)
{
	const unsigned char *nh = skb_network_header(skb);

	if ((off & 3) == 2 && nh[off + 1] == 4)
		return ntohl(*(__be32 *)(nh + off + 2));
	return 0;
}

u32 not_left(struct sk_buff *skb, int off)
{
	const unsigned char *nh = skb_network_header(skb);

	if ((off & 3) != 2)
		pr_debug("odd option\n");
	return ntohl(*(__be32 *)(nh + off + 2));
}

u32 and_ed(struct sk_buff *skb, int off, bool strict)
{
	const unsigned char *nh = skb_network_header(skb);

	if (strict && (off & 3) != 2)
		return 0;
	return ntohl(*(__be32 *)(nh + off + 2));
}

u32 other_remainder(struct sk_buff *skb, int off)
{
	const unsigned char *nh = skb_network_header(skb);

	if ((off & 3) != 1)
		return 0;
	return ntohl(*(__be32 *)(nh + off + 2));
}

u32 moved_after(struct sk_buff *skb, int off)
{
	const unsigned char *nh = skb_network_header(skb);

	if ((off & 3) != 2)
		return 0;
	off += nh[off + 1];
	return ntohl(*(__be32 *)(nh + off + 2));
}

u64 too_wide(struct sk_buff *skb, int off)
{
	const unsigned char *nh = skb_network_header(skb);

	if ((off & 3) != 2)
		return 0;
	return be64_to_cpu(*(__be64 *)(nh + off + 2));
}
