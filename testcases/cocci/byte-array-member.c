/*
 * check-name: sparse finds a cast to __le16 * of a byte array that the semantic patch cannot type
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
sparse-only.c:19:30: warning: cast of a pointer to restricted __le16 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_le16() (confidence: moderate) [unaligned-sparse-cast]
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

struct frame {
	u8 hdr[3];
	u8 body[16];
};

u16 body_len(struct frame *f)
{
	return le16_to_cpup((__le16 *)f->body);
}
