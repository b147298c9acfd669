# SPDX-License-Identifier: GPL-2.0-only
"""Byte array members of structs that are not __packed, judged by their
place modulo the struct's alignment (evidence/struct_layout.py), and the
partial layouts it reads (layout.struct_places())."""

from unaligned import alignment, layout, state
from unaligned.confidence import REASONS, confidence_reason, reason_field
from unaligned.evidence import struct_layout
from tests.helpers import SnippetTest

SNIPPET = """
struct port {
	struct port *next;
	u8 addr[8];
};

struct odd {
	u64 stamp;
	u32 id;
	u8 addr[8];
};

struct locked {
	spinlock_t lock;
	u8 addr[8];
};

struct relocked {
	spinlock_t lock;
	void *owner;
	u8 addr[8];
};

struct wire {
	u64 stamp;
	u32 id;
	u8 addr[8];
} __packed;

struct conf {
	u32 id;
#ifdef CONFIG_DEBUG_THING
	u8 debug[3];
#endif
	u64 stamp;
	u16 tag;
	u8 addr[8];
};

struct priv {
	ssize_t len;
	bool busy;
	bool gone;
	u8 buffer[64];
};

struct holder {
	u32 n;
	struct odd inner;
	u8 *data;
};

struct hop {
	const struct port *port;
};

struct task {
	u16 kind;
	struct odd *dev;
	struct hop via;
	struct wire *packed;
};

void f(struct port *pt, struct odd *o, struct locked *lk,
       struct relocked *rl, struct wire *w, struct conf *c,
       struct priv *pv, struct holder *h, u8 *buf, void *data,
       struct task *t)
{
	struct odd *ov = (struct odd *)buf;
	struct odd *from_void = data;
	struct odd *moved;
	struct odd local;

	moved = o + 1;

	return; /* here */
}
"""


class StructLayout(SnippetTest):
    def setUp(self):
        super().setUp()
        self.p = self.at(self.write("sl.c", SNIPPET), "f", "/* here */")
        self.params(self.p, pt="struct port *", o="struct odd *",
                    lk="struct locked *", rl="struct relocked *",
                    w="struct wire *", c="struct conf *",
                    pv="struct priv *", h="struct holder *", buf="u8 *",
                    data="void *", t="struct task *")

    def tearDown(self):
        alignment.DISABLED.clear()
        super().tearDown()

    def reason(self, e, t):
        return confidence_reason(self.p, e, t)

    def test_aligned_place_is_aligned(self):
        # addr after a pointer: 0 mod 8 of an 8-aligned struct
        self.assertEqual(alignment.base_alignment(self.p, "pt->addr",
                                                  "pt->addr"),
                         (8, "struct-layout"))
        self.assertEqual(alignment.pointer_alignment(self.p, "pt->addr"), 8)
        self.assertIsNone(struct_layout.misplaced(self.p, "pt->addr", 8))
        alignment.DISABLED.add("struct-layout")
        self.assertLess(alignment.pointer_alignment(self.p, "pt->addr"), 8)

    def test_element_at_constant_index(self):
        self.assertEqual(alignment.pointer_alignment(self.p,
                                                     "&pt->addr[4]"), 4)
        self.assertEqual(alignment.pointer_alignment(self.p, "pt->addr + 2"),
                         2)

    def test_misaligned_place_is_high(self):
        # addr at offset 12 of an 8-aligned struct: 4 mod 8
        self.assertEqual(struct_layout.misplaced(self.p, "o->addr", 8),
                         "odd.addr+12")
        self.assertEqual(self.reason("o->addr", "u64"), "struct-layout")
        self.assertEqual(REASONS["struct-layout"][0], "high")
        self.assertEqual(reason_field(self.p, "struct-layout"),
                         "struct-layout:odd.addr+12")
        # ... but 4-aligned, and plus 4 8-aligned
        self.assertEqual(alignment.pointer_alignment(self.p, "o->addr"), 4)
        self.assertEqual(alignment.pointer_alignment(self.p, "o->addr + 4"),
                         8)
        self.assertNotEqual(self.reason("o->addr", "u32"), "struct-layout")

    def test_unknown_member_before_is_unknown(self):
        # spinlock_t's size depends on the configuration: addr anywhere
        self.assertIsNone(struct_layout.member_place(self.p, "lk->addr"))
        self.assertEqual(alignment.pointer_alignment(self.p, "lk->addr"), 0)
        self.assertIsNone(struct_layout.misplaced(self.p, "lk->addr", 8))
        self.assertNotEqual(self.reason("lk->addr", "u64"), "struct-layout")

    def test_known_alignment_after_unknown_member(self):
        # a pointer after the lock puts addr at 0 mod 8 again
        self.assertEqual(struct_layout.member_place(self.p, "rl->addr"),
                         (0, 8, "relocked.addr+0mod8"))
        self.assertEqual(alignment.pointer_alignment(self.p, "rl->addr"), 8)

    def test_packed_struct_is_not_this_evidence(self):
        self.assertIsNone(struct_layout.member_place(self.p, "w->addr"))
        self.assertIsNone(struct_layout.misplaced(self.p, "w->addr", 8))
        self.assertEqual(alignment.base_alignment(self.p, "w->addr",
                                                  "w->addr"), (0, None))

    def test_configuration_members(self):
        # u64 stamp after the #ifdef is 0 mod 8; tag, then addr at 2 mod 8
        self.assertEqual(struct_layout.member_place(self.p, "c->addr"),
                         (2, 8, "conf.addr+2mod8"))
        self.assertEqual(struct_layout.misplaced(self.p, "c->addr", 4),
                         "conf.addr+2mod8")
        self.assertEqual(alignment.pointer_alignment(self.p, "c->addr + 2"),
                         4)

    def test_offset_from_an_unaligned_place(self):
        # buffer at 10 (2 mod 8): buffer + 2 and &buffer[6] are aligned
        self.assertEqual(alignment.pointer_alignment(self.p,
                                                     "pv->buffer + 2"), 4)
        self.assertEqual(alignment.pointer_alignment(self.p,
                                                     "&pv->buffer[6]"), 8)
        self.assertEqual(struct_layout.misplaced(self.p, "pv->buffer + 4",
                                                 4), "priv.buffer+10")

    def test_nested_member(self):
        # inner at 8, addr at 12 of it: 20, 4 mod 8
        self.assertEqual(struct_layout.member_place(self.p,
                                                    "h->inner.addr"),
                         (4, 8, "holder.inner.addr+20"))

    def test_through_a_pointer_member(self):
        """t->dev points to a struct odd, which C keeps 8-aligned: addr
        is at 12 of it, whatever t's layout; a pointer in a nested
        struct too; a __packed struct's member is no place."""
        self.assertEqual(struct_layout.member_place(self.p, "t->dev->addr"),
                         (4, 8, "odd.addr+12"))
        self.assertEqual(struct_layout.member_place(self.p,
                                                    "t->via.port->addr"),
                         (0, 8, "port.addr+8"))
        self.assertIsNone(struct_layout.member_place(self.p,
                                                     "t->packed->addr"))
        self.assertIsNone(struct_layout.member_place(self.p,
                                                     "t->kind->addr"))
        self.assertIsNone(struct_layout.member_place(self.p,
                                                     "t->nowhere->addr"))

    def test_pointer_moved_by_elements(self):
        # o + 1 is as aligned as o
        self.assertEqual(struct_layout.member_place(self.p, "moved->addr"),
                         (4, 8, "odd.addr+12"))

    def test_local_object(self):
        self.assertEqual(struct_layout.member_place(self.p, "local.addr"),
                         (4, 8, "odd.addr+12"))

    def test_not_this_evidence(self):
        # a pointer the function makes by a cast: an overlay
        self.assertIsNone(struct_layout.member_place(self.p, "ov->addr"))
        self.assertIsNone(struct_layout.member_place(self.p,
                                                     "from_void->addr"))
        # a byte pointer member points elsewhere
        self.assertIsNone(struct_layout.member_place(self.p, "h->data"))
        # a member of a type that is not a known struct on the way
        self.assertIsNone(struct_layout.member_place(self.p,
                                                     "h->n.addr"))
        self.assertIsNone(struct_layout.member_place(self.p,
                                                     "h->nowhere.addr"))
        # a byte pointer parameter
        self.assertIsNone(struct_layout.member_place(self.p, "buf"))


LAYOUTS = """
enum demo_state { DEMO_IDLE, DEMO_BUSY };

enum demo_small { DEMO_A, DEMO_B } __packed;

struct enums {
	u64 stamp;
	enum demo_state state;
	u8 after_int[8];
	enum demo_small small;
	u8 after_packed[8];
	enum elsewhere other;
	u8 after_unknown[8];
};

struct partly {
	spinlock_t lock;
	u16 tag;
	u32 seq;
	u8 tail[2];
};

void f(void)
{
	/* here */
}
"""


class Places(SnippetTest):
    def setUp(self):
        super().setUp()
        self.p = self.at(self.write("pl.c", LAYOUTS), "f", "/* here */")

    def test_places_after_an_unknown_member(self):
        size, align, exact, places = layout.struct_places(self.p, "partly")
        # tag at an unknown even place, seq at 0 mod 4, tail at 4 mod 4
        self.assertEqual((places["tag"], places["seq"], places["tail"]),
                         ((0, 2), (0, 4), (0, 4)))
        self.assertEqual((size, align, exact), ((0, 4), 4, False))
        self.assertNotIn("lock", places)

    def test_exact_layout_stays_unknown(self):
        self.assertIsNone(layout.struct_layout(self.p, "partly"))

    def test_enums(self):
        # an enum defined here is an int; a __packed one, or one defined
        # elsewhere, may be smaller or larger: unknown
        places = layout.struct_places(self.p, "enums")[3]
        self.assertEqual(places["after_int"], (12, 0))
        self.assertNotIn("small", places)
        self.assertEqual(places["after_packed"], (0, 1))
        self.assertEqual(places["after_unknown"], (0, 1))
        # the exact layout still takes every enum for an int
        exact = layout.struct_layout(self.p, "enums")[2]
        self.assertEqual(exact["after_unknown"], 36)
