/*
 * check-name: a crypto cipher's buffers are aligned to its .cra_alignmask + 1 by the crypto core (data/api-contracts): low, the contract named; wider accesses, odd offsets and ciphers without an alignmask stay high
 * check-command: unaligned-check --confidence low $file
 *
 * check-output-start
api-contract-cipher.c:33:7: warning: unaligned 4-byte access through dst, which points into out; pointer made on line 31 (confidence: low, reason: api-contract:crypto-cipher-decrypt) [unaligned-pointer-var]
api-contract-cipher.c:33:40: warning: unaligned 4-byte access through src, which points into in; pointer made on line 30 (confidence: low, reason: api-contract:crypto-cipher-decrypt) [unaligned-pointer-var]
api-contract-cipher.c:34:7: warning: unaligned 4-byte access through dst, which points into out; pointer made on line 31 (confidence: low, reason: api-contract:crypto-cipher-decrypt) [unaligned-pointer-var]
api-contract-cipher.c:34:40: warning: unaligned 4-byte access through src, which points into in; pointer made on line 30 (confidence: low, reason: api-contract:crypto-cipher-decrypt) [unaligned-pointer-var]
api-contract-cipher.c:49:30: warning: unaligned 8-byte load through const u64 * cast from in; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
api-contract-cipher.c:51:46: warning: unaligned 4-byte load for le32_to_cpup() through (in + 1); use get_unaligned_le32() (confidence: high, reason: unaligned-offset) [unaligned-byteorder]
api-contract-cipher.c:60:45: warning: unaligned 4-byte load for le32_to_cpu() through in_key; use get_unaligned_le32() (confidence: low, reason: api-contract:crypto-cipher-setkey) [unaligned-byteorder]
api-contract-cipher.c:61:45: warning: unaligned 4-byte load for le32_to_cpu() through (in_key + 4); use get_unaligned_le32() (confidence: low, reason: api-contract:crypto-cipher-setkey) [unaligned-byteorder]
api-contract-cipher.c:69:23: warning: unaligned 4-byte load through const u32 * cast from in_key; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
api-contract-cipher.c:74:10: warning: unaligned 4-byte store through u32 * cast from out; use put_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-write]
api-contract-cipher.c:74:30: warning: unaligned 4-byte load through const u32 * cast from in; use get_unaligned() (confidence: moderate, reason: byte-parameter) [unaligned-cast-read]
 * check-output-end
 */
#include <linux/types.h>
#include <linux/crypto.h>

struct demo_ctx {
	u32 key[8];
	u32 rounds;
};

/* reads the block as big-endian words; callers pass the cipher's buffers */
static void demo_crypt(const u32 *key, u8 *out, const u8 *in)
{
	const __be32 *src = (const __be32 *)in;
	__be32 *dst = (__be32 *)out;

	dst[0] = cpu_to_be32(be32_to_cpu(src[0]) ^ key[0]);
	dst[1] = cpu_to_be32(be32_to_cpu(src[1]) ^ key[1]);
}

static void demo_encrypt(struct crypto_tfm *tfm, u8 *out, const u8 *in)
{
	struct demo_ctx *ctx = crypto_tfm_ctx(tfm);

	demo_crypt(ctx->key, out, in);
}

static void demo_decrypt(struct crypto_tfm *tfm, u8 *out, const u8 *in)
{
	struct demo_ctx *ctx = crypto_tfm_ctx(tfm);

	/* 4-aligned, but an 8-byte load: not covered */
	ctx->rounds = *(const u64 *)in;
	/* an odd offset from an aligned buffer: not covered */
	ctx->rounds ^= le32_to_cpup((const __le32 *)(in + 1));
	demo_crypt(ctx->key, out, in);
}

static int demo_setkey(struct crypto_tfm *tfm, const u8 *in_key,
		       unsigned int key_len)
{
	struct demo_ctx *ctx = crypto_tfm_ctx(tfm);

	ctx->key[0] = le32_to_cpu(*(const __le32 *)in_key);
	ctx->key[1] = le32_to_cpu(*(const __le32 *)(in_key + 4));
	return 0;
}

/* no .cra_alignmask: the core bounces nothing, the buffers may be odd */
static int plain_setkey(struct crypto_tfm *tfm, const u8 *in_key,
			unsigned int key_len)
{
	return *(const u32 *)in_key ? 0 : -EINVAL;
}

static void plain_encrypt(struct crypto_tfm *tfm, u8 *out, const u8 *in)
{
	*(u32 *)out = *(const u32 *)in;
}

static struct crypto_alg demo_algs[] = { {
	.cra_name		= "demo",
	.cra_blocksize		= 8,
	.cra_ctxsize		= sizeof(struct demo_ctx),
	.cra_alignmask		= 3,
	.cra_u			= { .cipher = {
	.cia_setkey		= demo_setkey,
	.cia_encrypt		= demo_encrypt,
	.cia_decrypt		= demo_decrypt } }
}, {
	.cra_name		= "plain",
	.cra_blocksize		= 4,
	.cra_u			= { .cipher = {
	.cia_setkey		= plain_setkey,
	.cia_encrypt		= plain_encrypt,
	.cia_decrypt		= plain_encrypt } }
} };
