/*
 * check-name: seed: memcpy() to and from a byte pointer is safe
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
 * check-output-end
 */
#include <linux/types.h>
#include <linux/string.h>

u32 read_word(const u8 *data)
{
	u32 v;

	memcpy(&v, data + 1, sizeof(v));
	return v + !memcmp(data, &v, sizeof(v));
}
