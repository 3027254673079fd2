"""Away and back on Wayland (docs/using.md, "Away and back"), `away-after` set to 10 s through
GSettings. On GNOME Shell, Mutter's own idle monitor with input through its remote desktop:
no input for 10 s while the stopwatch runs, then a key, and the window asks (the app's log
says what the banner shows); Take Away takes exactly the away the app measured. On sway, its
idle protocol (KDE's `org_kde_kwin_idle`, which sway 1.7 offers) with input by wtype, and
Take Away by the banner's access key lowers `--totals` too."""

import re
import unittest

from compositor import only_on
from stopwatch_app import SharedConfigTestCase, set_preference, wait_until
from wayland_app import WaylandTestCase

TAKEN = re.compile(r"away taken: 1: -(\d+) ms")
ENDED = re.compile(r"away ended: (\d+) ms, stopwatches that ran: 1")


class AwayTestCase(WaylandTestCase):
    def setUp(self):
        SharedConfigTestCase.setUp(self)
        set_preference(self.config, "away-after", "uint32 10")
        self.app = self.launch()

    def away_and_take_it(self, source, take_away):
        """Starts the stopwatch, leaves the seat alone until `source` (the idle service's name
        in the log) tells the away, comes back with a key, pauses and answers Take Away by
        `take_away`: the elapsed time and `--totals` fall by exactly the away measured."""
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.wait_for_log(f"idle watch: 10000 ms ({source})")
        # The away begins at the last input: one after the start puts all of it in the run.
        self.app.key("Shift_L")
        self.app.wait_for_log(f"idle ({source})", timeout=15)
        # Shift alone does nothing in the app: it is input all the same.
        self.app.key("Shift_L")
        found = wait_until(lambda: ENDED.search(self.app.log_text()), what="the away's end in the app's log")
        away_ms = int(found[1])
        self.assertGreaterEqual(away_ms, 10_000)
        self.app.wait_for_log(f"away banner: You were away {away_ms // 1000} s while Stopwatch 1 ran")
        self.app.action("pause")
        before = wait_until(lambda: (state := self.saved()) and state["status"] == "paused" and state["elapsed_ms"],
                            what="the stopwatch paused and saved")
        # The totals count the run log's wall-clock spans, the elapsed time the monotonic
        # clock (they may differ by a little): what is checked is what Take Away changes.
        totals_before = self.totals_ms("Stopwatch 1")
        self.assertGreater(totals_before, away_ms)
        take_away()
        taken = wait_until(lambda: TAKEN.search(self.app.log_text()), what="the time away taken, in the log")
        self.assertEqual(int(taken[1]), away_ms)
        self.app.wait_for_log("away banner: none")
        wait_until(lambda: self.saved()["elapsed_ms"] == before - away_ms,
                   what=lambda: f"the elapsed time {before} - {away_ms} saved (now {self.saved()['elapsed_ms']})")
        self.assertEqual(self.totals_ms("Stopwatch 1"), totals_before - away_ms, "--totals lowered by the time away")


@only_on("gnome-shell", "Mutter's idle monitor")
class GnomeShellAwayTests(AwayTestCase):
    def test_mutters_idle_monitor_tells_the_away_and_take_away_takes_it(self):
        # The action the banner's Take Away button sends (its keys are the X11 test's: T and
        # Alt+T sent through mutter's remote desktop went unheard in fresh clones' runs beside
        # the sanitizer builds, not alone).
        self.away_and_take_it("Mutter's idle monitor", lambda: self.app.action("take-away-time"))


@only_on("sway", "its idle protocol, org_kde_kwin_idle")
class SwayAwayTests(AwayTestCase):
    def test_the_compositors_idle_protocol_tells_the_away_and_take_away_takes_it(self):
        # The banner's access key.
        self.away_and_take_it("org_kde_kwin_idle", lambda: self.app.key("alt+t"))


if __name__ == "__main__":
    unittest.main()
