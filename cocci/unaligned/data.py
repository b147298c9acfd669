# SPDX-License-Identifier: GPL-2.0-only
"""Kernel knowledge as plain lists in data/ (smatch_data style): one entry
a line, fields separated by blanks (or by "|" where a field has blanks),
"#" starts a comment."""

import os

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")


def lines(name):
    """The entries of data/name, comments and blank lines dropped."""
    found = []
    with open(os.path.join(DATA, name)) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                found.append(line)
    return found


def entries(name):
    """The entries of data/name as (fields, comment): the fields split at
    "|" and stripped, the comment after "#" (what the line is for)."""
    found = []
    with open(os.path.join(DATA, name)) as f:
        for line in f:
            entry, _, comment = line.partition("#")
            if entry.strip():
                found.append(([x.strip() for x in entry.split("|")],
                              comment.strip()))
    return found


def names(name):
    """data/name as a set of names, one a line."""
    return set(lines(name))


def numbers(name):
    """data/name as {NAME: N}, from lines "NAME N"."""
    return dict((k, int(v, 0)) for k, v in
                (line.split() for line in lines(name)))
