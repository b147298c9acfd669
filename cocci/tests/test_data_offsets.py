# SPDX-License-Identifier: GPL-2.0-only
"""Offsets and strides read from the data (evidence/data_offsets.py): a
record walked by its length field, a device-supplied offset, an IE list
stepped by its length byte are of unknown residue: high, data-offset,
unless rounded to a multiple of the width; the driver's own state is
not data."""

from unaligned import confidence, state
from unaligned.confidence import REASONS, confidence_reason, reason_field
from unaligned.evidence import data_offsets
from tests.helpers import SnippetTest

SNIPPET = """
struct demo_rec {
	__le16 len;
	u8 type;
	u8 pad;
	__le32 val;
};

static u32 demo_walk(u8 *buf, int size)
{
	u8 *p = buf;
	u32 sum = 0;

	while (p < buf + size) {
		struct demo_rec *rec = (struct demo_rec *)p; /* overlay */

		sum += le32_to_cpu(rec->val);
		sum += *(u32 *)(p + 4); /* walk */
		p += le16_to_cpu(rec->len);
	}
	return sum;
}

static u32 demo_rounded(u8 *buf, int size)
{
	u8 *p = buf;
	u32 sum = 0;

	while (p < buf + size) {
		sum += *(u32 *)(p + 4); /* rounded */
		p += ALIGN(le16_to_cpu(*(__le16 *)p), 4);
	}
	return sum;
}

static u32 demo_offset(u8 *buf, struct demo_hdr *hdr)
{
	u32 off = le16_to_cpu(hdr->offset);

	return *(u32 *)(buf + off); /* devoff */
}

static u32 demo_ies(u8 *ie, int len)
{
	u32 v = 0;

	while (len > 2) {
		v += *(u32 *)(ie + 2); /* ie */
		len -= ie[1] + 2;
		ie += ie[1] + 2;
	}
	return v;
}

static u32 demo_state(struct demo_priv *priv, u8 *buf)
{
	return *(u32 *)(buf + priv->hdr_len); /* state */
}
"""


class DataOffsets(SnippetTest):
    def setUp(self):
        super().setUp()
        self.path = self.write("d.c", SNIPPET)

    def site(self, fn, marker, **params):
        p = self.at(self.path, fn, marker)
        self.params(p, **params)
        return p

    def test_record_walked_by_its_length(self):
        p = self.site("demo_walk", "/* walk */", buf="u8 *", size="int")
        self.assertEqual(data_offsets.data_stride(p, "p", 4),
                         "le16_to_cpu(rec->len)")
        reason = confidence_reason(p, "p + 4", "u32")
        self.assertEqual((reason, REASONS[reason][0]), ("data-offset", "high"))
        self.assertEqual(reason_field(p, reason),
                         "data-offset:le16_to_cpu(rec->len)")

    def test_overlay_moved_by_the_data(self):
        p = self.site("demo_walk", "/* overlay */", buf="u8 *", size="int")
        state.MEMBERS[("demo_rec", "val")] = 4
        self.assertEqual(confidence.overlay_reason(p, "p", "demo_rec", "val"),
                         "data-offset")
        self.assertEqual(reason_field(p, "data-offset"),
                         "data-offset:le16_to_cpu(rec->len)")

    def test_rounded_stride_is_not_evidence(self):
        p = self.site("demo_rounded", "/* rounded */", buf="u8 *", size="int")
        self.assertIsNone(data_offsets.data_stride(p, "p", 4))
        self.assertNotEqual(confidence_reason(p, "p + 4", "u32"),
                            "data-offset")

    def test_device_offset(self):
        p = self.site("demo_offset", "/* devoff */", buf="u8 *",
                      hdr="struct demo_hdr *")
        self.assertEqual(data_offsets.data_offset(p, "off", 4),
                         "le16_to_cpu(hdr->offset)")
        self.assertEqual(confidence_reason(p, "buf + off", "u32"),
                         "data-offset")
        # a 1-byte access is at any place
        self.assertIsNone(data_offsets.data_offset(p, "off", 1))

    def test_length_byte_of_an_ie(self):
        p = self.site("demo_ies", "/* ie */", ie="u8 *", len="int")
        self.assertEqual(data_offsets.data_read(p, "ie[1] + 2"), "ie[1]")
        # a parameter moved by its length byte: no longer what callers pass
        self.assertEqual(data_offsets.data_stride(p, "ie", 4), "ie[1]")
        self.assertEqual(confidence_reason(p, "ie + 2", "u32"), "data-offset")

    def test_member_named_as_a_local(self):
        """skb -> len, as spatch writes it, is the member, not a local len
        set from the data."""
        p = self.site("demo_offset", "/* devoff */", buf="u8 *",
                      hdr="struct demo_hdr *")
        self.assertIsNone(data_offsets.data_read(p, "hdr -> off - 2"))
        self.assertEqual(data_offsets.data_read(p, "off - 2"),
                         "le16_to_cpu(hdr->offset)")
        self.assertEqual(data_offsets.compact("le16_to_cpu(*p->d[n - 2])"),
                         "le16_to_cpu(**(p->d+n-2))")

    def test_driver_state_is_not_data(self):
        p = self.site("demo_state", "/* state */", priv="struct demo_priv *",
                      buf="u8 *")
        self.assertIsNone(data_offsets.data_read(p, "priv->hdr_len"))
        self.assertEqual(confidence_reason(p, "buf + priv->hdr_len", "u32"),
                         "unaligned-offset")

    def test_without_the_evidence(self):
        """The evidence decides: without it the walked record is a local
        of unknown origin (moderate), not high."""
        p = self.site("demo_walk", "/* walk */", buf="u8 *", size="int")
        saved = confidence.data_place
        confidence.data_place = lambda p, e, w: None
        try:
            self.assertEqual(confidence_reason(p, "p + 4", "u32"),
                             "unknown-origin")
        finally:
            confidence.data_place = saved
