# SPDX-License-Identifier: GPL-2.0-only
"""Per-file state, the registry of rule-facing names, and the data files."""

import ast
import builtins
import os
import re
import unittest

from unaligned import alignment, data, defines, layout, rules, state
from unaligned.reads import CURRENT
from unaligned.evidence import contracts, origin
from tests.helpers import SnippetTest


class PerFile(SnippetTest):
    def test_begin_file_forgets_the_previous_file(self):
        """The chunk-mates bug: a struct tag __packed in one file said
        nothing of the same tag in the next, but was remembered."""
        state.PACKED.add("hdr")
        state.MEMBERS[("hdr", "seq")] = 4
        state.SAFE.add(("a.c", "1", "0"))
        state.begin_file()
        self.assertNotIn("hdr", state.PACKED)
        self.assertEqual(state.MEMBERS, {})
        self.assertEqual(state.SAFE, set())

    def test_caches_worked_out_from_a_file_are_per_file(self):
        for cache in (state.PACKED, state.MEMBERS, state.MEMBER_TYPES,
                      state.OVERLAY, state.ALIGNED_BASES, state.PARAMS,
                      layout.LAYOUTS):
            self.assertTrue(any(cache is c for c in state.PER_FILE))

    def test_layout_of_the_same_tag_in_two_files(self):
        a = self.write("a.c", "struct hdr { u8 a; u32 b; } __packed;\n"
                       "void f(void)\n{\n\t/* here */\n}\n")
        b = self.write("b.c", "struct hdr { u8 a; u32 b; };\n"
                       "void f(void)\n{\n\t/* here */\n}\n")
        self.assertEqual(layout.struct_layout(self.at(a, "f", "here"),
                                              "hdr")[2]["b"], 1)
        state.begin_file()
        self.assertEqual(layout.struct_layout(self.at(b, "f", "here"),
                                              "hdr")[2]["b"], 4)


class Data(unittest.TestCase):
    def test_lists_load(self):
        self.assertEqual(defines.KNOWN_CONSTANTS["ETH_HLEN"], 14)
        self.assertIn("ALIGN", defines.ROUNDING_MACROS)
        self.assertEqual(defines.ROUNDING_MACROS["ip_hdrlen"][1],
                         "(4 * __any)")
        self.assertIn("skb_mac_header", origin.SKB_POINTERS)
        self.assertIn("udp_hdr", origin.SKB_POINTERS)
        wext = contracts.BY_NAME["wext-extra"]
        self.assertEqual((wext.field, wext.markers, wext.type, wext.align),
                         (None, ("struct iw_request_info *",), "char *", 8))
        cipher = contracts.BY_NAME["crypto-cipher-encrypt"]
        self.assertEqual((cipher.field, cipher.alignmask),
                         ("cia_encrypt", True))
        self.assertIn("crypto/cipher.c", cipher.enforced)

    def test_every_contract_names_its_enforcer(self):
        for c in contracts.CONTRACTS:
            self.assertRegex(c.enforced, r"\w+/[\w/-]+\.c ", c.name)
            self.assertTrue(c.alignmask or c.align > 1, c.name)
            self.assertFalse(c.alignmask and not c.field, c.name)

    def test_comments_and_blanks(self):
        for name in ("known-constants", "rounding-macros", "skb-pointers",
                     "header-length-units"):
            for line in data.lines(name):
                self.assertNotIn("#", line)
                self.assertEqual(line, line.strip())


COCCI = os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), "unaligned_access.cocci")


def cocci_rules():
    """(the lines of unaligned_access.cocci, its rules: each the text from
    its header line to the next rule's)."""
    with open(COCCI) as f:
        lines = f.read().split("\n")
    starts = [i for i, line in enumerate(lines)
              if line.startswith("@") and line != "@@"] + [len(lines)]
    return lines, ["\n".join(lines[i:j]) for i, j in zip(starts, starts[1:])]


class Rules(unittest.TestCase):
    def test_names_the_script_rules_call(self):
        """Every name a script rule of unaligned_access.cocci loads is a
        metavariable of the rule, a builtin or one of rules.__all__."""
        with open(COCCI) as f:
            text = f.read()
        known = set(rules.__all__) | set(dir(builtins)) | \
            {"cocci", "coccinelle"}
        scripts = re.findall(r"^@script:python[^\n]*@\n(.*?)^@@\n"
                             r"(.*?)(?=^@|\Z)", text, re.S | re.M)
        self.assertGreater(len(scripts), 20)
        for decls, body in scripts:
            local = set(re.findall(r"^(\w+)\s*(?:<<|;)", decls, re.M))
            tree = ast.parse("\n".join(line for line in body.split("\n")
                                       if not line.startswith("//")))
            for n in ast.walk(tree):
                if isinstance(n, ast.Name):
                    if isinstance(n.ctx, ast.Store):
                        local.add(n.id)
                    else:
                        self.assertIn(n.id, known | local, body[:60])

    def test_script_rules_are_short(self):
        """No script rule over 15 lines: the analysis is in the package."""
        lines, found = cocci_rules()
        for rule in found:
            if rule.startswith("@script:python"):
                body = [x for x in rule.split("\n") if x.strip()]
                self.assertLessEqual(len(body), 15, rule.split("\n")[0])
        # split() leaves one item after the last newline
        self.assertLess(len(lines) - 1, 1000, "the .cocci: under 1,000 lines")

    def test_skip_gates_stand_before_their_rules(self):
        """A script rule without metavariables that gates later rules
        (no_overlays, no_rmw, ...) is named by them only as !gate,
        and no script rule with include_match(False) stands between: that
        drops what spatch knows of which rules matched, so the gate would
        be forgotten. A forgotten !gate only runs its rule."""
        _, rules = cocci_rules()
        gates = dict((re.match(r"@script:python (\w+)", r).group(1), k)
                     for k, r in enumerate(rules)
                     if re.match(r"@script:python (?!depends)\w+", r)
                     and "<<" not in r)
        self.assertEqual(sorted(gates),
                         ["no_overlays", "no_packed_uses", "no_rmw",
                          "no_typed_names"])
        for gate, k in gates.items():
            users = [i for i, r in enumerate(rules) if i != k and
                     re.search(r"\b%s\b" % gate, r.split("\n")[0])]
            self.assertTrue(users, gate)
            for i in users:
                self.assertIn("!" + gate, rules[i].split("\n")[0])
                self.assertFalse([r for r in rules[k + 1:i]
                                  if "include_match(False)" in r], gate)

RMW = """void f(u8 *b, u32 v, int n)
{
	int i;

	*(u32 *)b = v;	/* store */
	for (i = 0; i < n; i++) {
		v = *(u16 *)(b + 2);	/* load after i++ */
		v += *(u16 *)(b + 6);	/* load into v += */
	}
	(*(u32 *)(b +
		  4))++;
	++*(u32 *)b;	/* prefix */
	if (*(u16 *)(b + 8) == 2) {	/* a block */
		v = 0;
	}
}
"""


class RmwGate(SnippetTest):
    """no_rmw: the rmw rules run only where a byte site's statement has
    ++, -- or a compound assignment (alignment.rmw_possible())."""

    def possible(self, *sites):
        """rmw_possible() with byte sites at the cast operands named by
        (line marker, operand), as spatch gives positions."""
        path = self.write("rmw.c", RMW)
        lines = RMW.split("\n")
        state.begin_file()
        for marker, operand in sites:
            n = next(i for i, l in enumerate(lines, 1) if marker in l)
            state.BYTE_SITES.add((path, str(n),
                                  str(lines[n - 1].index(operand))))
        CURRENT["file"] = path
        try:
            return alignment.rmw_possible()
        finally:
            CURRENT["file"] = None

    def test_rmw_possible(self):
        self.assertFalse(self.possible())
        self.assertFalse(self.possible(("/* store */", "b =")))
        # the loop's i++ is another statement; a += in the site's own
        # is enough (a superset: spatch decides)
        self.assertFalse(self.possible(("/* load after", "(b + 2)")))
        self.assertTrue(self.possible(("/* load into", "(b + 6)")))
        self.assertTrue(self.possible(("/* store */", "b ="),
                                      ("/* prefix */", "b;")))
        # a brace before the statement's end: spatch decides
        self.assertTrue(self.possible(("/* a block */", "(b + 8)")))
        # ++ on the line after the cast's
        self.assertTrue(self.possible(("(*(u32 *)(b +", "(b +")))

class Imports(unittest.TestCase):
    def test_every_module_imports_first(self):
        """Each module of the package can be the first one imported (a
        test module of its own, another tool): the package's modules
        import each other in a cycle, resolved in __init__.py."""
        import subprocess
        import sys
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        pkg = os.path.join(root, "unaligned")
        mods = ["unaligned.%s" % n[:-3] for n in os.listdir(pkg)
                if n.endswith(".py") and n != "__init__.py"]
        mods += ["unaligned.evidence.%s" % n[:-3]
                 for n in os.listdir(os.path.join(pkg, "evidence"))
                 if n.endswith(".py") and n != "__init__.py"]
        self.assertGreater(len(mods), 30)
        for mod in sorted(mods):
            run = subprocess.run([sys.executable, "-c", "import " + mod],
                                 cwd=root, capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, (mod, run.stderr[-300:]))


if __name__ == "__main__":
    unittest.main()
