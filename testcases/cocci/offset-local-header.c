/*
 * check-name: offsets from #defines in the driver header next to the file count as constants
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
offset-local-header.c:29:17: warning: unaligned 8-byte load through u64 * cast from (p + DIR_START); use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
offset-local-header.c:30:17: warning: unaligned 4-byte load through u32 * cast from (p + BLOCK_SIZE); use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
offset-local-header.c:31:17: warning: unaligned 4-byte load through u32 * cast from (p + NAME_OFF); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	sum += *(u64 *)(p + DIR_START);
-	sum += *(u32 *)(p + BLOCK_SIZE);
-	sum += *(u32 *)(p + NAME_OFF);
+	sum += get_unaligned((u64 *)(p + DIR_START));
+	sum += get_unaligned((u32 *)(p + BLOCK_SIZE));
+	sum += get_unaligned((u32 *)(p + NAME_OFF));
 * check-fix-end
 */
#include <linux/types.h>
#include "offset-local-header.h"

u64 read_dir(u8 *block)
{
	u64 sum = 0;
	u8 *p = block;

	sum += *(u64 *)(p + DIR_START);
	sum += *(u32 *)(p + BLOCK_SIZE);
	sum += *(u32 *)(p + NAME_OFF);
	return sum;
}
