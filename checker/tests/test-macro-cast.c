// SPDX-License-Identifier: GPL-2.0-only
/* What the casts of a file's own macros cast: struct members or not. */
#include <stdlib.h>

#include "macro_cast.h"
#include "unit.h"
#include "util.h"

/* cw1200's wsm.c: a cursor in a struct, stepped by the macros */
static const char wsm[] =
	"struct wsm_buf {\n"
	"\tu8 *begin;\n"
	"\tu8 *data;\n"
	"\tu8 *end;\n"
	"};\n"
	"struct pkt {\n"
	"\t__le32 len;\n"
	"\tu8 data[];\n"
	"};\n"
	"struct tlv {\n"
	"\tu8 type;\n"
	"\tu8 value[];\n"
	"} __packed;\n"
	"#define __WSM_GET(buf, type, type2, cvt)\t\\\n"
	"\t({\t\t\t\t\t\\\n"
	"\t\ttype val;\t\t\t\\\n"
	"\t\tif ((buf)->data + sizeof(type) > (buf)->end)\t\\\n"
	"\t\t\tgoto underflow;\t\t\\\n"
	"\t\tval = cvt(*(type2 *)(buf)->data);\t\\\n"
	"\t\t(buf)->data += sizeof(type);\t\\\n"
	"\t\tval;\t\t\t\t\\\n"
	"\t})\n"
	"#define WSM_GET32(buf) __WSM_GET(buf, u32, __le32, __le32_to_cpu)\n"
	"#define BEGIN32(b) le32_to_cpu(*(__le32 *)b->begin)\n"
	"#define AT4(b) (*(__le32 *)((b)->data + 4))\n"
	"#define WORD1(p) le32_to_cpu(*((__le32 *)(p) + 1))\n"
	"#define TO_TLV(x) ((struct tlv *)(x))\n"
	"#define TLV_LE16(t) le16_to_cpu(*((__le16 *)(TO_TLV(t)->value)))\n"
	"#define DEEP(b) WSM_GET32(b)\n"
	"#define VALUE16(t) (*(__le16 *)(t)->value)\n"
	"#define GET_WORD2(c) le32_get_bits(*((const __le32 *)(c) + 2), 3)\n"
	"#define SIZED(b) (sizeof(__le32 *) + (b)->data[0])\n";

/* the tree's type table: the byte pointers and arrays of its structs */
static const char types[] =
	"struct sk_buff {\n"
	"\tu64 cb[1];\n"
	"\tunsigned char *data;\n"
	"};\n";

static const char *context = "static void f(struct wsm_buf *buf, struct sk_buff *c2h, struct pkt *pkt, u8 *p)\n{\n";

static int member_cast(const struct macro_set *ms, const char *text,
		       const char *want_macro, const char *want_operand)
{
	char *macro, *operand;
	int ret = macro_casts_member(ms, text, context, &macro, &operand);

	if (ret) {
		CHECK_STR(macro, want_macro);
		CHECK_STR(operand, want_operand);
	}
	free(macro);
	free(operand);
	return ret;
}

static void test_members(void)
{
	struct macro_set *ms = macro_set_new();

	macro_set_scan(ms, wsm);
	macro_set_types(ms, types);
	/* through a second macro, and nested in a macro of another file */
	CHECK(member_cast(ms, "reg = WSM_GET32(&buf);", "WSM_GET32",
			  "(&buf)->data"));
	CHECK(member_cast(ms, "WARN_ON(WSM_GET32(buf));", "WSM_GET32",
			  "(buf)->data"));
	CHECK(member_cast(ms, "x = DEEP(buf);", "DEEP", "(buf)->data"));
	CHECK(member_cast(ms, "x = BEGIN32(buf);", "BEGIN32", "buf->begin"));
	/* the argument is the member: skb->data by the tree's table */
	CHECK(member_cast(ms, "x = GET_WORD2(c2h->data);", "GET_WORD2",
			  "(c2h->data)"));
	CHECK(member_cast(ms, "x = GET_WORD2( c2h->data ) + GET_WORD2(\n\tc2h->data);",
			  "GET_WORD2", "(c2h->data)"));
	/* pkt->data is a byte array; p a byte pointer of its own */
	CHECK(!member_cast(ms, "x = GET_WORD2(pkt->data);", NULL, NULL));
	CHECK(!member_cast(ms, "x = GET_WORD2(p);", NULL, NULL));
	/* an offset, a plain pointer, a byte array member */
	CHECK(!member_cast(ms, "x = AT4(buf);", NULL, NULL));
	CHECK(!member_cast(ms, "x = WORD1(rx_desc);", NULL, NULL));
	CHECK(!member_cast(ms, "x = TLV_LE16(buffer);", NULL, NULL));
	CHECK(!member_cast(ms, "x = VALUE16(tlv);", NULL, NULL));
	/* one cast of something else is enough to keep the finding */
	CHECK(!member_cast(ms, "x = WSM_GET32(buf) + WORD1(p);", NULL, NULL));
	/* sizeof(T *) is no cast; no macro of the set: nothing to say */
	CHECK(!member_cast(ms, "x = SIZED(buf);", NULL, NULL));
	CHECK(!member_cast(ms, "x = le32_to_cpu(*(__le32 *)buf->data);",
			   NULL, NULL));
	/* without a declaration of its base, "data" is an array somewhere */
	context = "";
	CHECK(!member_cast(ms, "reg = WSM_GET32(&buf);", NULL, NULL));
	CHECK(member_cast(ms, "x = BEGIN32(buf);", "BEGIN32", "buf->begin"));
	macro_set_free(ms);
}

int main(void)
{
	test_members();
	return unit_report("test-macro-cast");
}
