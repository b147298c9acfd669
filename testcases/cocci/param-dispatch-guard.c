/*
 * check-name: word helpers called only after an alignment test, directly or through a selector
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
param-dispatch-guard.c:29:25: warning: unaligned 4-byte load through const u32 * cast from (src + (n -= 4)); use get_unaligned() (confidence: low, reason: dispatch-guarded) [unaligned-cast-read]
param-dispatch-guard.c:30:11: warning: unaligned 4-byte store through u32 * cast from (dst + n); use put_unaligned() (confidence: low, reason: dispatch-guarded) [unaligned-cast-write]
param-dispatch-guard.c:37:25: warning: unaligned 8-byte load through const u64 * cast from (src + (n -= 8)); use get_unaligned() (confidence: low, reason: dispatch-guarded) [unaligned-cast-read]
param-dispatch-guard.c:38:11: warning: unaligned 8-byte store through u64 * cast from (dst + n); use put_unaligned() (confidence: low, reason: dispatch-guarded) [unaligned-cast-write]
param-dispatch-guard.c:88:23: warning: unaligned 4-byte load through const u32 * cast from (p + 4); use get_unaligned() (confidence: low, reason: dispatch-guarded) [unaligned-cast-read]
param-dispatch-guard.c:103:23: warning: unaligned 8-byte load through const u64 * cast from (p + 8); use get_unaligned() (confidence: low, reason: dispatch-guarded) [unaligned-cast-read]
param-dispatch-guard.c:116:23: warning: unaligned 4-byte load through const u32 * cast from (p + 4); use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
param-dispatch-guard.c:131:23: warning: unaligned 8-byte load through const u64 * cast from (p + 8); use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
param-dispatch-guard.c:149:11: warning: unaligned 4-byte store through u32 * cast from (d + n); use put_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-write]
param-dispatch-guard.c:149:35: warning: unaligned 4-byte load through const u32 * cast from (s + n); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
param-dispatch-guard.c:168:23: warning: unaligned 4-byte load through const u32 * cast from (p + 4); use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>

/*
 * A dispatcher of word helpers, in the shape of lib/sort.c's swap
 * functions: the word copiers run only when an alignment test of the
 * buffers and the record size chose them
 */
static void copy_words_32(void *dst, const void *src, size_t n)
{
	do {
		u32 t = *(const u32 *)(src + (n -= 4));
		*(u32 *)(dst + n) = t;
	} while (n);
}

static void copy_words_64(void *dst, const void *src, size_t n)
{
	do {
		u64 t = *(const u64 *)(src + (n -= 8));
		*(u64 *)(dst + n) = t;
	} while (n);
}

static void copy_bytes(void *dst, const void *src, size_t n)
{
	do {
		--n;
		((u8 *)dst)[n] = ((const u8 *)src)[n];
	} while (n);
}

typedef void (*copy_func_t)(void *dst, const void *src, size_t n);

#define COPY_WORDS_64 (copy_func_t)0
#define COPY_WORDS_32 (copy_func_t)1
#define COPY_BYTES    (copy_func_t)2

static void do_copy(void *dst, const void *src, size_t n, copy_func_t copy)
{
	if (copy == COPY_WORDS_64)
		copy_words_64(dst, src, n);
	else if (copy == COPY_WORDS_32)
		copy_words_32(dst, src, n);
	else if (copy == COPY_BYTES)
		copy_bytes(dst, src, n);
	else
		copy(dst, src, n);
}

void copy_records(void *dst, const void *src, size_t num, size_t size,
		  copy_func_t copy)
{
	size_t i;

	if (!copy) {
		if (IS_ALIGNED((unsigned long)dst | (unsigned long)src | size, 8))
			copy = COPY_WORDS_64;
		else if (IS_ALIGNED((unsigned long)dst | (unsigned long)src | size, 4))
			copy = COPY_WORDS_32;
		else
			copy = COPY_BYTES;
	}
	for (i = 0; i < num; i++)
		do_copy(dst + i * size, src + i * size, size, copy);
}

/* the test right around the call, in braces */
static u32 first_word(const u8 *p)
{
	return *(const u32 *)(p + 4);
}

u32 peek_word(const u8 *p)
{
	if (IS_ALIGNED((unsigned long)p, 4)) {
		pr_debug("aligned\n");
		return first_word(p);
	}
	return 0;
}

/* a mask test, written in octal */
static u64 dword_masked(const u8 *p)
{
	return *(const u64 *)(p + 8);
}

u64 read_masked(const u8 *p)
{
	if (((unsigned long)p & 07) == 0)
		return dword_masked(p);
	return 0;
}

/* one call is not guarded: reported */
static u32 word_at(const u8 *p)
{
	return *(const u32 *)(p + 4);
}

u32 read_two(const u8 *p, const u8 *q)
{
	u32 v = 0;

	if (IS_ALIGNED((unsigned long)p, 4))
		v = word_at(p);
	return v + word_at(q);
}

/* the test proves less than the access needs: reported */
static u64 dword_at(const u8 *p)
{
	return *(const u64 *)(p + 8);
}

u64 read_dword(const u8 *p)
{
	if (IS_ALIGNED((unsigned long)p, 4))
		return dword_at(p);
	return 0;
}

/* the selector is also set without a test: reported */
#define WORDS (int)1
#define BYTES (int)2

static void copy_words(void *d, const void *s, size_t n)
{
	while (n) {
		n -= 4;
		*(u32 *)(d + n) = *(const u32 *)(s + n);
	}
}

void copy_any(void *d, const void *s, size_t n, int how)
{
	int sel = BYTES;

	if (IS_ALIGNED((unsigned long)d | (unsigned long)s | n, 4))
		sel = WORDS;
	if (how)
		sel = WORDS;
	if (sel == WORDS)
		copy_words(d, s, n);
}

/* its address is taken: reported */
static u32 any_word(const u8 *p)
{
	return *(const u32 *)(p + 4);
}

u32 (*word_reader)(const u8 *p) = any_word;

u32 guarded_any(const u8 *p)
{
	if (IS_ALIGNED((unsigned long)p, 4))
		return any_word(p);
	return 0;
}
