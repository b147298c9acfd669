/*
 * check-name: a pointer variable made from a byte pointer, with and without a cast
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
pointer-var.c:34:25: warning: unaligned 4-byte access through b, which points into buf; pointer made on line 29 (confidence: low, reason: void-pointer) [unaligned-pointer-var]
pointer-var.c:41:12: warning: unaligned 2-byte access through w, which points into (p + 1); pointer made on line 40 (confidence: high, reason: unaligned-offset) [unaligned-pointer-var]
pointer-var.c:43:8: warning: unaligned 2-byte access through w, which points into (p + 1); pointer made on line 40 (confidence: high, reason: unaligned-offset) [unaligned-pointer-var]
pointer-var.c:44:3: warning: unaligned 2-byte access through w, which points into (p + 1); pointer made on line 40 (confidence: high, reason: unaligned-offset) [unaligned-pointer-var]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-		sum += le32_to_cpu(b[i]);
+		sum += le32_to_cpu(get_unaligned(&b[i]));
-	u16 x = *w++;
+	u16 x = get_unaligned(w++);
-	x += *w;
-	*w = x;
+	x += get_unaligned(w);
+	put_unaligned(x, w);
 * check-fix-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

u32 sum_words(const void *buf, int n)
{
	const __le32 *b = buf;
	u32 sum = 0;
	int i;

	for (i = 0; i < n; i++)
		sum += le32_to_cpu(b[i]);
	return sum;
}

u16 walk(u8 *p)
{
	u16 *w = (u16 *)(p + 1);
	u16 x = *w++;

	x += *w;
	*w = x;
	return x + sizeof(*w);
}
