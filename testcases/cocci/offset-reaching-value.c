/*
 * check-name: a move by a local just rounded up counts as a multiple (firmware TLVs padded to 4 bytes)
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
offset-reaching-value.c:48:29: warning: 4-byte member len of struct fw_ie, which is laid over data and not __packed; pointer made on line 47 (confidence: low, reason: struct-overlay) [unaligned-struct-overlay]
offset-reaching-value.c:52:28: warning: 4-byte member id of struct fw_ie, which is laid over data and not __packed; pointer made on line 47 (confidence: low, reason: struct-overlay) [unaligned-struct-overlay]
offset-reaching-value.c:55:31: warning: unaligned 4-byte access through timestamp, which points into data; pointer made on line 54 (confidence: low, reason: member-origin) [unaligned-pointer-var]
offset-reaching-value.c:77:29: warning: 4-byte member len of struct fw_ie, which is laid over data and not __packed; pointer made on line 76 (confidence: low, reason: struct-overlay) [unaligned-struct-overlay]
offset-reaching-value.c:81:28: warning: 4-byte member id of struct fw_ie, which is laid over data and not __packed; pointer made on line 76 (confidence: low, reason: struct-overlay) [unaligned-struct-overlay]
offset-reaching-value.c:84:31: warning: unaligned 4-byte access through timestamp, which points into data; pointer made on line 83 (confidence: moderate, reason: unknown-origin) [unaligned-pointer-var]
offset-reaching-value.c:106:33: warning: unaligned 4-byte load for le32_to_cpup() through data; use get_unaligned_le32() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/kernel.h>
#include <linux/firmware.h>
#include <linux/string.h>
#include <linux/printk.h>

struct fw_ie {
	__le32 id;
	__le32 len;
	u8 data[];
};

/* ath10k: the elements after the magic are padded to 4 bytes */
u32 fw_timestamp(const struct firmware *fw)
{
	const u8 *data = fw->data;
	size_t len = fw->size, magic_len, ie_len;
	const struct fw_ie *hdr;
	__le32 *timestamp;
	u32 ts = 0;

	magic_len = strlen("QCA-ATH10K") + 1;
	magic_len = ALIGN(magic_len, 4);
	/* a block that leaves: magic_len is still the rounded one */
	if (magic_len > len) {
		pr_err("no space for the padding\n");
		return 0;
	}
	len -= magic_len;
	data += magic_len;

	while (len > sizeof(*hdr)) {
		hdr = (const struct fw_ie *)data;
		ie_len = le32_to_cpu(hdr->len);
		len -= sizeof(*hdr);
		data += sizeof(*hdr);

		switch (le32_to_cpu(hdr->id)) {
		case 1:
			timestamp = (__le32 *)data;
			ts = le32_to_cpup(timestamp);
			break;
		}

		ie_len = ALIGN(ie_len, 4);
		len -= ie_len;
		data += ie_len;
	}
	return ts;
}

/* the same without the padding: each element is wherever its length ends */
u32 fw_timestamp_unpadded(const struct firmware *fw)
{
	const u8 *data = fw->data;
	size_t len = fw->size, ie_len;
	const struct fw_ie *hdr;
	__le32 *timestamp;
	u32 ts = 0;

	while (len > sizeof(*hdr)) {
		hdr = (const struct fw_ie *)data;
		ie_len = le32_to_cpu(hdr->len);
		len -= sizeof(*hdr);
		data += sizeof(*hdr);

		switch (le32_to_cpu(hdr->id)) {
		case 1:
			timestamp = (__le32 *)data;
			ts = le32_to_cpup(timestamp);
			break;
		}

		if (ie_len > len)
			break;
		len -= ie_len;
		data += ie_len;
	}
	return ts;
}

/* rounded before a loop that changes it: not a multiple in the loop */
u32 fw_words(const struct firmware *fw)
{
	const u8 *data = fw->data;
	size_t step = ALIGN(fw->size, 4);
	u32 sum = 0;
	int i;

	step = ALIGN(step, 4);
	for (i = 0; i < 4; i++) {
		sum += le32_to_cpup((__le32 *)data);
		data += step;
		step = 3;
	}
	return sum;
}
