/*
 * check-name: cpu_to_le16() of a load is a plain get_unaligned(), and *p++ = v a put_unaligned() (tcpci_maxim, net2272)
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
byteorder-of-load.c:23:29: warning: unaligned 2-byte load through u16 * cast from rx; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
byteorder-of-load.c:31:5: warning: unaligned 2-byte access through p, which points into (buf + 1); pointer made on line 28 (confidence: high, reason: unaligned-offset) [unaligned-pointer-var]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	return cpu_to_le16(*(u16 *)rx);
+	return cpu_to_le16(get_unaligned((u16 *)rx));
-		*p++ = v;
+		put_unaligned(v, p++);
 * check-fix-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

__le16 header(u8 *rx)
{
	return cpu_to_le16(*(u16 *)rx);
}

void fill(u8 *buf, int n, u16 v)
{
	u16 *p = (u16 *)(buf + 1);

	while (n--)
		*p++ = v;
}
