/*
 * check-name: an offset from a table of offsetof() values is a member's position: low
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
offset-member-table.c:51:10: warning: unaligned 4-byte access through ui, which points into (ptr + a->offset); pointer made on line 49 (confidence: low) [unaligned-pointer-var]
offset-member-table.c:71:18: warning: unaligned 4-byte load through u32 * cast from ((char *) t + stat_descs[i].stat_offset); use get_unaligned() (confidence: low) [unaligned-cast-read]
offset-member-table.c:90:17: warning: unaligned 4-byte load through u32 * cast from (c->buf + c->pos); use get_unaligned() (confidence: high) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/stddef.h>
#include <linux/kernel.h>

/* f2fs sysfs: attributes name a member of one of several structs */
struct tunables {
	unsigned int max_io;
	unsigned int min_io;
	u64 budget;
};

struct attr {
	const char *name;
	int struct_type;
	int offset;
};

#define ATTR_OFFSET(_name, _type, _offset)			\
static struct attr attr_##_name = {				\
	.name = #_name,						\
	.struct_type = _type,					\
	.offset = _offset,					\
}

#define TUNABLE_ATTR(name, elname)				\
	ATTR_OFFSET(name, 0, offsetof(struct tunables, elname))

TUNABLE_ATTR(max_io, max_io);
TUNABLE_ATTR(min_io, min_io);

static unsigned char *struct_ptr(struct tunables *t, int type)
{
	return type == 0 ? (unsigned char *)t : NULL;
}

unsigned int attr_show(struct attr *a, struct tunables *t)
{
	unsigned char *ptr = struct_ptr(t, a->struct_type);
	unsigned int *ui = (unsigned int *)(ptr + a->offset);

	return *ui;
}

/* ethtool-style statistics: a table of names and member offsets */
struct stat_desc {
	const char *name;
	size_t stat_offset;
};

static const struct stat_desc stat_descs[] = {
	{ .name = "max_io", .stat_offset = offsetof(struct tunables, max_io) },
	{ .name = "budget", .stat_offset = offsetof(struct tunables, budget) },
};

u64 stat_sum(struct tunables *t)
{
	u64 sum = 0;
	int i;

	for (i = 0; i < ARRAY_SIZE(stat_descs); i++)
		sum += *(u32 *)((char *)t + stat_descs[i].stat_offset);
	return sum;
}

/* an offset member that is also set from a length: a position anywhere */
struct cursor {
	int pos;
	u8 *buf;
};

static struct cursor start = { .pos = offsetof(struct tunables, budget) };

void cursor_skip(struct cursor *c, int len)
{
	c->pos = len;
}

u32 cursor_word(struct cursor *c)
{
	return *(u32 *)(c->buf + c->pos);
}
