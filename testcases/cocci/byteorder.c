/*
 * check-name: byte-order conversions become get/put_unaligned_{le,be}N()
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
byteorder.c:43:30: warning: unaligned 2-byte load for le16_to_cpu() through (buf + 1); use get_unaligned_le16() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
byteorder.c:44:30: warning: unaligned 4-byte load for be32_to_cpu() through (buf + 3); use get_unaligned_be32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
byteorder.c:45:30: warning: unaligned 8-byte load for le64_to_cpu() through vbuf; use get_unaligned_le64() (confidence: low, reason: void-pointer) [unaligned-byteorder]
byteorder.c:46:30: warning: unaligned 2-byte load for be16_to_cpup() through (buf + 7); use get_unaligned_be16() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
byteorder.c:47:30: warning: unaligned 4-byte load for le32_to_cpup() through (vbuf + 1); use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
byteorder.c:48:13: warning: unaligned 4-byte store of cpu_to_be32() through (buf + 9); use put_unaligned_be32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
byteorder.c:49:13: warning: unaligned 2-byte store of cpu_to_le16() through (buf + 13); use put_unaligned_le16() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
byteorder.c:50:13: warning: unaligned 8-byte store of cpu_to_be64() through vbuf; use put_unaligned_be64() (confidence: low, reason: void-pointer) [unaligned-byteorder]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	x += le16_to_cpu(*(__le16 *)(buf + 1));
-	x += be32_to_cpu(*(__be32 *)(buf + 3));
-	x += le64_to_cpu(*(__le64 *)vbuf);
-	x += be16_to_cpup((__be16 *)(buf + 7));
-	x += le32_to_cpup((__le32 *)(vbuf + 1));
-	*(__be32 *)(buf + 9) = cpu_to_be32(v);
-	*(__le16 *)(buf + 13) = cpu_to_le16(v);
-	*(__be64 *)vbuf = cpu_to_be64(x);
+	x += get_unaligned_le16(buf + 1);
+	x += get_unaligned_be32(buf + 3);
+	x += get_unaligned_le64(vbuf);
+	x += get_unaligned_be16(buf + 7);
+	x += get_unaligned_le32(vbuf + 1);
+	put_unaligned_be32(v, buf + 9);
+	put_unaligned_le16(v, buf + 13);
+	put_unaligned_be64(x, vbuf);
 * check-fix-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

u64 conversions(u8 *buf, void *vbuf, u32 v)
{
	u64 x = 0;

	x += le16_to_cpu(*(__le16 *)(buf + 1));
	x += be32_to_cpu(*(__be32 *)(buf + 3));
	x += le64_to_cpu(*(__le64 *)vbuf);
	x += be16_to_cpup((__be16 *)(buf + 7));
	x += le32_to_cpup((__le32 *)(vbuf + 1));
	*(__be32 *)(buf + 9) = cpu_to_be32(v);
	*(__le16 *)(buf + 13) = cpu_to_le16(v);
	*(__be64 *)vbuf = cpu_to_be64(x);
	return x;
}
