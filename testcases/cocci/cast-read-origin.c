/*
 * check-name: cast and read: confidence follows the byte pointer's origin and offset
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
cast-read-origin.c:41:14: warning: unaligned 4-byte load through u32 * cast from param; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
cast-read-origin.c:43:15: warning: unaligned 4-byte load through u32 * cast from local; use get_unaligned() (confidence: low, reason: member-origin) [unaligned-cast-read]
cast-read-origin.c:45:15: warning: unaligned 4-byte load through u32 * cast from (local + 8); use get_unaligned() (confidence: low, reason: member-origin) [unaligned-cast-read]
cast-read-origin.c:47:15: warning: unaligned 4-byte load through u32 * cast from (local + 6); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
cast-read-origin.c:49:15: warning: unaligned 4-byte load through u32 * cast from opaque; use get_unaligned() (confidence: low, reason: void-pointer) [unaligned-cast-read]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	v = *(u32 *)param;
+	v = get_unaligned((u32 *)param);
-	v += *(u32 *)local;
+	v += get_unaligned((u32 *)local);
-	v += *(u32 *)(local + 8);
+	v += get_unaligned((u32 *)(local + 8));
-	v += *(u32 *)(local + 6);
+	v += get_unaligned((u32 *)(local + 6));
-	v += *(u32 *)opaque;
+	v += get_unaligned((u32 *)opaque);
 * check-fix-end
 */
#include <linux/types.h>

struct ctx {
	u8 *rx;
	void *priv;
};

u32 origin(struct ctx *c, u8 *param)
{
	u8 *local = c->rx;
	void *opaque = c->priv;
	u32 v;

	/* a parameter: high */
	v = *(u32 *)param;
	/* only ever a struct member's pointer, offset 0: low */
	v += *(u32 *)local;
	/* the same at an aligned offset: low */
	v += *(u32 *)(local + 8);
	/* visibly odd offset: high */
	v += *(u32 *)(local + 6);
	/* void * of unknown origin: low */
	v += *(u32 *)opaque;
	return v;
}
