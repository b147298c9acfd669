/*
 * check-name: seed: compare_ether_addr() reads u16s through pointer variables
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
seed-compare-ether-addr.c:26:14: warning: unaligned 2-byte access through a, which points into addr1; pointer made on line 24 (confidence: moderate, reason: byte-parameter) [unaligned-pointer-var]
seed-compare-ether-addr.c:26:21: warning: unaligned 2-byte access through b, which points into addr2; pointer made on line 25 (confidence: moderate, reason: byte-parameter) [unaligned-pointer-var]
seed-compare-ether-addr.c:26:30: warning: unaligned 2-byte access through a, which points into addr1; pointer made on line 24 (confidence: moderate, reason: byte-parameter) [unaligned-pointer-var]
seed-compare-ether-addr.c:26:37: warning: unaligned 2-byte access through b, which points into addr2; pointer made on line 25 (confidence: moderate, reason: byte-parameter) [unaligned-pointer-var]
seed-compare-ether-addr.c:26:46: warning: unaligned 2-byte access through a, which points into addr1; pointer made on line 24 (confidence: moderate, reason: byte-parameter) [unaligned-pointer-var]
seed-compare-ether-addr.c:26:53: warning: unaligned 2-byte access through b, which points into addr2; pointer made on line 25 (confidence: moderate, reason: byte-parameter) [unaligned-pointer-var]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	return ((a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2])) != 0;
+	return ((get_unaligned(&a[0]) ^ get_unaligned(&b[0])) | (get_unaligned(&a[1]) ^ get_unaligned(&b[1])) | (get_unaligned(&a[2]) ^ get_unaligned(&b[2]))) != 0;
 * check-fix-end
 */
#include <linux/types.h>

unsigned int compare_ether_addr(const u8 *addr1, const u8 *addr2)
{
	const u16 *a = (const u16 *) addr1;
	const u16 *b = (const u16 *) addr2;
	return ((a[0] ^ b[0]) | (a[1] ^ b[1]) | (a[2] ^ b[2])) != 0;
}
