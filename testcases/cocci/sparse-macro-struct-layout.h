/* SPDX-License-Identifier: GPL-2.0-only */
/* The driver header of sparse-macro-struct-layout.c: a port's world-wide
 * name read as one big-endian word, the way SAS drivers read theirs. */
#define PORT_WWN(_n)	((unsigned long long)be64_to_cpu(*(__be64 *)(_n)))

struct port_dev {
	void *owner;
	u8 wwn[8];
	u8 kind;
	u8 peer_wwn[8];
	u64 stamp;
};
