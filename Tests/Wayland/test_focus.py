"""Focus after an excursion (ARCHITECTURE.md, Focus) on Wayland: the scenarios of
Tests/Scenarios/focus_scenarios.py on the compositor of the run."""

import unittest

from focus_scenarios import FocusScenarios
from wayland_app import WaylandTestCase


class FocusTests(FocusScenarios, WaylandTestCase):
    pass


if __name__ == "__main__":
    unittest.main()
