/*
 * check-name: sparse's casts are low where they are written out; a macro's cast of its argument is rated by the semantic patches
 * check-command: unaligned-check --confidence low $file
 *
 * The semantic patches parse a cast written in the code and follow it to
 * its accesses: the end pointer (line 32) is only compared, the cast of
 * a __le64 member (line 33) is of a typed object, the pointer handed to
 * a function (line 34) is not read here. sparse, which knows only that
 * the cast was made, is then low. The macro on line 35 casts its
 * argument, a byte pointer parameter: the semantic patches read the
 * macro and report that (high), and sparse's finding gives way.
 *
 * check-output-start
sparse-cast-written-out.c:33:24: warning: cast of a pointer to restricted __le32 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_le32(); the cast is written out here, and the semantic patches found no unaligned access through it (confidence: low, reason: sparse-cast-written-out) [unaligned-sparse-cast]
sparse-cast-written-out.c:34:22: warning: cast of a pointer to restricted __le32 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_le32(); the cast is written out here, and the semantic patches found no unaligned access through it (confidence: low, reason: sparse-cast-written-out) [unaligned-sparse-cast]
sparse-cast-written-out.c:35:18: warning: cast of a pointer to restricted __le16 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_le16(); the cast is written out here, and the semantic patches found no unaligned access through it (confidence: low, reason: sparse-cast-written-out) [unaligned-sparse-cast]
sparse-cast-written-out.c:36:29: warning: unaligned 4-byte access: GET_WORD1() casts data to __le32 *; use get_unaligned_le32() and put_unaligned_le32() in the macro (confidence: moderate, reason: byte-parameter) [unaligned-macro-cast]
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

struct desc {
	__le64 addr;
};

#define GET_WORD1(p)	le32_to_cpu(*((__le32 *)(p) + 1))

void consume(__le16 *w);

u32 walk(u8 *data, int len, struct desc *d)
{
	__le32 *end = (__le32 *)&data[len];
	__le32 *a = (__le32 *)&d->addr;
	consume((__le16 *)data);
	return a < end ? GET_WORD1(data) : 0;
}
