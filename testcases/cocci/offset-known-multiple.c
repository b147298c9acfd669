/*
 * check-name: offsets from #defines, kernel constants, sizeof and stepping counters count as constants
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
offset-known-multiple.c:52:24: warning: unaligned 4-byte load through const u32 * cast from (p + i); use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
offset-known-multiple.c:54:23: warning: unaligned 4-byte load through const u32 * cast from (p + HDR_LEN); use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
offset-known-multiple.c:56:23: warning: unaligned 2-byte load through const u16 * cast from (p + ETH_ALEN); use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
offset-known-multiple.c:58:23: warning: unaligned 4-byte load through const u32 * cast from (p + 2 * sizeof(u32)); use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
offset-known-multiple.c:60:23: warning: unaligned 4-byte load through const u32 * cast from (p + ETH_ALEN); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
offset-known-multiple.c:62:23: warning: unaligned 4-byte load through const u32 * cast from (p + ODD_LEN); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
offset-known-multiple.c:65:24: warning: unaligned 4-byte load through const u32 * cast from (p + i); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
offset-known-multiple.c:68:24: warning: unaligned 4-byte load through const u32 * cast from (p + j); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-		sum += *(const u32 *)(p + i);
+		sum += get_unaligned((const u32 *)(p + i));
-	sum += *(const u32 *)(p + HDR_LEN);
+	sum += get_unaligned((const u32 *)(p + HDR_LEN));
-	sum += *(const u16 *)(p + ETH_ALEN);
+	sum += get_unaligned((const u16 *)(p + ETH_ALEN));
-	sum += *(const u32 *)(p + 2 * sizeof(u32));
+	sum += get_unaligned((const u32 *)(p + 2 * sizeof(u32)));
-	sum += *(const u32 *)(p + ETH_ALEN);
+	sum += get_unaligned((const u32 *)(p + ETH_ALEN));
-	sum += *(const u32 *)(p + ODD_LEN);
+	sum += get_unaligned((const u32 *)(p + ODD_LEN));
-		sum += *(const u32 *)(p + i);
+		sum += get_unaligned((const u32 *)(p + i));
-		sum += *(const u32 *)(p + j);
+		sum += get_unaligned((const u32 *)(p + j));
 * check-fix-end
 */
#include <linux/types.h>
#include <linux/if_ether.h>

#define HDR_LEN	8
#define ODD_LEN	(0x0d)

const u8 *rx_buffer(void);

u32 offsets(int len, int j)
{
	const u8 *p = rx_buffer();
	u32 sum = 0;
	int i;

	/* moderate, like offset 0: i is 0, 4, 8, ... */
	for (i = 0; i < len; i += 4)
		sum += *(const u32 *)(p + i);
	/* the file's own #define */
	sum += *(const u32 *)(p + HDR_LEN);
	/* ETH_ALEN is 6: fine for 2 bytes ... */
	sum += *(const u16 *)(p + ETH_ALEN);
	/* sizeof of a scalar type */
	sum += *(const u32 *)(p + 2 * sizeof(u32));
	/* ... not for 4: high */
	sum += *(const u32 *)(p + ETH_ALEN);
	/* a #define that is odd: high */
	sum += *(const u32 *)(p + ODD_LEN);
	/* a counter stepping by 2 reaches 2 mod 4: high */
	for (i = 0; i < len; i += 2)
		sum += *(const u32 *)(p + i);
	/* an offset of unknown value: high */
	for (i = 0; i < len; i += 4)
		sum += *(const u32 *)(p + j);
	return sum;
}
