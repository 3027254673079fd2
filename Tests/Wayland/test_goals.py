"""Goals on Wayland (sway, GNOME Shell): the Goal dialog by keys, the shared scenario of
Tests/Scenarios/goal_scenarios.py."""

import unittest

from goal_scenarios import GoalDialogScenarios
from wayland_app import WaylandTestCase


class GoalDialogTests(GoalDialogScenarios, WaylandTestCase):
    pass


if __name__ == "__main__":
    unittest.main()
