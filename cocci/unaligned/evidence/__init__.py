# SPDX-License-Identifier: GPL-2.0-only
"""The kinds of evidence, one module each, that a byte pointer is aligned
or that a finding deserves a lower confidence.

One registry lists them: alignment.EVIDENCE, the kinds that make a base
aligned (recorded bases, typed pointer casts, member addresses, byte
array members by struct layout, aligned aliases, declared types, API
contracts, callers), consulted in order by alignment.base_alignment(); and
confidence.REASONS, the reasons a finding has its level, which the
report carries. The modules:

  declared    what the code declares: typed pointers, objects, member
              addresses, casts of typed pointers, __aligned(N) arrays
  origin      where a local comes from: aliases, struct members, skb
              header helpers
  callers     what every caller passes to a parameter
  contracts   parameters a kernel API aligns (data/api-contracts);
              a site aligned only by one is low, not dropped
  packed      addresses of __packed members used as typed pointers
  struct_layout  byte array members of structs that are not __packed,
              at their place modulo the struct's alignment
  frames      where a received or transmitted frame's data sits
              (data/rx-frames, data/tx-frames), and struct overlays of it
  data_offsets  offsets and strides read from the data (length fields,
              device-supplied offsets): of unknown residue, high
  typed_pointers  typed pointers made from a byte position elsewhere
              (a member, a parameter, an skb_push() local), judged
              where they were made
  guards      alignment tests and residue guards around the access, also
              through the file's macros, __alignof__() and loop bounds
  accessors   get_unaligned() and its kin hidden in the file's macros
  dispatch    helpers run only after their callers tested the alignment
  tables      offsets from tables of offsetof() values
  iomem       __iomem pointers, never rewritten
  efficient   code only built with efficient unaligned access
  macro_cast  casts inside the file's function-like macros
  sparse_casts  for sparse's findings (confidence.sparse_cast_reasons()):
              casts written out, and statements whose macros cast only
              a struct member's byte pointer
  tree_macros  sparse's casts inside function-like macros of the tree's
              headers (the defines table's macro: records), judged by
              the operand's struct layout or declared type
"""
