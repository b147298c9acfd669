/*
 * check-name: an offset that a function of the file stores through a pointer to the local
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
offset-out-parameter.c:35:33: warning: unaligned 8-byte load for be64_to_cpu() through &bh->b_data[ofs]; use get_unaligned_be64() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-out-parameter.c:51:33: warning: unaligned 8-byte load for be64_to_cpu() through &bh->b_data[pos]; use get_unaligned_be64() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
offset-out-parameter.c:64:33: warning: unaligned 8-byte load for be64_to_cpu() through &bh->b_data[pos]; use get_unaligned_be64() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/buffer_head.h>

#define DIR_START 0x1b8

struct buffer_head *dir_block(u64 ino);
int name_hash(const char *name, int len, int buckets);

/* omfs: the bucket's offset comes back through *ofs */
static struct buffer_head *get_bucket(u64 ino, const char *name, int len,
				      int *ofs)
{
	int bucket = name_hash(name, len, 64);

	*ofs = DIR_START + bucket * 8;
	return dir_block(ino);
}

u64 first_entry(u64 ino, const char *name, int len)
{
	struct buffer_head *bh;
	int ofs;

	bh = get_bucket(ino, name, len, &ofs);
	return be64_to_cpu(*((__be64 *)&bh->b_data[ofs]));
}

/* a callee that stores a position of its own: still reported */
static void find_name(const char *buf, int *pos)
{
	*pos = 1;
	while (buf[*pos])
		*pos += 1;
}

u64 after_name(struct buffer_head *bh)
{
	int pos;

	find_name(bh->b_data, &pos);
	return be64_to_cpu(*((__be64 *)&bh->b_data[pos]));
}

static void odd_start(int *pos)
{
	*pos = 3;
}

u64 odd_entry(struct buffer_head *bh)
{
	int pos;

	odd_start(&pos);
	return be64_to_cpu(*((__be64 *)&bh->b_data[pos]));
}
