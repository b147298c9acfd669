/*
 * check-name: an offset member only ever set to offsetof() or to a distance to a header member is a position in a struct: low
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
offset-member-table.c:56:10: warning: unaligned 4-byte access through ui, which points into (ptr + a->offset); pointer made on line 54 (confidence: low, reason: offset-table) [unaligned-pointer-var]
offset-member-table.c:76:18: warning: unaligned 4-byte load through u32 * cast from ((char *) t + stat_descs[i].stat_offset); use get_unaligned() (confidence: low, reason: offset-table) [unaligned-cast-read]
offset-member-table.c:95:17: warning: unaligned 4-byte load through u32 * cast from (c->buf + c->pos); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
offset-member-table.c:136:20: warning: unaligned 4-byte load through __be32 * cast from (network_header + e->addr_offset); use get_unaligned() (confidence: low, reason: offset-table) [unaligned-cast-read]
offset-member-table.c:147:20: warning: unaligned 4-byte load through __be32 * cast from (network_header + e->hop); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
offset-member-table.c:173:46: warning: unaligned 8-byte load through u64 * cast from p; use get_unaligned() (confidence: low, reason: table-position) [unaligned-cast-read]
offset-member-table.c:173:58: warning: unaligned 4-byte load through u32 * cast from p; use get_unaligned() (confidence: low, reason: table-position) [unaligned-cast-read]
offset-member-table.c:185:21: warning: unaligned 4-byte load through u32 * cast from p; use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
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

/*
 * ICMP errors keep where the offending address is as the distance from
 * the network header to a member of a typed header (ip_sockglue.c
 * serr->addr_offset): a position inside the headers
 */
struct iphdr_like {
	u8 ihl_version;
	u8 tos;
	__be16 tot_len;
	__be16 id;
	__be16 frag_off;
	u8 ttl;
	u8 protocol;
	__sum16 check;
	__be32 saddr;
	__be32 daddr;
};

struct err_info {
	u16 addr_offset;
	u16 port;
	u16 hop;
};

void note_error(struct err_info *e, u8 *network_header,
		struct iphdr_like *iph)
{
	e->addr_offset = (u8 *)&iph->daddr - network_header;
}

void note_inner_error(struct err_info *e, u8 *network_header, u8 *icmp)
{
	e->addr_offset = (u8 *)&(((struct iphdr_like *)(icmp + 8))->saddr) -
			 network_header;
}

__be32 error_address(struct err_info *e, u8 *network_header)
{
	return *(__be32 *)(network_header + e->addr_offset);
}

/* a distance from a byte of a header is a position anywhere */
void note_port(struct err_info *e, u8 *network_header, u8 *port)
{
	e->hop = port + 1 - network_header;
}

__be32 error_hop(struct err_info *e, u8 *network_header)
{
	return *(__be32 *)(network_header + e->hop);
}

/*
 * cdc_ncm: a local set to the struct plus a table's offset, read as u32
 * or u64 by the table's size; a local also moved is a position anywhere
 */
struct tun_stat {
	const char *name;
	int size;
	int at;
};


static const struct tun_stat tun_stats[] = {
	{ .name = "max_io", .size = 4, .at = offsetof(struct tunables, max_io) },
	{ .name = "budget", .size = 8, .at = offsetof(struct tunables, budget) },
};

void tun_values(struct tunables *t, u64 *data)
{
	char *p = NULL;
	int i;

	for (i = 0; i < ARRAY_SIZE(tun_stats); i++) {
		p = (char *)t + tun_stats[i].at;
		data[i] = tun_stats[i].size == 8 ? *(u64 *)p : *(u32 *)p;
	}
}

void tun_values_moved(struct tunables *t, u64 *data)
{
	char *p = NULL;
	int i;

	for (i = 0; i < ARRAY_SIZE(tun_stats); i++) {
		p = (char *)t + tun_stats[i].at;
		p += i;
		data[i] = *(u32 *)p;
	}
}
