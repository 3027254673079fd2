"""The sanitizers' subsets of the unit tests (Package.swift, STOPWATCH_SANITIZED_TESTS; docs/
testing.md, "Where the time goes") name what exists: a test target renamed or a test file
moved would otherwise drop out of the ThreadSanitizer's or AddressSanitizer's run in silence."""

import os
import re
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def package():
    with open(os.path.join(ROOT, "Package.swift")) as file:
        return file.read()


def test_targets(text):
    """The names of the test targets Package.swift declares."""
    return set(re.findall(r'\.testTarget\(\s*name:\s*"(\w+)"', text))


def sanitized_case(text, case):
    """The text of `case "NAME":` in the switch over STOPWATCH_SANITIZED_TESTS, up to the next case."""
    switch = text[text.index('switch Context.environment["STOPWATCH_SANITIZED_TESTS"]'):]
    match = re.search(rf'case "{case}":(.*?)(?=\n(?:case |default:))', switch, re.S)
    if match is None:
        raise AssertionError(f'no case "{case}" in the switch over STOPWATCH_SANITIZED_TESTS')
    return match.group(1)


class SanitizedTestsTests(unittest.TestCase):
    def test_the_thread_sanitizers_targets_are_test_targets(self):
        text = package()
        threaded = re.search(r"let threaded = \[(.*?)\]", sanitized_case(text, "thread"), re.S)
        self.assertIsNotNone(threaded, "the ThreadSanitizer's list of test targets")
        names = set(re.findall(r'"(\w+)"', threaded.group(1)))
        self.assertGreaterEqual(len(names), 3)
        self.assertLessEqual(names, test_targets(text), f"not test targets: {names - test_targets(text)}")

    def test_the_files_each_sanitizer_keeps_or_leaves_out_are_there(self):
        text = package()
        for case in ("thread", "address"):
            body = sanitized_case(text, case)
            for target, kind, files in re.findall(r'target\.name == "(\w+)".*?target\.(exclude|sources) = \[(.*?)\]', body, re.S):
                self.assertIn(target, test_targets(text))
                for name in re.findall(r'"([^"]+)"', files):
                    with self.subTest(case=case, target=target, file=name):
                        path = os.path.join(ROOT, "Tests", target, name)
                        self.assertTrue(os.path.exists(path), f"{kind} names {name}, not in Tests/{target}")

    def test_the_check_finds_a_target_that_is_gone(self):
        text = package().replace('"StopwatchSyncFolderTests",\n    ]', '"StopwatchSyncFolderTests", "StopwatchGoneTests",\n    ]')
        threaded = re.search(r"let threaded = \[(.*?)\]", sanitized_case(text, "thread"), re.S)
        self.assertIn("StopwatchGoneTests", set(re.findall(r'"(\w+)"', threaded.group(1))) - test_targets(text))
