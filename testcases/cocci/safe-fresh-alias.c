/*
 * check-name: a local copy of a pointer to fresh memory is as aligned as the memory, until it moves
 * check-command: unaligned-check --confidence low $file
 *
 * pos = copy, the kmemdup() result, so the first load through pos is
 * aligned and not reported, even though the function has an error path
 * with goto and a loop with break after the access: nothing after the
 * access runs before it. After pos += 2 the 4-byte load is reported, and
 * so is the load in a loop that moves the pointer by 3 each time round.
 *
 * check-output-start
safe-fresh-alias.c:30:17: warning: unaligned 4-byte load through u32 * cast from pos; use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
safe-fresh-alias.c:50:18: warning: unaligned 4-byte load through u32 * cast from pos; use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/slab.h>

int parse_fw(const u8 *data, size_t size)
{
	u8 *copy, *pos;
	int ret = 0;

	copy = kmemdup(data, size, GFP_KERNEL);
	if (!copy)
		goto out;
	pos = copy;
	if (*(u16 *)pos == 0x1234) {
		pos += 2;
		ret = *(u32 *)pos;
	}
	while (size--) {
		if (!*pos)
			break;
		pos += 4;
	}
	kfree(copy);
out:
	return ret;
}

u32 sum_records(const u8 *data, size_t size, int n)
{
	u8 *copy = kmemdup(data, size, GFP_KERNEL);
	u8 *pos = copy;
	u32 sum = 0;
	int i;

	for (i = 0; i < n; i++) {
		sum += *(u32 *)pos;
		pos += 3;
	}
	kfree(copy);
	return sum;
}
