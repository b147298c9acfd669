/*
 * check-name: casts from a pointer that is already wide enough are safe
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
 * check-output-end
 */
#include <linux/types.h>

u32 narrow(u64 *q, u32 *r)
{
	return *(u32 *)q + *((u16 *)r + 1);
}
