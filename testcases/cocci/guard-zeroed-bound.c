/*
 * check-name: a word loop whose bound is set to 0 for misaligned pointers is guarded
 *
 * check-command: unaligned-check --confidence low $file
 *
 * The words are counted first and the count is dropped to 0 when the
 * pointers are misaligned: the loop then never runs on them, and the
 * bytes are copied one by one after it. When the count is set again
 * before the loop, the test guards nothing.
 *
 * check-output-start
guard-zeroed-bound.c:39:11: warning: unaligned 4-byte store through u32 * cast from d; use put_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-write]
guard-zeroed-bound.c:39:33: warning: unaligned 4-byte load through const u32 * cast from s; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>

void copy_words(u8 *d, const u8 *s, size_t len)
{
	size_t i, max = len / 4;

	if (((unsigned long)s | (unsigned long)d) & 3)
		max = 0;
	for (i = 0; i < max; i++)
		((u32 *)d)[i] = ((const u32 *)s)[i];
	for (i *= 4; i < len; i++)
		d[i] = s[i];
}

void copy_words_again(u8 *d, const u8 *s, size_t len)
{
	size_t i, max = len / 4;

	if (((unsigned long)s | (unsigned long)d) & 3)
		max = 0;
	if (len > 64)
		max = 16;
	for (i = 0; i < max; i++)
		((u32 *)d)[i] = ((const u32 *)s)[i];
}
