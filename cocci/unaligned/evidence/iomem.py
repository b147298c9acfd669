# SPDX-License-Identifier: GPL-2.0-only
"""__iomem pointers: MMIO is accessed with readl()/writel(), never through
get_unaligned().
"""

import re

from ..expr import base_ident
from ..reads import read_text, remembered

IOMEM = {}

def iomem_base(p, e):
    """True when the base of e is declared __iomem in this file: MMIO is
    accessed with readl()/writel(), never through get_unaligned()."""
    name = base_ident(e)
    f = p[0].file
    if name is None:
        return False
    def compute():
        try:
            text = read_text(f)
        except OSError:
            text = ""
        return set(re.findall(r"__iomem\s*\*\s*(\w+)", text))
    return name in remembered(IOMEM, f, compute)
