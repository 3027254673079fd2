"""The desktop's colour scheme and high contrast, as GNOME Settings sets them
(`org.gnome.desktop.interface color-scheme`, `org.gnome.desktop.a11y.interface high-contrast`):
the window is dark when the desktop prefers dark, at start and at once while running, and
light again when it no longer does (read from the window's pixels); high contrast comes and
goes with the desktop's, as libadwaita tells the app (its log)."""

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

    def test_high_contrast_comes_and_goes_with_the_desktops_at_once(self):
        app = self.launch()
        app.wait_for_log("desktop look: light\n")
        app.gsettings("set", "org.gnome.desktop.a11y.interface", "high-contrast", "true")
        app.wait_for_log("desktop look: light, high contrast")
        app.gsettings("set", "org.gnome.desktop.interface", "color-scheme", "prefer-dark")
        app.wait_for_log("desktop look: dark, high contrast")
        app.gsettings("set", "org.gnome.desktop.a11y.interface", "high-contrast", "false")
        wait_until(lambda: "desktop look: dark\n" in app.log_text(), what="dark, without high contrast")

    def test_it_starts_dark_when_the_desktop_prefers_dark(self):
        set_desktop_look(self.config, "dark")
        app = self.launch()
        wait_until(lambda: self.mean_luminance(app) < 0.4, what=lambda: f"a dark window (now {self.mean_luminance(app)})")


if __name__ == "__main__":
    unittest.main()
