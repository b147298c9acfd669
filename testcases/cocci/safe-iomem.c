/*
 * check-name: __iomem pointers are MMIO, accessed with readl(): not reported
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
 * check-output-end
 */
#include <linux/types.h>
#include <linux/io.h>

u32 mmio(void __iomem *regs, u8 __iomem *base)
{
	return *(u32 *)(regs + 4) + *(u16 *)(base + 1);
}
