/*
 * check-name: cast and write: *(T *)E = V and ((T *)E)[i] = V
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
cast-write.c:28:10: warning: unaligned 4-byte store through u32 * cast from (buf + 1); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
cast-write.c:29:10: warning: unaligned 2-byte store through u16 * cast from vbuf; use put_unaligned() (confidence: low, reason: void-pointer) [unaligned-cast-write]
cast-write.c:30:14: warning: unaligned 8-byte store through __le64 * cast from buf; use put_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-write]
cast-write.c:31:10: warning: unaligned 4-byte store through int * cast from (vbuf + 2); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	*(u32 *)(buf + 1) = v;
-	((u16 *)vbuf)[i] = v;
-	*((__le64 *)buf + 1) = v;
-	*(int *)(vbuf + 2) = -1;
+	put_unaligned(v, (u32 *)(buf + 1));
+	put_unaligned(v, (u16 *)vbuf + i);
+	put_unaligned(v, (__le64 *)buf + 1);
+	put_unaligned(-1, (int *)(vbuf + 2));
 * check-fix-end
 */
#include <linux/types.h>

void writes(u8 *buf, void *vbuf, u32 v, int i)
{
	*(u32 *)(buf + 1) = v;
	((u16 *)vbuf)[i] = v;
	*((__le64 *)buf + 1) = v;
	*(int *)(vbuf + 2) = -1;
}
