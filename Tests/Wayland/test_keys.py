"""Every key of docs/using.md, "Keyboard" on Wayland, as a keyboard user presses it: the scenarios of
Tests/Scenarios/keyboard_scenarios.py on the compositor of the run, and what only Wayland has."""

import time
import unittest

from keyboard_scenarios import KeyboardScenarios
from stopwatch_app import wait_until
from wayland_app import WaylandTestCase


class KeyTests(KeyboardScenarios, WaylandTestCase):
    def test_the_window_shows_with_its_app_id_and_title(self):
        window = self.app.main_window()
        self.assertEqual(window["title"], "Stopwatch")
        self.assertTrue(window["focused"], "the new window did not get the keyboard focus")

    def test_ctrl_c_copies_the_laps_as_a_table(self):
        self.app.compositor.set_clipboard("untouched")
        # Nothing to copy yet: Ctrl+C does nothing, then Space starts.
        with self.app.expect_only_state("running", 0):
            self.app.key("ctrl+c")
            self.app.key("space")
        self.assertEqual(self.app.compositor.clipboard(), "untouched", "copied without laps")
        for lap in (1, 2, 3):
            self.app.key("l")
            self.app.wait_for_state("running", lap)
        self.app.key("ctrl+c")
        text = wait_until(lambda: (lambda text: text if text.startswith("Lap") else None)(self.app.compositor.clipboard()),
                          what="laps on the clipboard")
        lines = text.splitlines()
        self.assertEqual(lines[0].split(), ["Lap", "Lap", "time", "Difference", "Total"])
        self.assertEqual([line.split()[0] for line in lines[1:]], ["1", "2", "3"])

    def test_the_title_of_the_active_window_holds_still_while_running(self):
        # A screen reader reads every change of the active window's title (ARCHITECTURE.md,
        # "Heard"); the time is on the display.
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        time.sleep(1.5)
        self.assertEqual(self.app.main_window()["title"], "Stopwatch")


if __name__ == "__main__":
    unittest.main()
