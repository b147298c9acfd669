/*
 * check-name: a typed pointer made from a byte position elsewhere, accessed with no cast: a __le32 * member pointed into a buffer at an odd offset by one function and read by another, a __le16 * parameter whose callers pass byte positions, a __le32 * local set by skb_push() in a tx_fixup(); an aligned origin is no finding
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
typed-pointer-no-cast.c:36:24: warning: cast of a pointer to restricted __le32 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_le32(); the cast is written out here, and the semantic patches found no unaligned access through it (confidence: low, reason: sparse-cast-written-out) [unaligned-sparse-cast]
typed-pointer-no-cast.c:41:22: warning: unaligned 4-byte access through priv->status, which points into priv->buf + 3 in demo_setup(); pointer made on line 30 (confidence: high, reason: unaligned-offset) [unaligned-pointer-var]
typed-pointer-no-cast.c:46:27: warning: unaligned 2-byte access through field, which points into frame + 5 in demo_parse(); pointer made on line 53 (confidence: high, reason: unaligned-offset) [unaligned-pointer-var]
typed-pointer-no-cast.c:62:7: warning: unaligned 4-byte access through hdr, which points into skb_push(skb, 8); pointer made on line 61 (confidence: high, reason: tx-frame:usbnet-tx-fixup+2mod4) [unaligned-pointer-var]
typed-pointer-no-cast.c:63:7: warning: unaligned 4-byte access through hdr, which points into skb_push(skb, 8); pointer made on line 61 (confidence: high, reason: tx-frame:usbnet-tx-fixup+2mod4) [unaligned-pointer-var]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/skbuff.h>
#include <linux/slab.h>
#include <linux/usb/usbnet.h>

struct demo_priv {
	u8 *buf;
	__le32 *status;
	__le32 *words;
};

static int demo_setup(struct demo_priv *priv)
{
	priv->buf = kmalloc(64, GFP_KERNEL);
	if (!priv->buf)
		return -ENOMEM;
	/* the status word sits after a 3-byte preamble */
	priv->status = (__le32 *)(priv->buf + 3);
	return 0;
}

static void demo_setup_words(struct demo_priv *priv, u32 *space)
{
	priv->words = (__le32 *)space;
}

u32 demo_poll(struct demo_priv *priv)
{
	return le32_to_cpu(*priv->status) + le32_to_cpu(priv->words[1]);
}

static u16 demo_field(const __le16 *field)
{
	return le16_to_cpup(field);
}

u16 demo_parse(u8 *frame, unsigned int len)
{
	if (len < 8)
		return 0;
	return demo_field((const __le16 *)(frame + 5)) + demo_field((const __le16 *)(frame + 1));
}

static struct sk_buff *demo_tx_fixup(struct usbnet *dev, struct sk_buff *skb,
				     gfp_t flags)
{
	__le32 *hdr;

	hdr = skb_push(skb, 8);
	hdr[0] = cpu_to_le32(skb->len);
	hdr[1] = 0;
	return skb;
}

static const struct driver_info demo_info = {
	.description	= "demo",
	.tx_fixup	= demo_tx_fixup,
};

int demo_init(struct demo_priv *priv, u32 *space)
{
	demo_setup_words(priv, space);
	return demo_setup(priv);
}
