"""The Preferences window on Wayland (sway and GNOME Shell): the shared scenarios of
Tests/Scenarios/preferences_scenarios.py."""

import unittest

from preferences_scenarios import PreferencesScenarios
from wayland_app import WaylandTestCase


class PreferencesTests(PreferencesScenarios, WaylandTestCase):
    pass


if __name__ == "__main__":
    unittest.main()
