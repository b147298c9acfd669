# SPDX-License-Identifier: GPL-2.0-only
"""Parameters whose values are fixed by a kernel API (data/api-parameters)."""

from .. import data
from . import callers
from ..state import PARAMS

# Byte-pointer parameters whose callers are fixed by a kernel API, as
# (types of the other parameters that mark the API, the parameter's type,
# alignment); data/api-parameters says which and why.
API_PARAMETERS = tuple(
    (tuple(t.strip() for t in markers.split(",")), t.strip(), int(w))
    for markers, t, w in (line.split("|")
                          for line in data.lines("api-parameters")))

def api_parameter_alignment(p, name):
    """The alignment an API gives the parameter name of the function at
    p (API_PARAMETERS), kept by the function's own moves of it; 0 when
    none does, or when the function sets it."""
    types = PARAMS.get((p[0].file, p[0].current_element), {})
    if name not in types:
        return 0
    others = list(types.values())
    for markers, t, w in API_PARAMETERS:
        if types[name] == t and all(others.count(m) >= markers.count(m)
                                    for m in markers):
            step = callers.parameter_step(p, name, 0)
            return min(w, step) if step > 1 else 0
    return 0
