/*
 * check-name: an alignment test through a macro of the file guards the access
 *
 * check-command: unaligned-check --confidence low $file
 *
 * IS_UNALIGNED() is expanded before the condition is read: the word
 * loop runs only when neither pointer has a low bit set. The word copy
 * after the block is on the misaligned pointers and is reported.
 *
 * check-output-start
guard-file-macro.c:33:10: warning: unaligned 4-byte store through u32 * cast from dst; use put_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-write]
guard-file-macro.c:33:30: warning: unaligned 4-byte load through const u32 * cast from src; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/string.h>

#define IS_UNALIGNED(a, b) (((unsigned long)(a) | (unsigned long)(b)) & 3)

void copy_block(u8 *dst, const u8 *src, size_t n)
{
	if (!IS_UNALIGNED(src, dst)) {
		for (; n >= 4; n -= 4, src += 4, dst += 4)
			*(u32 *)dst = *(const u32 *)src;
		memcpy(dst, src, n);
		return;
	}
	memcpy(dst, src, n);
}

void copy_first(u8 *dst, const u8 *src)
{
	*(u32 *)dst = *(const u32 *)src;
}
