/*
 * check-name: header lengths that protocols count in words are multiples: ip_hdrlen(), ieee80211_hdrlen()
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
offset-header-length.c:24:13: warning: unaligned 4-byte store through __be32 * cast from ((char *) iph + ihl + 2); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
 * check-output-end
 */
#include <linux/ip.h>
#include <linux/skbuff.h>
#include <linux/slab.h>
#include <linux/ieee80211.h>

/* ah4: the ESN word after a copy of the IP header */
void esn_word(struct sk_buff *skb, __be32 hi)
{
	int ihl = ip_hdrlen(skb);
	struct iphdr *iph = kmalloc(ihl + 4, GFP_ATOMIC);

	if (!iph)
		return;
	*(__be32 *)((char *)iph + ihl) = hi;
	/* two bytes further: reported */
	*(__be32 *)((char *)iph + ihl + 2) = hi;
	kfree(iph);
}

/* the ethertype after the 802.11 header and the 6-byte LLC/SNAP header */
__be16 frame_ethertype(u8 *frame)
{
	u8 *data = kmemdup(frame, 64, GFP_ATOMIC);
	unsigned int hdrlen;
	__be16 type;

	if (!data)
		return 0;
	hdrlen = ieee80211_hdrlen(((struct ieee80211_hdr *)data)->frame_control);
	type = *(__be16 *)(data + hdrlen + 6);
	kfree(data);
	return type;
}
