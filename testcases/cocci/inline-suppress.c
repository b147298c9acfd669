/*
 * check-name: unaligned-ok: REASON hides a finding; without a reason it does not
 * check-command: unaligned-check --confidence low $file
 * check-exit-value: 1
 *
 * check-output-start
inline-suppress.c:19:24: warning: unaligned 4-byte load through const u32 * cast from (buf + 4); use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
 * check-output-end
 *
 * check-error-start
unaligned-check: 1 unaligned-ok marker without a reason: write /* unaligned-ok: REASON
 * check-error-end
 */
#include <linux/types.h>

u32 marked(const u8 *buf)
{
	u32 a = *(const u32 *)buf; /* unaligned-ok: callers pass a u32 array */
	u32 b = *(const u32 *)(buf + 4); /* unaligned-ok: */

	return a + b;
}
