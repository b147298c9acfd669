/*
 * check-name: volatile accesses are reported but never rewritten
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
volatile-access.c:13:26: warning: unaligned 4-byte load through volatile u32 * cast from (buf + 1); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>

u32 poll_word(u8 *buf)
{
	return *(volatile u32 *)(buf + 1);
}
