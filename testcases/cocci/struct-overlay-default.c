/*
 * check-name: struct overlays are hidden at the default confidence
 * check-command: unaligned-check $file
 *
 * check-output-start
 * check-output-end
 */
#include <linux/types.h>

struct wire_hdr {
	__le16 len;
};

u32 parse(u8 *buf)
{
	struct wire_hdr *h = (struct wire_hdr *)(buf + 2);

	return h->len;
}
