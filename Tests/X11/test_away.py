"""Away and back on X11 (docs/using.md, "Away and back"): the X server's own idle counter
(Xvfb's), input by xdotool, `away-after` set to 10 s through GSettings. No input for 10 s
while the stopwatch runs is an away; the first input after it asks once, in the window's
banner (read through AT-SPI); Take Away (its access key, Alt+T) lowers the elapsed time by
exactly the away the app measured, and Ctrl+Z brings it back; Return keeps it and the keyboard
goes back to the stopwatch. A question not answered survives kill -9: asked again at the next
start. Scripts hear of the away by the `AwayEnded` signal (gdbus monitor)."""

import re
import unittest

from stopwatch_app import APP_ID, LineMonitor, SharedConfigTestCase, set_preference, wait_until
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
        self.app.key("alt+t")
        taken = wait_until(lambda: TAKEN.search(self.app.log_text()), what="the time away taken, in the log")
        self.assertEqual(int(taken[1]), away_ms)
        self.app.ui.wait_for_gone(f"You were away {away_ms // 1000} s while Stopwatch 1 ran")
        wait_until(lambda: self.saved()["elapsed_ms"] == before - away_ms,
                   what=lambda: f"the elapsed time {before} - {away_ms} saved (now {self.saved()['elapsed_ms']})")
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


if __name__ == "__main__":
    unittest.main()
