# SPDX-License-Identifier: GPL-2.0-only
"""The files the analysis of a file read: unaligned-check keys its result
cache with them (docs/record-format.md, READ records).

Every read of a file's text, listing of a directory and test of whether a
path is a file or a directory goes through the functions here, which note
it for the file being checked with a digest of what was seen. A value
worked out once from other files and kept for the next files of the same
spatch run (the functions of a directory, a header's #defines) is kept
with remembered(), which notes the files it was worked out from again at
each use: a file's notes do not depend on the files checked before it.

With UNALIGNED_READS=1 in the environment (unaligned-check sets it),
each note is printed once per file, when it is made, as a READ record
"FILE: READ: KIND DIGEST PATH" (the file's name from cocci.files()).

Digests: "CRC32-LENGTH" of the bytes (zlib.crc32, as the checker's
reads.c), "-" for a path that cannot be read; for a listing, the digest
of its sorted .c and .h names joined by newlines; for a stat, "f", "d" or
"-".
"""

import io
import os
import sys
import zlib

from .spatch import SPATCH, cocci
from .state import begin_file, per_file

READS = per_file({})	# (kind, path) to digest, for the file being checked

FRAMES = []		# the notes of each remembered() computation under way

CURRENT = {"file": None}

# the checker asks for the records (unaligned-check sets it)
SPATCH["reads"] = os.environ.get("UNALIGNED_READS") == "1"


def note(kind, path, digest):
    """Note a read for the file being checked; its READ record is printed
    the first time, when the checker asked for them."""
    if READS.get((kind, path)) != digest:
        READS[(kind, path)] = digest
        if SPATCH["reads"] and CURRENT["file"] is not None:
            print_record(kind, path, digest)
    for frame in FRAMES:
        frame[(kind, path)] = digest


def print_record(kind, path, d):
    """FILE: READ: KIND DIGEST PATH, as bytes: names need not be UTF-8."""
    print_bytes(b"%s: READ: %s %s %s\n" % (os.fsencode(CURRENT["file"]),
                                            kind.encode(), d.encode(),
                                            os.fsencode(path)))


def print_bytes(line):
    """Print a record, bytes, in order with what print() wrote."""
    out = getattr(sys.stdout, "buffer", None)
    sys.stdout.flush()
    if out is None:
        sys.stdout.write(os.fsdecode(line))
    else:
        out.write(line)
    sys.stdout.flush()


def digest(data):
    return "%08x-%d" % (zlib.crc32(data) & 0xffffffff, len(data))


def read_bytes(path):
    """The bytes of the file path, noted; OSError when it cannot be read."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        note("file", path, "-")
        raise
    note("file", path, digest(data))
    return data


def read_text(path):
    """The text of the file path, decoded as open() does (the locale's
    encoding, newlines translated, errors replaced), noted."""
    return io.TextIOWrapper(io.BytesIO(read_bytes(path)),
                            errors="replace").read()


def sources_in(d):
    """The names of the C files and headers in directory d, sorted, noted."""
    try:
        names = sorted((e for e in os.listdir(d) if e.endswith((".c", ".h"))),
                       key=os.fsencode)
    except OSError:
        note("list", d, "-")
        return []
    note("list", d, digest(b"\n".join(os.fsencode(e) for e in names)))
    return names


def path_kind(path):
    """"f" for a file, "d" for a directory, else "-"; noted."""
    kind = "f" if os.path.isfile(path) else "d" if os.path.isdir(path) \
        else "-"
    note("stat", path, kind)
    return kind


def is_file(path):
    return path_kind(path) == "f"


def is_dir(path):
    return path_kind(path) == "d"


def remembered(cache, key, compute):
    """cache[key], worked out by compute() the first time; the files that
    compute() read are noted again at every use."""
    if key not in cache:
        FRAMES.append({})
        try:
            value = compute()
        finally:
            notes = FRAMES.pop()
        cache[key] = (value, notes)
    value, notes = cache[key]
    for (kind, path), d in notes.items():
        note(kind, path, d)
    return value


def next_file():
    """At the first rule for each file (report.start_file()): the previous
    file's state forgotten; the file itself is always read."""
    begin_file()
    CURRENT["file"] = None
    try:
        files = cocci().files() if cocci() is not None else []
    except UnicodeDecodeError:
        # a name that is not UTF-8: the next rule with a position stops
        # on it, and the checker reports the file as not checked
        files = []
    CURRENT["file"] = files[0] if files else None
    if CURRENT["file"] is not None:
        try:
            read_bytes(CURRENT["file"])
        except OSError:
            pass
