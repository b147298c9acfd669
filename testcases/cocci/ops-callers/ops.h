/* A driver-private ops table, as rtw88's struct rtw_chip_ops. */
#include <linux/bitfield.h>
#include <linux/skbuff.h>

struct chip_dev;

struct chip_ops {
	u32 (*query_rx_desc)(struct chip_dev *dev, u8 *rx_desc);
	u32 (*parse_c2h)(struct chip_dev *dev, u8 *c2h);
};

struct chip_dev {
	const struct chip_ops *ops;
};

#define GET_RX_DESC_LEN(rxdesc)						\
	le32_get_bits(*((__le32 *)(rxdesc) + 0x00), GENMASK(13, 0))
#define GET_RX_DESC_SHIFT(rxdesc)					\
	le32_get_bits(*((__le32 *)(rxdesc) + 0x02), GENMASK(25, 24))
#define GET_PHY_STAT_PWDB(phy)						\
	le32_get_bits(*((__le32 *)(phy) + 0x01), GENMASK(7, 0))
#define GET_C2H_ID(c2h)							\
	le32_get_bits(*((__le32 *)(c2h) + 0x00), GENMASK(7, 0))
