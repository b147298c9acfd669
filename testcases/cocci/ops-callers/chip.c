/*
 * check-name: a callback's byte-pointer parameter is as its ops table's callers in the directory make it
 * check-command: unaligned-check --confidence low $file
 *
 * The callers are in bus.c. They hand query_rx_desc() skb->data, which
 * the rules rate low, and parse_c2h() skb->data + 3. The phy status
 * after the descriptor is at an offset the hardware gives.
 *
 * check-output-start
chip.c:22:45: warning: unaligned 4-byte access: GET_RX_DESC_SHIFT() casts rx_desc to __le32 *; use get_unaligned_le32() and put_unaligned_le32() in the macro (confidence: low, reason: callers-pass-members) [unaligned-macro-cast]
chip.c:24:25: warning: unaligned 4-byte access: GET_RX_DESC_LEN() casts rx_desc to __le32 *; use get_unaligned_le32() and put_unaligned_le32() in the macro (confidence: low, reason: callers-pass-members) [unaligned-macro-cast]
chip.c:24:54: warning: unaligned 4-byte access: GET_PHY_STAT_PWDB() casts phy to __le32 *; use get_unaligned_le32() and put_unaligned_le32() in the macro (confidence: moderate, reason: unknown-origin) [unaligned-macro-cast]
chip.c:25:32: warning: unaligned 4-byte load for le32_to_cpu() through (rx_desc + 4); use get_unaligned_le32() (confidence: low, reason: callers-pass-members) [unaligned-byteorder]
chip.c:30:20: warning: unaligned 4-byte access: GET_C2H_ID() casts c2h to __le32 *; use get_unaligned_le32() and put_unaligned_le32() in the macro (confidence: moderate, reason: byte-parameter) [unaligned-macro-cast]
chip.c:30:50: warning: unaligned 2-byte load for le16_to_cpu() through (c2h + 2); use get_unaligned_le16() (confidence: moderate, reason: byte-parameter) [unaligned-byteorder]
 * check-output-end
 */
#include "ops.h"

static u32 chip_query_rx_desc(struct chip_dev *dev, u8 *rx_desc)
{
	u8 *phy = rx_desc + 24 + GET_RX_DESC_SHIFT(rx_desc);

	return GET_RX_DESC_LEN(rx_desc) + GET_PHY_STAT_PWDB(phy) +
	       le32_to_cpu(*(__le32 *)(rx_desc + 4));
}

static u32 chip_parse_c2h(struct chip_dev *dev, u8 *c2h)
{
	return GET_C2H_ID(c2h) + le16_to_cpu(*(__le16 *)(c2h + 2));
}

const struct chip_ops chip_ops = {
	.query_rx_desc = chip_query_rx_desc,
	.parse_c2h = chip_parse_c2h,
};
