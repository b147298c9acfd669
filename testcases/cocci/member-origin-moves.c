/*
 * check-name: a local set from a struct member and moved by multiples of 4 stays 4-aligned: low for 4 bytes, moderate for 8
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
member-origin-moves.c:26:13: warning: unaligned 4-byte store of cpu_to_be32() through data; use put_unaligned_be32() (confidence: low, reason: member-origin) [unaligned-byteorder]
member-origin-moves.c:28:13: warning: unaligned 4-byte store of cpu_to_be32() through data; use put_unaligned_be32() (confidence: low, reason: member-origin) [unaligned-byteorder]
member-origin-moves.c:30:13: warning: unaligned 8-byte store of cpu_to_be64() through data; use put_unaligned_be64() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
member-origin-moves.c:38:13: warning: unaligned 4-byte store of cpu_to_be32() through data; use put_unaligned_be32() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

struct trace {
	u8 *data;
	int remlen;
};

/* like ioam6's trace filler: 4-byte fields after a 4-aligned start */
void fill(struct trace *t, u32 v, int n)
{
	u8 *data;

	data = t->data + t->remlen * 4 - n * 4;
	*(__be32 *)data = cpu_to_be32(v);
	data += sizeof(__be32);
	*(__be32 *)data = cpu_to_be32(v);
	data += sizeof(__be64);
	*(__be64 *)data = cpu_to_be64(v);
}

void fill_odd(struct trace *t, u32 v)
{
	u8 *data = t->data;

	data += 2;
	*(__be32 *)data = cpu_to_be32(v);
}
