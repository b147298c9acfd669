# SPDX-License-Identifier: GPL-2.0-only
"""UNALIGNED_PROFILE: the analysis profiled into a file per spatch
process, written as each file starts (spatch.profile_checkpoint())."""

import os
import pstats
import tempfile
import unittest

from unaligned import spatch
from unaligned.defines import each_define


class ProfileTest(unittest.TestCase):
    def tearDown(self):
        profile = spatch.SPATCH.pop("profile", None)
        if profile:
            profile[0].disable()

    def test_off_by_default(self):
        spatch.profile_into(None)
        spatch.profile_into("")
        spatch.profile_checkpoint()
        self.assertIsNone(spatch.SPATCH.get("profile"))

    def test_checkpoint_writes_what_ran_and_goes_on(self):
        with tempfile.TemporaryDirectory() as d:
            spatch.profile_into(d)
            each_define("#define A 1\n")
            spatch.profile_checkpoint()
            path = os.path.join(d, "spatch-%d.prof" % os.getpid())
            names = [f[2] for f in pstats.Stats(path).stats]
            self.assertIn("each_define", names)
            # still profiling after the checkpoint
            each_define("#define B 2\n")
            spatch.profile_checkpoint()
            calls = [v[1] for f, v in pstats.Stats(path).stats.items()
                     if f[2] == "each_define"]
            self.assertEqual(calls, [2])


if __name__ == "__main__":
    unittest.main()
