# SPDX-License-Identifier: GPL-2.0-only
"""The kernel name lists in data/ that constrain the SmPL rules'
identifiers: byte-order helpers by kind, allocators."""

import os
import re
import unittest

from unaligned.ctype import BYTE_TYPES, WIDTH
from unaligned.kernel_names import ALLOCATORS, BYTEORDER, allocator, \
    byteorder, byteorder_names
from unaligned.report import conv_type, conv_width, unaligned_helper


class KernelNamesTest(unittest.TestCase):
    def test_byteorder_kinds(self):
        self.assertTrue(byteorder("le32_to_cpu", "load"))
        self.assertTrue(byteorder("__be16_to_cpup", "loadp"))
        self.assertTrue(byteorder("cpu_to_be64", "store"))
        # a value helper is not a pointer helper, nor the reverse
        self.assertFalse(byteorder("le32_to_cpup", "load"))
        self.assertFalse(byteorder("le32_to_cpu", "loadp"))
        self.assertTrue(byteorder("le32_to_cpup", "load loadp"))
        self.assertFalse(byteorder("le32_to_cpus"))
        self.assertFalse(byteorder("memcpy"))

    def test_every_helper_names_its_width_and_order(self):
        for name in ("le16_to_cpu", "__be64_to_cpup", "__cpu_to_le32"):
            self.assertTrue(byteorder(name))
            self.assertIn(conv_width(name), (2, 4, 8))
            self.assertIn(conv_type(name)[2:4], ("le", "be"))
        self.assertEqual(unaligned_helper("cpu_to_be16"),
                         "put_unaligned_be16")
        self.assertEqual(unaligned_helper("le32_to_cpup"),
                         "get_unaligned_le32")

    def test_allocators(self):
        self.assertTrue(allocator("kzalloc"))
        self.assertTrue(allocator("dma_alloc_coherent"))
        self.assertFalse(allocator("skb_put"))


COCCI = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__))), "unaligned_access.cocci")

# an identifier constrained by a regular expression: "identifier X =~ "RE";"
REGEX_CONSTRAINT = re.compile(r'^identifier (\w+) =~ "([^"]*)";', re.M)


class RegexConstraintsTest(unittest.TestCase):
    """The semantic patch names the byte-order helpers with regular
    expressions (kernel_names.py says why); each must match the names of
    whole kinds of data/byteorder-helpers and no other name there."""

    def constraints(self):
        """The byte-order helpers' expressions: those that name "cpu"."""
        with open(COCCI) as f:
            return [(name, regex) for name, regex in
                    REGEX_CONSTRAINT.findall(f.read()) if "cpu" in regex]

    def test_each_matches_whole_kinds(self):
        found = self.constraints()
        self.assertGreaterEqual(len(found), 4)
        for name, regex in found:
            matched = set(n for n in BYTEORDER if re.search(regex, n))
            kinds = set(BYTEORDER[n] for n in matched)
            whole = set(n for n in BYTEORDER if BYTEORDER[n] in kinds)
            self.assertTrue(matched, name)
            self.assertEqual(matched, whole, (name, regex))
            self.assertNotIn("inplace", kinds, (name, regex))

    def test_allocators_list_is_the_data_file(self):
        # fresh_mem names data/allocators in an identifier list, which
        # lets spatch skip a file that calls none of them
        with open(COCCI) as f:
            found = re.search(r"^identifier alloc = \{([^}]*)\};", f.read(),
                              re.M)
        self.assertIsNotNone(found)
        self.assertEqual(sorted(found.group(1).replace(",", " ").split()),
                         sorted(ALLOCATORS))

    def test_no_python_constraint_left(self):
        # spatch calls such a constraint for every call it tries
        with open(COCCI) as f:
            self.assertNotIn("{ byteorder(", f.read())

    def test_no_name_outside_the_list(self):
        # what the expressions might wrongly take: one underscore, a
        # width or an order the kernel has no helper for, a suffix
        for _, regex in self.constraints():
            for name in ("_le32_to_cpu", "___be16_to_cpup", "le8_to_cpu",
                         "me32_to_cpu", "le32_to_cpus", "le32_to_cpu_x",
                         "cpu_to_le24", "xcpu_to_le32"):
                self.assertIsNone(re.search(regex, name), (regex, name))
                self.assertFalse(byteorder(name), name)


class NamePatternsTest(unittest.TestCase):
    """The regular expressions made from the lists match their names
    and no others."""

    def test_byteorder_names(self):
        pattern = "^%s$" % byteorder_names("load loadp")
        for name, kind in BYTEORDER.items():
            self.assertEqual(re.match(pattern, name) is not None,
                             kind in ("load", "loadp"), name)
        self.assertIsNone(re.match(pattern, "le32_to_cpus"))

    def test_byte_types(self):
        pattern = "^%s$" % BYTE_TYPES
        for name, w in WIDTH.items():
            self.assertEqual(re.match(pattern, name) is not None,
                             w == 1 and name not in ("bool", "_Bool"), name)
        self.assertTrue(re.match(pattern, "unsigned  char"))


if __name__ == "__main__":
    unittest.main()
