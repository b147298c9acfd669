/*
 * check-name: inside a for loop that steps its counter by 4 from 0, the counter is a multiple of 4 even when other loops of the function count by 1
 * check-command: unaligned-check --confidence low $file
 *
 * cachefiles_cook_key() first scans the key byte by byte with i, then
 * reads it as words with for (i = 0; i < n; i += 4): key + i is at a
 * multiple of 4 in that body (moderate, a pointer of unknown origin at an
 * aligned offset), not an unknown offset (high). A body that moves the
 * counter itself, or an access after the loop, knows nothing (high).
 *
 * check-output-start
offset-loop-counter.c:30:35: warning: unaligned 4-byte load for be32_to_cpu() through (key + i); use get_unaligned_be32() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
offset-loop-counter.c:45:33: warning: unaligned 4-byte load for le32_to_cpu() through (key + i); use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
offset-loop-counter.c:47:38: warning: unaligned 4-byte load for le32_to_cpu() through (key + i); use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>

const u8 *get_key(void *cookie);

unsigned int cook_key(void *cookie, unsigned int keylen)
{
	const u8 *key = get_key(cookie);
	unsigned int i, n, sum = 0;

	for (i = 0; i < keylen; i++)
		sum += key[i];
	n = round_up(keylen, 4);
	for (i = 0; i < n; i += 4) {
		u32 be = be32_to_cpu(*(__be32 *)(key + i));

		sum += be;
	}
	return sum;
}

unsigned int skip_key(void *cookie, unsigned int n)
{
	const u8 *key = get_key(cookie);
	unsigned int i, sum = 0;

	for (i = 0; i < n; i += 4) {
		if (key[i] == 0)
			i++;
		sum += le32_to_cpu(*(__le32 *)(key + i));
	}
	return sum + le32_to_cpu(*(__le32 *)(key + i));
}
