# SPDX-License-Identifier: GPL-2.0-only
"""Kernel function names that the SmPL rules constrain identifiers with,
read from data/ so that the lists live in one place.

The rules do not call Python to constrain them: spatch calls such a
constraint for every call it tries to match, and on the byte-order rules
that cost a tenth of spatch's time (make bench, docs/measurements.md).
The byte-order helpers' rules use a regular expression of their names
(identifier conv =~ "^(__)?(le|be)(16|32|64)_to_cpu$"), and fresh_mem an
identifier list of data/allocators, which also lets spatch skip a file
that calls no allocator. tests/test_kernel_names.py checks that each
expression matches exactly the names of whole kinds of
data/byteorder-helpers, and that the list is data/allocators."""

import re

from .data import lines, names

BYTEORDER = dict(line.split() for line in lines("byteorder-helpers"))
ALLOCATORS = names("allocators")


def byteorder(name, kinds="load loadp store"):
    """Is name a byte-order helper of one of the kinds (data/byteorder-
    helpers: load, loadp, store)?"""
    return BYTEORDER.get(name) in kinds.split()


def byteorder_names(kinds):
    """A regular expression of the byte-order helpers of the kinds (a
    string of data/byteorder-helpers' kinds), the longest first."""
    return "(?:%s)" % "|".join(sorted(
        (re.escape(n) for n, k in BYTEORDER.items() if k in kinds.split()),
        key=len, reverse=True))


def conv_width(conv):
    """Bytes converted by le32_to_cpu(), cpu_to_be16s(), ..."""
    return int(re.search(r"(16|32|64)", conv).group(1)) >> 3


def allocator(name):
    """Does name return memory aligned to at least 8 bytes?"""
    return name in ALLOCATORS
