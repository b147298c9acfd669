/*
 * check-name: sizeof(*p) does not access memory
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
 * check-output-end
 */
#include <linux/types.h>

size_t size_only(const u8 *buf)
{
	const u32 *w = (const u32 *)buf;

	return sizeof(*w) + sizeof(w[0]);
}
