/*
 * check-name: a root hub's hub_control() buffer comes from the USB core, kzalloc()ed (contract usb-hub-control): low at aligned offsets, high at odd ones
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
safe-hub-control.c:25:14: warning: unaligned 2-byte store of cpu_to_le16() through buf; use put_unaligned_le16() (confidence: low, reason: api-contract:usb-hub-control) [unaligned-byteorder]
safe-hub-control.c:26:14: warning: unaligned 2-byte store of cpu_to_le16() through (buf + 2); use put_unaligned_le16() (confidence: low, reason: api-contract:usb-hub-control) [unaligned-byteorder]
safe-hub-control.c:29:18: warning: unaligned 2-byte load through u16 * cast from (buf + 2); use get_unaligned() (confidence: low, reason: api-contract:usb-hub-control) [unaligned-cast-read]
safe-hub-control.c:32:33: warning: unaligned 4-byte load for le32_to_cpu() through (buf + 2); use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
safe-hub-control.c:41:17: warning: unaligned 2-byte load through u16 * cast from (buf + 2); use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/usb.h>
#include <linux/usb/hcd.h>

u16 port_status(struct usb_hcd *hcd, int port);

/* sl811, uhci: the port status and its change bits */
static int demo_hub_control(struct usb_hcd *hcd, u16 typeReq, u16 wValue,
			    u16 wIndex, char *buf, u16 wLength)
{
	switch (typeReq) {
	case GetPortStatus:
		*(__le16 *)buf = cpu_to_le16(port_status(hcd, wIndex));
		*(__le16 *)(buf + 2) = cpu_to_le16(0);
		break;
	case ClearPortFeature:
		return *(u16 *)(buf + 2);
	/* a 4-byte value at an offset of 2: still reported */
	case SetPortFeature:
		return le32_to_cpu(*(__le32 *)(buf + 2));
	}
	return 0;
}

/* the same types without the usb_hcd: not a hub_control(), reported */
static int other_control(void *dev, u16 typeReq, u16 wValue, u16 wIndex,
			 char *buf, u16 wLength)
{
	return *(u16 *)(buf + 2);
}

static const struct hc_driver demo_hc_driver = {
	.hub_control = demo_hub_control,
};

int demo_other(void *dev, char *buf)
{
	return other_control(dev, 0, 0, 0, buf, 4);
}
