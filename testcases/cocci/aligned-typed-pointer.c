/*
 * check-name: a byte pointer made from a typed struct pointer is as aligned as the struct, bit-fields and byte-order #ifs included
 * check-command: unaligned-check --confidence low $file
 *
 * C requires a struct tcp_like * to be aligned for the struct: 4 bytes,
 * for its __be32 members; its size is 20 with the bit-fields packed into
 * one __u16, whichever #if on the bit-field order gcc takes. So the
 * loads at (u8 *)th + i, i stepping by 4 from sizeof(*th), and at opt =
 * (u8 *)th + sizeof(struct tcp_like) are aligned and not reported. A
 * struct of __be16 members is only 2-aligned (reported), and a struct
 * with an #ifdef CONFIG_ member has no known size (reported). ALIGN(n, 4)
 * is a multiple of 4. sparse sees the cast of opt written out, and the
 * semantic patches found nothing there: low.
 *
 * check-output-start
aligned-typed-pointer.c:62:20: warning: cast of a pointer to restricted __be32 * (sparse -Wbitwise-pointer); if it points into a byte buffer, use get_unaligned_be32(); the cast is written out here, and the semantic patches found no unaligned access through it (confidence: low, reason: sparse-cast-written-out) [unaligned-sparse-cast]
aligned-typed-pointer.c:63:22: warning: unaligned 4-byte load through __be32 * cast from ((u8 *) eh + sizeof(*eh)); use get_unaligned() (confidence: moderate, reason: unknown-origin) [unaligned-cast-read]
aligned-typed-pointer.c:64:22: warning: unaligned 4-byte load through __be32 * cast from ((u8 *) ch + sizeof(*ch)); use get_unaligned() (confidence: high, reason: unaligned-offset) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>
#include <asm/byteorder.h>

struct tcp_like {
	__be16 source;
	__be16 dest;
	__be32 seq;
	__be32 ack_seq;
#if defined(__LITTLE_ENDIAN_BITFIELD)
	__u16 res1:4, doff:4, fin:1, syn:1, rst:1, psh:1, ack:1, urg:1, ece:1, cwr:1;
#elif defined(__BIG_ENDIAN_BITFIELD)
	__u16 doff:4, res1:4, cwr:1, ece:1, urg:1, ack:1, psh:1, rst:1, syn:1, fin:1;
#else
#error "Adjust your <asm/byteorder.h> defines"
#endif
	__be16 window;
	__sum16 check;
	__be16 urg_ptr;
};

struct err_like {
	__be16 cause;
	__be16 length;
};

struct config_like {
	__be32 a;
#ifdef CONFIG_EXTRA
	__be16 b;
#endif
};

u32 options(struct tcp_like *th, struct err_like *eh, struct config_like *ch,
	    int thlen, int n)
{
	u8 *opt = (u8 *)th + sizeof(struct tcp_like);
	u32 flush = 0;
	int i;

	for (i = sizeof(*th); i < thlen; i += 4)
		flush |= *(u32 *)((u8 *)th + i);
	flush |= *(__be32 *)opt;
	flush |= *(__be32 *)((u8 *)eh + sizeof(*eh));
	flush |= *(__be32 *)((u8 *)ch + sizeof(*ch));
	flush |= *(__be32 *)((u8 *)th + ALIGN(n, 4));
	return flush;
}
