# SPDX-License-Identifier: GPL-2.0-only
"""Kernel API contracts (data/api-contracts): which parameters they
cover, the alignment read from the initializer's .cra_alignmask, and
the low finding, naming the contract, for a site only a contract makes
aligned."""

from unaligned import alignment, state
from unaligned.confidence import confidence_reason, reason_field
from unaligned.evidence import contracts
from tests.helpers import SnippetTest

SNIPPET = """
#define DEMO_MASK 7

static void demo_encrypt(struct crypto_tfm *tfm, u8 *out, const u8 *in)
{
	out[0] = *(const u32 *)in; /* enc */
	out[1] = *(const u32 *)(in + 2); /* enc2 */
}

static void demo_decrypt(struct crypto_tfm *tfm, u8 *out, const u8 *in)
{
	out[0] = *(const u32 *)in; /* dec */
}

static int demo_setkey(struct crypto_tfm *tfm, const u8 *key,
		       unsigned int len)
{
	return *(const u64 *)key; /* key */
}

static void none_encrypt(struct crypto_tfm *tfm, u8 *out, const u8 *in)
{
	out[0] = *(const u32 *)in; /* none */
}

static void other(struct crypto_tfm *tfm, u8 *out, const u8 *in)
{
	out[0] = *(const u32 *)in; /* other */
}

static struct crypto_alg algs[] = { {
	.cra_name = "demo",
	.cra_alignmask = 3,
	.cra_u = { .cipher = {
		.cia_setkey = demo_setkey,
		.cia_encrypt = demo_encrypt,
		.cia_decrypt = demo_decrypt } }
}, {
	.cra_name = "none",
	.cra_u = { .cipher = {
		.cia_encrypt = none_encrypt } }
} };

static struct crypto_alg wide_alg = {
	.cra_alignmask = DEMO_MASK,
	.cra_u = { .cipher = { .cia_setkey = demo_setkey } }
};
"""


class Contracts(SnippetTest):
    def setUp(self):
        super().setUp()
        self.path = self.write("cipher.c", SNIPPET)

    def tearDown(self):
        alignment.DISABLED.clear()
        super().tearDown()

    def site(self, fn, marker, **types):
        p = self.at(self.path, fn, marker)
        self.params(p, **types)
        return p

    def cipher(self, fn, marker):
        return self.site(fn, marker, tfm="struct crypto_tfm *", out="u8 *",
                         **{"in": "u8 *"})

    def test_alignmask_of_the_initializer(self):
        p = self.cipher("demo_encrypt", "/* enc */")
        self.assertEqual(contracts.alignmask(p, "demo_encrypt",
                                             "cia_encrypt"), 4)
        # an array element without .cra_alignmask: the core aligns nothing
        self.assertEqual(contracts.alignmask(p, "none_encrypt",
                                             "cia_encrypt"), 1)
        # assigned in two initializers: the smaller of 3 + 1 and 7 + 1
        self.assertEqual(contracts.alignmask(p, "demo_setkey",
                                             "cia_setkey"), 4)
        self.assertEqual(contracts.alignmask(p, "other", "cia_encrypt"), 0)

    def test_covers_by_field_and_types(self):
        p = self.cipher("demo_encrypt", "/* enc */")
        self.assertEqual([(c.name, a) for c, a in
                          contracts.covering(p, "in")],
                         [("crypto-cipher-encrypt", 4)])
        self.assertEqual(contracts.covering(p, "tfm"), [])
        p = self.cipher("other", "/* other */")
        self.assertEqual(contracts.covering(p, "in"), [])
        p = self.cipher("none_encrypt", "/* none */")
        self.assertEqual(contracts.covering(p, "in"), [])

    def test_contract_site_is_low_and_named(self):
        p = self.cipher("demo_encrypt", "/* enc */")
        self.assertFalse(alignment.aligned_base(p, "in", "u32"))
        self.assertEqual(state.CONTRACT_SITES[state.key(p)],
                         "crypto-cipher-encrypt")
        reason = confidence_reason(p, "in", "u32")
        self.assertEqual(reason, "api-contract")
        self.assertEqual(reason_field(p, reason),
                         "api-contract:crypto-cipher-encrypt")

    def test_contract_site_is_not_rewritten(self):
        p = self.cipher("demo_encrypt", "/* enc */")
        alignment.claim(p, "in", "u32", rewrite=True)
        self.assertIn(state.key(p), state.SAFE)
        self.assertNotIn(state.key(p), state.REWRITE)
        p = self.cipher("demo_encrypt", "/* enc2 */")
        alignment.claim(p, "in + 2", "u32", rewrite=True)
        self.assertIn(state.key(p), state.REWRITE)

    def test_too_wide_or_odd_offset_is_not_covered(self):
        p = self.site("demo_setkey", "/* key */", tfm="struct crypto_tfm *",
                      key="u8 *", len="unsigned int")
        self.assertFalse(alignment.aligned_base(p, "key", "u64"))
        self.assertNotIn(state.key(p), state.CONTRACT_SITES)
        self.assertEqual(confidence_reason(p, "key", "u64"),
                         "byte-parameter")
        p = self.cipher("demo_encrypt", "/* enc2 */")
        self.assertFalse(alignment.aligned_base(p, "in + 2", "u32"))
        self.assertEqual(confidence_reason(p, "in + 2", "u32"),
                         "unaligned-offset")

    def test_other_evidence_still_drops(self):
        """A site that other evidence makes aligned is dropped, whatever
        a contract says."""
        p = self.cipher("demo_decrypt", "/* dec */")
        alignment.base_align(p, "in", 8)
        self.assertTrue(alignment.aligned_base(p, "in", "u32"))
        self.assertNotIn(state.key(p), state.CONTRACT_SITES)

    def test_without_the_kind_no_contract(self):
        p = self.cipher("demo_decrypt", "/* dec */")
        alignment.DISABLED.add("api-contract")
        self.assertFalse(alignment.aligned_base(p, "in", "u32"))
        self.assertEqual(confidence_reason(p, "in", "u32"), "byte-parameter")
