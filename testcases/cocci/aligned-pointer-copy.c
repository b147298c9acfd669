/*
 * check-name: a byte pointer copied from a u32 * is 4-aligned; one copied from a u8 * is not
 * check-command: unaligned-check --confidence low $file
 *
 * p = (u8 *)w with u32 *w points where w points: the loads at p and p + 4
 * are aligned, the one at p + 2 is not. q = buf with u8 *buf says nothing
 * about the alignment of q, although a pointer variable itself is 8 bytes.
 *
 * check-output-start
aligned-pointer-copy.c:26:47: warning: unaligned 4-byte load through u32 * cast from (p + 2); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
aligned-pointer-copy.c:34:17: warning: unaligned 4-byte load through u32 * cast from q; use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>

u32 *get_words(void);
u8 *get_bytes(void);

u32 from_word_pointer(void)
{
	u32 *w;
	u8 *p;

	w = get_words();
	p = (u8 *)w;
	return *(u32 *)p + *(u32 *)(p + 4) + *(u32 *)(p + 2);
}

u32 from_byte_pointer(void)
{
	u8 *buf = get_bytes();
	u8 *q = buf;

	return *(u32 *)q;
}
