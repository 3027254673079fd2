"""The compact window on Wayland (sway and GNOME Shell): the shared scenarios of Tests/Scenarios/compact_scenarios.py."""

import unittest

from compact_scenarios import CompactScenarios
from wayland_app import WaylandTestCase


class CompactTests(CompactScenarios, WaylandTestCase):
    pass


if __name__ == "__main__":
    unittest.main()
