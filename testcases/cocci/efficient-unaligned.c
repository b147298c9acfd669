/*
 * check-name: code only built with CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS is low confidence
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
efficient-unaligned.c:23:23: warning: unaligned 4-byte load through const u32 * cast from (buf + 1); use get_unaligned() (confidence: low, reason: efficient-unaligned) [unaligned-cast-read]
efficient-unaligned.c:25:23: warning: unaligned 4-byte load through const u32 * cast from (buf + 3); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	return *(const u32 *)(buf + 1);
+	return get_unaligned((const u32 *)(buf + 1));
-	return *(const u32 *)(buf + 3);
+	return get_unaligned((const u32 *)(buf + 3));
 * check-fix-end
 */
#include <linux/types.h>

u32 fast_path(const u8 *buf)
{
#ifdef CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS
	return *(const u32 *)(buf + 1);
#else
	return *(const u32 *)(buf + 3);
#endif
}
