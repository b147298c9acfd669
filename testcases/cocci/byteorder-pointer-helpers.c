/*
 * check-name: leN_to_cpup() through a pointer variable, and the __-prefixed byte-order helpers
 * check-command: unaligned-check --confidence low $file
 *
 * A pointer variable handed to le32_to_cpup() is read through as surely
 * as by *val (ath6kl's firmware IE parser); __le32_to_cpup() and
 * __cpu_to_be16() are the same conversions under their uapi names
 * (garmin_gps).
 *
 * check-output-start
byteorder-pointer-helpers.c:37:25: warning: unaligned 4-byte access through val, which points into data; pointer made on line 36 (confidence: moderate, reason: byte-parameter) [unaligned-pointer-var]
byteorder-pointer-helpers.c:42:34: warning: unaligned 4-byte load for __le32_to_cpup() through (usb_packet); use get_unaligned_le32() (confidence: moderate, reason: byte-parameter) [unaligned-byteorder]
byteorder-pointer-helpers.c:47:13: warning: unaligned 2-byte store of __cpu_to_be16() through (buf + 3); use put_unaligned_be16() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
byteorder-pointer-helpers.c:48:34: warning: unaligned 2-byte load for __be16_to_cpu() through (buf + 5); use get_unaligned_be16() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	return le32_to_cpup(val);
+	return get_unaligned_le32(val);
-	return __le32_to_cpup((__le32 *)(usb_packet));
+	return get_unaligned_le32(usb_packet);
-	*(__be16 *)(buf + 3) = __cpu_to_be16(v);
-	return __be16_to_cpu(*(__be16 *)(buf + 5));
+	put_unaligned_be16(v, buf + 3);
+	return get_unaligned_be16(buf + 5);
 * check-fix-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

u32 patch_addr(const u8 *data)
{
	const __le32 *val;

	val = (__le32 *)data;
	return le32_to_cpup(val);
}

static inline int layer_id(const __u8 *usb_packet)
{
	return __le32_to_cpup((__le32 *)(usb_packet));
}

u16 swap_half(u8 *buf, u16 v)
{
	*(__be16 *)(buf + 3) = __cpu_to_be16(v);
	return __be16_to_cpu(*(__be16 *)(buf + 5));
}
