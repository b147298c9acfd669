# SPDX-License-Identifier: GPL-2.0-only
"""Struct layout on x86_64 and offset arithmetic."""

import unittest

from unaligned import layout, offsets
from tests.helpers import SnippetTest

STRUCTS = """
struct hdr {
	u8 type;
	__le16 len;
	u32 seq;
	u64 stamp;
	u8 data[3];
};

struct wire {
	u8 type;
	__le32 seq;
} __packed;

struct bits {
	u32 a:3, b:5;
	u16 c;
};

struct outer {
	u8 tag;
	struct hdr h;
	u16 tail[2];
};

void f(void)
{
	/* here */
}
"""


class Layout(SnippetTest):
    def setUp(self):
        super().setUp()
        self.p = self.at(self.write("s.c", STRUCTS), "f", "/* here */")

    def test_natural_layout(self):
        size, align, members = layout.struct_layout(self.p, "hdr")
        self.assertEqual((size, align), (24, 8))
        self.assertEqual(members, {"type": 0, "len": 2, "seq": 4,
                                   "stamp": 8, "data": 16})

    def test_packed(self):
        size, align, members = layout.struct_layout(self.p, "wire")
        self.assertEqual((size, align, members["seq"]), (5, 1, 1))

    def test_bit_fields_share_a_unit(self):
        size, align, members = layout.struct_layout(self.p, "bits")
        # gcc puts c right after the 8 bits used, in the same u32
        self.assertEqual((size, align, members["c"]), (4, 4, 2))

    def test_nested_struct(self):
        size, align, members = layout.struct_layout(self.p, "outer")
        self.assertEqual((members["h"], members["tail"], size), (8, 32, 40))

    def test_sizeof_and_offsetof(self):
        self.assertEqual(layout.sizeof_value(self.p, "struct hdr"), 24)
        self.assertEqual(layout.sizeof_value(self.p, "u32"), 4)
        self.assertEqual(layout.offsetof_value(self.p, "hdr", "seq"), 4)

    def test_unknown_struct(self):
        self.assertIsNone(layout.struct_layout(self.p, "nowhere"))


OFFSETS = """
#define HDR_LEN 8
#define ODD_LEN 3

void f(u8 *buf, int n, struct sk_buff *skb)
{
	int i;
	int step = 4 * n;

	for (i = 0; i < 16; i += 4)
		use(i);
	/* here */
}
"""


class TreeStructs(unittest.TestCase):
    def test_lazy_definitions_are_struct_definitions(self):
        # the tree's table, worked out per name: nested structs, a struct
        # defined twice (the last that closes wins), one that never closes
        text = ("struct outer { struct inner { u8 *p; } in; u32 n; };\n"
                "struct twice { u8 *a; };\nstruct twice { u8 b[2]; };\n"
                "struct open_end { u8 *a; };\nstruct open_end { u8 *z;\n")
        whole = layout.struct_definitions(text)
        lazy = layout.StructDefinitions(text)
        for name in ("outer", "inner", "twice", "open_end", "absent"):
            self.assertEqual(lazy.get(name), whole.get(name), name)
        self.assertEqual(lazy["twice"], "u8 b[2]; }")
        self.assertRaises(KeyError, lambda: lazy["absent"])
        self.assertFalse(layout.StructDefinitions("int x;"))


class Offsets(SnippetTest):
    def setUp(self):
        super().setUp()
        self.p = self.at(self.write("o.c", OFFSETS), "f", "/* here */")
        self.params(self.p, buf="u8 *", n="int", skb="struct sk_buff *")

    def test_low_bit(self):
        self.assertEqual([offsets.low_bit(n) for n in (0, 1, 6, 8, 96, 256)],
                         [64, 1, 2, 8, 32, 64])

    def test_divisor(self):
        d = lambda off: offsets.divisor(self.p, off)
        self.assertEqual(d("HDR_LEN"), 8)
        self.assertEqual(d("ODD_LEN"), 1)
        self.assertEqual(d("4 * n"), 4)
        self.assertEqual(d("n << 3"), 8)
        self.assertEqual(d("sizeof(u64)"), 8)
        self.assertEqual(d("HDR_LEN + 2"), 2)
        self.assertEqual(d("ALIGN(n, 8)"), 8)
        self.assertEqual(d("ip_hdrlen(skb)"), 4)
        self.assertEqual(d("n"), 1)

    def test_offset_multiple_of(self):
        self.assertTrue(offsets.offset_multiple_of(self.p, None, 4))
        self.assertTrue(offsets.offset_multiple_of(self.p, 8, 4))
        self.assertFalse(offsets.offset_multiple_of(self.p, 2, 4))
        self.assertTrue(offsets.offset_multiple_of(self.p, "HDR_LEN", 8))
        self.assertFalse(offsets.offset_multiple_of(self.p, "ODD_LEN", 2))


if __name__ == "__main__":
    unittest.main()
