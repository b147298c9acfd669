/*
 * check-name: seed: the fixed myfunc() and get_unaligned() are safe
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>
#include <linux/unaligned.h>

void myfunc(u8 *data, u32 value)
{
	value = cpu_to_le32(value);
	put_unaligned(value, (u32 *) data);
}

u32 myread(u8 *data)
{
	u32 value = get_unaligned((u32 *) data);

	return value + get_unaligned_le32(data + 1);
}
