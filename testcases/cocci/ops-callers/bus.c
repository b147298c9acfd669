/*
 * check-name: the bus side of ops-callers/chip.c: calls through the ops table
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
 * check-output-end
 */
#include "ops.h"

u32 bus_rx(struct chip_dev *dev, struct sk_buff *skb)
{
	u8 *rx_desc;

	rx_desc = skb->data;
	return dev->ops->query_rx_desc(dev, rx_desc) +
	       dev->ops->parse_c2h(dev, skb->data + 3);
}
