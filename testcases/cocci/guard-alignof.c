/*
 * check-name: alignment tests written with __alignof__() guard the access
 *
 * check-command: unaligned-check --confidence low $file
 *
 * __alignof__(u32) is read as 4, __alignof__(*b) as the alignment of
 * what b points to, and (__alignof__(u64) - 1) as the mask 7, as if the
 * test were written with the number. A test for 2-byte alignment does
 * not guard an 8-byte load. sparse's cast of b is the one it reports
 * wherever the semantic patches judged the pointer aligned (low).
 *
 * check-output-start
guard-alignof.c:24:22: warning: cast of a pointer to restricted __be32 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_be32(); the cast is written out here, and the semantic patches found no unaligned access through it (confidence: low, reason: sparse-cast-written-out) [unaligned-sparse-cast]
guard-alignof.c:50:23: warning: unaligned 8-byte load through const u64 * cast from p; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/align.h>
#include <linux/kconfig.h>
#include <asm/byteorder.h>

void counter_inc(u8 *a, unsigned int size)
{
	__be32 *b = (__be32 *)(a + size);
	u32 c;

	if (IS_ENABLED(CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS) ||
	    IS_ALIGNED((unsigned long)b, __alignof__(*b)))
		for (; size >= 4; size -= 4) {
			c = be32_to_cpu(*--b) + 1;
			*b = cpu_to_be32(c);
			if (c)
				return;
		}
}

u32 word_at(u8 *p, size_t off)
{
	if (IS_ALIGNED((unsigned long)(p + off), __alignof__(u32)))
		return *(u32 *)(p + off);
	return 0;
}

u64 qword(const u8 *p)
{
	if (((unsigned long)p & (__alignof__(u64) - 1)) == 0)
		return *(const u64 *)p;
	if (((unsigned long)p & (__alignof__(u16) - 1)) != 0)
		return 0;
	return *(const u64 *)p;
}
