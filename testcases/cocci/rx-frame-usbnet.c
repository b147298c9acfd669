/*
 * check-name: a usbnet minidriver's rx_fixup() gets skb->data 2 mod 8 where NET_IP_ALIGN is 2: a 4-byte header at skb->data + 0 is misaligned, at + 2 aligned; skb_pull() by constants is followed, by a length from the data not; the same for netdev_alloc_skb_ip_align()
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
rx-frame-usbnet.c:32:31: warning: unaligned 4-byte load for le32_to_cpu() through skb->data; use get_unaligned_le32() (confidence: high, reason: rx-frame:usbnet-rx-fixup+2) [unaligned-byteorder]
rx-frame-usbnet.c:34:33: warning: unaligned 2-byte load for le16_to_cpu() through (skb->data + 2); use get_unaligned_le16() (confidence: low, reason: rx-frame-aligned:usbnet-rx-fixup+4) [unaligned-byteorder]
rx-frame-usbnet.c:35:31: warning: unaligned 4-byte load for le32_to_cpu() through (skb->data + 6); use get_unaligned_le32() (confidence: low, reason: rx-frame-aligned:usbnet-rx-fixup+0) [unaligned-byteorder]
rx-frame-usbnet.c:38:32: warning: unaligned 4-byte load for le32_to_cpu() through skb->data; use get_unaligned_le32() (confidence: high, reason: rx-frame:usbnet-rx-fixup+6) [unaligned-byteorder]
rx-frame-usbnet.c:41:32: warning: unaligned 4-byte load for le32_to_cpu() through skb->data; use get_unaligned_le32() (confidence: low, reason: struct-member) [unaligned-byteorder]
rx-frame-usbnet.c:49:17: warning: unaligned 4-byte load through u32 * cast from buf; use get_unaligned() (confidence: high, reason: rx-frame:usbnet-rx-fixup+2) [unaligned-cast-read]
rx-frame-usbnet.c:49:31: warning: unaligned 4-byte load through u32 * cast from (buf + 2); use get_unaligned() (confidence: low, reason: rx-frame-aligned:usbnet-rx-fixup+4) [unaligned-cast-read]
rx-frame-usbnet.c:60:13: warning: unaligned 4-byte store of cpu_to_le32() through skb->data; use put_unaligned_le32() (confidence: high, reason: rx-frame:netdev-alloc-ip-align+2) [unaligned-byteorder]
rx-frame-usbnet.c:61:13: warning: unaligned 4-byte store of cpu_to_le32() through (skb->data + 2); use put_unaligned_le32() (confidence: low, reason: rx-frame-aligned:netdev-alloc-ip-align+4) [unaligned-byteorder]
rx-frame-usbnet.c:68:32: warning: unaligned 4-byte load for le32_to_cpu() through skb->data; use get_unaligned_le32() (confidence: low, reason: struct-member) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/skbuff.h>
#include <linux/usb/usbnet.h>

#define DEMO_HDR_LEN	4

static int demo_rx_fixup(struct usbnet *dev, struct sk_buff *skb)
{
	u32 hdr, len;
	u16 flags;

	if (skb->len < 12)
		return 0;
	/* the device's 4-byte header at the start of the frame */
	hdr = le32_to_cpu(*(__le32 *)skb->data);
	/* 2 + 2 is a multiple of 4 */
	flags = le16_to_cpu(*(__le16 *)(skb->data + 2));
	len = le32_to_cpu(*(__le32 *)(skb->data + 6));
	skb_pull(skb, DEMO_HDR_LEN);
	/* pulled by 4: still 2 mod 4 */
	len += le32_to_cpu(*(__le32 *)skb->data);
	skb_pull(skb, hdr & 0xffff);
	/* pulled by a length from the data: unknown */
	len += le32_to_cpu(*(__le32 *)skb->data);
	return len + flags;
}

static int demo_local_fixup(struct usbnet *dev, struct sk_buff *skb)
{
	u8 *buf = skb->data;

	return *(u32 *)buf + *(u32 *)(buf + 2);
}

/* a frame the driver allocates itself: NET_IP_ALIGN reserved */
static void demo_copy(struct usbnet *dev, const u8 *src, unsigned int len)
{
	struct sk_buff *skb = netdev_alloc_skb_ip_align(dev->net, len);

	if (!skb)
		return;
	skb_put_data(skb, src, len);
	*(__le32 *)skb->data = cpu_to_le32(len);
	*(__le32 *)(skb->data + 2) = cpu_to_le32(len);
	usbnet_skb_return(dev, skb);
}

/* the same code outside an rx_fixup(): skb->data of unknown origin */
static int demo_other(struct usbnet *dev, struct sk_buff *skb)
{
	return le32_to_cpu(*(__le32 *)skb->data);
}

static const struct driver_info demo_info = {
	.description	= "demo",
	.rx_fixup	= demo_rx_fixup,
};

static const struct driver_info demo_local_info = {
	.description	= "demo local",
	.rx_fixup	= demo_local_fixup,
};

int demo_entry(struct usbnet *dev, struct sk_buff *skb)
{
	demo_copy(dev, skb->data, skb->len);
	return demo_other(dev, skb);
}
