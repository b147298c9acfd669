/*
 * check-name: offsets written with the file's function-like macros and masks (& ~3) are known
 * check-command: unaligned-check --confidence low $file
 *
 * XATTR_ALIGN() rounds up to a multiple of 4 with & ~XATTR_ROUND, as
 * f2fs does: the store at an XATTR_ALIGN()ed offset into fresh memory is
 * aligned and not reported. ALIGN2() clears only the lowest bit: a
 * 4-byte store there is reported, and so is one after an unknown macro.
 * A local set once to XATTR_ALIGN(), where it is declared or by one
 * assignment later, is as known.
 *
 * check-output-start
offset-function-macro.c:32:10: warning: unaligned 4-byte store through u32 * cast from (buf + ALIGN2(len)); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
offset-function-macro.c:33:10: warning: unaligned 4-byte store through u32 * cast from (buf + UNKNOWN_ALIGN(len)); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/slab.h>

#define XATTR_ROUND		(3)
#define XATTR_ALIGN(size)	(((size) + XATTR_ROUND) & ~XATTR_ROUND)
#define ALIGN2(x)		(((x) + 1) & ~1)

u8 *make_entries(int len)
{
	u8 *buf = kmalloc(256, GFP_KERNEL);

	if (!buf)
		return NULL;
	*(u32 *)(buf + XATTR_ALIGN(len)) = 0;
	*(u32 *)(buf + XATTR_ALIGN(len + 3) + 8) = 0;
	*(u32 *)(buf + ALIGN2(len)) = 0;
	*(u32 *)(buf + UNKNOWN_ALIGN(len)) = 0;
	return buf;
}

/* a local assigned once, not where it is declared */
u8 *make_entry(int len)
{
	u8 *buf = kmalloc(256, GFP_KERNEL);
	u32 hdr = XATTR_ALIGN(4);
	int found, newsize;

	if (!buf)
		return NULL;
	newsize = XATTR_ALIGN(len);
	*(u32 *)(buf + newsize) = 0;
	*(u32 *)(buf + hdr) = 0;
	return buf;
}
