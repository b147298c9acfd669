// SPDX-License-Identifier: GPL-2.0-only
/* The type table scanner on header text. */
#include <stdlib.h>

#include "typetable.h"
#include "unit.h"

static const char header[] =
	"/* struct fake { u8 *in_comment; }; */\n"
	"#define X(a) struct macro { char *m; }\n"
	"struct sk_buff {\n"
	"\tunion {\n"
	"\t\tstruct { struct sk_buff *next; };\n"
	"\t};\n"
	"\tchar\t\t\tcb[48] __aligned(8);\n"
	"\tunsigned char\t\t*head,\n"
	"\t\t\t\t*data;\n"
	"\tunsigned int len;\n"
	"\tvoid __iomem *regs;\n"
	"\tu8 **pp;\n"
	"\tvoid (*destructor)(struct sk_buff *skb);\n"
	"\tconst u8 *rx;\n"
	"\tu8 mac[ETH_ALEN], pad[2];\n"
	"};\n"
	"struct urb { void *transfer_buffer; };\n"
	"struct no_bytes { int x; };\n"
	"static inline void f(struct sk_buff *skb) { char *p = \"struct s { u8 *q; }\"; }\n"
	"static inline unsigned char *skb_tail_pointer(const struct sk_buff *skb)\n"
	"{\n\treturn skb->head + skb->tail;\n}\n"
	"void *skb_put(struct sk_buff *skb, unsigned int len);\n"
	"extern const u8 *fw_bytes(int i);\n"
	"u32 *not_bytes(void);\n"
	"char **argv_of(int n);\n"
	"typedef void *(*alloc_fn)(unsigned int size);\n";

static void test_scan(void)
{
	struct typetable *tt = typetable_new();
	char *out;

	typetable_scan(tt, header);
	out = typetable_render(tt);
	CHECK_STR(out,
		  "struct sk_buff {\n"
		  "\tu64 cb[1];\n"
		  "\tunsigned char *head;\n"
		  "\tunsigned char *data;\n"
		  "\tu8 *rx;\n"
		  "\tu8 mac[1];\n"
		  "\tu8 pad[1];\n"
		  "};\n"
		  "struct urb {\n"
		  "\tvoid *transfer_buffer;\n"
		  "};\n"
		  "u8 *fw_bytes();\n"
		  "unsigned char *skb_tail_pointer();\n"
		  "void *skb_put();\n");
	free(out);
	typetable_free(tt);
}

static void test_subset(void)
{
	const char *table = "/* stamp */\nstruct sk_buff {\n\tunsigned char *data;\n};\n"
			    "struct urb {\n\tvoid *transfer_buffer;\n};\n"
			    "struct usb_ctrlrequest {\n\tu8 *x;\n};\n"
			    "unsigned char *skb_tail_pointer();\n"
			    "void *skb_put();\n";
	const char *texts[] = { "static void f(struct urb *u)\n{\n\tp = skb_tail_pointer (skb);\n}\n",
				"/* struct sk_buffer is not struct sk_buff */ int x = my_skb_put(1);" };
	char *out = typetable_subset(table, texts, 2);

	CHECK_STR(out, "struct sk_buff {\n\tunsigned char *data;\n};\n"
		  "struct urb {\n\tvoid *transfer_buffer;\n};\n"
		  "unsigned char *skb_tail_pointer();\n");
	free(out);
	out = typetable_subset(table, texts, 0);
	CHECK_STR(out, "");
	free(out);
}

/* Driver headers name their structs through typedefs (pegasus.h). */
static void test_typedefs(void)
{
	struct typetable *tt = typetable_new();
	const char *texts[] = { "static void f(pegasus_t *p, struct sk_buff *skb)\n{\n\tx = *(u32 *)p->tx_buff;\n}\n" };
	char *out, *sub;

	typetable_scan(tt,
		       "typedef struct pegasus {\n\t__u8 tx_buff[PEGASUS_MTU];\n} pegasus_t;\n"
		       "typedef struct {\n\tu8 *buf;\n} anon_t, *anon_p;\n"
		       "typedef struct later later_t;\n"
		       "struct later { void *data; };\n"
		       "typedef struct no_bytes { int x; } no_bytes_t;\n"
		       "typedef struct pegasus *pegasus_ptr;\n"
		       "struct sk_buff skb_var;\n"
		       "struct { u8 *p; } anon_var;\n");
	out = typetable_render(tt);
	CHECK_STR(out,
		  "struct anon_t {\n\tu8 *buf;\n};\n"
		  "struct later {\n\tvoid *data;\n};\n"
		  "struct pegasus {\n\t__u8 tx_buff[1];\n};\n"
		  "typedef struct anon_t anon_t;\n"
		  "typedef struct later later_t;\n"
		  "typedef struct pegasus pegasus_t;\n");
	/* a driver header's table goes first and wins over the tree's */
	sub = typetable_subset("/* local */\nstruct sk_buff {\n\tu8 *data;\n};\n"
			       "typedef struct pegasus pegasus_t;\n"
			       "struct pegasus {\n\t__u8 tx_buff[1];\n};\n"
			       "struct sk_buff {\n\tunsigned char *data;\n};\n"
			       "typedef struct anon_t anon_t;\n", texts, 1);
	CHECK_STR(sub, "struct sk_buff {\n\tu8 *data;\n};\n"
		  "struct pegasus {\n\t__u8 tx_buff[1];\n};\n"
		  "typedef struct pegasus pegasus_t;\n");
	free(sub);
	free(out);
	typetable_free(tt);
}

int main(void)
{
	test_scan();
	test_subset();
	test_typedefs();
	return unit_report("test-typetable");
}
