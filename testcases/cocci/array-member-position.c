/*
 * check-name: a byte array member is as aligned as its place in a struct of known layout
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
array-member-position.c:31:20: warning: unaligned 4-byte load through __le32 * cast from smb->Protocol; use get_unaligned() (confidence: low, reason: packed-array-member) [unaligned-cast-read]
array-member-position.c:37:17: warning: unaligned 4-byte load through u32 * cast from smb->Pad; use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
array-member-position.c:54:17: warning: unaligned 8-byte load through u64 * cast from l->key; use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

/* cifs: Protocol[4] at offset 4 of a __packed header: an overlay, low */
struct smb_hdr {
	__be32 smb_buf_length;
	__u8 Protocol[4];
	__u8 Command;
	__u8 Pad[4];
	union {
		struct {
			__u8 ErrorClass;
			__le16 Error;
		} __attribute__((packed)) DosError;
		__le32 CifsError;
	} __attribute__((packed)) Status;
} __packed;

int smb_signature_ok(struct smb_hdr *smb)
{
	return *(__le32 *)smb->Protocol == cpu_to_le32(0x424d53ff);
}

/* Pad[] is at offset 9: wherever the struct is, the cast is odd */
u32 smb_pad(struct smb_hdr *smb)
{
	return *(u32 *)smb->Pad;
}

/* not packed: key[] at offset 4 of a 4-aligned struct */
struct lease {
	u32 flags;
	u8 key[16];
};

u32 lease_key_word(struct lease *l)
{
	return *(u32 *)l->key;
}

/* ... but not 8-aligned */
u64 lease_key_low(struct lease *l)
{
	return *(u64 *)l->key;
}

/* a local struct: the same */
u32 lease_key_local(void)
{
	struct lease l = { 0 };

	return *(u32 *)(l.key + 4);
}
