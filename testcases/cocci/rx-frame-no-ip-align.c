/*
 * check-name: a usbnet minidriver that sets EVENT_NO_IP_ALIGN gets its frames at the start of the buffer: skb->data is a struct member's buffer again
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
rx-frame-no-ip-align.c:21:32: warning: unaligned 4-byte load for le32_to_cpu() through skb->data; use get_unaligned_le32() (confidence: low, reason: struct-member) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/skbuff.h>
#include <linux/usb/usbnet.h>

static int demo_bind(struct usbnet *dev, struct usb_interface *intf)
{
	set_bit(EVENT_NO_IP_ALIGN, &dev->flags);
	return 0;
}

static int demo_rx_fixup(struct usbnet *dev, struct sk_buff *skb)
{
	return le32_to_cpu(*(__le32 *)skb->data);
}

static const struct driver_info demo_info = {
	.bind		= demo_bind,
	.rx_fixup	= demo_rx_fixup,
};
