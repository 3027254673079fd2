#!/usr/bin/env python3
"""Runs one Python test suite of `make test` and ends it with one line a person and CI read:
"NAME: 120 passed, 0 failed, 2 skipped", with every skip and its reason listed above it.

A skip is allowed only where the test cannot run here (not root: no tmpfs to mount, no
package to install). Run as root, as CI runs, with every package installed (`make test`
installs them first), a skip is a failure: a test that was meant to run did not.

usage: run_suite.py NAME FOLDER [--shard I/N [--then S1,…,SN]]

--shard I/N runs the I-th of N parts of the suite, whole modules each, spread by their expected
time (what the module took in a fresh clone, MEASURED_SECONDS, or else its tests times its
`SECONDS_PER_TEST`, 2.5 unless it says; the longest first, each to the part with the least so
far): `make test` runs the X11 suite's parts side by side, each on an X server of its own.
Every module is in one part. --then gives the seconds of what runs after each part (Plasma's
suite after the first, the terminal's after the second), counted in from the start.
"""

import os
import sys
import time
import unittest

TESTS = os.path.dirname(os.path.abspath(__file__))
# What every suite imports besides its own folder: the drivers of the app and of each display
# server, the scenarios written once for all of them, and the bench's way of counting frames.
sys.path[:0] = [os.path.join(TESTS, "Drivers"), os.path.join(TESTS, "Scenarios"),
                os.path.join(TESTS, "..", "scripts", "bench")]


class TimedResult(unittest.TextTestResult):
    """Keeps how long each test took, its class's setup included in its first: where a
    suite's time goes (docs/testing.md, "Where the time goes")."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.durations = []
        self.since = time.monotonic()

    def stopTest(self, test):
        now = time.monotonic()
        self.durations.append((now - self.since, test.id()))
        self.since = now
        super().stopTest(test)


# What a test takes, about, unless its module says otherwise (`SECONDS_PER_TEST`: one that
# waits for an away, or for two apps and a sync engine, takes several times this).
SECONDS_PER_TEST = 2.5

# What each X11 module took in a fresh clone's `make test` (2026-12-07, at b9bfde1: the
# "module:" lines below), rounded up; test_goals and test_sync_goals as they are since (the
# change of daylight saving time, the goal met on two machines).
MEASURED_SECONDS = {
    "test_screen_reader": 95, "test_sync_folder": 75, "test_goals": 70, "test_focus": 50, "test_background": 48,
    "test_panel_item": 47, "test_away": 38, "test_alerts": 29, "test_mend": 28, "test_preferences": 24, "test_frames": 24,
    "test_accessibility": 18, "test_totals": 17, "test_stopwatches": 15, "test_mend_session_dialog": 14, "test_sync_mends": 13,
    "test_sync_goals": 10, "test_keyboard": 9, "test_state_file": 8, "test_sharing": 8, "test_language": 8,
    "test_full_screen": 8, "test_hostile_input": 6, "test_history": 5, "test_layout": 5, "test_edit_sessions": 5,
    "test_awake": 5, "test_desktop_style": 3, "test_dbus": 2, "test_compact": 2, "test_renderer": 1,
}


def expected_seconds(module):
    """About how long the module suite `module` takes: its tests, times its module's
    `SECONDS_PER_TEST`."""
    tests = list(iterate(module))
    if not tests:
        return 0
    name = type(tests[0]).__module__
    if name in MEASURED_SECONDS:
        return MEASURED_SECONDS[name]
    return len(tests) * getattr(sys.modules.get(name), "SECONDS_PER_TEST", SECONDS_PER_TEST)


def iterate(suite):
    for test in suite:
        if isinstance(test, unittest.TestSuite):
            yield from iterate(test)
        else:
            yield test


def shard(suite, index, count, then=None):
    """The modules of `suite` (a suite of module suites, as discovery makes it) in part `index`
    (1-based) of `count`; `then`: the seconds of what runs after each part."""
    modules = sorted(suite, key=lambda module: (-expected_seconds(module), str(module)))
    parts = [[] for _ in range(count)]
    sizes = list(then) if then else [0] * count
    for module in modules:
        smallest = sizes.index(min(sizes))
        parts[smallest].append(module)
        sizes[smallest] += expected_seconds(module)
    return unittest.TestSuite(parts[index - 1])


def main():
    name, folder = sys.argv[1], sys.argv[2]
    suite = unittest.defaultTestLoader.discover(folder, top_level_dir=folder)
    if len(sys.argv) in (5, 7) and sys.argv[3] == "--shard":
        index, count = (int(part) for part in sys.argv[4].split("/"))
        if not 1 <= index <= count:
            sys.exit(f"{name}: no part {index} of {count}")
        then = None
        if len(sys.argv) == 7:
            then = [float(seconds) for seconds in sys.argv[6].split(",")]
            if sys.argv[5] != "--then" or len(then) != count:
                sys.exit(__doc__)
        suite = shard(suite, index, count, then)
    elif len(sys.argv) != 3:
        sys.exit(__doc__)
    result = unittest.TextTestRunner(verbosity=2, resultclass=TimedResult).run(suite)
    for seconds, test in sorted(result.durations, reverse=True)[:10]:
        print(f"{name}: slowest: {seconds:6.1f} s {test}")
    # Each module's time against what sharding expected of it (its SECONDS_PER_TEST).
    by_module = {}
    for seconds, test in result.durations:
        module = test.split(".")[0]
        spent, count = by_module.get(module, (0.0, 0))
        by_module[module] = (spent + seconds, count + 1)
    for module, (spent, count) in sorted(by_module.items(), key=lambda item: -item[1][0]):
        expected = MEASURED_SECONDS.get(module, count * getattr(sys.modules.get(module), "SECONDS_PER_TEST", SECONDS_PER_TEST))
        print(f"{name}: module: {spent:6.1f} s {module} ({count} tests, {expected:.0f} s expected)")
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    skipped = len(result.skipped)
    passed = result.testsRun - failed - skipped
    for test, reason in result.skipped:
        print(f"{name}: skipped {test.id()}: {reason}")
    skips_fail = skipped > 0 and os.geteuid() == 0
    if skips_fail:
        print(f"{name}: run as root with every package installed, nothing may be skipped")
    # What failed, again at the very end, where CI's tail of the output shows it.
    for test, trace in result.failures + result.errors:
        told = [line for line in trace.strip().splitlines() if line.strip()]
        print(f"{name}: failed: {test.id()}: {told[-1].strip() if told else ''}"[:400])
    for test in result.unexpectedSuccesses:
        print(f"{name}: failed: {test.id()}: passed, though marked as expected to fail")
    print(f"{name}: {passed} passed, {failed + (skipped if skips_fail else 0)} failed, {skipped} skipped", flush=True)
    return 1 if failed or skips_fail or result.testsRun == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
