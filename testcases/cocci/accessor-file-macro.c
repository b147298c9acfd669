/*
 * check-name: get_unaligned() inside the file's own macros is an accessor, not a cast
 *
 * check-command: unaligned-check --confidence low $file
 *
 * CDB_BE32() takes the address of its argument for get_unaligned_be32():
 * the u32 element is not loaded. RD_LE32() casts inside get_unaligned(),
 * the safe idiom, though sparse sees the cast at the call. RD_LE16()
 * loads through its cast and is reported.
 *
 * check-output-start
accessor-file-macro.c:35:17: warning: unaligned 2-byte access: RD_LE16() casts buf + 1 to __le16 *; use get_unaligned_le16() and put_unaligned_le16() in the macro (confidence: high, reason: unaligned-offset) [unaligned-macro-cast]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/unaligned.h>
#include <asm/byteorder.h>

#define CDB_BE32(x) get_unaligned_be32(&(x))
#define RD_LE32(p) le32_to_cpu(get_unaligned((__le32 *)(p)))
#define RD_LE16(p) le16_to_cpu(*(__le16 *)(p))

u32 cdb_lba(u8 *cdb)
{
	return CDB_BE32(((u32 *)cdb)[1]);
}

u32 desc_len(u8 *buf)
{
	return RD_LE32(buf + 1);
}

u16 desc_tag(u8 *buf)
{
	return RD_LE16(buf + 1);
}
