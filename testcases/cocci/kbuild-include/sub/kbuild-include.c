/*
 * check-name: offsets from #defines of a header found through the kbuild Makefile's -I count as constants
 * check-command: unaligned-check --confidence low $file
 *
 * msg.h is not beside this file: kbuild finds it in the directory that
 * the Makefile here adds with -I $(src)/... Its MSG_HDR_LEN (8) makes
 * the first load moderate, a byte pointer at an aligned offset; its
 * MSG_NAME_OFF (10) makes the second high. Unknown, both would be high.
 *
 * check-output-start
kbuild-include.c:23:17: warning: unaligned 4-byte load through u32 * cast from (p + MSG_HDR_LEN); use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
kbuild-include.c:24:17: warning: unaligned 4-byte load through u32 * cast from (p + MSG_NAME_OFF); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>
#include "msg.h"

u32 read_msg(u8 *block)
{
	u32 sum = 0;
	u8 *p = block;

	sum += *(u32 *)(p + MSG_HDR_LEN);
	sum += *(u32 *)(p + MSG_NAME_OFF);
	return sum;
}
