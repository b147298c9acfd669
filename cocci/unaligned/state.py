# SPDX-License-Identifier: GPL-2.0-only
"""What the rules learn about the file being checked.

spatch runs several files one after the other in one process (the
checker hands it a chunk of files; coccicheck a directory). What the
SmPL rules record about a file (its sites, parameters, __packed struct
tags, member types, aligned bases) and what is worked out from it is
for that file only: a struct tag __packed in one file says nothing of
the same tag in the next. Every such container is made with per_file()
and emptied by begin_file(), which the first script rule of the semantic
patch calls for each file. Caches of file texts keyed by path (the
#defines of a header, the functions of a directory's files) stay: they
depend on nothing but the file on disk.
"""

PER_FILE = []


def per_file(container):
    """container (a dict or a set), emptied at the start of every file."""
    PER_FILE.append(container)
    return container


def begin_file():
    """Forget the previous file: called first for each file."""
    for container in PER_FILE:
        container.clear()

SAFE = per_file(set())

REWRITE = per_file(set())

# cast sites that claim() kept: what context mode shows
CLAIMED = per_file(set())

VOID_SITES = per_file(set())

BYTE_SITES = per_file(set())

ARRAY_SITES = per_file(set())

PARAMS = per_file({})

INCLUDE_LINES = per_file({})

UNEVALUATED = per_file({})

PACKED = per_file(set())

MEMBERS = per_file({})

MEMBER_TYPES = per_file({})

OVERLAY = per_file({})

ALIGNED_BASES = per_file({})

# sites aligned only by a kernel API contract: key to the contract's name
CONTRACT_SITES = per_file({})

# addresses of __packed members used as typed pointers: key to (reason,
# the struct, member and offset)
PACKED_MEMBER_SITES = per_file({})

# ... handed to a typed pointer parameter: key to (its type, its name)
PACKED_ARGUMENTS = per_file({})

# accesses at a known place of a received or transmitted frame (and struct
# overlays of one): key to the frame and its place (usbnet-rx-fixup+2)
RX_SITES = per_file({})

# byte array members at a misaligned place of a struct that is not
# __packed: key to the struct, member and place (evidence/struct_layout.py)
LAYOUT_SITES = per_file({})

# sites the analysis dropped, key to why (docs/rules.md): "guard" an
# alignment test, "address" &((T *)E)[I] takes an address, "accessor" the
# argument of get_unaligned() hidden in a macro of the file, "aligned" a
# base known aligned, "iomem"
DROPPED = per_file({})

def key(p):
    return (p[0].file, p[0].line, p[0].column)

def evaluated(p):
    """p is not inside a sizeof() or an address-of."""
    here = (int(p[0].line), int(p[0].column))
    return not any((l0, c0) <= here <= (l1, c1) for l0, c0, l1, c1 in
                   UNEVALUATED.get((p[0].file, here[0]), ()))

def safe(p):
    return key(p) not in SAFE

def byte_site(p):
    return key(p) in BYTE_SITES
