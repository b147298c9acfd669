/*
 * check-name: seed: a u16 read through an unsigned char pointer parameter
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
seed-example-func.c:19:24: warning: unaligned 2-byte load through u16 * cast from data; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	u16 value = *((u16 *) data);
+	u16 value = get_unaligned((u16 *)data);
 * check-fix-end
 */
#include <linux/types.h>

void example_func(unsigned char *data)
{
	u16 value = *((u16 *) data);

	pr_info("%u\n", value);
}
