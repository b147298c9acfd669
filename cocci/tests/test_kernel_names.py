# SPDX-License-Identifier: GPL-2.0-only
"""The kernel name lists in data/ that constrain the SmPL rules'
identifiers: byte-order helpers by kind, allocators."""

import unittest

from unaligned.kernel_names import allocator, byteorder
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


if __name__ == "__main__":
    unittest.main()
