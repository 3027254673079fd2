"""The Mend Session dialog on X11: the shared scenarios of
Tests/Scenarios/session_mend_scenarios.py."""

import unittest

from session_mend_scenarios import SessionMendScenarios
from stopwatch_app import X11TestCase


class MendSessionDialogTests(SessionMendScenarios, X11TestCase):
    pass


if __name__ == "__main__":
    unittest.main()
