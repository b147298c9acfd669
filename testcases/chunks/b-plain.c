// SPDX-License-Identifier: GPL-2.0-only
#include <linux/types.h>

struct hdr {
	unsigned short len;
	unsigned int seq;
};

unsigned int plain_seq(u8 *buf)
{
	struct hdr *h = (struct hdr *)(buf + 1);

	return h->seq;
}
