"""Away and back on X11 (docs/using.md, "Away and back"): the X server's own idle counter
(Xvfb's), input by xdotool, `away-after` set to 10 s through GSettings. No input for 10 s
while the stopwatch runs is an away; the first input after it asks once, in the window's
banner (read through AT-SPI); Take Away (its access key, Alt+T) lowers the elapsed time by
exactly the away the app measured, and `--totals` with it, and Ctrl+Z brings it back; Return keeps it and the keyboard
goes back to the stopwatch. A question not answered survives kill -9: asked again at the next
start. Scripts hear of the away by the `AwayEnded` signal (gdbus monitor)."""

import os
import re
import subprocess
import unittest

import pyatspi

from stopwatch_app import APP_ID, AppProcess, Accessibility, LineMonitor, SharedConfigTestCase, set_preference, wait_until
from x11_display import xdotool


TAKEN = re.compile(r"away taken: 1: -(\d+) ms")
ENDED = re.compile(r"away ended: (\d+) ms, stopwatches that ran: 1")


class AwayTests(SharedConfigTestCase):
    def setUp(self):
        super().setUp()
        set_preference(self.config, "away-after", "uint32 10")
        self.app = self.launch()

    def away_and_back(self):
        """Starts the stopwatch, leaves the computer alone until the app hears of the away
        (10 s: the X server's alarm), then moves the mouse; the away the app measured, in ms."""
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        # The away begins at the last input: one after the start puts all of it in the run,
        # so Take Away takes all of it (begun at Space, a moment before the start, it would
        # take only what ran).
        self.app.key("Shift_L")
        self.app.wait_for_log("idle (X server's idle counter)", timeout=15)
        xdotool("mousemove", "--window", self.app.window, "20", "20")
        found = wait_until(lambda: ENDED.search(self.app.log_text()), what="the away's end in the app's log")
        away_ms = int(found[1])
        self.assertGreaterEqual(away_ms, 10_000)
        self.app.ui.wait_for(f"You were away {away_ms // 1000} s while Stopwatch 1 ran")
        return away_ms

    def paused_elapsed(self):
        """Pauses the stopwatch from outside (the keyboard is the question's) and returns its
        elapsed time as saved."""
        self.app.action("pause")
        return wait_until(lambda: (state := self.saved()) and state["status"] == "paused" and state["elapsed_ms"],
                          what="the stopwatch paused and saved")

    def test_take_away_by_its_access_key_lowers_the_time_by_the_away_and_ctrl_z_undoes_it(self):
        monitor = LineMonitor(["gdbus", "monitor", "--session", "--dest", APP_ID], env=self.app.env)
        self.addCleanup(monitor.stop)
        away_ms = self.away_and_back()
        line = monitor.wait_for(lambda line: "AwayEnded" in line, what="the AwayEnded signal")
        self.assertIn(f"io.github.swiftgtk.Stopwatch1.AwayEnded (int64 {away_ms}, [int64 1])", line)
        before = self.paused_elapsed()
        # The totals count the run log's wall-clock spans, the elapsed time the monotonic
        # clock (they may differ by a little): what is checked is what Take Away changes.
        totals_before = self.totals_ms("Stopwatch 1")
        self.assertGreater(totals_before, away_ms)
        self.app.key("alt+t")
        taken = wait_until(lambda: TAKEN.search(self.app.log_text()), what="the time away taken, in the log")
        self.assertEqual(int(taken[1]), away_ms)
        self.app.ui.wait_for_gone(f"You were away {away_ms // 1000} s while Stopwatch 1 ran")
        wait_until(lambda: self.saved()["elapsed_ms"] == before - away_ms,
                   what=lambda: f"the elapsed time {before} - {away_ms} saved (now {self.saved()['elapsed_ms']})")
        self.assertEqual(self.totals_ms("Stopwatch 1"), totals_before - away_ms, "--totals lowered by the time away")
        self.app.ui.wait_for("Time away taken")
        self.app.key("ctrl+z")
        wait_until(lambda: self.saved()["elapsed_ms"] == before, what="the elapsed time back after Undo")

    def test_return_keeps_the_time_and_gives_the_keyboard_back_to_the_stopwatch(self):
        away_ms = self.away_and_back()
        self.app.key("Return")
        self.app.wait_for_log("away kept")
        self.app.ui.wait_for_gone(f"You were away {away_ms // 1000} s while Stopwatch 1 ran")
        # Space, which must do something, pauses: the keyboard is the stopwatch's again, and
        # nothing was taken.
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        self.assertGreaterEqual(self.saved()["elapsed_ms"], away_ms)
        self.assertNotIn("away taken", self.app.log_text())

    def test_a_question_not_answered_survives_kill_9_and_is_asked_again_at_the_next_start(self):
        away_ms = self.away_and_back()
        question = f"You were away {away_ms // 1000} s while Stopwatch 1 ran"
        wait_until(lambda: (self.saved() or {}).get("unanswered_away"), what="the unanswered away saved")
        self.app.kill()
        self.app = self.launch()
        self.app.wait_for_log("asked again: 1 unanswered away(s)")
        self.app.ui.wait_for(question)
        self.app.key("Return")
        self.app.wait_for_log("away kept")
        self.app.ui.wait_for_gone(question)
        wait_until(lambda: "unanswered_away" not in self.saved(), what="the answered away no longer saved")


class NoIdleServiceTests(SharedConfigTestCase):
    """A desktop that tells no idle time: Weston headless (its Wayland compositor offers no
    idle protocol), with no GNOME Shell on the bus. (The X server's SYNC extension cannot be
    turned off in Xvfb, and GTK's Broadway backend has no accessibility.)"""

    def setUp(self):
        super().setUp()
        self.socket = f"stopwatch-weston-{os.getpid()}"
        self.server = subprocess.Popen(["weston", "--backend=headless-backend.so", f"--socket={self.socket}", "--idle-time=0"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.addCleanup(self.server.wait, 10)
        self.addCleanup(self.server.terminate)
        runtime = os.environ["XDG_RUNTIME_DIR"]
        wait_until(lambda: os.path.exists(os.path.join(runtime, self.socket)), what="Weston's socket")

    def test_the_log_says_so_once_and_preferences_grey_away_after_with_why(self):
        app = AppProcess(config_home=self.config, extra_env={"WAYLAND_DISPLAY": self.socket, "GDK_BACKEND": "wayland"})
        self.addCleanup(app.kill)
        app.wait_for_log("no idle service found on this desktop")
        app.action("preferences")
        ui = Accessibility(app.process.pid)
        why = "This desktop does not tell when no one is at the computer: only a locked screen counts as away"
        group = ui.wait_for("Away after", role="panel")
        self.assertEqual(group.description, why)
        ui.wait_for(why, role="label")
        for option in ("Off", "5 min", "30 min"):
            self.assertFalse(ui.find(option, role="radio button").getState().contains(pyatspi.STATE_SENSITIVE), option)
        # A locked screen is still an away: what to do on the return can be chosen.
        self.assertTrue(ui.find("Ask on return", role="radio button").getState().contains(pyatspi.STATE_SENSITIVE))
        self.assertEqual(app.log_text().count("no idle service found on this desktop"), 1)


if __name__ == "__main__":
    unittest.main()
