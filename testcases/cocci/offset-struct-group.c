/*
 * check-name: offsetof() a struct_group() is known: the group's members are laid out in place
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
offset-struct-group.c:71:29: warning: unaligned 4-byte load for le32_to_cpup() through (buf + offsetof(struct wire , value)); use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/stddef.h>
#include <linux/slab.h>

/* ethtool: counters summed as arrays of u64 from the group on */
struct mac_stats {
	u32 src;
	struct_group(stats,
		u64 frames_ok;
		u64 frames_bad;
	);
};

struct rx_stats {
	u8 kind;
	struct_group_tagged(rx_counters, counters,
		u16 small;
		u64 large;
	);
};

static void add_stats(void *sum, const void *a, size_t stats_size,
		      size_t stats_offset)
{
	const u64 *s = a + stats_offset;
	u64 *d = sum + stats_offset;
	size_t i;

	for (i = 0; i < stats_size / sizeof(u64); i++)
		d[i] += s[i];
}

void add_mac_stats(struct mac_stats *sum, const struct mac_stats *a)
{
	add_stats(sum, a, sizeof(sum->stats),
		  offsetof(struct mac_stats, stats));
}

void add_rx_stats(struct rx_stats *sum, const struct rx_stats *a)
{
	add_stats(sum, a, sizeof(sum->counters),
		  offsetof(struct rx_stats, counters));
}

/* a packed group: the u32 after it is at offset 5 */
struct wire {
	u8 type;
	struct_group_attr(body, __packed,
		u8 len;
		u8 flags;
		__le16 id;
	);
	__le32 value;
} __packed;

u32 wire_value(void)
{
	u8 *buf = kzalloc(sizeof(struct wire), GFP_KERNEL);
	u32 v;

	if (!buf)
		return 0;
	v = le32_to_cpup((__le32 *)(buf + offsetof(struct wire, value)));
	kfree(buf);
	return v;
}
