/* SPDX-License-Identifier: GPL-2.0-only */
/* The driver header of offset-local-header.c: its offsets are macros. */
// a line comment must not hide what follows it
#define HDR_SHIFT	3
#define DIR_START	(1 << HDR_SHIFT)	/* 8 */
#define BLOCK_SIZE	(DIR_START + 0x8)	/* 16 */
#define NAME_OFF	(DIR_START + 2)		/* 10: not a multiple of 4 */
