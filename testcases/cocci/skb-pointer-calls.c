/*
 * check-name: pointers from skb_mac_header(), skb_put() and the like are skb data: low at aligned offsets
 * check-command: unaligned-check --confidence low $file
 *
 * The skb helpers return the start of a header or of the room just
 * added, which the network stack keeps aligned by convention, as it does
 * skb->data (brcmfmac reads the 802.11 IAPP frame as u16 at the mac
 * header + ETH_HLEN; mwifiex stores __le16 at skb_put() + 2). An offset
 * that is not a multiple of the access size is still high, and a call
 * that is handed skb->data (cfg80211_find_ie()) returns a position of
 * its own: unknown origin, moderate at offset 0 (wfx). GRO's header
 * pointer is the same kind of helper (xfrm4_gro_udp_encap_rcv()).
 *
 * check-output-start
skb-pointer-calls.c:36:12: warning: unaligned 2-byte access through a, which points into eth_data; pointer made on line 35 (confidence: low, reason: member-origin) [unaligned-pointer-var]
skb-pointer-calls.c:41:17: warning: unaligned 4-byte load through u32 * cast from (skb_mac_header(skb) + ETH_HLEN); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
skb-pointer-calls.c:48:13: warning: unaligned 2-byte store of cpu_to_le16() through &payload[2]; use put_unaligned_le16() (confidence: low, reason: member-origin) [unaligned-byteorder]
skb-pointer-calls.c:58:16: warning: unaligned 2-byte access through ptr, which points into cfg80211_find_ie(48 , skb->data + ieoffset , skb->len - ieoffset); pointer made on line 56 (confidence: moderate, reason: unknown-origin) [unaligned-pointer-var]
skb-pointer-calls.c:67:31: warning: unaligned 4-byte access through udpdata32, which points into udpdata; pointer made on line 65 (confidence: low, reason: member-origin) [unaligned-pointer-var]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/skbuff.h>
#include <linux/if_ether.h>
#include <net/cfg80211.h>
#include <net/gro.h>
#include <asm/byteorder.h>

bool is_iapp(struct sk_buff *skb)
{
	unsigned char *eth_data;
	const u16 *a;

	eth_data = skb_mac_header(skb) + ETH_HLEN;
	a = (const u16 *)eth_data;
	return a[0] == 1;
}

u32 first_word(struct sk_buff *skb)
{
	return *(u32 *)(skb_mac_header(skb) + ETH_HLEN);
}

void aggregate(struct sk_buff *skb, unsigned int len, unsigned int pad)
{
	u8 *payload = skb_put(skb, len + pad);

	*(__le16 *)&payload[2] = cpu_to_le16(len);
}

/* an IE found in the frame is anywhere in it: not a member's pointer */
u16 rsn_caps(struct sk_buff *skb, int ieoffset)
{
	const u16 *ptr;

	ptr = (u16 *)cfg80211_find_ie(48, skb->data + ieoffset,
				      skb->len - ieoffset);
	return ptr ? *ptr : 0;
}

/* the UDP payload that GRO has pulled */
bool is_keepalive(struct sk_buff *skb, int offset)
{
	__u8 *udpdata = skb_gro_header(skb, offset + 8, offset);
	__be32 *udpdata32 = (__be32 *)udpdata;

	return udpdata && udpdata32[0] == 0;
}
