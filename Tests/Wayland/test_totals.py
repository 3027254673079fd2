"""Where the time went on Wayland (docs/using.md, "Where the time went"): the scenarios of
Tests/Scenarios/totals_scenarios.py on the compositor of the run, keys as a keyboard user
presses them."""

import unittest

from totals_scenarios import TotalsScenarios
from wayland_app import WaylandTestCase


class TotalsTests(TotalsScenarios, WaylandTestCase):
    pass


if __name__ == "__main__":
    unittest.main()
