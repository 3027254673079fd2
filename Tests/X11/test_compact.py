"""The compact window under X11: the shared scenarios of Tests/Scenarios/compact_scenarios.py."""

import unittest

from compact_scenarios import CompactScenarios
from stopwatch_app import X11TestCase


class CompactTests(CompactScenarios, X11TestCase):
    pass


if __name__ == "__main__":
    unittest.main()
