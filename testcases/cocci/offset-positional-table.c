/*
 * check-name: offsets read from a table of positional initializers, each offsetof() or sizeof() of a struct, are positions inside a struct
 * check-command: unaligned-check --confidence low $file
 *
 * netfilter's H.323 decoder stores each decoded field at base +
 * f->offset, where the generated field tables give offset as
 * {type, sz, ..., offsetof(T, member), ...} without naming it, and as
 * sizeof(T) for the step between array items; a debug-only name member
 * under #if is left out of the initializers. Those are positions inside
 * the decoded struct (low). A table that also holds a bare number
 * knows nothing (high). Items made by a macro that names the member
 * (cdc_ncm's CDC_NCM_SIMPLE_STAT(m), through CDC_NCM_STAT()) are
 * designated initializers, read as such (low). Members are counted
 * through function pointers and declarations over two lines (low); a
 * struct with a nested union cannot be counted, and its table knows
 * nothing (high).
 *
 * check-output-start
offset-positional-table.c:55:20: warning: unaligned 4-byte store through unsigned int * cast from (base + f->offset); use put_unaligned() (confidence: low, reason: offset-table) [unaligned-cast-write]
offset-positional-table.c:71:20: warning: unaligned 4-byte store through unsigned int * cast from (base + f->pos); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
offset-positional-table.c:95:26: warning: unaligned 4-byte load through unsigned int * cast from p; use get_unaligned() (confidence: low, reason: table-position) [unaligned-cast-read]
offset-positional-table.c:110:26: warning: unaligned 4-byte load through unsigned int * cast from ((char *) ctx + f->where); use get_unaligned() (confidence: low, reason: offset-table) [unaligned-cast-read]
offset-positional-table.c:128:26: warning: unaligned 4-byte load through unsigned int * cast from ((char *) ctx + f->at); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/stddef.h>

typedef struct field_t {
#if H323_TRACE
	char *name;
#endif
	unsigned char type;
	unsigned short attr;
	unsigned short offset;
	const struct field_t *fields;
} field_t;

typedef struct {
	unsigned int options;
	unsigned int port;
} TransportAddress;

#define FNAME(name)

static const struct field_t _TransportAddress[] = {
	{FNAME("options") 1, 2, offsetof(TransportAddress, options), NULL},
	{FNAME("port") 1, 2, offsetof(TransportAddress, port), NULL},
	{FNAME("item") 3, 0, sizeof(TransportAddress), NULL},
	{FNAME("none") 0, 0, 0, NULL},
};

static int decode_int(const struct field_t *f, char *base, unsigned int v)
{
	*((unsigned int *)(base + f->offset)) = v;
	return 0;
}

struct raw_field {
	unsigned char type;
	unsigned short pos;
};

static const struct raw_field raw_fields[] = {
	{1, offsetof(TransportAddress, port)},
	{2, 3},
};

static int decode_raw(const struct raw_field *f, char *base, unsigned int v)
{
	*((unsigned int *)(base + f->pos)) = v;
	return 0;
}

struct ctx_stat {
	char name[32];
	int sizeof_stat;
	int stat_offset;
};

#define CTX_STAT(str, m) { .name = str, \
		.sizeof_stat = sizeof_field(TransportAddress, m), \
		.stat_offset = offsetof(TransportAddress, m) }
#define CTX_SIMPLE_STAT(m)	CTX_STAT(#m, m)

static const struct ctx_stat ctx_stats[] = {
	CTX_SIMPLE_STAT(options),
	CTX_SIMPLE_STAT(port),
};

static unsigned int read_stat(TransportAddress *ctx, int i)
{
	char *p = (char *)ctx + ctx_stats[i].stat_offset;

	return *(unsigned int *)p;
}

struct op_field {
	int (*show)(const struct op_field *f,
		    char *buf);
	unsigned short attr, where;
};

static const struct op_field op_fields[] = {
	{NULL, 1, offsetof(TransportAddress, port)},
};

static unsigned int read_op(TransportAddress *ctx, const struct op_field *f)
{
	return *(unsigned int *)((char *)ctx + f->where);
}

struct mixed_field {
	union {
		int id;
		char tag[4];
	} u;
	unsigned short at;
};

static const struct mixed_field mixed_fields[] = {
	{{1}, offsetof(TransportAddress, port)},
};

static unsigned int read_mixed(TransportAddress *ctx,
			       const struct mixed_field *f)
{
	return *(unsigned int *)((char *)ctx + f->at);
}

int decode(char *buf, unsigned int v)
{
	return decode_int(_TransportAddress, buf, v) +
		decode_raw(raw_fields, buf, v) +
		read_stat((TransportAddress *)buf, 0) +
		read_op((TransportAddress *)buf, op_fields) +
		read_mixed((TransportAddress *)buf, mixed_fields);
}
