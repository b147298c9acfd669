/*
 * check-name: a local only set to multiples and moved by multiples is a multiple
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
offset-local-moves.c:33:33: warning: unaligned 8-byte load for be64_to_cpu() through (bh->b_data + offset); use get_unaligned_be64() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-local-moves.c:47:33: warning: unaligned 4-byte load for le32_to_cpu() through (bh->b_data + pos); use get_unaligned_le32() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-local-moves.c:58:33: warning: unaligned 4-byte load for le32_to_cpu() through (bh->b_data + pos); use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
offset-local-moves.c:70:32: warning: unaligned 4-byte load for le32_to_cpu() through (bh->b_data + pos); use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>

struct log_header {
	__be64 seq;
	__be64 blocks;
	__be32 type;
	__be32 flags;
};

struct buffer_head {
	size_t b_size;
	char *b_data;
};

/* gfs2's revoke replay: 24, then steps of 8 */
u64 sum_words(struct buffer_head *bh)
{
	unsigned int offset = sizeof(struct log_header);
	u64 sum = 0;

	while (offset + sizeof(u64) <= bh->b_size) {
		sum += be64_to_cpu(*(__be64 *)(bh->b_data + offset));
		offset += sizeof(u64);
	}
	return sum;
}

/* isofs: set by a shift, then moved by 4 */
u32 block_pointers(struct buffer_head *bh, unsigned int n)
{
	unsigned int pos;
	u32 sum = 0;

	pos = n << 2;
	for (; pos < bh->b_size; pos += 4)
		sum += le32_to_cpu(*(__le32 *)(bh->b_data + pos));
	return sum;
}

/* one odd step, or a write it does not follow, and the offset is unknown */
u32 odd_steps(struct buffer_head *bh)
{
	unsigned int pos = 0;
	u32 sum = 0;

	while (pos + 4 <= bh->b_size) {
		sum += le32_to_cpu(*(__le32 *)(bh->b_data + pos));
		pos += 3;
	}
	return sum;
}

u32 or_step(struct buffer_head *bh, int odd)
{
	unsigned int pos = 4;

	if (odd)
		pos |= 1;
	return le32_to_cpu(*(__le32 *)(bh->b_data + pos));
}
