# SPDX-License-Identifier: GPL-2.0-only
"""The local headers a C file includes ("..."), found beside it and in
the directories its kbuild Makefile adds with -I.
"""

import os
import re

from .reads import is_dir, is_file, remembered
from .source import uncommented_text

INCLUDE_QUOTED = re.compile(r"^[ \t]*#[ \t]*include[ \t]+\"([^\"]+)\"", re.M)

KBUILD_INCLUDE = re.compile(r"(?:^|[ \t=+])-I[ \t]*([^ \t\n#]+)", re.M)

KBUILD_DIRS = {}

def srctree_above(d):
    """The kernel tree above d: MAINTAINERS and include/linux."""
    d = os.path.realpath(d)
    while d != "/":
        if is_file(os.path.join(d, "MAINTAINERS")) and \
                is_dir(os.path.join(d, "include/linux")):
            return d
        d = os.path.dirname(d)
    return None

def kbuild_dirs(d):
    """The directories the kbuild Makefile (or Kbuild) in d adds with -I,
    where kbuild looks for #include "..." after the including file's own
    directory: $(src)/X is d/X, $(srctree)/X and a bare X are the tree's."""
    return remembered(KBUILD_DIRS, d, lambda: find_kbuild_dirs(d))

def find_kbuild_dirs(d):
    """kbuild_dirs() worked out."""
    found = []
    top = False
    for name in ("Makefile", "Kbuild"):
        text = uncommented_text(os.path.join(d, name)) if \
            is_file(os.path.join(d, name)) else None
        for m in KBUILD_INCLUDE.finditer(text or ""):
            w = m.group(1)
            if w.startswith(("$(src)", "$(obj)")):
                path = os.path.join(d, w[7:] if w[6:7] == "/" else w[6:])
            elif w.startswith("$(srctree)/") or \
                    (w[:1] not in ("$", "/", "-", "")):
                if top is False:
                    top = srctree_above(d)
                if top is None:
                    continue
                path = os.path.join(top, w[11:] if w[0] == "$" else w)
            else:
                continue
            if is_dir(path):
                found.append(path)
    return found

INCLUDE_TREES = {}

def include_tree(f, depth):
    """(f, its uncommented text, the include_tree() of each header it
    includes with quotes), depth levels down: a header beside the
    including file, else in the -I directories of the C file's kbuild
    Makefile. None when f cannot be read."""
    return remembered(INCLUDE_TREES, (f, depth),
                      lambda: find_include_tree(f, depth))

def find_include_tree(f, depth, dirs=None):
    """include_tree() worked out."""
    text = uncommented_text(f)
    if text is None:
        return None
    if dirs is None:
        dirs = kbuild_dirs(os.path.dirname(f) or ".")
    below = [find_include_tree(h, depth - 1, dirs)
             for h in included_headers(f, text, dirs)] if depth else []
    return (f, text, [t for t in below if t])

def local_texts(f, depth):
    """The uncommented texts of the headers of include_tree(), each before
    the file that includes it, and last the text of f itself."""
    def texts(tree):
        return [t for below in tree[2] for t in texts(below)] + [tree[1]]
    tree = include_tree(f, depth)
    return texts(tree) if tree else []

def included_headers(f, text, dirs):
    """The paths of the headers that text, f's, includes with quotes:
    beside f, else in the first of dirs that has one."""
    found = []
    for m in INCLUDE_QUOTED.finditer(text):
        for d in [os.path.dirname(f)] + dirs:
            h = os.path.join(d, m.group(1))
            if is_file(h):
                found.append(h)
                break
    return found
