/*
 * check-name: fresh kmalloc() and friends memory at an aligned offset is safe
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
safe-fresh-memory.c:27:10: warning: unaligned 2-byte store through u16 * cast from (buf + 5); use put_unaligned() (confidence: high) [unaligned-cast-write]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	*(u16 *)(buf + 5) = 1;
+	put_unaligned(1, (u16 *)(buf + 5));
 * check-fix-end
 */
#include <linux/types.h>
#include <linux/slab.h>

u8 *make_packet(size_t len)
{
	u8 *buf = kzalloc(len, GFP_KERNEL);

	if (!buf)
		return NULL;
	*(u32 *)buf = 0x12345678;
	*(u32 *)(buf + 8) = 0;
	/* an odd offset: reported */
	*(u16 *)(buf + 5) = 1;
	return buf;
}
