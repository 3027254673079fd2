"""The commands from outside the window, over D-Bus, and a single instance."""

import subprocess
import unittest

from stopwatch_app import BINARY, AppTestCase


class DBusActionTests(AppTestCase):
    def test_every_stopwatch_command_works_over_dbus(self):
        self.app.action("toggle")
        self.app.wait_for_state("running", 0)
        for laps in (1, 2, 3):
            self.app.action("lap")
            self.app.wait_for_state("running", laps)
        self.app.action("show-laps")
        self.app.wait_for_screen("laps")
        self.app.action("back")
        self.app.wait_for_screen("home")
        self.app.action("toggle")
        self.app.wait_for_state("paused", 3)
        self.app.action("reset")
        self.app.wait_for_state("initial", 0)
        self.app.action("undo")
        self.app.wait_for_state("paused", 3)
        self.app.action("history")
        self.app.wait_for_screen("history")

    def test_a_command_that_does_not_apply_is_disabled(self):
        self.assertTrue(self.app.action_enabled("toggle"))
        for name in ("lap", "reset", "undo", "show-laps", "back", "copy-laps", "export-laps", "delete-session"):
            self.assertFalse(self.app.action_enabled(name), f"app.{name} is enabled at start")
        self.app.action("toggle")
        self.app.wait_for_state("running", 0)
        self.assertTrue(self.app.action_enabled("lap"))
        self.assertFalse(self.app.action_enabled("reset"))
        self.app.action("lap")
        self.app.action("reset")
        self.app.settle()
        self.assertEqual(self.app.state(), ("running", 1))

    def test_quit_over_dbus_exits_cleanly(self):
        self.app.action("quit")
        self.assertEqual(self.app.process.wait(timeout=10), 0)

    def test_a_second_launch_presents_the_first_window(self):
        second = subprocess.run([BINARY], env=self.app.env, capture_output=True, timeout=30)
        self.assertEqual(second.returncode, 0)
        self.assertIsNone(self.app.process.poll(), "the first instance is still running")
        self.assertEqual(self.app.window_titles_of_process(), {"Stopwatch"})


if __name__ == "__main__":
    unittest.main()
