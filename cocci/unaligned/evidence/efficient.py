# SPDX-License-Identifier: GPL-2.0-only
"""Code compiled only with CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS."""

import re

from ..reads import read_text, remembered


EFFICIENT = {}

def efficient_lines(f):
    """Line ranges compiled only with CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS."""
    return remembered(EFFICIENT, f, lambda: find_efficient_lines(f))

def find_efficient_lines(f):
    """efficient_lines() worked out."""
    ranges, stack = [], []
    try:
        lines = read_text(f).split("\n")
    except OSError:
        lines = []
    for n, line in enumerate(lines, 1):
        s = line.strip()
        if s[:1] != "#":
            continue	# no directive: most lines, tried first
        if re.match(r"#\s*if", s):
            on = ("CONFIG_HAVE_EFFICIENT_UNALIGNED_ACCESS" in s and
                  "!" not in s and "ifndef" not in s)
            stack.append([n if on else None])
        elif re.match(r"#\s*(else|elif)", s) and stack:
            start = stack[-1][0]
            if start is not None:
                ranges.append((start, n))
            stack[-1][0] = None
        elif re.match(r"#\s*endif", s) and stack:
            start = stack.pop()[0]
            if start is not None:
                ranges.append((start, n))
    return ranges
