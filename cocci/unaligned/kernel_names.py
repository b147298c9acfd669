# SPDX-License-Identifier: GPL-2.0-only
"""Kernel function names that the SmPL rules constrain identifiers with
(identifier conv : script:python() { byteorder(conv, "load") }), read
from data/ so that the lists live in one place, not in each rule."""

from .data import entries, names

BYTEORDER = dict((fields[0].split()[0], fields[0].split()[1])
                 for fields, _ in entries("byteorder-helpers"))
ALLOCATORS = names("allocators")


def byteorder(name, kinds="load loadp store"):
    """Is name a byte-order helper of one of the kinds (data/byteorder-
    helpers: load, loadp, store)?"""
    return BYTEORDER.get(name) in kinds.split()


def allocator(name):
    """Does name return memory aligned to at least 8 bytes?"""
    return name in ALLOCATORS
