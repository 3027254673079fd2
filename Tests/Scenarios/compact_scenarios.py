"""The compact window (docs/using.md, "The compact window"): Ctrl+M shrinks the window to the
time and the two buttons, at about 220 x 90, the keys still work, it is remembered across
starts, and Ctrl+M brings the regular window back; a goal is a thin bar there. Written once, run on every display server
(on sway, the window floats first, as the README's rule has it)."""

import subprocess

from stopwatch_app import BINARY, wait_until

SCHEMA = "io.github.swiftgtk.Stopwatch"


class CompactScenarios:
    def size_now(self):
        """The main window's size, or None while it is not listed (a wait's condition and its
        message answer, never raise)."""
        try:
            return self.app.window_size()
        except (StopIteration, LookupError):
            return None

    def size_is(self, fits):
        """Whether the main window's width and height fit `fits(width, height)`; false while the
        window is not listed."""
        size = self.size_now()
        return size is not None and fits(*size)

    def wait_for_compact(self):
        self.app.float_window()
        wait_until(lambda: self.size_is(lambda width, height: width <= 260 and height <= 130),
                   what=lambda: f"the compact window (it is {self.size_now()})")

    def test_ctrl_m_shrinks_it_to_the_time_and_two_buttons_remembered_and_back_the_same_way(self):
        self.app.start_with_laps(1)
        self.app.float_window()
        regular_width, _ = self.app.window_size()
        self.app.key("ctrl+m")
        self.wait_for_compact()
        self.assertEqual(self.app.gsettings("get", SCHEMA, "compact"), "true")
        self.app.ui.wait_for("Pause", role="push button")
        self.app.ui.wait_for("Lap", role="push button")
        self.app.ui.wait_for_gone("Main Menu")
        wait_until(lambda: self.app.ui.find("Lap 1", prefix=True) is None, what="no lap row shown")
        # The keys still work; no other screen can be shown in it.
        self.app.key("l")
        self.app.wait_for_state("running", 2)
        self.app.key("ctrl+h", "space")
        self.app.wait_for_state("paused", 2)
        self.assertEqual(self.app.screen(), "home")
        # Remembered: the next start is compact.
        self.app.quit()
        self.app = self.launch()
        self.wait_for_compact()
        self.app.ui.wait_for("Resume", role="push button")
        # Back the same way, at a regular size.
        self.app.key("ctrl+m")
        wait_until(lambda: self.size_is(lambda width, height: width >= min(regular_width, 360) and height >= 300),
                   what=lambda: f"the regular window (it is {self.size_now()})")
        self.app.ui.wait_for("Main Menu", role="push button")
        self.assertEqual(self.app.gsettings("get", SCHEMA, "compact"), "false")

    def test_a_goal_shows_as_a_thin_bar_named_by_its_progress_and_the_window_stays_compact(self):
        self.app.wait_for_state("initial", 0)
        goal = subprocess.run([BINARY, "--goal", "Stopwatch 1", "1h"], env=self.app.env, capture_output=True, text=True,
                              timeout=30)
        self.assertEqual(goal.returncode, 0, goal.stderr)
        self.app.float_window()
        self.app.key("ctrl+m")
        self.wait_for_compact()
        self.app.ui.wait_for("0 min of 1 h today", role="level bar")
        self.app.action("adjust-time", "int64 1800000")
        self.app.ui.wait_for("30 min of 1 h today", role="level bar")
        # Time added to a stopwatch that never ran starts it, as of then.
        self.app.ui.wait_for("Pause", role="push button")
        self.assertTrue(self.size_is(lambda width, height: width <= 260 and height <= 130), self.size_now())
