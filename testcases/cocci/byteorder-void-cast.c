/*
 * check-name: a byte pointer cast to void * on its way to a byte-order helper is the same access as a cast to __le32 *
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
byteorder-void-cast.c:29:31: warning: unaligned 4-byte load for le32_to_cpup() through (frame + 1), cast to void *; use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
byteorder-void-cast.c:30:31: warning: unaligned 4-byte load for be32_to_cpup() through frame, cast to void *; use get_unaligned_be32() (confidence: moderate, reason: byte-parameter) [unaligned-byteorder]
byteorder-void-cast.c:31:31: warning: unaligned 2-byte load for le16_to_cpup() through (frame + off), cast to void *; use get_unaligned_le16() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
byteorder-void-cast.c:45:28: warning: unaligned 4-byte load for le32_to_cpup() through (buf + 2), cast to void *; use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 * check-fix-start
+#include <linux/unaligned.h>
-	u32 a = le32_to_cpup((void *)(frame + 1));
-	u32 b = be32_to_cpup((void *)frame);
-	u16 c = le16_to_cpup((void *)(frame + off));
+	u32 a = get_unaligned_le32(frame + 1);
+	u32 b = get_unaligned_be32(frame);
+	u16 c = get_unaligned_le16(frame + off);
-	v += le32_to_cpup((void *)(buf + 2));
+	v += get_unaligned_le32(buf + 2);
 * check-fix-end
 */
#include <linux/types.h>
#include <linux/slab.h>

/* an odd offset, a parameter, an unknown offset: all reported */
u32 demo_read(const u8 *frame, unsigned int off)
{
	u32 a = le32_to_cpup((void *)(frame + 1));
	u32 b = be32_to_cpup((void *)frame);
	u16 c = le16_to_cpup((void *)(frame + off));

	return a + b + c;
}

u32 demo_fresh(void)
{
	u8 *buf = kmalloc(16, GFP_KERNEL);
	u32 v;

	if (!buf)
		return 0;
	/* 4 of fresh memory is aligned, 2 is not */
	v = le32_to_cpup((void *)(buf + 4));
	v += le32_to_cpup((void *)(buf + 2));
	kfree(buf);
	return v;
}
