"""Several stopwatches through the keyboard on Wayland (sway, GNOME Shell): the shared scenarios
of Tests/Scenarios/stopwatches_scenarios.py."""

import unittest

from stopwatches_scenarios import StopwatchesScenarios
from wayland_app import WaylandTestCase


class StopwatchKeyTests(StopwatchesScenarios, WaylandTestCase):
    pass


if __name__ == "__main__":
    unittest.main()
