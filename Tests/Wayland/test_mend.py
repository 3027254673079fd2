"""Mending a mistake on Wayland (sway, GNOME Shell): the shared scenarios of
Tests/Scenarios/mend_scenarios.py."""

import unittest

from mend_scenarios import MendScenarios
from wayland_app import WaylandTestCase


class MendKeyTests(MendScenarios, WaylandTestCase):
    pass


if __name__ == "__main__":
    unittest.main()
