# SPDX-License-Identifier: GPL-2.0-only
"""What spatch hands the analysis: its cocci object (bind(), from the
initialize rule) and, in org mode, the mode (set_mode()); under -D
hide_low, that the caller shows no low findings (set_hide_low())."""

SPATCH = {"cocci": None, "mode": "report", "hide_low": False}


def bind(cocci_object):
    SPATCH["cocci"] = cocci_object


def set_mode(mode):
    SPATCH["mode"] = mode


def cocci():
    return SPATCH["cocci"]


def set_hide_low():
    SPATCH["hide_low"] = True
