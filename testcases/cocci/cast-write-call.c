/*
 * check-name: a store of any other call's value is a plain put_unaligned() (smsc95xx)
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
cast-write-call.c:21:15: warning: unaligned 2-byte store through __sum16 * cast from (buf + start + 2); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	*((__sum16 *)(buf + start
-		+ 2)) = csum_fold(calc);
+	put_unaligned(csum_fold(calc), (__sum16 *)(buf + start + 2));
 * check-fix-end
 */
#include <linux/types.h>
#include <net/checksum.h>

void fill_csum(u8 *buf, long start, __wsum calc)
{
	*((__sum16 *)(buf + start
		+ 2)) = csum_fold(calc);
}
