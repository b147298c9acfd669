/*
 * check-name: a compound assignment through a pointer variable is reported, not rewritten (ohci-at91)
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
pointer-var-rmw.c:19:3: warning: unaligned 4-byte access through data, which points into (buf + 2); pointer made on line 17 (confidence: high, reason: unaligned-offset) [unaligned-pointer-var]
pointer-var-rmw.c:20:8: warning: unaligned 4-byte access through data, which points into (buf + 2); pointer made on line 17 (confidence: high, reason: unaligned-offset) [unaligned-pointer-var]
 * check-output-end
 *
 * check-fix-start
 * check-fix-end
 */
#include <linux/types.h>

void set_bits(u8 *buf)
{
	u32 *data = (u32 *)(buf + 2);

	*data |= 1;
	data[1] &= ~2;
}
