# SPDX-License-Identifier: GPL-2.0-only
"""The names the script rules of unaligned_access.cocci call, in one place:
the initialize rule imports them all (from unaligned.rules import *)."""

from .alignment import (aligned_base, base_align, claim, claim_overlay,
                        overlay_tag, overlays_wanted, rmw_possible,
                        claim_pointer, drop_site, note_byte_site,
                        note_unevaluated)
from .confidence import confidence
from .ctype import is_volatile, pointee_width, type_name, wide, width
from .evidence.declared import declared_alignment
from .evidence.guards import alignment_tested
from .evidence.iomem import iomem_base
from .evidence.macro_cast import MACRO_CASTS, macro_cast
from .evidence.packed import judge as judge_packed_member
from .evidence.typed_pointers import typed_candidate, typed_names_in_file
from .evidence.packed import judge_use as judge_packed_use
from .evidence.packed import packed_uses_possible
from .expr import pure, split_offset, strip_parens, tidy
from .kernel_names import byteorder
from .report import (conv_type, conv_width, emit, emit_cast,
                     emit_macro_cast, emit_overlay, emit_packed_member,
                     emit_packed_use, emit_typed_use, emit_void_cast,
                     rewrite_terms,
                     start_file, unaligned_helper, what)
from .source import conditional_line, last_include, source_name, writes
from .spatch import bind, set_hide_low, set_mode
from .state import (ARRAY_SITES, BYTE_SITES, CLAIMED, CONTRACT_SITES,
                    DROPPED, INCLUDE_LINES, MEMBER_TYPES, MEMBERS, OVERLAY,
                    PACKED, PARAMS, REWRITE, SAFE, UNEVALUATED, VOID_SITES,
                    begin_file, byte_site, evaluated, key, safe)

__all__ = [name for name in dir() if not name.startswith("_")]
