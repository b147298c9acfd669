/*
 * check-name: an access under IS_ALIGNED() or a mask test is safe
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
 * check-output-end
 */
#include <linux/types.h>
#include <linux/align.h>
#include <linux/errno.h>

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

u16 guarded_int_cast(const u8 *data)
{
	if (((int)data & 1) == 0)
		return *(const u16 *)data;
	return data[0];
}

u32 guarded_exit(const u8 *p)
{
	if (!IS_ALIGNED((unsigned long)p, 4))
		return 0;
	return *(const u32 *)p;
}

int guarded_goto(const u8 *p, u32 *out)
{
	if ((unsigned long)p & 3)
		goto bad;
	*out = *(const u32 *)p;
	return 0;
bad:
	return -EINVAL;
}
