/*
 * check-name: offsets and strides read from the data are of unknown residue: a record list walked by its length field, a device-supplied offset, an IE list stepped by its length byte are high (data-offset, naming the value), also for a struct laid over the record; a stride rounded to the width and the driver's own header length are not data
 * check-command: unaligned-check $file
 *
 * check-output-start
data-offset-stride.c:43:27: warning: 4-byte member value of struct demo_tlv, which is laid over pos and not __packed; pointer made on line 41 (confidence: high, reason: data-offset:le16_to_cpu(tlv->len)) [unaligned-struct-overlay]
data-offset-stride.c:44:33: warning: unaligned 4-byte load for le32_to_cpu() through (pos + 8); use get_unaligned_le32() (confidence: high, reason: data-offset:le16_to_cpu(tlv->len)) [unaligned-byteorder]
data-offset-stride.c:45:42: warning: 2-byte member len of struct demo_tlv, which is laid over pos and not __packed; pointer made on line 41 (confidence: high, reason: data-offset:le16_to_cpu(tlv->len)) [unaligned-struct-overlay]
data-offset-stride.c:57:33: warning: unaligned 4-byte load for le32_to_cpu() through (pos + 4); use get_unaligned_le32() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
data-offset-stride.c:58:43: warning: unaligned 2-byte load for le16_to_cpu() through (pos + 2); use get_unaligned_le16() (confidence: moderate, reason: unknown-origin) [unaligned-byteorder]
data-offset-stride.c:68:32: warning: unaligned 4-byte load for le32_to_cpu() through (frame + off); use get_unaligned_le32() (confidence: high, reason: data-offset:le16_to_cpu(desc->data_off)) [unaligned-byteorder]
data-offset-stride.c:76:34: warning: unaligned 2-byte load for le16_to_cpu() through (ies + 2); use get_unaligned_le16() (confidence: high, reason: data-offset:*(ies+1)) [unaligned-byteorder]
data-offset-stride.c:86:32: warning: unaligned 4-byte load for le32_to_cpu() through (buf + priv->hdr_len); use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/align.h>

struct demo_tlv {
	__le16 type;
	__le16 len;
	__le32 value;
};

struct demo_desc {
	__le16 data_off;
	__le16 data_len;
};

struct demo_priv {
	unsigned int hdr_len;
};

/* records of the device's choosing, each followed by its payload */
u32 demo_walk_tlvs(u8 *buf, unsigned int size)
{
	u8 *pos = buf;
	u32 sum = 0;

	while (pos + sizeof(struct demo_tlv) <= buf + size) {
		struct demo_tlv *tlv = (struct demo_tlv *)pos;

		sum += le32_to_cpu(tlv->value);
		sum += le32_to_cpu(*(__le32 *)(pos + 8));
		pos += sizeof(*tlv) + le16_to_cpu(tlv->len);
	}
	return sum;
}

/* the same walk, with each record padded to 4 bytes */
u32 demo_walk_padded(u8 *buf, unsigned int size)
{
	u8 *pos = buf;
	u32 sum = 0;

	while (pos + 8 <= buf + size) {
		sum += le32_to_cpu(*(__le32 *)(pos + 4));
		pos += ALIGN(8 + le16_to_cpu(*(__le16 *)(pos + 2)), 4);
	}
	return sum;
}

/* where the payload is, the device says */
u32 demo_payload(u8 *frame, struct demo_desc *desc)
{
	unsigned int off = le16_to_cpu(desc->data_off);

	return le32_to_cpu(*(__le32 *)(frame + off));
}

/* information elements: id, length, data */
u16 demo_find_ie(u8 *ies, int len, u8 id)
{
	while (len >= 2) {
		if (ies[0] == id && ies[1] >= 2)
			return le16_to_cpu(*(__le16 *)(ies + 2));
		len -= ies[1] + 2;
		ies += ies[1] + 2;
	}
	return 0;
}

/* the driver's own state is not data */
u32 demo_after_header(struct demo_priv *priv, u8 *buf)
{
	return le32_to_cpu(*(__le32 *)(buf + priv->hdr_len));
}
