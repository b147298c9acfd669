# SPDX-License-Identifier: GPL-2.0-only
"""What spatch hands the analysis: its cocci object (bind(), from the
initialize rule) and, in org mode, the mode (set_mode()); under -D
hide_low, that the caller shows no low findings (set_hide_low()).

UNALIGNED_PROFILE=DIR in the environment (off by default) profiles the
analysis with cProfile from bind() on, into DIR/spatch-PID.prof (python3
-m pstats reads it). spatch never finalizes Python, so the profile is
written as each file starts (profile_checkpoint()): it holds all but the
last file of the process."""

import os

SPATCH = {"cocci": None, "mode": "report", "hide_low": False}


def bind(cocci_object):
    SPATCH["cocci"] = cocci_object
    profile_into(os.environ.get("UNALIGNED_PROFILE"))


def profile_into(directory):
    """Profile the rest of the process into directory, if one is named."""
    if not directory:
        return
    import cProfile

    SPATCH["profile"] = (cProfile.Profile(), os.path.join(
        directory, "spatch-%d.prof" % os.getpid()))
    SPATCH["profile"][0].enable()


def profile_checkpoint():
    """Write the profile so far, when there is one (profile_into())."""
    if SPATCH.get("profile"):
        profiler, path = SPATCH["profile"]
        profiler.dump_stats(path)   # which stops it
        profiler.enable()


def set_mode(mode):
    SPATCH["mode"] = mode


def cocci():
    return SPATCH["cocci"]


def set_hide_low():
    SPATCH["hide_low"] = True
