"""Full screen on Wayland (sway and GNOME Shell): the shared scenarios of
Tests/Scenarios/full_screen_scenarios.py, and the compositor's own word that the window
fills the output and leaves it."""

import unittest

from compositor import compositor, only_on
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


@only_on("sway", "sway's own command takes the window out of full screen")
class DesktopLeavesFullScreenTests(WaylandTestCase):
    def test_the_desktop_taking_the_window_out_of_full_screen_takes_the_app_out_too(self):
        self.app.key("F11")
        wait_until(lambda: self.app.main_window()["fullscreen"], what="the window full screen")
        self.app.ui.wait_for_gone("Main Menu")
        compositor().swaymsg(f"[pid={self.app.process.pid}]", "fullscreen", "disable")
        self.app.ui.wait_for("Main Menu", role="push button")
        # F11, which must do something, goes full screen again: the app left it, not the
        # window alone.
        self.app.key("F11")
        self.app.ui.wait_for_gone("Main Menu")
        wait_until(lambda: self.app.main_window()["fullscreen"], what="the window full screen again")


if __name__ == "__main__":
    unittest.main()
