// SPDX-License-Identifier: GPL-2.0-only
/*
 * The rule ids, stable across versions: the one list. The semantic
 * patches, the checker's findings and docs/rules.md are checked
 * against it (cocci/tests/test_rule_ids.py).
 */
#include <string.h>

#include "rules.h"

const struct rule_info rule_table[] = {
	{ "unaligned-cast-read",
	  "A byte pointer cast to a wider type and dereferenced: the load may be unaligned.",
	  "u16 v = *(u16 *)(buf + 1);",
	  "u16 v = get_unaligned((u16 *)(buf + 1));" },
	{ "unaligned-cast-write",
	  "A store through a byte pointer cast to a wider type: it may be unaligned.",
	  "*(u32 *)(buf + 1) = v;",
	  "put_unaligned(v, (u32 *)(buf + 1));" },
	{ "unaligned-cast-rmw",
	  "A read-modify-write through a byte pointer cast to a wider type.",
	  "*(u32 *)(buf + 2) += n;",
	  "put_unaligned(get_unaligned((u32 *)(buf + 2)) + (n), (u32 *)(buf + 2));" },
	{ "unaligned-byteorder",
	  "A byte-order conversion of a possibly unaligned load or store.",
	  "x = le32_to_cpu(*(__le32 *)(buf + 3));",
	  "x = get_unaligned_le32(buf + 3);" },
	{ "unaligned-pointer-var",
	  "A wide pointer made from a byte pointer, then dereferenced.",
	  "const u16 *a = (const u16 *)addr; ... a[1]",
	  "get_unaligned(&a[1])" },
	{ "unaligned-macro-cast",
	  "A byte pointer handed to a macro that casts it to a restricted (__le/__be) pointer.",
	  "len = GET_RX_DESC_PKT_LEN(rx_desc);",
	  NULL },
	{ "unaligned-struct-overlay",
	  "A member wider than a byte of a struct that is not __packed, laid over a byte buffer.",
	  "struct hdr *h = (struct hdr *)(buf + 2); ... h->len",
	  NULL },
	{ "unaligned-verbose-helper",
	  "A byte-order conversion around get_unaligned()/put_unaligned() that one helper does (--cleanup).",
	  "le32_to_cpu(get_unaligned((__le32 *)p))",
	  "get_unaligned_le32(p)" },
	{ "unaligned-sparse-cast",
	  "sparse saw a byte pointer cast to a restricted (__le/__be) pointer that the semantic patch did not classify.",
	  "v = *(__le16 *)hdr->bytes;",
	  NULL },
	{ NULL, NULL, NULL, NULL },
};

int rule_index(const char *id)
{
	int i;

	for (i = 0; rule_table[i].id; i++)
		if (!strcmp(rule_table[i].id, id))
			return i;
	return -1;
}
