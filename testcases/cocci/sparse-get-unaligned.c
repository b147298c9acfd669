/*
 * check-name: sparse adds nothing for a cast handed to get_unaligned() and its kin
 * check-command: unaligned-check --confidence low $file
 *
 * Each of these casts to a restricted pointer draws a sparse warning, and
 * each is the safe idiom.  sparse points at the name of the macros
 * get_unaligned() and put_unaligned(), and at the type inside the cast
 * for the inline get_unaligned_le16(); both are recognised, with tabs
 * counted the way sparse counts them.  The last cast is a plain load,
 * reported once, by the semantic patch.
 *
 * check-output-start
sparse-get-unaligned.c:29:32: warning: unaligned 2-byte load for le16_to_cpu() through (b + 9); use get_unaligned_le16() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>
#include <linux/unaligned.h>

u16 frame_fields(u8 *b)
{
	u16 fc = le16_to_cpu(get_unaligned((__le16 *)b));

	fc += get_unaligned_le16(((__le16 *)b) + 2);
	fc += get_unaligned_le16((const __le16 *)(b + 5));
	put_unaligned(cpu_to_le16(fc), (__le16 *)(b + 7));
	if (fc)
		return fc;
	return le16_to_cpu(*(__le16 *)(b + 9));
}
