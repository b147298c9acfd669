/*
 * check-name: block sizes are multiples of 512; offsets through multi-line macros of the file
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
offset-block-size.c:34:32: warning: unaligned 4-byte load for le32_to_cpu() through (&bh->b_data[off]); use get_unaligned_le32() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-block-size.c:43:3: warning: unaligned 4-byte access through fat_entry, which points into &(bh->b_data[off]); pointer made on line 41 (confidence: low, reason: struct-member) [unaligned-pointer-var]
offset-block-size.c:49:32: warning: unaligned 4-byte load for le32_to_cpu() through (&bh->b_data[sb->s_blocksize - 4]); use get_unaligned_le32() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-block-size.c:54:10: warning: unaligned 8-byte store through u64 * cast from (bh->b_data + bh->b_size - 8); use put_unaligned() (confidence: low, reason: struct-member) [unaligned-cast-write]
offset-block-size.c:60:32: warning: unaligned 4-byte load for le32_to_cpu() through (&bh->b_data[sb->s_blocksize - 2]); use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
offset-block-size.c:65:32: warning: unaligned 4-byte load for le32_to_cpu() through (bh->b_data + (loc << ENT_SIZE_BITS) + 1); use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>

struct super_block {
	unsigned long s_blocksize;
};

struct buffer_head {
	size_t b_size;
	char *b_data;
};

#define ENT_SIZE_BITS (2)
#define ENT_OFFSET_IN_BLOCK(sb, loc)	\
	((loc << ENT_SIZE_BITS) & (sb->s_blocksize - 1))

/* a multi-line macro of the file: entries of 4 bytes, inside a block */
u32 fat_entry(struct super_block *sb, struct buffer_head *bh, u32 loc)
{
	unsigned int off = ENT_OFFSET_IN_BLOCK(sb, loc);

	return le32_to_cpu(*(__le32 *)(&bh->b_data[off]));
}

void set_fat_entry(struct super_block *sb, struct buffer_head *bh, u32 loc,
		   u32 content)
{
	unsigned int off = ENT_OFFSET_IN_BLOCK(sb, loc);
	__le32 *fat_entry = (__le32 *)&(bh->b_data[off]);

	*fat_entry = cpu_to_le32(content);
}

/* block sizes are powers of two from 512 up */
u32 last_word(struct super_block *sb, struct buffer_head *bh)
{
	return le32_to_cpu(*(__le32 *)(&bh->b_data[sb->s_blocksize - 4]));
}

void clear_end(struct buffer_head *bh)
{
	*(u64 *)(bh->b_data + bh->b_size - 8) = 0;
}

/* odd positions stay high */
u32 odd_word(struct super_block *sb, struct buffer_head *bh)
{
	return le32_to_cpu(*(__le32 *)(&bh->b_data[sb->s_blocksize - 2]));
}

u32 after_entry(struct buffer_head *bh, u32 loc)
{
	return le32_to_cpu(*(__le32 *)(bh->b_data + (loc << ENT_SIZE_BITS) + 1));
}
