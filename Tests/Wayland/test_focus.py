"""Focus after an excursion (ARCHITECTURE.md, Focus) on Wayland, told by what the next key does:
Space toggles when nothing has the focus, and presses "See All Laps" when it has."""

import time
import unittest

from stopwatch_app import wait_until
from wayland_app import WaylandTestCase


class FocusTests(WaylandTestCase):
    def paused_with_three_laps(self):
        self.app.start_with_laps(3)
        self.app.key("space")
        self.app.wait_for_state("paused", 3)

    def test_after_f10_about_escape_space_toggles(self):
        self.app.key("F10")
        self.app.ui.wait_for("About Stopwatch")
        for _ in range(6):
            if self.app.ui.focused_name() == "About Stopwatch":
                break
            self.app.key("Down")
        self.app.ui.wait_for_focus("About Stopwatch")
        self.app.key("Return")
        self.app.wait_for_window("About Stopwatch")
        self.app.key("Escape")
        wait_until(lambda: "About Stopwatch" not in self.app.window_titles(), what="the About window to close")
        wait_until(lambda: self.app.main_window()["focused"], what="the main window focused again")
        self.app.key("space")
        self.app.wait_for_state("running", 0)

    def test_after_f10_escape_space_toggles(self):
        self.app.key("F10")
        self.app.ui.wait_for("About Stopwatch")
        self.app.key("Escape")
        wait_until(lambda: self.app.ui.find("About Stopwatch") is None, what="the menu to close")
        self.app.key("space")
        self.app.wait_for_state("running", 0)

    def test_after_ctrl_l_escape_space_resumes(self):
        self.paused_with_three_laps()
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")
        self.app.key("Escape")
        self.app.wait_for_screen("home")
        self.app.key("space")
        self.app.wait_for_state("running", 3)
        self.assertEqual(self.app.screen(), "home")

    def test_after_see_all_laps_and_escape_the_focus_is_on_see_all_laps_again(self):
        self.paused_with_three_laps()
        for _ in range(12):
            self.app.key("Tab")
            time.sleep(0.1)
            if self.app.ui.focused_name() == "See All Laps":
                break
        self.app.ui.wait_for_focus("See All Laps")
        self.app.key("Return")
        self.app.wait_for_screen("laps")
        self.app.key("Escape")
        self.app.wait_for_screen("home")
        # Space presses the focused "See All Laps": Laps again, the stopwatch untouched.
        self.app.key("space")
        self.app.wait_for_screen("laps")
        self.assertEqual(self.app.state(), ("paused", 3))


if __name__ == "__main__":
    unittest.main()
