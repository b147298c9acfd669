# SPDX-License-Identifier: GPL-2.0-only
"""C expressions as text (as spatch prints them): parentheses, casts, the
base and the offset of a byte pointer expression, and printing it as C.
"""

import functools
import re

from .source import closing


def strip_cast(e):
    """e without the pointer cast in front: (u8 *)skb->data."""
    return re.sub(r"^\(\s*[\w\s]+\*\s*\)\s*", "", strip_parens(e))

# A chain may start at an element of an array of struct pointers:
# (*map++)->b_data, (*bhs)->b_data.
MEMBER_CHAIN = re.compile(r"^(?:[A-Za-z_]\w*|\(\s*\*\s*[A-Za-z_]\w*\s*"
                          r"(?:\+\+|--)?\s*\))"
                          r"(?:\s*(?:->|\.)\s*[A-Za-z_]\w*"
                          r"|\s*\[[^\[\]]*\])*$")

def strip_parens(e):
    """e without the parentheses around all of it, and its blanks: "((a) +
    b)" is "(a) + b", "(a) + (b)" and "(a" stay as they are."""
    e = e.strip()
    while e.startswith("(") and closing(e, 1) == len(e) - 1:
        e = e[1:-1].strip()
    return e

def top_level_sum(e):
    """(left, right) around the first + or - of e outside parentheses and
    brackets (not ->, ++ or --), or None: skb_put(skb, len + pad) + 4 is
    skb_put(skb, len + pad) and 4."""
    depth = 0
    for i, ch in enumerate(e):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif depth == 0 and i > 0 and ch in "+-" and \
                e[i + 1:i + 2] not in ("+", "-", ">") and e[i - 1] not in "+-":
            return e[:i], e[i + 1:]
    return None

# pure, and asked again of the same expressions by many rules: remembered
@functools.lru_cache(maxsize=None)
def split_offset(e):
    """(base, offset) of a byte pointer expression; offset is None when
    there is none, an int when constant, its C text otherwise."""
    e = strip_parens(e)
    # &(bh->b_data[off]) is &bh->b_data[off]
    if e.startswith("&"):
        e = "&" + strip_parens(e[1:])
    # p++ and ++p step one byte a use
    m = re.match(r"^(?:\+\+|--)\s*(\w+)$|^(\w+)\s*(?:\+\+|--)$", e)
    if m:
        return m.group(1) or m.group(2), 1
    m = re.match(r"^&\s*(.+?)\s*\[\s*(.+)\s*\]$", e)
    if m:
        base, off = m.group(1).strip(), m.group(2).strip()
    else:
        sides = top_level_sum(e)
        if not sides:
            return e, None
        base, off = sides[0].strip(), sides[1].strip()
    try:
        return base, int(off.rstrip("uUlL"), 0)
    except ValueError:
        return base, off

def base_ident(e):
    base = strip_parens(split_offset(e)[0])
    m = re.match(r"^[A-Za-z_]\w*$", base)
    return m.group(0) if m else None

def pure(e):
    """No side effects: safe to evaluate twice."""
    return re.search(r"\+\+|--|[^=!<>]=[^=]|\b(?!sizeof\b)\w+\s*\(", e) is None

# pure, and asked again of the same expressions by many rules: remembered
@functools.lru_cache(maxsize=None)
def tidy(e):
    """Coccinelle prints "( buf + 1 )" and "skb -> data": print it as C."""
    e = re.sub(r"\(\s+", "(", e)
    e = re.sub(r"\s+\)", ")", e)
    e = re.sub(r"\s*(->|\.)\s*", r"\1", e)
    e = re.sub(r"\s*\[\s*", "[", e)
    e = re.sub(r"\s*\]", "]", e)
    e = re.sub(r"&\s+", "&", e)
    # "* p" is a dereference unless an operand comes before: "2 * n"
    e = re.sub(r"(^|[^\w)\]\s]\s*)\*\s+(?=\w)", r"\1*", e)
    e = re.sub(r"\bsizeof\s+\(", "sizeof(", e)
    # "skb_mac_header (skb)" is a call
    e = re.sub(r"\b(?!(?:if|while|for|switch|return)\b)(\w+)\s+\(", r"\1(", e)
    e = re.sub(r"\s+(\+\+|--)", r"\1", e)
    e = re.sub(r"\*\s+\*", "**", e)
    return e
