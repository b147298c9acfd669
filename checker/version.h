/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef VERSION_H
#define VERSION_H

#define CHECKER_VERSION "0.1.0"

/* Bumped when a change to the checker changes what a cached result means. */
#define RESULT_FORMAT_VERSION "15"

#endif
