"""The desktop's colour scheme, as GNOME Settings sets it (`org.gnome.desktop.interface
color-scheme`): the window is dark when the desktop prefers dark, at start and at once while
running, and light again when it no longer does. Read from the window's pixels."""

import subprocess
import unittest

from stopwatch_app import SharedConfigTestCase, set_desktop_look, wait_until


class DesktopStyleTests(SharedConfigTestCase):
    def mean_luminance(self, app):
        """The window's mean luminance, 0 (black) to 1 (white)."""
        picture = subprocess.run(["import", "-window", app.window, "png:-"], capture_output=True, timeout=30, check=True).stdout
        return float(subprocess.run(["convert", "png:-", "-colorspace", "Gray", "-format", "%[fx:mean]", "info:"], input=picture,
                                    capture_output=True, timeout=30, check=True).stdout)

    def test_it_follows_the_colour_scheme_while_running(self):
        app = self.launch()
        wait_until(lambda: self.mean_luminance(app) > 0.6, what="a light window")
        app.gsettings("set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark")
        wait_until(lambda: self.mean_luminance(app) < 0.4, what=lambda: f"a dark window (now {self.mean_luminance(app)})")
        app.gsettings("set", "org.gnome.desktop.interface", "color-scheme", "default")
        wait_until(lambda: self.mean_luminance(app) > 0.6, what=lambda: f"a light window again (now {self.mean_luminance(app)})")

    def test_it_starts_dark_when_the_desktop_prefers_dark(self):
        set_desktop_look(self.config, "dark")
        app = self.launch()
        wait_until(lambda: self.mean_luminance(app) < 0.4, what=lambda: f"a dark window (now {self.mean_luminance(app)})")


if __name__ == "__main__":
    unittest.main()
