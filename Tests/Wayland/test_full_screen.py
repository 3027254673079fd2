"""Full screen on Wayland (sway and GNOME Shell): the shared scenarios of
Tests/Scenarios/full_screen_scenarios.py, and the compositor's own word that the window
fills the output and leaves it."""

import unittest

from full_screen_scenarios import FullScreenScenarios
from stopwatch_app import wait_until
from wayland_app import WaylandTestCase


class FullScreenTests(FullScreenScenarios, WaylandTestCase):
    def test_the_compositor_shows_the_window_full_screen_and_back(self):
        self.app.key("F11")
        self.wait_for_full_screen()
        wait_until(lambda: self.app.main_window()["fullscreen"], what=lambda: f"the window full screen ({self.app.main_window()})")
        self.app.key("Escape")
        self.app.ui.wait_for("Main Menu", role="push button")
        wait_until(lambda: not self.app.main_window()["fullscreen"], what="the window no longer full screen")


if __name__ == "__main__":
    unittest.main()
