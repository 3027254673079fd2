"""The desktop's colour scheme on Wayland, as GNOME Settings sets it (`org.gnome.desktop.interface
color-scheme`), on the compositor of the run (sway, GNOME Shell): the window turns dark at
once while running when the desktop prefers dark, and light again when it no longer does.
Read from the window's pixels, as the compositor shows them."""

import os
import subprocess
import tempfile
import unittest

from stopwatch_app import wait_until
from wayland_app import WaylandTestCase


class DesktopStyleTests(WaylandTestCase):
    def mean_luminance(self):
        """The main window's mean luminance as the compositor shows it, 0 (black) to 1 (white)."""
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "window.png")
            self.app.compositor.screenshot(path, self.app.main_window()["rect"])
            return float(subprocess.run(["convert", path, "-colorspace", "Gray", "-format", "%[fx:mean]", "info:"],
                                        capture_output=True, text=True, timeout=30, check=True).stdout)

    def test_it_follows_the_colour_scheme_while_running(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        wait_until(lambda: self.mean_luminance() > 0.6, what=lambda: f"a light window (now {self.mean_luminance()})")
        self.app.gsettings("set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark")
        wait_until(lambda: self.mean_luminance() < 0.4, what=lambda: f"a dark window (now {self.mean_luminance()})")
        self.app.gsettings("set", "org.gnome.desktop.interface", "color-scheme", "default")
        wait_until(lambda: self.mean_luminance() > 0.6, what=lambda: f"a light window again (now {self.mean_luminance()})")

    def test_high_contrast_comes_and_goes_with_the_desktops(self):
        self.app.wait_for_log("desktop look: light\n")
        self.app.gsettings("set", "org.gnome.desktop.a11y.interface", "high-contrast", "true")
        self.app.wait_for_log("desktop look: light, high contrast")
        self.app.gsettings("set", "org.gnome.desktop.a11y.interface", "high-contrast", "false")
        wait_until(lambda: self.app.log_text().count("desktop look: light\n") == 2, what="light again, without high contrast")


if __name__ == "__main__":
    unittest.main()
