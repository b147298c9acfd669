/* SPDX-License-Identifier: GPL-2.0-only */
/* The driver header of member-local-header.c, with typedef'd structs. */
typedef struct priv {
	u32 words[4];
	__u8 tx_buff[64];
	u8 *rx_buf;
} priv_t;

typedef struct {
	void *desc;
	u64 *ring;
} ring_t;
