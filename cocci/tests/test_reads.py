# SPDX-License-Identifier: GPL-2.0-only
"""The files the analysis of a file read: the checker's cache key."""

import contextlib
import io
import os
import zlib

from unaligned import defines, functions, reads, state
from unaligned.spatch import SPATCH
from tests.helpers import SnippetTest


def digest(data):
    return "%08x-%d" % (zlib.crc32(data), len(data))


class Reads(SnippetTest):
    def setUp(self):
        super().setUp()
        self.header = self.write("drv.h", "#define HDR_LEN 3\n")
        self.c = self.write("drv.c", '#include "drv.h"\n#include "gone.h"\n'
                            "int f(void)\n{\n\treturn 0;\n}\n")
        self.other = self.write("other.c", "int x;\n")

    def noted(self, kind):
        return {path: d for (k, path), d in reads.READS.items() if k == kind}

    def test_a_header_whose_defines_are_read_is_noted(self):
        self.assertEqual(defines.file_defines(self.c)["HDR_LEN"], 3)
        files = self.noted("file")
        self.assertEqual(files[self.header], digest(b"#define HDR_LEN 3\n"))
        self.assertIn(self.c, files)
        # a file of the directory that nothing read is not in the key
        self.assertNotIn(self.other, files)
        self.assertNotIn(self.dir, self.noted("list"))

    def test_a_header_looked_for_and_missing_is_noted(self):
        defines.file_defines(self.c)
        self.assertEqual(self.noted("stat")[os.path.join(self.dir, "gone.h")],
                         "-")
        self.assertEqual(self.noted("stat")[self.header], "f")

    def test_a_value_kept_for_the_next_file_notes_its_files_again(self):
        """file_defines() of a header shared by two files of one spatch
        run is worked out once; the second file's key still has it."""
        defines.file_defines(self.c)
        state.begin_file()
        self.assertEqual(reads.READS, {})
        defines.file_defines(self.c)
        self.assertIn(self.header, self.noted("file"))

    def test_a_directory_listing_is_noted(self):
        self.assertEqual(functions.directory_sources(self.c),
                         [self.c, self.header, self.other])
        self.assertEqual(self.noted("list")[self.dir],
                         digest(b"drv.c\ndrv.h\nother.c"))

    def records(self, asked):
        """The READ records printed while file_defines() of the file is
        worked out, with or without UNALIGNED_READS=1."""
        reads.CURRENT["file"] = self.c
        SPATCH["reads"] = asked
        try:
            out = io.StringIO()
            with contextlib.redirect_stdout(out):
                defines.file_defines(self.c)
        finally:
            SPATCH["reads"] = False
            reads.CURRENT["file"] = None
        return out.getvalue().splitlines()

    def test_the_read_records_of_a_file(self):
        lines = self.records(True)
        self.assertIn("%s: READ: file %s %s" % (
            self.c, digest(b"#define HDR_LEN 3\n"), self.header), lines)
        self.assertTrue(all(l.startswith(self.c + ": READ: ") for l in lines))
        # each once
        self.assertEqual(len(lines), len(set(lines)))

    def test_no_records_unless_asked(self):
        self.assertEqual(self.records(False), [])
