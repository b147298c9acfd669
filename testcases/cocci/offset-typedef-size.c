/*
 * check-name: sizeof() of a typedef'd struct is known as the struct's is
 * check-command: unaligned-check --confidence low $file
 *
 * jbd2's revoke records start after sizeof(jbd2_journal_revoke_header_t),
 * a typedef of a struct whose first member is another typedef'd struct:
 * 16 bytes, then steps of 4 (low). The tree's own typedefs count too
 * (journal_header_t, 12 bytes: low for a 4-byte load after it, high for
 * an 8-byte one). An anonymous typedef'd struct (rec_t, 6 bytes
 * __packed: a 2-byte load after it is low) and sizeof(*h)
 * for a typedef'd pointer are laid out the same way; a typedef of
 * something the rules cannot lay out stays unknown (high).
 *
 * check-output-start
offset-typedef-size.c:49:33: warning: unaligned 4-byte load for be32_to_cpu() through (bh->b_data + offset); use get_unaligned_be32() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-typedef-size.c:57:32: warning: unaligned 4-byte load for be32_to_cpu() through (bh->b_data + sizeof(journal_header_t)); use get_unaligned_be32() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-typedef-size.c:62:32: warning: unaligned 8-byte load for be64_to_cpu() through (bh->b_data + sizeof(journal_header_t)); use get_unaligned_be64() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
offset-typedef-size.c:69:32: warning: unaligned 4-byte load for be32_to_cpu() through (bh->b_data + sizeof(*h)); use get_unaligned_be32() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-typedef-size.c:74:32: warning: unaligned 2-byte load for le16_to_cpu() through (bh->b_data + sizeof(rec_t)); use get_unaligned_le16() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-typedef-size.c:79:32: warning: unaligned 4-byte load for le32_to_cpu() through (bh->b_data + sizeof(opaque_t)); use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/jbd2.h>

typedef struct revoke_header_s {
	journal_header_t r_header;
	__be32 r_count;
} revoke_header_t;

typedef struct {
	__le16 len;
	__le32 id;
} __packed rec_t;

typedef struct opaque_s opaque_t;

struct buffer_head_like {
	size_t b_size;
	char *b_data;
};

u32 revoke_sum(struct buffer_head_like *bh, int max)
{
	int offset = sizeof(revoke_header_t);
	u32 sum = 0;

	while (offset + 4 <= max) {
		sum += be32_to_cpu(*(__be32 *)(bh->b_data + offset));
		offset += 4;
	}
	return sum;
}

u32 after_header(struct buffer_head_like *bh)
{
	return be32_to_cpu(*(__be32 *)(bh->b_data + sizeof(journal_header_t)));
}

u64 after_header_dword(struct buffer_head_like *bh)
{
	return be64_to_cpu(*(__be64 *)(bh->b_data + sizeof(journal_header_t)));
}

u32 after_header_word(struct buffer_head_like *bh)
{
	revoke_header_t *h = (revoke_header_t *)bh->b_data;

	return be32_to_cpu(*(__be32 *)(bh->b_data + sizeof(*h)));
}

u16 after_record(struct buffer_head_like *bh)
{
	return le16_to_cpu(*(__le16 *)(bh->b_data + sizeof(rec_t)));
}

u32 after_opaque(struct buffer_head_like *bh)
{
	return le32_to_cpu(*(__le32 *)(bh->b_data + sizeof(opaque_t)));
}
