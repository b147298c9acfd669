# SPDX-License-Identifier: GPL-2.0-only
"""Source text, C expressions, #defines and macros."""

import unittest

from unaligned import defines, expr, source
from tests.helpers import SnippetTest


class Expressions(unittest.TestCase):
    def test_split_offset(self):
        self.assertEqual(expr.split_offset("buf + 4"), ("buf", 4))
        self.assertEqual(expr.split_offset("(buf + 0x10)"), ("buf", 16))
        self.assertEqual(expr.split_offset("&hdr->data[off]"),
                         ("hdr->data", "off"))
        self.assertEqual(expr.split_offset("p++"), ("p", 1))
        self.assertEqual(expr.split_offset("skb_put(skb, len + pad) + 4"),
                         ("skb_put(skb, len + pad)", 4))
        self.assertEqual(expr.split_offset("buf"), ("buf", None))

    def test_strip_parens_and_cast(self):
        self.assertEqual(expr.strip_parens("((a + b))"), "a + b")
        self.assertEqual(expr.strip_parens("(a) + (b)"), "(a) + (b)")
        # a parenthesis that does not close around all of it stays
        self.assertEqual(expr.strip_parens("(!in_pm(dev)"), "(!in_pm(dev)")
        self.assertEqual(expr.strip_parens(" ( (x & 3) ) "), "x & 3")
        self.assertEqual(expr.strip_cast("(u8 *)skb->data"), "skb->data")

    def test_tidy(self):
        self.assertEqual(expr.tidy("( buf + 1 )"), "(buf + 1)")
        self.assertEqual(expr.tidy("skb -> data"), "skb->data")
        self.assertEqual(expr.tidy("skb_mac_header (skb)"),
                         "skb_mac_header(skb)")

    def test_pure(self):
        self.assertTrue(expr.pure("buf + sizeof(u32)"))
        self.assertFalse(expr.pure("p++"))
        self.assertFalse(expr.pure("next(p)"))


class Text(SnippetTest):
    def test_closing_and_split_top(self):
        self.assertEqual(source.closing("f(a, (b)) + c", 2), 8)
        self.assertEqual(source.split_top("a, f(b, c), d", ","),
                         ["a", " f(b, c)", " d"])

    def test_opening(self):
        """closing() read backwards: the parenthesis still open at end."""
        text = "if (a && (b) ? c : d)"
        self.assertEqual(source.opening(text, text.index("?")), 3)
        self.assertEqual(source.opening(text, len(text) - 1), 3)
        self.assertEqual(source.opening("(a) b", 5), -1)
        self.assertEqual(source.block_keyword("while (f(x)) {", 13), "while")
        self.assertEqual(source.block_keyword("x) {", 3), "")

    def test_split_top_two_characters(self):
        """A separator of two characters (&&, ||) is split at whole, and
        not inside brackets; a single & of && is a split of its own."""
        self.assertEqual(source.split_top("a && (b && c) && d[e && f]", "&&"),
                         ["a ", " (b && c) ", " d[e && f]"])
        self.assertEqual(source.split_top("x || y|z", "||"), ["x ", " y|z"])
        self.assertEqual(source.split_top("a &&& b", "&&"), ["a ", "& b"])
        self.assertEqual(source.split_top("a && b", "&"), ["a ", "", " b"])
        self.assertEqual(source.split_top("", "||"), [""])

    def test_function_text(self):
        path = self.write("f.c", "int x;\n\nint f(u8 *buf)\n{\n"
                          "\treturn buf[0]; /* here */\n}\n\nint g;\n")
        p = self.at(path, "f", "/* here */")
        first, lines = source.function_lines(p)
        self.assertEqual(first, 3)
        self.assertEqual(lines[-1], "}")
        self.assertNotIn("here", source.function_code(p))

    def test_writes(self):
        self.assertEqual(len(source.writes("n", "n = 0; n += 4; n++; m = n;")),
                         3)


class Defines(SnippetTest):
    def test_constant_value(self):
        bodies = {"SHIFT": "3", "HDR": "(1 << SHIFT)"}
        self.assertEqual(defines.constant_value("(HDR + 2)", bodies), 10)
        self.assertEqual(defines.constant_value("0x10UL", {}), 16)
        self.assertIsNone(defines.constant_value("sizeof(x)", {}))
        self.assertEqual(defines.constant_value("ETH_HLEN + 2", {}), 16)

    def test_sorted_table_lookup(self):
        # the tree's table: a stamp line, then sorted "NAME BODY" lines
        lines = ["A 1", "AB 2", "B_C (A + 1)", "macro:M(x) ((x) + 1)",
                 "struct:hdr {a 0 4}"] + ["N%03d %d" % (i, i) for i in range(200)]
        text = "/* stamp A 9 */\n" + "".join(l + "\n" for l in sorted(lines))
        entry = defines.sorted_lines_entry
        for line in lines:
            name, body = line.split(" ", 1)
            self.assertEqual(entry(text, name + " "), body)
            self.assertEqual(entry(text.rstrip("\n"), name + " "), body)
        # a name that only starts another, the stamp, names not there
        for name in ["", "N", "N20", "/*", "AA", "Z", "B_"]:
            self.assertIsNone(entry(text, name + " "), name)
        self.assertIsNone(entry("", "A "))
        self.assertIsNone(entry("/* stamp */", "A "))

    def test_file_and_local_header_defines(self):
        self.write("hw.h", "#define HW_OFF (HW_BASE + 4)\n")
        path = self.write("drv.c", '#include "hw.h"\n#define HW_BASE 0x20\n'
                          "/* a comment: #define HW_NOT 3 */\n")
        values = defines.file_defines(path)
        self.assertEqual(values["HW_OFF"], 0x24)
        self.assertEqual(values["HW_BASE"], 0x20)
        self.assertNotIn("HW_NOT", values)

    def test_macro_expansion(self):
        path = self.write("m.c", "#define REG(base, n) ((base) + 4 * (n))\n"
                          "void f(void)\n{\n\t/* here */\n}\n")
        p = self.at(path, "f", "/* here */")
        self.assertEqual(defines.expand_macros(p, "REG(io, 2)"),
                         "(((io) + 4 * (2)))")
        # the kernel's rounding macros, from data/rounding-macros
        self.assertIn("__any", defines.expand_macros(p, "ALIGN(len, 4)"))

    def test_macro_expansion_is_expand_text(self):
        """expand_macros() is expand_text() over the file's function-like
        macros: nested calls, arguments in parentheses but for names,
        member chains and numbers, both put in at once, F() an empty
        argument; a call with the wrong number of arguments and an
        object-like macro stay as written."""
        path = self.write("m.c", "#define HDR(p) ((p)->len + PAD(p))\n"
                          "#define PAD(x) ((x) & 3)\n"
                          "#define SWAP(a, b) ((b) - (a))\n"
                          "#define ONE(x) (x + 1)\n"
                          "#define SIZE 8\n"
                          "void f(void)\n{\n\t/* here */\n}\n")
        p = self.at(path, "f", "/* here */")
        self.assertEqual(defines.expand_macros(p, "HDR(skb->data)"),
                         "(((skb->data)->len + (((skb->data) & 3))))")
        self.assertEqual(defines.expand_macros(p, "SWAP(b, n + 1)"),
                         "((((n + 1)) - (b)))")
        self.assertEqual(defines.expand_macros(p, "ONE()"), "((() + 1))")
        self.assertEqual(defines.expand_macros(p, "SWAP(1) + SIZE"),
                         "SWAP(1) + SIZE")
        self.assertEqual(defines.expand_macros(p, "ROUND_UP(n, 4)",
                                               rounding=False),
                         "ROUND_UP(n, 4)")

    def test_call_arguments(self):
        """The spans of a call's arguments, split where split_top() splits,
        and its closing parenthesis (closing())."""
        s = "f( a, g(b, c), x[d, e] ) + 1"
        args, close = defines.call_arguments(s, 1)
        self.assertEqual([s[a:b] for a, b in args],
                         ["a", "g(b, c)", "x[d, e]"])
        self.assertEqual(close, s.index(") + 1"))
        self.assertEqual(defines.call_arguments("f()", 1), ([], 2))
        self.assertEqual(defines.call_arguments("f( )", 1), ([(3, 3)], 3))
        self.assertEqual(defines.call_arguments("f(a, b, c)", 1, 2)[0],
                         [(2, 3), (5, 6)])
        self.assertIsNone(defines.call_arguments("f(a, (b)", 1))

    def test_define_spans(self):
        """Each #define's logical line, continued by backslash-newlines;
        without_defines() puts each as one blank."""
        text = "int a;\n#define F(x) \\\n\t(x)\n int b;\n  # define N 4\n"
        self.assertEqual(defines.define_spans(text),
                         [(7, text.index("\n int"), "F", "(x) \\\n\t(x)"),
                          (text.index("  #"), len(text) - 1, "N", " 4")])
        self.assertEqual(defines.without_defines(text),
                         "int a;\n \n int b;\n \n")

    def test_local_defines(self):
        """One scan of the #defines of the file and its headers, in the
        preprocessor's order, a header's first; define_bodies() keeps
        the one-line object-like ones, file_macros() the function-like
        ones (a body continued over lines is one line), the last
        definition winning; comments are not read."""
        self.write("hw.h", "#define A 1\n#define F(x) ((x) + A)\n")
        path = self.write("drv.c", '#include "hw.h"\n#define A 2\n'
                          "#define G(a, b) \\\n\t((a) * (b))\n"
                          "#define LONG \\\n\t3\n"
                          "/* #define H(x) x */\n")
        self.assertEqual(defines.local_defines(path),
                         [("A", " 1"), ("F", "(x) ((x) + A)"), ("A", " 2"),
                          ("G", "(a, b) \\\n\t((a) * (b))"),
                          ("LONG", " \\\n\t3")])
        self.assertEqual(defines.define_bodies(path), {"A": "2"})
        self.assertEqual(defines.file_macros(path),
                         {"F": (["x"], "((x) + A)"),
                          "G": (["a", "b"], "((a) * (b))")})


if __name__ == "__main__":
    unittest.main()
