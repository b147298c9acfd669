# SPDX-License-Identifier: GPL-2.0-only
"""Rule ids live in one place, checker/rules.c's rule_table; the semantic
patches, the checker's own findings and the rules of docs/rules.md are
checked against it."""

import os
import re
import unittest

TOP = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))


def read(*path):
    with open(os.path.join(TOP, *path)) as f:
        return f.read()


def table_ids():
    table = read("checker", "rules.c")
    table = table[table.index("rule_table[]"):table.index("{ NULL")]
    return re.findall(r'^\t\{ "(unaligned-[a-z-]+)",', table, re.M)


class RuleIds(unittest.TestCase):
    def test_the_table(self):
        ids = table_ids()
        self.assertGreater(len(ids), 5)
        self.assertEqual(len(ids), len(set(ids)))

    def test_semantic_patches_emit_only_table_ids(self):
        ids = set(table_ids())
        for name in ("unaligned_access.cocci", "unaligned_cleanup.cocci"):
            text = read("cocci", name)
            emitted = set(a or b for a, b in re.findall(
                r'"(unaligned-[a-z-]+)"|\[(unaligned-[a-z-]+)\]', text))
            self.assertTrue(emitted, name)
            self.assertEqual(emitted - ids, set(), name)

    def test_checker_findings_use_table_ids(self):
        ids = set(table_ids())
        for name in os.listdir(os.path.join(TOP, "checker")):
            if name.endswith(".c") and name != "rules.c":
                used = set(re.findall(r'"(unaligned-(?!check|ok)[a-z-]+)"',
                                      read("checker", name)))
                self.assertEqual(used - ids, set(), name)

    def test_rules_document(self):
        documented = set(re.findall(r"^### (unaligned-[a-z-]+)$",
                                    read("docs", "rules.md"), re.M))
        self.assertEqual(documented, set(table_ids()))


if __name__ == "__main__":
    unittest.main()
