# SPDX-License-Identifier: GPL-2.0-only
"""Kernel API contracts (data/api-contracts): callbacks whose byte-pointer
parameters the core hands in aligned memory, such as a crypto cipher's
.cia_encrypt, whose buffers crypto/cipher.c bounces unless they are
aligned to the .cra_alignmask + 1 of the cipher's own initializer.

A contract makes a parameter aligned (the "api-contract" kind of
alignment.EVIDENCE); alignment.aligned_base() reports a site that only a
contract makes aligned at low, naming the contract, instead of dropping
it: the contract is the core's promise, not something the file shows.
"""

import re

from .. import data
from . import callers
from ..offsets import exact_value
from ..source import closing, uncommented_text
from ..state import PARAMS


class Contract:
    """One line of data/api-contracts."""
    def __init__(self, fields, enforced):
        name, field, markers, ptype, align = fields
        self.name, self.enforced = name, enforced
        self.field = None if field == "-" else field.lstrip(".")
        self.markers = tuple(t.strip() for t in markers.split(","))
        self.type = ptype
        self.alignmask = align.replace(" ", "") == "cra_alignmask+1"
        self.align = 0 if self.alignmask else int(align)


CONTRACTS = tuple(Contract(fields, comment)
                  for fields, comment in data.entries("api-contracts"))
BY_NAME = dict((c.name, c) for c in CONTRACTS)

# The contracts that gave a parameter its alignment since the last
# forget(): alignment.aligned_base() asks whether one decided.
USED = []


def forget():
    del USED[:]


def initializer_block(text, at):
    """(start, end) of the initializer of one object around the index at:
    the first enclosing brace block that is a whole initializer (its "{"
    follows "=" at file level) or an element of an array of them (its
    "{" follows "{" or ","); None if there is none."""
    depth, i = 0, at
    while i > 0:
        i -= 1
        c = text[i]
        if c == "}":
            depth += 1
        elif c == "{":
            if depth:
                depth -= 1
                continue
            before = text[:i].rstrip()
            if before.endswith(("{", ",")) or (
                    before.endswith("=") and
                    re.search(r"(?:^|[;}])\s*[^;{}]*=$", before)
                    and top_level(text, i)):
                return i, closing(text, i + 1, "{}")
    return None


def top_level(text, i):
    """The brace at text[i] is not inside another block."""
    return text.count("{", 0, i) == text.count("}", 0, i)


def alignmask(p, fn, field):
    """.cra_alignmask + 1 of the initializer that assigns fn to .field in
    the file of p: 1 when it has no .cra_alignmask (the core aligns
    nothing), 0 when fn is not assigned there or the mask is not known."""
    text = uncommented_text(p[0].file) or ""
    best = None
    for m in re.finditer(r"\.\s*%s\s*=\s*&?\s*%s\b" % (
            re.escape(field), re.escape(fn)), text):
        block = initializer_block(text, m.start())
        if not block:
            return 0
        mask = re.search(r"\bcra_alignmask\s*=\s*([^,;}]+)",
                         text[block[0]:block[1]])
        v = exact_value(p, mask.group(1)) if mask else 0
        if v is None or v < 0:
            return 0
        best = v + 1 if best is None else min(best, v + 1)
    return best or 0


def assigned(p, fn, field):
    text = uncommented_text(p[0].file) or ""
    return re.search(r"\.\s*%s\s*=\s*&?\s*%s\b" % (
        re.escape(field), re.escape(fn)), text) is not None


def callbacks(p, name, entries):
    """The entries of a data file of callbacks (api-contracts, rx-frames,
    tx-frames: each with .type, .markers and .field, None for none) whose
    callback the function at p is, with name its parameter of .type: its
    other parameters include .markers, and the file assigns the function
    to .field when the entry has one. The one test of "this function is
    that API's callback", for contracts and frames alike."""
    fn = p[0].current_element
    types = PARAMS.get((p[0].file, fn), {})
    if name not in types:
        return []
    others = list(types.values())
    others.remove(types[name])
    return [c for c in entries if c.type == types[name] and
            all(others.count(m) >= c.markers.count(m) for m in c.markers)
            and (not c.field or assigned(p, fn, c.field))]


def covering(p, name):
    """The contracts that cover the parameter name of the function at p,
    with the alignment each gives: [(contract, alignment)]."""
    found = []
    for c in callbacks(p, name, CONTRACTS):
        a = alignmask(p, p[0].current_element, c.field) if c.alignmask \
            else c.align
        if a > 1:
            found.append((c, a))
    return found


def contract_alignment(p, name):
    """The alignment a contract gives the parameter name of the function
    at p, kept by the function's own moves of it; 0 when none does, or
    when the function sets it. The contract is remembered in USED."""
    found = covering(p, name)
    if not found:
        return 0
    step = callers.parameter_step(p, name, 0)
    if step <= 1:
        return 0
    c, a = max(found, key=lambda ca: ca[1])
    USED.append(c.name)
    return min(a, step)
