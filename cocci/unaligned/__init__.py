# SPDX-License-Identifier: GPL-2.0-only
"""The analysis behind unaligned_access.cocci.

The semantic patch matches the accesses (SmPL) and records facts about
the file (parameters, void * casts, fresh allocations, __packed structs,
struct members); its short script rules call into this package, which
decides whether a site is provably aligned and at which confidence to
report it. Standard library only; spatch imports it from the directory
of the .cocci (cocci.cocci_file), so make coccicheck works from anywhere.

Modules, by concern:
  source      the text of a file and of the function around a position
  reads       the files the analysis of a file read, reported to the
              checker for its cache key (READ records)
  functions   the functions of a file and of its directory, their calls
  headers     kbuild -I directories and the local headers a file includes
  defines     #define values and function-like macro expansion
  layout      struct layout on x86_64 (size, alignment, member offsets)
  expr        C expressions as text: base and offset, parentheses
  offsets     what an offset is known to be a multiple of (divisor())
  alignment   what a byte pointer is known to be aligned to, from the
              kinds of evidence in evidence/ (listed in evidence.KINDS)
  confidence  the level of a finding
  report      the report line and the names the rewrite uses
  state       per-file state; spatch: the cocci object; rules: the names
              the script rules call; data/: kernel name lists

Facts that still come from the text rather than from SmPL matches: the
bodies of functions (assignments, loops, guards, calls in other files of
the directory), #defines and macros (spatch does not expand them), and
struct layouts of headers (spatch does not parse --no-includes headers).
SmPL gives the sites, the function parameters, void * casts, fresh
allocations, aligned copies and __packed structs.

Where the time goes: UNALIGNED_PROFILE=DIR in the environment of spatch
(or of unaligned-check, which passes it on) writes a cProfile profile
of the analysis per spatch process into DIR (spatch.py); off by default.
Most of spatch's time is matching the SmPL rules, so the semantic patch
keeps them cheap: no Python constraint on a name spatch tries at every
call (kernel_names.py), identifier lists where a rule needs a name (spatch
then skips files that have none), and skip gates, script rules without
metavariables that hold for a file where a rule cannot match
(no_overlays: overlays_wanted(); no_typed_names: typed_names_in_file()).
A gate stands just before the rules that name it as !gate: a script
rule's cocci.include_match(False) makes spatch forget which rules
matched, so a gate before one would be forgotten, and a forgotten !gate
only runs the rule (tests/test_state.py checks both).
"""

# The modules import each other in a cycle that resolves in the order of
# rules.py (what spatch imports): load them so, whatever is imported first.
from . import rules  # noqa: E402,F401
