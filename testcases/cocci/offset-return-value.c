/*
 * check-name: an offset that a function of the file returns, every return a multiple
 * check-command: unaligned-check --confidence low $file
 *
 * openvswitch's flow_key_start() returns 0 or an offset rounded down to
 * sizeof(long); rounddown(), round_down() and ALIGN_DOWN() give
 * multiples of their second argument as ALIGN() does. A helper with
 * one return that is not a multiple keeps the access high.
 *
 * check-output-start
offset-return-value.c:56:17: warning: unaligned 8-byte load through u64 * cast from (bh->b_data + start); use get_unaligned() (confidence: low, reason: struct-member) [unaligned-cast-read]
offset-return-value.c:61:32: warning: unaligned 4-byte load for le32_to_cpu() through (bh->b_data + record_at(n)); use get_unaligned_le32() (confidence: low, reason: struct-member) [unaligned-byteorder]
offset-return-value.c:66:32: warning: unaligned 4-byte load for le32_to_cpu() through (bh->b_data + odd_start(n)); use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/math.h>
#include <linux/stddef.h>

struct key {
	u16 zone;
	u8 proto;
	u8 flags;
	u32 addr[4];
	u64 tun_id;
};

struct buffer_head {
	size_t b_size;
	char *b_data;
};

static int key_start(const struct key *k)
{
	if (k->proto)
		return 0;
	return rounddown(offsetof(struct key, tun_id), sizeof(long));
}

static unsigned int record_at(unsigned int n)
{
	return round_down(n * 12, 4);
}

static unsigned int odd_start(unsigned int n)
{
	if (n)
		return 16;
	return n + 2;
}

u64 first_word(struct buffer_head *bh, const struct key *k)
{
	int start = key_start(k);

	return *(u64 *)(bh->b_data + start);
}

u32 record(struct buffer_head *bh, unsigned int n)
{
	return le32_to_cpu(*(__le32 *)(bh->b_data + record_at(n)));
}

u32 odd(struct buffer_head *bh, unsigned int n)
{
	return le32_to_cpu(*(__le32 *)(bh->b_data + odd_start(n)));
}
