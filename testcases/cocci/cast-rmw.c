/*
 * check-name: read-modify-write: compound assignments are rewritten, ++ (prefix or postfix) and side effects only reported
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
cast-rmw.c:34:10: warning: unaligned 4-byte read-modify-write through u32 * cast from (buf + 2) (confidence: high, reason: unaligned-offset) [unaligned-cast-rmw]
cast-rmw.c:35:10: warning: unaligned 2-byte read-modify-write through u16 * cast from buf (confidence: moderate, reason: byte-parameter) [unaligned-cast-rmw]
cast-rmw.c:36:10: warning: unaligned 4-byte read-modify-write through u32 * cast from (buf + 6) (confidence: high, reason: unaligned-offset) [unaligned-cast-rmw]
cast-rmw.c:37:12: warning: unaligned 4-byte read-modify-write through u32 * cast from (buf + 1) (confidence: high, reason: unaligned-offset) [unaligned-cast-rmw]
cast-rmw.c:38:10: warning: unaligned 4-byte read-modify-write through u32 * cast from (buf++) (confidence: high, reason: unaligned-offset) [unaligned-cast-rmw]
cast-rmw.c:39:11: warning: unaligned 4-byte read-modify-write through u32 * cast from (buf + 5) (confidence: high, reason: unaligned-offset) [unaligned-cast-rmw]
cast-rmw.c:45:10: warning: unaligned 2-byte read-modify-write through u16 * cast from (buf + 1) (confidence: high, reason: unaligned-offset) [unaligned-cast-rmw]
cast-rmw.c:46:11: warning: unaligned 4-byte read-modify-write through u32 * cast from (buf + 1) (confidence: high, reason: unaligned-offset) [unaligned-cast-rmw]
cast-rmw.c:47:10: warning: unaligned 4-byte read-modify-write through u32 * cast from (buf + 3) (confidence: high, reason: unaligned-offset) [unaligned-cast-rmw]
cast-rmw.c:48:13: warning: unaligned 2-byte read-modify-write through u16 * cast from (buf + 1) (confidence: high, reason: unaligned-offset) [unaligned-cast-rmw]
cast-rmw.c:49:12: warning: unaligned 2-byte read-modify-write through u16 * cast from (buf + 1) (confidence: high, reason: unaligned-offset) [unaligned-cast-rmw]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	*(u32 *)(buf + 2) += n;
-	*(u16 *)buf |= 0x8000;
-	*(u32 *)(buf + 6) <<= 1;
+	put_unaligned(get_unaligned((u32 *)(buf + 2)) + (n), (u32 *)(buf + 2));
+	put_unaligned(get_unaligned((u16 *)buf) | (0x8000), (u16 *)buf);
+	put_unaligned(get_unaligned((u32 *)(buf + 6)) << (1),
+		      (u32 *)(buf + 6));
 * check-fix-end
 */
#include <linux/types.h>

void rmw(u8 *buf, u32 n)
{
	*(u32 *)(buf + 2) += n;
	*(u16 *)buf |= 0x8000;
	*(u32 *)(buf + 6) <<= 1;
	++*(u32 *)(buf + 1);
	*(u32 *)(buf++) -= 1;
	(*(u32 *)(buf + 5))++;	/* postfix ++ needs the parentheses */
}

/* indexed forms: reported, not rewritten (the index is evaluated once) */
void rmw_indexed(u8 *buf, int i)
{
	((u16 *)(buf + 1))[i] += 2;
	*((u32 *)(buf + 1) + i) |= 4;
	((u32 *)(buf + 3))[i]++;
	--*((u16 *)(buf + 1) + 1);
	(*((u16 *)(buf + 1) + i))--;
}
