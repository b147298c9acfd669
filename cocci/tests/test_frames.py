# SPDX-License-Identifier: GPL-2.0-only
"""Received frames (evidence/frames.py, data/rx-frames): a usbnet
minidriver's rx_fixup() gets skb->data at 2 mod 8, moved by constant
skb_pull()s; a pull by a value from the data makes the place unknown."""

from unaligned import state
from unaligned.confidence import REASONS, confidence_reason, reason_field
from unaligned.evidence import frames
from tests.helpers import SnippetTest

SNIPPET = """
static int demo_rx_fixup(struct usbnet *dev, struct sk_buff *skb)
{
	u8 *buf = skb->data + 2;
	u32 len;

	len = *(u32 *)skb->data; /* start */
	skb_pull(skb, 2);
	len += *(u32 *)skb->data; /* pulled */
	skb_pull(skb, len);
	len += *(u32 *)skb->data; /* unknown */
	return len + *(u32 *)buf; /* local */
}

static int demo_loop_fixup(struct usbnet *dev, struct sk_buff *skb)
{
	while (skb->len) {
		u32 v = *(u32 *)skb->data; /* loop */

		skb_pull(skb, 6);
	}
	return 0;
}

static void demo_copy(struct net_device *net, const u8 *src, int len)
{
	struct sk_buff *skb = netdev_alloc_skb_ip_align(net, len);

	skb_put_data(skb, src, len);
	u32 v = *(u32 *)skb->data; /* alloc */
}

static int other(struct usbnet *dev, struct sk_buff *skb)
{
	return *(u32 *)skb->data; /* other */
}

static const struct driver_info demo_info = {
	.rx_fixup = demo_rx_fixup,
};

static const struct driver_info loop_info = {
	.rx_fixup = demo_loop_fixup,
};
"""


class Frames(SnippetTest):
    def setUp(self):
        super().setUp()
        self.path = self.write("rx.c", SNIPPET)

    def site(self, fn, marker):
        p = self.at(self.path, fn, marker)
        self.params(p, dev="struct usbnet *", skb="struct sk_buff *")
        return p

    def test_data_file(self):
        fr = frames.FRAMES[0]
        self.assertEqual((fr.name, fr.field, fr.type, fr.residue, fr.unless),
                         ("usbnet-rx-fixup", "rx_fixup", "struct sk_buff *",
                          2, "EVENT_NO_IP_ALIGN"))
        self.assertIn("usbnet.c", fr.allocated)

    def test_frame_of(self):
        self.assertEqual(frames.frame_of(self.site("demo_rx_fixup",
                                                   "/* start */"),
                                         "skb").name, "usbnet-rx-fixup")
        self.assertIsNone(frames.frame_of(self.site("other", "/* other */"),
                                          "skb"))

    def test_start_is_two_mod_eight(self):
        p = self.site("demo_rx_fixup", "/* start */")
        self.assertEqual(frames.rx_place(p, "skb->data", 4),
                         (True, "usbnet-rx-fixup+2"))
        self.assertEqual(frames.rx_place(p, "skb->data + 2", 4),
                         (False, "usbnet-rx-fixup+4"))
        reason = confidence_reason(p, "skb->data", "u32")
        self.assertEqual((reason, REASONS[reason][0]), ("rx-frame", "high"))
        self.assertEqual(reason_field(p, reason), "rx-frame:usbnet-rx-fixup+2")
        # data + 2 was "unaligned-offset" high; on a frame it is aligned
        self.assertEqual(confidence_reason(p, "skb->data + 2", "u32"),
                         "rx-frame-aligned")

    def test_pulls(self):
        p = self.site("demo_rx_fixup", "/* pulled */")
        self.assertEqual(frames.pulled(p, "skb"), 2)
        self.assertEqual(frames.rx_place(p, "skb->data", 4),
                         (False, "usbnet-rx-fixup+4"))
        p = self.site("demo_rx_fixup", "/* unknown */")
        self.assertIsNone(frames.pulled(p, "skb"))
        self.assertIsNone(frames.rx_place(p, "skb->data", 4))
        self.assertEqual(confidence_reason(p, "skb->data", "u32"),
                         "struct-member")
        p = self.site("demo_loop_fixup", "/* loop */")
        self.assertIsNone(frames.rx_place(p, "skb->data", 4))

    def test_local_set_once(self):
        p = self.site("demo_rx_fixup", "/* local */")
        self.assertEqual(frames.rx_place(p, "buf", 4),
                         (False, "usbnet-rx-fixup+4"))
        self.assertEqual(frames.rx_place(p, "buf + 2", 4),
                         (True, "usbnet-rx-fixup+6"))

    def test_allocated(self):
        p = self.at(self.path, "demo_copy", "/* alloc */")
        self.params(p, net="struct net_device *", src="u8 *", len="int")
        self.assertEqual(frames.rx_place(p, "skb->data", 4),
                         (True, "netdev-alloc-ip-align+2"))

    def test_not_a_frame(self):
        p = self.site("other", "/* other */")
        self.assertIsNone(frames.rx_place(p, "skb->data", 4))
        self.assertNotIn(state.key(p), state.RX_SITES)
