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

/* the mask first, as tusb6010.c writes it */
u16 guarded_mask_first(const u8 *buf)
{
	if ((0x01 & (unsigned long) buf) == 0)
		return *(const u16 *)buf;
	return buf[0];
}

/* a mask that is not a number, as ntfs3's are_bits_clear() */
int guarded_any_mask(const u8 *map, size_t n)
{
	size_t pos = ((size_t)map) & (sizeof(size_t) - 1);

	if (pos)
		return -EINVAL;
	for (; n; n--, map += sizeof(size_t))
		if (*((size_t *)map))
			return 1;
	return 0;
}
