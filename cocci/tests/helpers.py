# SPDX-License-Identifier: GPL-2.0-only
"""C snippets as files, and positions in them as spatch hands them over."""

import os
import shutil
import tempfile
import unittest

from unaligned import state


class Position:
    """What a script rule gets for a position metavariable (p[0])."""
    def __init__(self, path, function, line, column=0):
        self.file, self.current_element = path, function
        self.line, self.column = str(line), str(column)
        self.line_end, self.column_end = str(line), str(column + 1)


class SnippetTest(unittest.TestCase):
    """Each test writes its C files to a fresh directory; the analysis
    state starts empty, as at the start of a file under spatch."""

    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="unaligned-test-")
        self.saved = os.environ.pop("UNALIGNED_DEFINES", None)
        state.begin_file()

    def tearDown(self):
        shutil.rmtree(self.dir)
        if self.saved is not None:
            os.environ["UNALIGNED_DEFINES"] = self.saved
        state.begin_file()

    def write(self, name, text):
        path = os.path.join(self.dir, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def at(self, path, function, marker):
        """The position of the first line of path, inside function, that
        contains marker (a comment such as "/* here */")."""
        with open(path) as f:
            for n, line in enumerate(f, 1):
                if marker in line:
                    return [Position(path, function, n, line.index(marker))]
        raise AssertionError("no %s in %s" % (marker, path))

    def params(self, p, **types):
        """Record the parameters of the function of p, as the params rule
        of the semantic patch does: name to type."""
        state.PARAMS[(p[0].file, p[0].current_element)] = dict(types)
