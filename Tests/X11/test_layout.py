"""The window at the sizes people give it: a 360-pixel-wide window stays 360 pixels wide
whatever happens in it, and at scale 2 the window fits a 1024 x 768 screen (the X server
of `make test` is 1024 x 768)."""

import time
import unittest

from stopwatch_app import StopwatchApp, wait_until, xdotool

SCREEN = (1024, 768)


class LayoutTests(unittest.TestCase):
    def tearDown(self):
        self.app.cleanup()

    def test_a_360_pixel_window_stays_360_wide_through_start_laps_and_the_laps_screen(self):
        self.app = StopwatchApp()
        xdotool("windowsize", self.app.window, "360", "480")
        wait_until(lambda: self.app.window_size() == (360, 480), what="the window at 360 x 480")
        self.app.focus()
        steps = [("space", "running", 0), ("l", "running", 1), ("l", "running", 2), ("Return", "running", 3)]
        for key, status, laps in steps:
            self.app.key(key)
            self.app.wait_for_state(status, laps)
            time.sleep(0.3)  # a size GTK would change shows on its next frame
            self.assertEqual(self.app.window_size(), (360, 480), f"after {key}")
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")
        time.sleep(0.4)  # a size GTK would change shows on its next frame
        self.assertEqual(self.app.window_size(), (360, 480), "on the Laps screen")
        self.app.key("space")
        self.app.wait_for_state("paused", 3)
        time.sleep(0.3)  # a size GTK would change shows on its next frame
        self.assertEqual(self.app.window_size(), (360, 480), "paused on the Laps screen")
        self.assert_inside_the_window(["Resume"], rows=3)

    def test_at_scale_2_the_window_fits_a_1024_by_768_screen_and_keeps_its_size(self):
        self.app = StopwatchApp(extra_env={"GDK_SCALE": "2"})
        width, height = self.app.window_size()
        self.assertLessEqual(width, SCREEN[0])
        self.assertLessEqual(height, SCREEN[1])
        self.app.start_with_laps(3)
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")
        time.sleep(0.4)  # a size GTK would change shows on its next frame
        self.assertEqual(self.app.window_size(), (width, height))
        self.assert_inside_the_window(["Pause", "Lap"], rows=1)

    def assert_inside_the_window(self, names, rows):
        self.assertEqual(self.app.ui.outside_the_window(names, rows), [])

if __name__ == "__main__":
    unittest.main()
