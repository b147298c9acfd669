/*
 * check-name: a byte pointer into a u32 array, at multiples of 4, is aligned
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
safe-aligned-object.c:31:17: warning: unaligned 4-byte load through u32 * cast from (p + 2); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	return *(u32 *)(p + 2);
+	return get_unaligned((u32 *)(p + 2));
 * check-fix-end
 */
#include <linux/types.h>

u32 from_words(void)
{
	u32 w[4] = { 1, 2, 3, 4 };
	u8 *p = (u8 *)w;

	return *(u32 *)(p + 8) + *(u32 *)p + *(u16 *)(p + 2);
}

u32 odd_into_words(void)
{
	u32 w[4] = { 1, 2, 3, 4 };
	u8 *p = (u8 *)w;

	/* only 2-aligned: reported */
	return *(u32 *)(p + 2);
}

u32 words_stepped(void)
{
	u32 w[4] = { 1, 2, 3, 4 };
	u8 *p = (u8 *)w;
	u32 sum = 0;
	int i;

	/* 0, 4, 8, 12 into a u32 array: aligned */
	for (i = 0; i < sizeof(w); i += sizeof(u32))
		sum += *(u32 *)(p + i);
	return sum;
}
