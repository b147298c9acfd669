/*
 * check-name: with no #include <linux/...>, the include goes after the last #include <...>
 * check-command: unaligned-check $file
 * check-include-after: #include <net/sock.h>
 *
 * check-output-start
include-no-linux-header.c:25:32: warning: unaligned 2-byte load for le16_to_cpu() through (tlv + 2); use get_unaligned_le16() (confidence: moderate, reason: byte-parameter) [unaligned-byteorder]
 * check-output-end
 *
 * check-fix-start
+#include <linux/unaligned.h>
-	return le16_to_cpu(*(__le16 *)(tlv + 2));
+	return get_unaligned_le16(tlv + 2);
 * check-fix-end
 */
#include <net/sock.h>

#include "local.h"

/* a TLV: type, length, then the value at offset 2 of a u8 stream */
u16 tlv_value(const u8 *tlv)
{
	if (tlv[1] < 2)
		return 0;
	return le16_to_cpu(*(__le16 *)(tlv + 2));
}
