/* SPDX-License-Identifier: GPL-2.0-only */
/* The header kbuild-include.c reaches through its Makefile's -I. */
#define MSG_HDR_LEN	8
#define MSG_NAME_OFF	(MSG_HDR_LEN + 2)
