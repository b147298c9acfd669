/*
 * check-name: a struct laid over a frame's data: a member at a place that the frame's residue (RX 2 mod 8, TX 2 mod 4 after skb_push()) makes misaligned is high, naming the frame and the member; at an aligned place low; over a buffer that is no frame the overlay stays low
 * check-command: unaligned-check $file
 *
 * check-output-start
frame-overlay.c:35:25: warning: 4-byte member seq of struct demo_rx_hdr, which is laid over skb->data and not __packed; pointer made on line 34 (confidence: high, reason: frame-overlay:usbnet-rx-fixup+2,demo_rx_hdr.seq+4) [unaligned-struct-overlay]
frame-overlay.c:47:7: warning: 4-byte member len of struct demo_tx_hdr, which is laid over skb_push(skb , sizeof(struct demo_tx_hdr)) and not __packed; pointer made on line 46 (confidence: high, reason: frame-overlay:usbnet-tx-fixup+2mod4,demo_tx_hdr.len+0) [unaligned-struct-overlay]
frame-overlay.c:48:7: warning: 4-byte member crc of struct demo_tx_hdr, which is laid over skb_push(skb , sizeof(struct demo_tx_hdr)) and not __packed; pointer made on line 46 (confidence: high, reason: frame-overlay:usbnet-tx-fixup+2mod4,demo_tx_hdr.crc+4) [unaligned-struct-overlay]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/skbuff.h>
#include <linux/usb/usbnet.h>

struct demo_rx_hdr {
	__le16 len;
	__le16 flags;
	__le32 seq;
};

struct demo_tx_hdr {
	__le32 len;
	__le32 crc;
};

static int demo_rx_fixup(struct usbnet *dev, struct sk_buff *skb)
{
	struct demo_rx_hdr *hdr;
	u32 seq;

	if (skb->len < sizeof(*hdr))
		return 0;
	/* at 2 mod 8: len at 2, aligned; seq at 6, not */
	hdr = (struct demo_rx_hdr *)skb->data;
	seq = le32_to_cpu(hdr->seq);
	skb_pull(skb, le16_to_cpu(hdr->len));
	return seq != 0;
}

static struct sk_buff *demo_tx_fixup(struct usbnet *dev, struct sk_buff *skb,
				     gfp_t flags)
{
	struct demo_tx_hdr *hdr;

	/* pushed by 8 from 2 mod 4: both members at 2 mod 4 */
	hdr = (struct demo_tx_hdr *)skb_push(skb, sizeof(struct demo_tx_hdr));
	hdr->len = cpu_to_le32(skb->len);
	hdr->crc = 0;
	return skb;
}

/* the same overlay over a buffer that is no frame: low, not shown */
u32 demo_parse(u8 *buf)
{
	struct demo_rx_hdr *hdr = (struct demo_rx_hdr *)buf;

	return le32_to_cpu(hdr->seq);
}

static const struct driver_info demo_info = {
	.description	= "demo",
	.rx_fixup	= demo_rx_fixup,
	.tx_fixup	= demo_tx_fixup,
};
