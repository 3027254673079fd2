#!/usr/bin/env python3
"""Runs one Python test suite of `make test` and ends it with one line a person and CI read:
"NAME: 120 passed, 0 failed, 2 skipped", with every skip and its reason listed above it.

A skip is allowed only where the test cannot run here (not root: no tmpfs to mount, no
package to install). Run as root, as CI runs, with every package installed (`make test`
installs them first), a skip is a failure: a test that was meant to run did not.

usage: run_suite.py NAME FOLDER
"""

import os
import sys
import unittest

TESTS = os.path.dirname(os.path.abspath(__file__))
# What every suite imports besides its own folder: the drivers of the app and of each display
# server, the scenarios written once for all of them, and the bench's way of counting frames.
sys.path[:0] = [os.path.join(TESTS, "Drivers"), os.path.join(TESTS, "Scenarios"),
                os.path.join(TESTS, "..", "scripts", "bench")]


def main():
    name, folder = sys.argv[1], sys.argv[2]
    suite = unittest.defaultTestLoader.discover(folder, top_level_dir=folder)
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    skipped = len(result.skipped)
    passed = result.testsRun - failed - skipped
    for test, reason in result.skipped:
        print(f"{name}: skipped {test.id()}: {reason}")
    skips_fail = skipped > 0 and os.geteuid() == 0
    if skips_fail:
        print(f"{name}: run as root with every package installed, nothing may be skipped")
    print(f"{name}: {passed} passed, {failed + (skipped if skips_fail else 0)} failed, {skipped} skipped", flush=True)
    return 1 if failed or skips_fail or result.testsRun == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
