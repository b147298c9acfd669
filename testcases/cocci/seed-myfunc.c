/*
 * check-name: seed: myfunc() stores cpu_to_le32() through a u32 cast
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
seed-myfunc.c:20:12: warning: unaligned 4-byte store of cpu_to_le32() through data; use put_unaligned_le32() (confidence: moderate, reason: byte-parameter) [unaligned-byteorder]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	*((u32 *) data) = cpu_to_le32(value);
+	put_unaligned_le32(value, data);
 * check-fix-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

void myfunc(u8 *data, u32 value)
{
	*((u32 *) data) = cpu_to_le32(value);
}
