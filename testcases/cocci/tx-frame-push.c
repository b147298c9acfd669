/*
 * check-name: a usbnet minidriver's tx_fixup() and an Ethernet driver's ndo_start_xmit() get skb->data at the Ethernet header, 2 mod 4 where NET_IP_ALIGN is 2: after skb_push() by 4 or 8 a 4-byte store at the new data is misaligned, after 2 or 6 aligned; an 8-byte store at 0 mod 4 is not known either way
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
tx-frame-push.c:30:13: warning: unaligned 4-byte store of cpu_to_le32() through skb_push(skb , DEMO_TX_HDR); use put_unaligned_le32() (confidence: high, reason: tx-frame:usbnet-tx-fixup+2mod4) [unaligned-byteorder]
tx-frame-push.c:32:13: warning: unaligned 2-byte store of cpu_to_le16() through skb_push(skb , 2); use put_unaligned_le16() (confidence: low, reason: tx-frame-aligned:usbnet-tx-fixup+0mod4) [unaligned-byteorder]
tx-frame-push.c:33:13: warning: unaligned 4-byte store of cpu_to_le32() through skb->data; use put_unaligned_le32() (confidence: low, reason: tx-frame-aligned:usbnet-tx-fixup+0mod4) [unaligned-byteorder]
tx-frame-push.c:36:13: warning: unaligned 4-byte store of cpu_to_le32() through tag; use put_unaligned_le32() (confidence: high, reason: tx-frame:usbnet-tx-fixup+2mod4) [unaligned-byteorder]
tx-frame-push.c:37:13: warning: unaligned 4-byte store of cpu_to_le32() through (tag + 2); use put_unaligned_le32() (confidence: low, reason: tx-frame-aligned:usbnet-tx-fixup+0mod4) [unaligned-byteorder]
tx-frame-push.c:44:13: warning: unaligned 8-byte store of cpu_to_le64() through skb_push(skb , 8); use put_unaligned_le64() (confidence: high, reason: tx-frame:netdev-start-xmit+2mod4) [unaligned-byteorder]
tx-frame-push.c:46:13: warning: unaligned 8-byte store of cpu_to_le64() through skb->data; use put_unaligned_le64() (confidence: low, reason: struct-member) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/etherdevice.h>
#include <linux/netdevice.h>
#include <linux/skbuff.h>
#include <linux/usb/usbnet.h>

#define DEMO_TX_HDR	4

static struct sk_buff *demo_tx_fixup(struct usbnet *dev, struct sk_buff *skb,
				     gfp_t flags)
{
	u32 len = skb->len;
	u8 *tag;

	/* a 4-byte length in front of the frame: still 2 mod 4 */
	*(__le32 *)skb_push(skb, DEMO_TX_HDR) = cpu_to_le32(len);
	/* 2 more: 0 mod 4 */
	*(__le16 *)skb_push(skb, 2) = cpu_to_le16(len);
	*(__le32 *)skb->data = cpu_to_le32(len);
	/* 6 more through a local: 2 mod 4 again */
	tag = skb_push(skb, 6);
	*(__le32 *)tag = cpu_to_le32(len);
	*(__le32 *)(tag + 2) = cpu_to_le32(len);
	return skb;
}

static netdev_tx_t demo_start_xmit(struct sk_buff *skb, struct net_device *net)
{
	/* 8 bytes at 2 - 8: misaligned; at 2 - 8 - 2, 0 mod 4: unknown */
	*(__le64 *)skb_push(skb, 8) = cpu_to_le64(skb->len);
	skb_push(skb, 2);
	*(__le64 *)skb->data = cpu_to_le64(skb->len);
	dev_kfree_skb_any(skb);
	return NETDEV_TX_OK;
}

static const struct driver_info demo_info = {
	.description	= "demo",
	.tx_fixup	= demo_tx_fixup,
};

static const struct net_device_ops demo_netdev_ops = {
	.ndo_start_xmit	= demo_start_xmit,
};

void demo_setup(struct net_device *net)
{
	ether_setup(net);
	net->netdev_ops = &demo_netdev_ops;
}
