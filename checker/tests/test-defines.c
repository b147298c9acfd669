// SPDX-License-Identifier: GPL-2.0-only
#include <stdlib.h>

#include "defines.h"
#include "unit.h"

static void test_scan(void)
{
	struct define_table *dt = defines_new();
	char *out;

	defines_scan(dt,
		     "#define TIPC_AEAD_ALG_NAME\t\t(32)\n"
		     "  #  define BBSIZE (1<<BBSHIFT)\t/* bytes */\n"
		     "#define BBSHIFT 9 // a basic block\n"
		     "#define HDR_LEN 0x10UL\n"
		     "#define FUNC(x) ((x) + 1)\n"
		     "#define STR \"abc\"\n"
		     "#define CAST ((u32)4)\n"
		     "#define LESS (A < B)\n"
		     "#define CONT (1 + \\\n 2)\n"
		     "#define OPEN 4 /* a comment that\n goes on */\n"
		     "#define EMPTY\n"
		     "#ifdef CONFIG_A\n#define TWO 2\n#else\n#define TWO 4\n#endif\n"
		     "#define SAME 8\n#define SAME 8\n"
		     "#define SOMETIMES 8\n#define SOMETIMES get_it()\n"
		     "#define ALIAS TIPC_AEAD_ALG_NAME\n"
		     "#undef X\n#defineX 1\n");
	out = defines_render(dt);
	CHECK_STR(out,
		  "ALIAS TIPC_AEAD_ALG_NAME\n"
		  "BBSHIFT 9\n"
		  "BBSIZE (1<<BBSHIFT)\n"
		  "HDR_LEN 0x10UL\n"
		  "SAME 8\n"
		  "TIPC_AEAD_ALG_NAME (32)\n");
	free(out);
	defines_free(dt);
}

/* struct definitions: one line each, a preprocessor line ended by ; */
static void test_structs(void)
{
	struct define_table *dt = defines_new();
	char *out;

	defines_scan(dt,
		     "struct udphdr {\n\t__be16\tsource; /* port */\n"
		     "\t__be16 dest;\n};\n"
		     "struct ethhdr {\n\tunsigned char h_dest[ETH_ALEN];\n"
		     "} __attribute__((packed));\n"
		     "struct meta {\n\t__be32 a;\n\tunion {\n\t\t__be32 b;\n"
		     "\t\t__be32 c;\n\t};\n};\n"
		     "struct config {\n\tint a;\n#ifdef CONFIG_B\n\tint b;\n"
		     "#endif\n};\n"
		     "struct cont {\n\tint a; \\\n\tint b;\n};\n"
		     "#define DECLARE(x) struct x { int a; }\n"
		     "#define LONG(x) \\\n\tstruct x { int a; }\n"
		     "/* struct comment { int a; }; */\n"
		     "struct only_declared;\nstruct udphdr *udp_hdr(void);\n"
		     "struct twice { int a; };\nstruct twice { long a; };\n"
		     "mystruct { int a; };\n");
	out = defines_render(dt);
	CHECK_STR(out,
		  "struct:config int a; #ifdef CONFIG_B; int b; #endif; }\n"
		  "struct:ethhdr unsigned char h_dest[ETH_ALEN]; } "
		  "__attribute__((packed))\n"
		  "struct:meta __be32 a; union { __be32 b; __be32 c; }; }\n"
		  "struct:udphdr __be16 source; __be16 dest; }\n");
	free(out);
	defines_free(dt);
}

/* typedefs of structs: named, anonymous, of a tag; not of pointers */
static void test_typedefs(void)
{
	struct define_table *dt = defines_new();
	char *out;

	defines_scan(dt,
		     "typedef struct journal_header_s\n{\n\t__be32 h_magic;\n"
		     "} journal_header_t;\n"
		     "typedef struct {\n\tu16 len;\n} __packed rec_t;\n"
		     "typedef struct tag_s tag_t;\n"
		     "typedef struct node { int a; } *node_p;\n"
		     "typedef struct pair { int a; } pair_t, *pair_p;\n"
		     "mytypedef struct other { int a; } other_t;\n");
	out = defines_render(dt);
	CHECK_STR(out,
		  "struct:journal_header_s __be32 h_magic; } journal_header_t\n"
		  "struct:node int a; } *node_p\n"
		  "struct:other int a; } other_t\n"
		  "struct:pair int a; } pair_t, *pair_p\n"
		  "struct:rec_t u16 len; } __packed rec_t\n"
		  "typedef:journal_header_t journal_header_s\n"
		  "typedef:rec_t rec_t\n"
		  "typedef:tag_t tag_s\n");
	free(out);
	defines_free(dt);
}

/* function-like macros that cast to a pointer: one line each */
static void test_macros(void)
{
	struct define_table *dt = defines_new();
	char *out;

	defines_scan(dt,
		     "#define HW_ADDR(_a) ((unsigned long long) "
		     "be64_to_cpu(*(__be64 *)(_a)))\n"
		     "#define WORD(p, i) \\\n\t(*((const __le32  *) (p) + "
		     "(i))) /* the i-th word */\n"
		     "#define PLUS(x) ((x) + 1)\n"
		     "#define TIMES(a, b) ((a) * (b))\n"
		     "#define TWICE(p) (*(__le16 *)(p))\n"
		     "#ifdef CONFIG_B\n#define TWICE(p) get_unaligned((__le16 *)(p))\n"
		     "#endif\n"
		     "#define OBJECT (*(u32 *)0)\n");
	out = defines_render(dt);
	CHECK_STR(out,
		  "macro:HW_ADDR (_a) ((unsigned long long) "
		  "be64_to_cpu(*(__be64 *)(_a)))\n"
		  "macro:WORD (p, i) (*((const __le32 *) (p) + (i)))\n");
	free(out);
	defines_free(dt);
}

int main(void)
{
	test_scan();
	test_structs();
	test_typedefs();
	test_macros();
	return unit_report("test-defines");
}
