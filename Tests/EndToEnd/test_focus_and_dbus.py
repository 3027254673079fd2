"""Space with the focus on each button, the commands over D-Bus, and single instance."""

import subprocess
import unittest

from stopwatch_app import BINARY, AppTestCase

# Where Home's control buttons sit, from the window's centre line: they are centred, 144
# pixels wide with 12 between them, 190 pixels from the top of the window.
FIRST_BUTTON = (-78, 190)
SECOND_BUTTON = (78, 190)
ONLY_BUTTON = (0, 190)


class FocusTests(AppTestCase):
    def click(self, position):
        width = self.app.window_size()[0]
        self.app.click(width // 2 + position[0], position[1])

    def test_space_toggles_whichever_button_has_focus(self):
        self.click(ONLY_BUTTON)  # Start, which then becomes Pause and keeps the focus
        self.app.wait_for_state("running", 0)
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        self.app.key("space")
        self.app.wait_for_state("running", 0)

        self.click(SECOND_BUTTON)  # Lap: the focus is on Lap now
        self.app.wait_for_state("running", 1)
        self.app.key("space")
        self.app.wait_for_state("paused", 1)
        self.app.settle()
        self.assertEqual(self.app.state(), ("paused", 1), "Space pressed the focused Lap button")

        # The focused second button is Reset now: Space must resume, not reset.
        self.app.key("space")
        self.app.wait_for_state("running", 1)
        self.app.settle()
        self.assertEqual(self.app.state(), ("running", 1), "Space pressed the focused Reset button")

    def test_return_never_presses_the_focused_button(self):
        self.app.key("Return")
        self.app.settle()
        self.assertEqual(self.app.state(), ("initial", 0), "Return pressed the focused Start button")
        self.click(ONLY_BUTTON)
        self.app.wait_for_state("running", 0)
        self.click(SECOND_BUTTON)
        self.app.wait_for_state("running", 1)
        self.app.key("space")
        self.app.wait_for_state("paused", 1)
        self.app.key("Return")  # focus on Reset; Return is Lap, which does not apply
        self.app.settle()
        self.assertEqual(self.app.state(), ("paused", 1))

    def test_buttons_work_with_the_pointer(self):
        self.click(ONLY_BUTTON)
        self.app.wait_for_state("running", 0)
        self.click(SECOND_BUTTON)
        self.app.wait_for_state("running", 1)
        self.click(FIRST_BUTTON)
        self.app.wait_for_state("paused", 1)
        self.click(SECOND_BUTTON)
        self.app.wait_for_state("initial", 0)


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

    def test_a_command_that_does_not_apply_is_disabled(self):
        self.app.action("lap")
        self.app.action("reset")
        self.app.settle()
        self.assertEqual(self.app.state(), ("initial", 0))

    def test_quit_over_dbus_exits_cleanly(self):
        self.app.action("quit")
        self.assertEqual(self.app.process.wait(timeout=10), 0)

    def test_a_second_launch_presents_the_first_window(self):
        second = subprocess.run([BINARY], env=self.app.env, capture_output=True, timeout=30)
        self.assertEqual(second.returncode, 0)
        self.assertIsNone(self.app.process.poll(), "the first instance is still running")
        windows = self.app.window_titles_of_process()
        self.assertEqual(windows, {"Stopwatch"})


if __name__ == "__main__":
    unittest.main()
