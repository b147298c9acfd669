// SPDX-License-Identifier: GPL-2.0-only
/*
 * Chunk-mates: this file's struct hdr is __packed, the one of b-plain.c
 * is not. The struct-overlay finding of b-plain.c must not depend on
 * whether this file was checked in the same spatch run before it.
 * (This comment makes the file the bigger one, so that the checker puts
 * it first in a chunk of both files.)
 */
#include <linux/types.h>

struct hdr {
	unsigned short len;
	unsigned int seq;
} __packed;

unsigned int packed_seq(u8 *buf)
{
	struct hdr *h = (struct hdr *)(buf + 1);

	return h->seq;
}
