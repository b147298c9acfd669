# SPDX-License-Identifier: GPL-2.0-only
"""Received frames (evidence/frames.py, data/rx-frames): a usbnet
minidriver's rx_fixup() gets skb->data at 2 mod 8, moved by constant
skb_pull()s; a pull by a value from the data makes the place unknown."""

from unaligned import alignment, confidence, state
from unaligned.confidence import REASONS, confidence_reason, reason_field
from unaligned.evidence import frames
from unaligned.reads import CURRENT
from unaligned.spatch import SPATCH
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

    def test_overlays_wanted(self):
        # -D hide_low: the members and overlay rules run only in files
        # with a frame (or a stride read from the data)
        plain = self.write("plain.c", "int f(u8 *b)\n{\n"
                           "\treturn ((struct h *)b)->len;\n}\n")
        saved = SPATCH.get("hide_low")
        try:
            for hide_low, f, wanted in ((False, plain, True),
                                        (True, plain, False),
                                        (True, self.path, True)):
                SPATCH["hide_low"], CURRENT["file"] = hide_low, f
                self.assertEqual(alignment.overlays_wanted(), wanted)
        finally:
            SPATCH["hide_low"], CURRENT["file"] = saved, None

    def test_overlay_tag(self):
        # the overlay rule follows only casts to structs that claim_overlay()
        # could keep: of the file (the members rule), not __packed, a
        # member 2 bytes wide or more
        state.MEMBERS[("demo_hdr", "len")] = 2
        state.MEMBERS[("demo_bytes", "b")] = 1
        state.MEMBERS[("demo_packed", "seq")] = 4
        state.PACKED.add("demo_packed")
        self.assertTrue(alignment.overlay_tag("demo_hdr"))
        for tag in ("demo_bytes", "demo_packed", "sk_buff"):
            self.assertFalse(alignment.overlay_tag(tag), tag)

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
        self.assertEqual(frames.frame_place(p, "skb->data", 4),
                         (True, "usbnet-rx-fixup+2", "rx"))
        self.assertEqual(frames.frame_place(p, "skb->data + 2", 4),
                         (False, "usbnet-rx-fixup+4", "rx"))
        reason = confidence_reason(p, "skb->data", "u32")
        self.assertEqual((reason, REASONS[reason][0]), ("rx-frame", "high"))
        self.assertEqual(reason_field(p, reason), "rx-frame:usbnet-rx-fixup+2")
        # data + 2 was "unaligned-offset" high; on a frame it is aligned
        self.assertEqual(confidence_reason(p, "skb->data + 2", "u32"),
                         "rx-frame-aligned")

    def test_pulls(self):
        p = self.site("demo_rx_fixup", "/* pulled */")
        self.assertEqual(frames.pulled(p, "skb"), 2)
        self.assertEqual(frames.frame_place(p, "skb->data", 4),
                         (False, "usbnet-rx-fixup+4", "rx"))
        p = self.site("demo_rx_fixup", "/* unknown */")
        self.assertIsNone(frames.pulled(p, "skb"))
        self.assertIsNone(frames.frame_place(p, "skb->data", 4))
        self.assertEqual(confidence_reason(p, "skb->data", "u32"),
                         "struct-member")
        p = self.site("demo_loop_fixup", "/* loop */")
        self.assertIsNone(frames.frame_place(p, "skb->data", 4))

    def test_local_set_once(self):
        p = self.site("demo_rx_fixup", "/* local */")
        self.assertEqual(frames.frame_place(p, "buf", 4),
                         (False, "usbnet-rx-fixup+4", "rx"))
        self.assertEqual(frames.frame_place(p, "buf + 2", 4),
                         (True, "usbnet-rx-fixup+6", "rx"))

    def test_allocated(self):
        p = self.at(self.path, "demo_copy", "/* alloc */")
        self.params(p, net="struct net_device *", src="u8 *", len="int")
        self.assertEqual(frames.frame_place(p, "skb->data", 4),
                         (True, "netdev-alloc-ip-align+2", "rx"))

    def test_not_a_frame(self):
        p = self.site("other", "/* other */")
        self.assertIsNone(frames.frame_place(p, "skb->data", 4))
        self.assertNotIn(state.key(p), state.RX_SITES)


TX_SNIPPET = """
struct demo_hdr {
	__le16 len;
	__le16 flags;
	__le32 seq;
};

static struct sk_buff *demo_tx_fixup(struct usbnet *dev,
				     struct sk_buff *skb, gfp_t flags)
{
	struct demo_hdr *h;
	u8 *tag;

	*(__le32 *)skb->data = 0; /* tx start */
	*(__le32 *)skb_push(skb, 4) = 0; /* push4 */
	*(__le32 *)skb_push(skb, 2) = 0; /* push2 */
	*(__le64 *)skb->data = 0; /* wide */
	h = skb_push(skb, sizeof(*h)); /* overlay */
	tag = __skb_push(skb, 6);
	*(__le32 *)tag = 0; /* tag */
	skb_push(skb, flags);
	*(__le32 *)skb->data = 0; /* unknown */
	return skb;
}

static netdev_tx_t demo_xmit(struct sk_buff *skb, struct net_device *net)
{
	*(__le32 *)skb_push(skb, 8) = 0; /* xmit */
	return NETDEV_TX_OK;
}

static const struct driver_info demo_info = {
	.tx_fixup = demo_tx_fixup,
};

static const struct net_device_ops demo_ops = {
	.ndo_start_xmit = demo_xmit,
};

static void demo_setup(struct net_device *net)
{
	ether_setup(net);
	net->netdev_ops = &demo_ops;
}
"""

RX_OVERLAY = """
struct demo_hdr {
	__le16 len;
	__le16 flags;
	__le32 seq;
};

static int demo_rx_fixup(struct usbnet *dev, struct sk_buff *skb)
{
	struct demo_hdr *h = (struct demo_hdr *)skb->data; /* rx overlay */

	skb_pull(skb, 2);
	h = (struct demo_hdr *)skb->data; /* pulled overlay */
	return h->len;
}

static const struct driver_info demo_info = {
	.rx_fixup = demo_rx_fixup,
};
"""


class TxFrames(SnippetTest):
    """data/tx-frames: skb->data 2 mod 4 at the Ethernet header, moved
    back by skb_push()."""

    def setUp(self):
        super().setUp()
        self.path = self.write("tx.c", TX_SNIPPET)

    def fixup(self, marker):
        p = self.at(self.path, "demo_tx_fixup", marker)
        self.params(p, dev="struct usbnet *", skb="struct sk_buff *",
                    flags="gfp_t")
        return p

    def test_data_file(self):
        names = dict((fr.name, fr) for fr in frames.FRAMES)
        fr = names["usbnet-tx-fixup"]
        self.assertEqual((fr.direction, fr.field, fr.residue, fr.modulus),
                         ("tx", "tx_fixup", 2, 4))
        self.assertIn("usbnet_start_xmit", fr.allocated)
        self.assertIn("ether_setup", names["netdev-start-xmit"].when)

    def test_start_and_pushes(self):
        p = self.fixup("/* tx start */")
        self.assertEqual(frames.frame_place(p, "skb->data", 4),
                         (True, "usbnet-tx-fixup+2mod4", "tx"))
        # 2 - 4 is still 2 mod 4: misaligned
        p = self.fixup("/* push4 */")
        self.assertEqual(frames.frame_place(p, "skb_push(skb, 4)", 4),
                         (True, "usbnet-tx-fixup+2mod4", "tx"))
        self.assertEqual(confidence_reason(p, "skb_push(skb, 4)", "__le32"),
                         "tx-frame")
        self.assertEqual(reason_field(p, "tx-frame"),
                         "tx-frame:usbnet-tx-fixup+2mod4")
        # after the push by 4 before it, 2 more: 0 mod 4, aligned
        p = self.fixup("/* push2 */")
        self.assertEqual(frames.pulled(p, "skb"), (-4) % 8)
        self.assertEqual(frames.frame_place(p, "skb_push(skb, 2)", 4),
                         (False, "usbnet-tx-fixup+0mod4", "tx"))
        self.assertEqual(confidence_reason(p, "skb_push(skb, 2)", "__le32"),
                         "tx-frame-aligned")

    def test_eight_bytes(self):
        # 0 mod 4 says nothing of 8 bytes; 2 mod 4 is misaligned for 8
        p = self.fixup("/* wide */")
        self.assertIsNone(frames.frame_place(p, "skb->data", 8))
        p = self.fixup("/* tx start */")
        self.assertEqual(frames.frame_place(p, "skb->data", 8)[0], True)

    def test_local_of_push(self):
        p = self.fixup("/* tag */")
        # 2 - 4 - 2 - 8 (sizeof(*h)) - 6: 2 mod 4
        self.assertEqual(frames.frame_place(p, "tag", 4),
                         (True, "usbnet-tx-fixup+2mod4", "tx"))
        self.assertEqual(frames.frame_place(p, "tag + 2", 4),
                         (False, "usbnet-tx-fixup+0mod4", "tx"))

    def test_unknown_push(self):
        p = self.fixup("/* unknown */")
        self.assertIsNone(frames.frame_place(p, "skb->data", 4))

    def test_ndo_start_xmit_of_an_ethernet_device(self):
        p = self.at(self.path, "demo_xmit", "/* xmit */")
        self.params(p, skb="struct sk_buff *", net="struct net_device *")
        self.assertEqual(frames.frame_place(p, "skb_push(skb, 8)", 8),
                         (True, "netdev-start-xmit+2mod4", "tx"))
        # without an Ethernet device in the file: no frame known
        other = self.write("raw.c", TX_SNIPPET.replace("ether_setup", "setup"))
        p = self.at(other, "demo_xmit", "/* xmit */")
        self.params(p, skb="struct sk_buff *", net="struct net_device *")
        self.assertIsNone(frames.frame_place(p, "skb_push(skb, 8)", 8))

    def test_move_on_some_paths(self):
        """A push by 1 in an if (pptp's compressed protocol field) makes
        the place unknown; one by 8 does not change it mod 8."""
        for move, expect in (("skb_push(skb, 1)", None), ("skb_push(skb, 8)",
                             (True, "usbnet-tx-fixup+2mod4", "tx"))):
            text = TX_SNIPPET.replace(
                "\t*(__le32 *)skb->data = 0; /* tx start */",
                "\tif (flags)\n\t\t%s;\n\tif (skb->len) {\n\t\t%s;\n"
                "\t}\n\t*(__le32 *)skb->data = 0; /* tx start */" % (move, move))
            path = self.write("cond%s.c" % move[-2], text)
            p = self.at(path, "demo_tx_fixup", "/* tx start */")
            self.params(p, dev="struct usbnet *", skb="struct sk_buff *",
                        flags="gfp_t")
            self.assertEqual(frames.frame_place(p, "skb->data", 4), expect)
            self.assertTrue(frames.some_paths(
                text, text.index(move), text.index("/* tx start */")))

    def test_frame_replaced(self):
        """skb = skb2 (a copy with more headroom): no longer the frame
        the stack handed over."""
        text = TX_SNIPPET.replace("\tskb_push(skb, flags);",
                                  "\tskb = skb_copy_expand(skb, 8, 0, flags);")
        path = self.write("copy.c", text)
        p = self.at(path, "demo_tx_fixup", "/* push4 */")
        self.params(p, dev="struct usbnet *", skb="struct sk_buff *",
                    flags="gfp_t")
        self.assertIsNone(frames.frame_place(p, "skb_push(skb, 4)", 4))

    def test_without_the_data_file(self):
        """The evidence decides: without data/tx-frames' lines, the same
        store is a struct member's buffer (low), not tx-frame (high)."""
        p = self.fixup("/* push4 */")
        saved = frames.CALLBACK_FRAMES
        frames.CALLBACK_FRAMES = tuple(fr for fr in saved
                                       if fr.direction == "rx")
        try:
            self.assertIsNone(frames.frame_place(p, "skb_push(skb, 4)", 4))
        finally:
            frames.CALLBACK_FRAMES = saved


class FrameOverlays(SnippetTest):
    """A struct laid over a frame's data: its members' places decide."""

    def test_rx_overlay(self):
        path = self.write("rxo.c", RX_OVERLAY)
        p = self.at(path, "demo_rx_fixup", "/* rx overlay */")
        self.params(p, dev="struct usbnet *", skb="struct sk_buff *")
        self.assertEqual(frames.overlay_place(p, "skb->data", "demo_hdr",
                                              "seq", 4),
                         (True, "usbnet-rx-fixup+2,demo_hdr.seq+4", "rx"))
        self.assertEqual(frames.overlay_place(p, "skb->data", "demo_hdr",
                                              "flags", 2)[0], False)
        state.MEMBERS[("demo_hdr", "seq")] = 4
        reason = confidence.overlay_reason(p, "skb->data", "demo_hdr", "seq")
        self.assertEqual((reason, REASONS[reason][0]),
                         ("frame-overlay", "high"))
        self.assertEqual(reason_field(p, reason),
                         "frame-overlay:usbnet-rx-fixup+2,demo_hdr.seq+4")
        # pulled by 2: seq at 4 + 4, aligned
        p = self.at(path, "demo_rx_fixup", "/* pulled overlay */")
        self.assertEqual(confidence.overlay_reason(
            p, "skb->data", "demo_hdr", "seq"), "frame-overlay-aligned")

    def test_not_a_frame(self):
        path = self.write("rxo.c", RX_OVERLAY.replace(".rx_fixup", ".other"))
        p = self.at(path, "demo_rx_fixup", "/* rx overlay */")
        self.params(p, dev="struct usbnet *", skb="struct sk_buff *")
        state.MEMBERS[("demo_hdr", "seq")] = 4
        self.assertEqual(confidence.overlay_reason(
            p, "skb->data", "demo_hdr", "seq"), "struct-overlay")

    def test_tx_overlay_through_push(self):
        path = self.write("tx.c", TX_SNIPPET)
        p = self.at(path, "demo_tx_fixup", "/* overlay */")
        self.params(p, dev="struct usbnet *", skb="struct sk_buff *",
                    flags="gfp_t")
        # 2 - 4 - 2 - sizeof(struct demo_hdr) 8: 0 mod 4; seq at 4: aligned
        self.assertEqual(frames.overlay_place(
            p, "skb_push(skb, sizeof(*h))", "demo_hdr", "seq", 4),
            (False, "usbnet-tx-fixup+0mod4,demo_hdr.seq+4", "tx"))
        self.assertEqual(frames.overlay_place(
            p, "skb_push(skb, sizeof(struct demo_hdr))", "demo_hdr", "seq",
            4), (False, "usbnet-tx-fixup+0mod4,demo_hdr.seq+4", "tx"))
