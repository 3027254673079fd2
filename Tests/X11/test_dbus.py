"""The commands from outside the window, over D-Bus (the scenarios of
Tests/Scenarios/dbus_scenarios.py), and a single instance, on X11."""

import subprocess
import unittest

from dbus_scenarios import DBusScenarios
from stopwatch_app import BINARY, X11TestCase


class DBusActionTests(DBusScenarios, X11TestCase):
    def test_a_second_launch_presents_the_first_window(self):
        second = subprocess.run([BINARY], env=self.app.env, capture_output=True, timeout=30)
        self.assertEqual(second.returncode, 0)
        self.assertIsNone(self.app.process.poll(), "the first instance is still running")
        self.assertEqual(self.app.window_titles_of_process(), {"Stopwatch"})


if __name__ == "__main__":
    unittest.main()
