# SPDX-License-Identifier: GPL-2.0-only
"""statement_end() against the vectors that checker/sparse_merge.c's
statement_last_line() is tested with too (statement-ends.txt)."""

import os
import unittest

from unaligned.evidence.sparse_casts import statement_end

VECTORS = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                       "statement-ends.txt")


def cases():
    """(text, first, last) of each "== FIRST LAST" block, 1-based."""
    found = []
    with open(VECTORS, newline="") as f:
        for line in f:
            if line.startswith("== "):
                first, last = map(int, line.split()[1:3])
                found.append(["", first, last])
            elif found:		# the "#" lines before the first are comments
                found[-1][0] += line
    return found


class StatementEndsTest(unittest.TestCase):
    def test_vectors(self):
        found = cases()
        self.assertGreaterEqual(len(found), 10)
        for text, first, last in found:
            lines = text.split("\n")
            self.assertEqual(statement_end(lines, first - 1) + 1, last,
                             (text, first))


if __name__ == "__main__":
    unittest.main()
