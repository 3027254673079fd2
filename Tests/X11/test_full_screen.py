"""Full screen under X11: the shared scenarios of Tests/Scenarios/full_screen_scenarios.py,
the time fitted to the window at any size (Xvfb has no window manager to make the window the
screen's size: the test sizes it, as one would; `make bench` runs it at 1920 x 1080), and the
pointer hidden while still."""

import re
import unittest

import pyatspi

from full_screen_scenarios import FullScreenScenarios
from stopwatch_app import X11TestCase, wait_until


class FullScreenTests(FullScreenScenarios, X11TestCase):
    def time_size(self):
        """How big the running time is drawn, as AT-SPI tells it (the display is one label,
        named with the time in words)."""
        for node in self.app.ui.nodes():
            try:
                if node.getRoleName() == "label" and re.fullmatch(r"[\d.]+ seconds", node.name) and self.app.ui.showing(node):
                    extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                    return extents.width, extents.height
            except Exception:
                continue
        return None

    def test_the_time_fills_the_window_at_any_size_and_the_pointer_hides_while_still(self):
        self.app.start_with_laps(1)
        self.app.key("space")
        self.app.wait_for_state("paused", 1)
        before = wait_until(self.time_size, what="the time on Home")
        self.app.key("F11")
        self.wait_for_full_screen()
        # The full screen laid out (the time drawn larger) before the test sizes the window:
        # GTK sizes a window it lays out anew itself, and with no window manager a size asked
        # for in between would be undone.
        wait_until(lambda: (self.time_size() or (0, 0))[0] > before[0],
                   what=lambda: f"the time drawn larger than {before} (it is {self.time_size()})")
        window = {"id": self.app.window}
        # The whole screen (Xvfb's, 1024 x 768 here), a phone's, a short wide strip: across
        # most of the width, or most of the height, never beyond either.
        for width, height in ((1024, 768), (360, 640), (1000, 240), (1024, 768)):
            self.app.display.resize(window, width, height)
            wait_until(lambda: self.app.window_size() == (width, height),
                       what=lambda: f"the window at {width} x {height} (it is {self.app.window_size()})")

            def fills():
                shown = self.time_size()
                return shown is not None and shown[0] <= width and shown[1] <= height and (
                    shown[0] >= 0.55 * width or shown[1] >= 0.4 * height)

            wait_until(fills, what=lambda: f"the time filling {width} x {height} (it is {self.time_size()})")
        # Still, the pointer hides; moved, it shows again; still again, it hides.
        self.app.display.move_pointer(window, 100, 100)
        wait_until(lambda: self.app.display.pointer_shows(), what="the pointer shown after a move")
        wait_until(lambda: not self.app.display.pointer_shows(), what="the pointer hidden while still")
        self.app.display.move_pointer(window, 150, 120)
        wait_until(lambda: self.app.display.pointer_shows(), what="the pointer shown again after a move")
        wait_until(lambda: not self.app.display.pointer_shows(), what="the pointer hidden again")
        # Left, the pointer is the window's again.
        self.app.key("Escape")
        self.app.ui.wait_for("Main Menu", role="push button")
        self.app.display.move_pointer(window, 160, 130)
        wait_until(lambda: self.app.display.pointer_shows(), what="the pointer shown after full screen")


if __name__ == "__main__":
    unittest.main()
