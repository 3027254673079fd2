"""The app's panel item in KDE Plasma 5.27's own system tray (plasma_tray.py: kded5's watcher
and the tray applet in plasmawindowed, on X11), as a Plasma user meets it: the icon in the
tray's row while running, tucked into the hidden items while paused; the tooltip with the state
and the running time, turning once a second; a click that brings back the closed window and
hides it again; the menu's Pause, Resume and Lap. (docs/panel.md, "How it looks where".)"""

import os
import re
import shutil
import subprocess
import tempfile

from plasma_tray import PlasmaTray
from stopwatch_app import X11TestCase, wait_until
from x11_display import X11

ITEM = "Stopwatch"
TIME_AND_LAP = re.compile(r"^(\d\d):(\d\d) · Lap (\d+)$")


def share_of(path, dark):
    """The share of a picture's pixels that are dark (or light): a symbolic icon drawn on a
    light tray (or a dark one)."""
    share = subprocess.run(["convert", path, "-colorspace", "Gray", "-threshold", "50%", *(["-negate"] if dark else []),
                            "-format", "%[fx:mean]", "info:"], capture_output=True, text=True, timeout=30, check=True)
    return float(share.stdout)


def seconds(line):
    match = TIME_AND_LAP.match(line)
    return int(match[1]) * 60 + int(match[2]) if match else None


class PlasmaTrayTestCase(X11TestCase):
    look = "light"

    def setUp(self):
        self.tray = PlasmaTray(self.look)
        self.addCleanup(self.tray.stop)
        super().setUp()
        self.pictures = tempfile.mkdtemp(prefix="stopwatch-plasma-pictures-")
        self.addCleanup(shutil.rmtree, self.pictures, True)

    def start(self):
        """Starts the stopwatch from its window; the item comes into the tray's row."""
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        return self.tray.wait_in_row(ITEM)

    def icon_share(self, rect):
        """The share of the pixels in the screen's `rect` that stand out from the tray: dark ones
        on the light tray, light ones on the dark; the mouse elsewhere."""
        path = os.path.join(self.pictures, "cell.png")
        self.tray.mouse_away()
        self.tray.picture(rect, path)
        return share_of(path, dark=self.look == "light")

    def item_says(self):
        """The item's description (what is under its tooltip's title), "" while it is not there."""
        item = self.tray.node(ITEM)
        return item.description if item is not None else ""

    def window_shown(self):
        return any(window["id"] == self.app.window for window in self.app.windows())


class PlasmaTrayTests(PlasmaTrayTestCase):
    def test_the_icon_is_in_the_row_while_running_and_among_the_hidden_items_while_paused(self):
        # Ready and never started, the item is Passive: once Plasma has it, among the hidden
        # items, and not in the row.
        self.tray.show_hidden_items()
        wait_until(lambda: self.tray.node(ITEM), what="the never-started item among the hidden items")
        self.assertIsNone(self.tray.in_row(ITEM))
        self.tray.hide_hidden_items()
        # The click went to the tray: the keyboard back to the window (no window manager).
        self.app.focus()
        cell = self.tray.extents(self.start())
        # Drawn once Plasma has read the item's icon and painted the row.
        wait_until(lambda: self.icon_share(cell) > 0.02,
                   what=lambda: f"an icon drawn where Plasma says the item is (dark share {self.icon_share(cell)})")

        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        wait_until(lambda: self.tray.in_row(ITEM) is None, what="the paused item gone from the tray's row")
        wait_until(lambda: self.icon_share(cell) < 0.005,
                   what=lambda: f"the icon gone from the row (dark share {self.icon_share(cell)})")
        self.tray.show_hidden_items()
        hidden = wait_until(lambda: self.tray.node(ITEM), what="the item among the hidden items")
        self.assertIsNone(self.tray.in_row(ITEM))
        self.assertRegex(hidden.description, TIME_AND_LAP)

    def test_the_tooltip_says_the_state_and_the_time_each_second(self):
        item = self.start()
        self.tray.hover(item)
        wait_until(lambda: (self.tray.tooltip() or ("",))[0] == "Stopwatch running",
                   what=lambda: f"the tooltip of the running stopwatch (it is {self.tray.tooltip()})")
        # Each second the tooltip shows, one after the other, with nothing skipped: the app's
        # New… signals reach Plasma and Plasma reads them.
        # Read from the line itself, one call a look: the whole tree is not walked each time.
        under = self.tray.tooltip_lines()[1]
        shown = []

        def three_more_seconds():
            line = under.name
            if not shown or shown[-1] != line:
                shown.append(line)
            return len(shown) >= 4

        wait_until(three_more_seconds, timeout=15, what=lambda: f"four seconds in the tooltip (it showed {shown})")
        counted = [seconds(line) for line in shown]
        self.assertNotIn(None, counted, shown)
        self.assertEqual(counted, list(range(counted[0], counted[0] + 4)), shown)
        self.assertEqual(shown[-1], self.tray.node(ITEM).description)

    def test_a_click_brings_the_closed_window_back_and_another_hides_it(self):
        self.start()
        X11().close({"id": self.app.window})
        wait_until(lambda: not self.window_shown(), what="the window closed")
        self.app.wait_for_state("running", 0)
        self.tray.click(self.tray.wait_in_row(ITEM))
        self.app.window = wait_until(self.app._find_window, what="the window back after a click on the item")
        self.tray.click(self.tray.wait_in_row(ITEM))
        wait_until(lambda: not self.window_shown(), what="the window hidden by a second click")
        self.assertEqual(self.app.state()[0], "running")

    def test_the_menu_laps_pauses_and_resumes(self):
        self.start()
        # The menu's lines: Pause, Lap, Reset (greyed out while running), Show Window, Quit;
        # a keyboard user goes down to a line and presses Return.
        self.tray.open_menu(self.tray.wait_in_row(ITEM))
        self.tray.choose("Down", "Down", "Return")
        self.app.wait_for_state("running", 1)
        wait_until(lambda: TIME_AND_LAP.match(self.item_says()) and self.item_says().endswith("Lap 2"),
                   what=lambda: f"Lap 2 in the item (it says {self.item_says()!r})")

        self.tray.open_menu(self.tray.wait_in_row(ITEM))
        self.tray.choose("Down", "Return")
        self.app.wait_for_state("paused", 1)
        paused_at = self.app.status()["elapsed_ms"]
        wait_until(lambda: self.tray.in_row(ITEM) is None, what="the paused item gone from the row")

        # Paused, the item is among the hidden items; its menu there resumes.
        self.tray.show_hidden_items()
        hidden = wait_until(lambda: self.tray.node(ITEM), what="the item among the hidden items")
        self.assertEqual(hidden.description, f"{paused_at // 60_000:02}:{paused_at // 1000 % 60:02} · Lap 2")
        self.tray.open_menu(hidden)
        self.tray.choose("Down", "Return")
        self.app.wait_for_state("running", 1)
        self.tray.wait_in_row(ITEM)


class PlasmaDarkTrayTests(PlasmaTrayTestCase):
    """Plasma with Breeze Dark, as System Settings applies it."""

    look = "dark"

    def test_the_icon_is_drawn_light_on_the_dark_tray(self):
        # The icon follows Plasma's colours (its SVG's ColorScheme-Text class): drawn in the
        # app's dark grey, it would hardly show on Breeze Dark's panel.
        cell = self.tray.extents(self.start())
        wait_until(lambda: self.icon_share(cell) > 0.02,
                   what=lambda: f"a light icon where Plasma says the item is (light share {self.icon_share(cell)})")
