/*
 * check-name: a member reached through an array of struct pointers ((*map++)->b_data, bhs[i]->b_data) is a struct member's buffer
 * check-command: unaligned-check --confidence low $file
 *
 * minix's bitmap blocks are read as 16-bit words through
 * (__u16 *)(*map++)->b_data: the block data of each buffer head, as
 * aligned as bh->b_data is (low). A position inside the block data is
 * not (high).
 *
 * check-output-start
member-pointer-array.c:30:13: warning: unaligned 2-byte access through p, which points into (*map++)->b_data; pointer made on line 27 (confidence: low, reason: struct-member) [unaligned-pointer-var]
member-pointer-array.c:37:19: warning: unaligned 4-byte load through __u32 * cast from bhs[i]->b_data; use get_unaligned() (confidence: low, reason: struct-member) [unaligned-cast-read]
member-pointer-array.c:37:46: warning: unaligned 4-byte load through __u32 * cast from (*bhs)->b_data; use get_unaligned() (confidence: low, reason: struct-member) [unaligned-cast-read]
member-pointer-array.c:42:19: warning: unaligned 4-byte load through __u32 * cast from ((*bhs)->b_data + off); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/buffer_head.h>

u32 count_words(struct buffer_head *map[], unsigned int blocks,
		unsigned int words_per_block)
{
	u32 sum = 0;

	while (blocks--) {
		unsigned int words = words_per_block;
		__u16 *p = (__u16 *)(*map++)->b_data;

		while (words--)
			sum += *p++;
	}
	return sum;
}

u32 first_word(struct buffer_head **bhs, int i)
{
	return *(__u32 *)bhs[i]->b_data + *(__u32 *)(*bhs)->b_data;
}

u32 word_at(struct buffer_head **bhs, int off)
{
	return *(__u32 *)((*bhs)->b_data + off);
}
