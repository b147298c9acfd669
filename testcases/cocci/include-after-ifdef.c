/*
 * check-name: the include goes after the last unconditional #include <linux/...>
 * check-command: unaligned-check $file
 * check-include-after: #include <linux/kernel.h>
 *
 * check-output-start
include-after-ifdef.c:24:17: warning: unaligned 4-byte load through u32 * cast from (p + 1); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	return *(u32 *)(p + 1);
+	return get_unaligned((u32 *)(p + 1));
 * check-fix-end
 */
#include <linux/types.h>
#include <linux/kernel.h>
#ifdef CONFIG_OF
#include <linux/of.h>
#endif

u32 read_word(u8 *p)
{
	return *(u32 *)(p + 1);
}
