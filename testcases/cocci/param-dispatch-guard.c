/*
 * check-name: word helpers called only after an alignment test, directly or through a selector
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
param-dispatch-guard.c:40:19: warning: unaligned 4-byte load through u32 * cast from (a + (n -= 4)); use get_unaligned() (confidence: low) [unaligned-cast-read]
param-dispatch-guard.c:41:11: warning: unaligned 4-byte store through u32 * cast from (a + n); use put_unaligned() (confidence: low) [unaligned-cast-write]
param-dispatch-guard.c:41:29: warning: unaligned 4-byte load through u32 * cast from (b + n); use get_unaligned() (confidence: low) [unaligned-cast-read]
param-dispatch-guard.c:42:11: warning: unaligned 4-byte store through u32 * cast from (b + n); use put_unaligned() (confidence: low) [unaligned-cast-write]
param-dispatch-guard.c:49:19: warning: unaligned 8-byte load through u64 * cast from (a + (n -= 8)); use get_unaligned() (confidence: low) [unaligned-cast-read]
param-dispatch-guard.c:50:11: warning: unaligned 8-byte store through u64 * cast from (a + n); use put_unaligned() (confidence: low) [unaligned-cast-write]
param-dispatch-guard.c:50:29: warning: unaligned 8-byte load through u64 * cast from (b + n); use get_unaligned() (confidence: low) [unaligned-cast-read]
param-dispatch-guard.c:51:11: warning: unaligned 8-byte store through u64 * cast from (b + n); use put_unaligned() (confidence: low) [unaligned-cast-write]
param-dispatch-guard.c:101:23: warning: unaligned 4-byte load through const u32 * cast from (p + 4); use get_unaligned() (confidence: low) [unaligned-cast-read]
param-dispatch-guard.c:116:23: warning: unaligned 8-byte load through const u64 * cast from (p + 8); use get_unaligned() (confidence: low) [unaligned-cast-read]
param-dispatch-guard.c:129:23: warning: unaligned 4-byte load through const u32 * cast from (p + 4); use get_unaligned() (confidence: high) [unaligned-cast-read]
param-dispatch-guard.c:144:23: warning: unaligned 8-byte load through const u64 * cast from (p + 8); use get_unaligned() (confidence: high) [unaligned-cast-read]
param-dispatch-guard.c:162:11: warning: unaligned 4-byte store through u32 * cast from (d + n); use put_unaligned() (confidence: high) [unaligned-cast-write]
param-dispatch-guard.c:162:35: warning: unaligned 4-byte load through const u32 * cast from (s + n); use get_unaligned() (confidence: high) [unaligned-cast-read]
param-dispatch-guard.c:181:23: warning: unaligned 4-byte load through const u32 * cast from (p + 4); use get_unaligned() (confidence: high) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>

/*
 * lib/sort.c and its copies (bcachefs eytzinger.c): the word swappers
 * run only when is_aligned() chose them for the base and element size
 */
static bool is_aligned(const void *base, size_t size, unsigned char align)
{
	unsigned char lsbits = (unsigned char)size;

	lsbits |= (unsigned char)(uintptr_t)base;
	return (lsbits & (align - 1)) == 0;
}

static void swap_words_32(void *a, void *b, size_t n)
{
	do {
		u32 t = *(u32 *)(a + (n -= 4));
		*(u32 *)(a + n) = *(u32 *)(b + n);
		*(u32 *)(b + n) = t;
	} while (n);
}

static void swap_words_64(void *a, void *b, size_t n)
{
	do {
		u64 t = *(u64 *)(a + (n -= 8));
		*(u64 *)(a + n) = *(u64 *)(b + n);
		*(u64 *)(b + n) = t;
	} while (n);
}

static void swap_bytes(void *a, void *b, size_t n)
{
	do {
		char t = ((char *)a)[--n];
		((char *)a)[n] = ((char *)b)[n];
		((char *)b)[n] = t;
	} while (n);
}

typedef void (*swap_func_t)(void *a, void *b, int size);

#define SWAP_WORDS_64 (swap_func_t)0
#define SWAP_WORDS_32 (swap_func_t)1
#define SWAP_BYTES    (swap_func_t)2

static void do_swap(void *a, void *b, size_t size, swap_func_t swap_func)
{
	if (swap_func == SWAP_WORDS_64)
		swap_words_64(a, b, size);
	else if (swap_func == SWAP_WORDS_32)
		swap_words_32(a, b, size);
	else if (swap_func == SWAP_BYTES)
		swap_bytes(a, b, size);
	else
		swap_func(a, b, (int)size);
}

void sort_pairs(void *base, size_t num, size_t size, swap_func_t swap_func)
{
	size_t i;

	if (!swap_func) {
		if (is_aligned(base, size, 8))
			swap_func = SWAP_WORDS_64;
		else if (is_aligned(base, size, 4))
			swap_func = SWAP_WORDS_32;
		else
			swap_func = SWAP_BYTES;
	}
	for (i = 0; i + 1 < num; i += 2)
		do_swap(base + i * size, base + (i + 1) * size, size, swap_func);
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
