/*
 * check-name: a static function's byte-pointer parameters are as aligned as every caller makes them
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
param-callers.c:33:12: warning: unaligned 4-byte store through u32 * cast from (buf + (i << 2)); use put_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-write]
param-callers.c:49:30: warning: cast of a pointer to restricted __le32 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_le32(); the cast is written out here, and the semantic patches found no unaligned access through it (confidence: low, reason: sparse-cast-written-out) [unaligned-sparse-cast]
param-callers.c:67:32: warning: unaligned 4-byte load for le32_to_cpup() through (rec + 8); use get_unaligned_le32() (confidence: moderate, reason: byte-parameter) [unaligned-byteorder]
param-callers.c:125:24: warning: unaligned 4-byte load through const u32 * cast from buf; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
param-callers.c:141:17: warning: unaligned 4-byte load through u32 * cast from table; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
param-callers.c:149:17: warning: unaligned 4-byte load through u32 * cast from table; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
param-callers.c:168:18: warning: unaligned 2-byte access through efuse_w, which points into efuse; pointer made on line 166 (confidence: low, reason: callers-pass-members) [unaligned-pointer-var]
param-callers.c:193:19: warning: cast of a pointer to restricted __be32 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_be32(); the cast is written out here, and the semantic patches found no unaligned access through it (confidence: low, reason: sparse-cast-written-out) [unaligned-sparse-cast]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/slab.h>

/*
 * snps_udc: the caller's return type on a line of its own, and an
 * earlier function with a u32 *buf: the caller's buf is a byte position
 */
u32 earlier(u32 *buf)
{
	return buf[1];
}

static void read_dwords(u8 *buf, int bytes, u32 v)
{
	int i;

	for (i = 0; i < bytes / 4; i++)
		*((u32 *)(buf + (i << 2))) = v;
}

static int
rxfifo_read(u8 *req_buf, unsigned int actual, u32 v)
{
	u8 *buf;

	buf = req_buf + actual;
	read_dwords(buf, 8, v);
	return 0;
}

/* garmin_gps: every caller passes a kmalloc()ed packet */
static u32 packet_id(const u8 *pkt)
{
	return le32_to_cpup((__le32 *)(pkt + 4));
}

u32 fresh_packet(size_t len)
{
	u8 *pkt = kmalloc(len, GFP_KERNEL);
	u32 id;

	if (!pkt)
		return 0;
	id = packet_id(pkt);
	kfree(pkt);
	return id;
}

/* one caller passes a position of its own: still reported */
static u32 record_length(const u8 *rec)
{
	return le32_to_cpup((__le32 *)(rec + 8));
}

u32 first_records(const u8 *buf, size_t off)
{
	u32 *words = kmalloc(64, GFP_KERNEL);
	u32 n = 0;

	if (words) {
		n = record_length((u8 *)words);
		kfree(words);
	}
	return n + record_length(buf + off);
}

/* ethtool: the offset comes from the callers too */
static void sum_stats(void *sum, const void *a, size_t offset, size_t n)
{
	const u64 *s = a + offset;
	u64 *d = sum + offset;
	size_t i;

	for (i = 0; i < n; i++)
		d[i] += s[i];
}

void sum_two(u64 *sum, u64 *a, u64 *b)
{
	sum_stats(sum, a, 8 * sizeof(u64), 4);
	sum_stats(sum, b, 16, 4);
}

/* fsl_udc: the caller passes a member of a struct it points to */
struct udc {
	void *regs;
	u8 state;
	u64 setup[2];
};

static void copy_setup(u8 *buffer, const __le32 *src)
{
	u32 *p = (u32 *)buffer;

	*p++ = le32_to_cpu(*src++);
	*p = le32_to_cpu(*src);
}

void setup_irq(struct udc *udc, const __le32 *src)
{
	copy_setup((u8 *)&udc->setup, src);
}

/* a u32 array on the stack, and the parameter moves in the function */
static u32 sum_words(const u8 *buf, int n)
{
	u32 sum = 0;

	while (n-- > 0) {
		sum += *(const u32 *)buf;
		buf += 2;
	}
	return sum;
}

u32 sum_local(void)
{
	u32 words[4] = { 1, 2, 3, 4 };

	return sum_words((u8 *)words, 4);
}

/* the address is taken: callers elsewhere */
static u32 table_word(const u8 *table)
{
	return *(u32 *)table;
}

u32 (*table_reader)(const u8 *) = table_word;

/* not static: callers in other files */
u32 exported_word(const u8 *table)
{
	return *(u32 *)table;
}

u32 local_word(void)
{
	u32 *w = kzalloc(16, GFP_KERNEL);

	return w ? exported_word((u8 *)w) : 0;
}

/* mt76x2: two static functions down from a struct member's buffer */
struct otp {
	void *data;
};

static bool has_cal_data(u8 *efuse)
{
	u16 *efuse_w = (u16 *)efuse;

	return efuse_w[8] != 0xffff;
}

static void apply_cal_data(u8 *eeprom, u8 *efuse)
{
	if (has_cal_data(efuse))
		eeprom[0] = efuse[0];
}

void merge_otp(struct otp *otp, u8 *eeprom)
{
	void *efuse = otp->data;

	apply_cal_data(eeprom, efuse);
}

/* xfs: STATIC is static, and the parameter steps by whole blocks */
#define STATIC static noinline
#define BLOCK_SIZE 512

STATIC void unpack_cycles(char *dp, const __be32 *cycles, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		*(__be32 *)dp = cycles[i];
		dp += BLOCK_SIZE;
	}
}

void unpack_record(const __be32 *cycles, int n)
{
	char *buf = kmalloc(n * BLOCK_SIZE, GFP_KERNEL);

	if (buf)
		unpack_cycles(buf, cycles, n);
}
