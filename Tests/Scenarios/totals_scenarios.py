"""Where the time went (docs/using.md, "Where the time went"), written once and run on every
display server (X11, sway, GNOME Shell): Ctrl+D shows the Totals screen with today and this
week, what the stopwatches ran counts there at once (a correction made from outside, a start
from outside), D, W and M choose days, weeks or months, the stopwatch's own keys do nothing
there, and Escape comes back. What the screen drew is read from the app's log ("totals
shown: …"), the same on every display; X11 reads the window itself too (Tests/X11/test_totals.py)."""


from stopwatch_app import wait_until


class TotalsScenarios:
    """Needs `self.app`: an app of the suite's display (`key`, `action`, `wait_for_state`,
    `expect_only_state`, `wait_for_screen`, `wait_for_log`, `status`)."""

    def totals_shown(self, today, by, names="Stopwatch 1"):
        self.app.wait_for_log(f"totals shown: Today {today}, This week {today}; Last 7 {by}; {names}")

    def test_ctrl_d_shows_where_the_time_went_and_it_follows_the_stopwatch(self):
        # Started and paused at once, then two hours more, made now: a correction counts on
        # the day it was made, so today has 2 h 00 min whatever the hour.
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        self.app.action("adjust-time", "int64 7200000")
        wait_until(lambda: self.app.status()["elapsed_ms"] >= 7_200_000, what="two hours added")
        self.app.key("ctrl+d")
        self.app.wait_for_screen("totals")
        self.totals_shown("2 h 00 min", "days")
        # A correction from outside while it is shown: counted at once.
        self.app.action("adjust-time", "int64 60000")
        self.totals_shown("2 h 01 min", "days")
        self.app.key("w")
        self.totals_shown("2 h 01 min", "weeks")
        self.app.key("m")
        self.totals_shown("2 h 01 min", "months")
        # The stopwatch's keys do nothing here; a start from outside (a global key) does.
        with self.app.expect_only_state("running", 0, screens=[]):
            self.app.key("space", "Return", "l")
            self.app.action("toggle")
        self.app.action("adjust-time", "int64 60000")
        self.totals_shown("2 h 02 min", "months")
        self.app.key("d")
        self.totals_shown("2 h 02 min", "days")
        self.app.key("Escape")
        self.app.wait_for_screen("home")
