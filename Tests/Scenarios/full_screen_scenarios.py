"""Full screen (docs/using.md, "Full screen"): F11 shows the running time alone, the lap in
progress and the last lap beneath it (no goal); Space, L, Delete and Ctrl+Z still work, no other
screen opens, and Escape or F11 leave. Written once, run on every display server; what the
display server itself says of the window (full screen or not) is each driver's."""

from stopwatch_app import wait_until


class FullScreenScenarios:
    def wait_for_full_screen(self):
        """The full screen view: the header bar gone, no button, the laps beneath the time."""
        self.app.ui.wait_for_gone("Main Menu")
        wait_until(lambda: self.app.ui.find("Pause", role="push button") is None, what="no Pause button")

    def wait_for_window(self):
        self.app.ui.wait_for("Main Menu", role="push button")
        self.app.ui.wait_for("Pause", role="push button")

    def test_f11_shows_the_time_alone_its_keys_still_work_and_escape_or_f11_leave(self):
        # A goal shows on Home, not in full screen.
        self.app.action("goal-per-day", "int64 3600000")
        self.app.ui.wait_for("0 min of 1 h today", role="label")
        self.app.start_with_laps(2)
        self.app.key("F11")
        self.wait_for_full_screen()
        self.app.ui.wait_for("Lap 3", role="label")
        self.app.ui.wait_for("Lap 2", role="label")
        self.app.ui.wait_for_gone("0 min of 1 h today")
        self.app.key("l")
        self.app.wait_for_state("running", 3)
        self.app.ui.wait_for("Lap 4", role="label")
        # No other screen opens over it; Space, Delete and Ctrl+Z work.
        self.app.key("ctrl+l", "ctrl+h", "space")
        self.app.wait_for_state("paused", 3)
        self.assertEqual(self.app.screen(), "home")
        self.app.key("Delete")
        self.app.wait_for_state("initial", 0)
        self.app.key("ctrl+z")
        self.app.wait_for_state("paused", 3)
        self.app.key("space")
        self.app.wait_for_state("running", 3)
        self.app.key("Escape")
        self.wait_for_window()
        self.app.ui.wait_for("0 min of 1 h today", role="label")
        self.app.key("F11")
        self.wait_for_full_screen()
        self.app.key("F11")
        self.wait_for_window()
