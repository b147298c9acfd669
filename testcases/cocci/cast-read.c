/*
 * check-name: cast and read: every spelling of *(T *)E, ((T *)E)[i], *((T *)E + i)
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
cast-read.c:48:23: warning: unaligned 4-byte load through const u32 * cast from (buf + 1); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
cast-read.c:49:18: warning: unaligned 2-byte load through u16 * cast from (buf + 3); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
cast-read.c:50:23: warning: unaligned 2-byte load through const u16 * cast from buf; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
cast-read.c:51:18: warning: unaligned 8-byte load through u64 * cast from ubuf; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
cast-read.c:52:17: warning: unaligned 2-byte load through s16 * cast from (cbuf - 2); use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
cast-read.c:53:22: warning: unaligned 4-byte load through uint32_t * cast from &buf[5]; use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
cast-read.c:54:20: warning: unaligned 8-byte load through __be64 * cast from (ubuf + i); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
cast-read.c:55:18: warning: unaligned 8-byte load through long * cast from (cbuf + 8); use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
cast-read.c:56:20: warning: unaligned 8-byte load through size_t * cast from (buf + 2); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
cast-read.c:57:34: warning: unaligned 8-byte load through void ** cast from (ubuf + 1); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	sum += *(const u32 *)(buf + 1);
-	sum += *((u16 *)(buf + 3));
-	sum += ((const u16 *)buf)[i];
-	sum += *((u64 *)ubuf + i);
-	sum += *(s16 *)(cbuf - 2);
-	sum += *(uint32_t *)&buf[5];
-	sum += *(__be64 *)(ubuf + i);
-	sum += *(long *)(cbuf + 8);
-	sum += *(size_t *)(buf + 2);
-	sum += (unsigned long)*(void **)(ubuf + 1);
+	sum += get_unaligned((const u32 *)(buf + 1));
+	sum += get_unaligned((u16 *)(buf + 3));
+	sum += get_unaligned((const u16 *)buf + i);
+	sum += get_unaligned((u64 *)ubuf + i);
+	sum += get_unaligned((s16 *)(cbuf - 2));
+	sum += get_unaligned((uint32_t *)&buf[5]);
+	sum += get_unaligned((__be64 *)(ubuf + i));
+	sum += get_unaligned((long *)(cbuf + 8));
+	sum += get_unaligned((size_t *)(buf + 2));
+	sum += (unsigned long) get_unaligned((void **)(ubuf + 1));
 * check-fix-end
 */
#include <linux/types.h>

u64 reads(const u8 *buf, char *cbuf, unsigned char *ubuf, int i)
{
	u64 sum = 0;

	sum += *(const u32 *)(buf + 1);
	sum += *((u16 *)(buf + 3));
	sum += ((const u16 *)buf)[i];
	sum += *((u64 *)ubuf + i);
	sum += *(s16 *)(cbuf - 2);
	sum += *(uint32_t *)&buf[5];
	sum += *(__be64 *)(ubuf + i);
	sum += *(long *)(cbuf + 8);
	sum += *(size_t *)(buf + 2);
	sum += (unsigned long)*(void **)(ubuf + 1);
	return sum;
}
