/* SPDX-License-Identifier: GPL-2.0-only */
#ifndef PACKAGE_HASH_H
#define PACKAGE_HASH_H

#include <stdint.h>

/*
 * h extended with the analysis package beside the semantic patches
 * (cocci_dir/unaligned/: its Python and its data files), so that a
 * change there invalidates cached results as a change of the .cocci does.
 */
uint64_t hash_cocci_package(uint64_t h, const char *cocci_dir);

#endif
