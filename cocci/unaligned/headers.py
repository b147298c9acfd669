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

def local_texts(f, depth, dirs=None):
    """The uncommented texts of the headers f includes with quotes, depth
    levels down (beside the including file, else in the -I directories of
    the C file's kbuild Makefile), each before the file that includes it,
    and last the text of f itself."""
    text = uncommented_text(f)
    if text is None:
        return []
    if dirs is None:
        dirs = kbuild_dirs(os.path.dirname(f) or ".")
    texts = []
    if depth:
        for m in INCLUDE_QUOTED.finditer(text):
            for d in [os.path.dirname(f)] + dirs:
                h = os.path.join(d, m.group(1))
                if is_file(h):
                    texts += local_texts(h, depth - 1, dirs)
                    break
    return texts + [text]
