/*
 * check-name: an access under IS_ALIGNED() or a mask test is safe
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
 * check-output-end
 */
#include <linux/types.h>
#include <linux/align.h>

u32 guarded(const u8 *p)
{
	if (IS_ALIGNED((unsigned long)p, 4)) {
		return *(const u32 *)p;
	}
	if (((unsigned long)p & 1) == 0) {
		return *(const u16 *)p;
	}
	return p[0];
}
