/*
 * check-name: casts of byte arrays: on the stack, at offsets, and aligned by declaration
 * check-command: unaligned-check --confidence low $file
 *
 * A u8 array has the alignment of u8, wherever it lives: the stack slot
 * of buf may be at any address on a strict-alignment machine.  An array
 * declared __aligned(4) is an aligned base, so casts of it at offsets that
 * are multiples of 4 are not reported, and its odd offsets are.
 *
 * check-output-start
byte-array.c:44:14: warning: unaligned 4-byte load through u32 * cast from buf; use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
byte-array.c:45:30: warning: unaligned 2-byte load for le16_to_cpu() through &buf[3]; use get_unaligned_le16() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
byte-array.c:46:30: warning: unaligned 4-byte load for be32_to_cpup() through (buf + 1); use get_unaligned_be32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
byte-array.c:47:10: warning: unaligned 2-byte store through u16 * cast from (buf + 5); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
byte-array.c:51:15: warning: unaligned 4-byte load through u32 * cast from (words + 2); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	v = *(u32 *)buf;
-	v += le16_to_cpu(*(__le16 *)&buf[3]);
-	v += be32_to_cpup((__be32 *)(buf + 1));
-	*(u16 *)(buf + 5) = v;
+	v = get_unaligned((u32 *)buf);
+	v += get_unaligned_le16(&buf[3]);
+	v += get_unaligned_be32(buf + 1);
+	put_unaligned(v, (u16 *)(buf + 5));
-	v += *(u32 *)(words + 2);
+	v += get_unaligned((u32 *)(words + 2));
 * check-fix-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

int fill(u8 *p, int n);

u32 read_reply(void)
{
	u8 buf[8];
	u8 words[8] __aligned(4);
	u32 v;

	fill(buf, sizeof(buf));
	v = *(u32 *)buf;
	v += le16_to_cpu(*(__le16 *)&buf[3]);
	v += be32_to_cpup((__be32 *)(buf + 1));
	*(u16 *)(buf + 5) = v;

	fill(words, sizeof(words));
	v += *(u32 *)words + *(u32 *)(words + 4);
	v += *(u32 *)(words + 2);
	return v;
}
