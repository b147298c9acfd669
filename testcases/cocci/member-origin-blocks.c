/*
 * check-name: moves of a struct-member pointer inside plain blocks: a block whose moves add up to a multiple of 4 keeps 4-alignment
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
member-origin-blocks.c:56:14: warning: unaligned 4-byte store of cpu_to_be32() through data; use put_unaligned_be32() (confidence: low, reason: member-origin) [unaligned-byteorder]
member-origin-blocks.c:60:14: warning: unaligned 2-byte store of cpu_to_be16() through data; use put_unaligned_be16() (confidence: low, reason: member-origin) [unaligned-byteorder]
member-origin-blocks.c:62:14: warning: unaligned 2-byte store of cpu_to_be16() through data; use put_unaligned_be16() (confidence: low, reason: member-origin) [unaligned-byteorder]
member-origin-blocks.c:65:13: warning: unaligned 4-byte store of cpu_to_be32() through data; use put_unaligned_be32() (confidence: low, reason: member-origin) [unaligned-byteorder]
member-origin-blocks.c:67:13: warning: unaligned 8-byte store of cpu_to_be64() through data; use put_unaligned_be64() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
member-origin-blocks.c:76:14: warning: unaligned 2-byte store of cpu_to_be16() through data; use put_unaligned_be16() (confidence: low, reason: member-origin) [unaligned-byteorder]
member-origin-blocks.c:79:13: warning: unaligned 4-byte store of cpu_to_be32() through data; use put_unaligned_be32() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
member-origin-blocks.c:89:13: warning: unaligned 4-byte store of cpu_to_be32() through data; use put_unaligned_be32() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
member-origin-blocks.c:98:14: warning: unaligned 4-byte store of cpu_to_be32() through data; use put_unaligned_be32() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
member-origin-blocks.c:116:13: warning: unaligned 4-byte store of cpu_to_be32() through data; use put_unaligned_be32() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-		*(__be32 *)data = cpu_to_be32(v);
+		put_unaligned_be32(v, data);
-		*(__be16 *)data = cpu_to_be16(v);
+		put_unaligned_be16(v, data);
-		*(__be16 *)data = cpu_to_be16(v);
+		put_unaligned_be16(v, data);
-	*(__be32 *)data = cpu_to_be32(v);
+	put_unaligned_be32(v, data);
-	*(__be64 *)data = cpu_to_be64(v);
+	put_unaligned_be64(v, data);
-		*(__be16 *)data = cpu_to_be16(v);
+		put_unaligned_be16(v, data);
-	*(__be32 *)data = cpu_to_be32(v);
+	put_unaligned_be32(v, data);
-	*(__be32 *)data = cpu_to_be32(v);
+	put_unaligned_be32(v, data);
-		*(__be32 *)data = cpu_to_be32(v);
+		put_unaligned_be32(v, data);
-	*(__be32 *)data = cpu_to_be32(v);
+	put_unaligned_be32(v, data);
 * check-fix-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

struct trace {
	u8 *data;
	int remlen;
};

/* like ioam6's trace filler: two 2-byte fields in one block */
void fill_blocks(struct trace *t, u32 v, bool a, bool b)
{
	u8 *data = t->data;

	if (a) {
		*(__be32 *)data = cpu_to_be32(v);
		data += sizeof(__be32);
	}
	if (b) {
		*(__be16 *)data = cpu_to_be16(v);
		data += sizeof(__be16);
		*(__be16 *)data = cpu_to_be16(v);
		data += sizeof(__be16);
	}
	*(__be32 *)data = cpu_to_be32(v);
	data += 4;
	*(__be64 *)data = cpu_to_be64(v);
}

/* a block that may or may not move by 2 */
void fill_maybe(struct trace *t, u32 v, bool a)
{
	u8 *data = t->data;

	if (a) {
		*(__be16 *)data = cpu_to_be16(v);
		data += 2;
	}
	*(__be32 *)data = cpu_to_be32(v);
}

/* the same without braces */
void fill_alone(struct trace *t, u32 v, bool a)
{
	u8 *data = t->data;

	if (a)
		data += 2;
	*(__be32 *)data = cpu_to_be32(v);
}

/* a loop that moves by 2 each time */
void fill_loop(struct trace *t, u32 v, int n)
{
	u8 *data = t->data;

	while (n--) {
		*(__be32 *)data = cpu_to_be32(v);
		data += 2;
	}
}

/* a switch is not followed: every move counts */
void fill_switch(struct trace *t, u32 v, int kind)
{
	u8 *data = t->data;

	switch (kind) {
	case 1:
		data += 2;
		break;
	default:
		data += 2;
		break;
	}
	*(__be32 *)data = cpu_to_be32(v);
}
