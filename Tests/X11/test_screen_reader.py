"""What a blind user hears (ARCHITECTURE.md, "Heard"): Orca 43 running against the real app,
its speech read from its debug log, step by step. Each test failed on the code before the
fixes: the title read every second, no time on pause, "GtkStackPage panel", rows that said
"not selected" and their place twice, a launch that said only "Stopwatch frame"."""

import json
import os
import re
import subprocess
import time
import unittest

from pinned_clock import PinnedClock
from plain_window import PlainWindow
from screen_reader import ScreenReader
from stopwatch_app import APP_ID, StopwatchApp, make_config_home, set_preference, wait_until, write_state_file
from x11_display import xdotool


# A title with the time in it, as Orca would read it: "00:03 — Stopwatch".
TIMED_TITLE = re.compile(r"\d\d:\d\d \u2014 Stopwatch")
# The window, whatever its title: "Stopwatch frame."
FRAME = re.compile(r"Stopwatch frame\.$")


class ScreenReaderTests(unittest.TestCase):
    def setUp(self):
        # An Orca of its own for each test: one that saw an app end may still be waiting on it.
        self.reader = ScreenReader()
        self.addCleanup(self.reader.stop)

    def launch(self, status=None, laps_ms=(), elapsed_ms=0, stopwatches=None, clock=None, preferences=None):
        """Starts the app, waits until the registry has told Orca of it, then brings its window to
        the front, and returns where what Orca says of that begins.

        Orca 43 drops the events of an app it has not been told of yet ("[DEAD]" in its log),
        and GTK, with no window manager, makes its window active as soon as it is shown: often
        before that. So the window comes to the front once more after Orca knows the app (as
        Alt+Tab would), always, from another app's window, and Orca presents it as it does
        whenever its attention moves to a window."""
        config = make_config_home()
        for key, value in (preferences or {}).items():
            set_preference(config, key, value)
        if status:
            write_state_file(config, status, list(laps_ms), elapsed_ms)
        if stopwatches:
            os.makedirs(os.path.join(config, "stopwatch"))
            with open(os.path.join(config, "stopwatch", "state.json"), "w") as file:
                json.dump({"version": 2, "saved_at": clock.now_ms() if clock else int(time.time() * 1000),
                           "current": len(stopwatches), "stopwatches": stopwatches}, file)
        self.app = StopwatchApp(config_home=config, focus=False, extra_env=clock.env if clock else None)
        self.addCleanup(self.app.cleanup)
        self.reader.wait_until_it_knows("stopwatch")
        # Orca presents a window when its attention moves there, not again while it stays (a
        # CI run heard nothing: its attention was on the window from the launch). So it goes to
        # another app's window first: both windows left for a bare X window, then that one
        # brought to the front and seen so by Orca.
        other = PlainWindow()
        self.addCleanup(other.close)
        self.reader.wait_until_it_knows(other.name)
        blank = OtherWindow()
        self.addCleanup(blank.close)
        blank.focus()
        wait_until(lambda: not self.app.ui.window_active(), what="the app's window to be no longer active")
        other.focus()
        self.reader.wait_for_locus("frame", "Other")
        since = self.reader.mark()
        self.app.focus()
        self.reader.wait_for(FRAME, since, timeout=30)
        return since

    def step(self, *keys):
        """Presses `keys`; returns where what they made Orca say begins."""
        since = self.reader.mark()
        self.app.key(*keys)
        return since

    def assertNeverSaid(self, pattern, since=0):
        said = [text for text in self.reader.said(since) if re.search(pattern, text)]
        self.assertEqual(said, [], f"Orca said {pattern!r}:\n{self.reader.transcript(since)}")

    def test_at_launch_it_hears_what_the_window_is_what_it_shows_and_what_space_does(self):
        since = self.launch("paused", [1000, 1200], 3200)
        self.reader.wait_for("Stopwatch, paused at 3.20 seconds. Space starts or pauses.", since)

    def test_an_alert_reached_is_said_with_its_stopwatch_and_its_time_in_words(self):
        self.launch("running", [], 1000)
        since = self.reader.mark()
        at = self.app.status()["elapsed_ms"] // 1000 * 1000 + 3000
        subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", "/io/github/swiftgtk/Stopwatch",
                        "--method", "io.github.swiftgtk.Stopwatch1.SetAlerts", "", f"[{at}]", "0"],
                       env=self.app.env, check=True, capture_output=True, timeout=20)
        # A version-1 file's stopwatch is called "Stopwatch".
        self.reader.wait_for(f"Stopwatch reached {at // 1000} seconds", since)

    def test_the_question_on_the_return_from_an_away_is_said(self):
        self.launch("running", [], 1000, preferences={"away-after": "uint32 10"})
        self.app.wait_for_log("idle (X server's idle counter)", timeout=15)
        since = self.reader.mark()
        xdotool("mousemove", "--window", self.app.window, "10", "10")
        found = wait_until(lambda: re.search(r"away ended: (\d+) ms", self.app.log_text()), what="the away's end")
        # A version-1 file's stopwatch is called "Stopwatch".
        self.reader.wait_for(f"You were away {int(found[1]) // 1000} s while Stopwatch ran", since)

    def test_running_the_title_is_not_read_and_pause_reset_and_t_say_the_time_in_words(self):
        start = self.launch()
        self.step("space")
        self.app.wait_for_state("running", 0)
        # Three seconds running: the title used to be read at each of them.
        self.assertEqual([text for text in self.reader.quiet_spell(3.5) if TIMED_TITLE.search(text)], [])
        since = self.step("l")
        self.reader.wait_for(re.compile(r"^Lap 1, \d\.\d\d seconds, total \d\.\d\d seconds$"), since)
        since = self.step("space")
        paused = self.reader.wait_for(re.compile(r"^Paused at \d\.\d\d seconds$"), since)
        since = self.step("t")
        self.reader.wait_for(re.compile("^" + re.escape(paused) + r"; lap 2 at \d\.\d\d seconds$"), since)
        since = self.step("Delete")
        self.reader.wait_for("Reset; Undo with Control Z", since)
        self.assertNeverSaid(TIMED_TITLE, start)
        self.assertNeverSaid("Gtk", start)

    def test_screens_say_their_names_and_lap_rows_say_themselves_once(self):
        start = self.launch("paused", [900, 1300, 1100, 1000], 4300)
        since = self.step("ctrl+l")
        self.reader.wait_for("Laps panel.", since)
        row = self.reader.wait_for(re.compile(r"^Lap 4, .*, 1 of 4\.?$"), since)
        self.assertIn("1.00 seconds", row)
        since = self.step("Down")
        self.reader.wait_for(re.compile(r"^Lap 3, 1\.10 seconds, .*, 2 of 4\.?$"), since)
        # Everything Orca says for one row has come once the next key is echoed.
        end = self.step("shift")
        self.reader.wait_for("left shift ", end)
        for said in self.reader.said(since)[:-1]:
            self.assertNotIn("selected", said)
        self.assertEqual(sum("2 of 4" in said for said in self.reader.said(since)), 1, self.reader.transcript(since))
        returns = self.app.focus_returns()
        since = self.step("Escape")
        self.app.wait_for_screen("home")
        # Tab only once the app has put the focus back (nowhere) after the excursion to Laps: a
        # Tab during the switch of pages can land on the page going away.
        self.app.wait_for_focus_return(returns)
        since = self.step("Tab")
        self.reader.wait_for("Home panel.", since)
        self.assertNeverSaid("Gtk", start)
        self.assertNeverSaid("not selected", start)

    def test_a_lap_is_said_with_its_note_and_its_editor_is_named(self):
        start = self.launch("paused", [900, 1300, 1100, 1000], 4300)
        self.app.action("note-lap", "(uint32 3, 'the hill')")
        since = self.step("ctrl+l")
        self.reader.wait_for("Laps panel.", since)
        since = self.step("Down")
        self.reader.wait_for(re.compile(r"^Lap 3, the hill, 1\.10 seconds, .*, 2 of 4\.?$"), since)
        since = self.step("F2")
        self.reader.wait_for(re.compile(r"^Note for Lap 3"), since)
        since = self.step("Escape")
        self.app.ui.wait_for_gone("Note for Lap 3")
        self.assertNeverSaid("Gtk", start)

    def test_the_preferences_window_says_its_groups_choices_and_switches(self):
        start = self.launch()
        since = self.step("ctrl+comma")
        self.reader.wait_for("Preferences", since)
        self.reader.wait_for("Precision panel.", since)
        self.reader.wait_for("Hundredths.", since)
        self.reader.wait_for("selected radio button", since)
        since = self.step("Down")
        self.reader.wait_for("Tenths.", since)
        self.reader.wait_for("selected radio button", since)
        since = self.step("Tab")
        self.reader.wait_for("Shown large panel.", since)
        self.reader.wait_for("Total time.", since)
        since = self.step("Tab")
        self.reader.wait_for("Keep the screen awake check box not checked.", since)
        self.reader.wait_for("While a stopwatch runs and its window is seen.", since)
        since = self.step("space")
        self.reader.wait_for("checked", since)
        since = self.step("Escape")
        self.reader.wait_for(FRAME, since)
        self.assertNeverSaid("Gtk", start)

    def test_the_alerts_window_says_its_groups_times_and_buttons_by_their_words(self):
        start = self.launch()
        for at in (1_500_000, 3_000_000):
            self.app.action("alert-at", f"int64 {at}")
        since = self.step("ctrl+b")
        self.reader.wait_for("Alerts", since)
        self.reader.wait_for("Alert At panel.", since)
        self.reader.wait_for("Hours 0 spin button.", since)
        since = self.step("shift+Tab")
        self.reader.wait_for("Remove the alert at 50:00 push button.", since)
        since = self.step("Tab", "Tab", "Tab", "Tab")
        self.reader.wait_for("Add push button.", since)
        since = self.step("Escape")
        self.reader.wait_for(FRAME, since)
        self.assertNeverSaid("_", start)
        self.assertNeverSaid("Gtk", start)

    def test_the_goal_dialog_says_its_choices_and_fields_and_a_goal_met_is_said_once_in_words(self):
        start = self.launch("running", [], 1000)
        since = self.step("ctrl+g")
        self.reader.wait_for("Goal", since)
        self.reader.wait_for(re.compile(r"How Often panel\."), since)
        self.reader.wait_for("List with 3 items.", since)
        self.reader.wait_for("No goal.", since)
        self.reader.wait_for("selected radio button", since)
        # Down chooses the next: Orca says it, chosen.
        since = self.step("Down")
        self.reader.wait_for("Each day.", since)
        self.reader.wait_for("selected radio button", since)
        since = self.step("Tab", "Tab")
        self.reader.wait_for("Minutes 0 spin button.", since)
        since = self.step("1", "Return")
        self.reader.wait_for(FRAME, since)
        self.assertNeverSaid("_", start)
        self.assertNeverSaid("Gtk", start)
        # The goal's progress shown, as the user sees it before correcting the time.
        self.app.ui.wait_for("0 min of 1 min today", role="label")
        # A minute a day, met by the running time two seconds on: said once, its time in words.
        since = self.reader.mark()
        self.app.action("adjust-time", "int64 57000")
        self.reader.wait_for("Stopwatch met its goal: 1 minute today", since)
        # Then Space, which must do something, pauses; the goal is not said again.
        pause = self.step("space")
        self.app.wait_for_state("paused", 0)
        self.reader.wait_for(re.compile(r"^Paused at"), pause)
        self.assertEqual(sum("met its goal" in text for text in self.reader.said(since)), 1, self.reader.transcript(since))

    def test_the_mend_session_dialog_says_its_fields_by_their_names(self):
        start = self.launch()
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        self.app.key("Delete")
        self.app.wait_for_state("initial", 0)
        self.app.key("ctrl+h")
        self.app.wait_for_screen("history")
        self.app.ui.wait_for("Add Session…", role="push button")
        wait_until(lambda: any(", Stopwatch 1, total " in name for name in self.app.ui.names()), what="the session listed")
        self.app.key("Return")
        self.app.wait_for_screen("session")
        self.app.ui.wait_for("Mend Session…", role="push button")
        since = self.step("e")
        self.reader.wait_for("Mend Session", since)
        self.reader.wait_for("Began text.", since)
        self.reader.wait_for(re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d selected\.$"), since)
        since = self.step("Tab")
        self.reader.wait_for("Ended text.", since)
        # Closed, the keyboard is back on the button that opened it.
        since = self.step("Escape")
        self.reader.wait_for("Mend Session… push button.", since)
        self.assertNeverSaid("Gtk", start)
        self.assertNeverSaid("_", start)

    def test_with_two_stopwatches_every_announcement_names_its_stopwatch(self):
        start = self.launch(stopwatches=[
            {"id": 1, "name": "Tea", "status": "paused", "elapsed_ms": 3200, "laps": [{"duration_ms": 1000}]},
            {"id": 2, "name": "Eggs", "status": "initial", "elapsed_ms": 0, "laps": []},
        ])
        self.step("space")
        self.app.wait_for_state("running", 0)
        since = self.step("l")
        self.reader.wait_for(re.compile(r"^Eggs: Lap 1, \d\.\d\d seconds, total \d\.\d\d seconds$"), since)
        since = self.step("alt+1")
        self.reader.wait_for("Tea: Paused at 3.20 seconds; lap 2 at 2.20 seconds", since)
        since = self.step("alt+2", "space")
        self.reader.wait_for(re.compile(r"^Eggs: Paused at \d\.\d\d seconds$"), since)
        self.assertNeverSaid("Gtk", start)

    def test_totals_says_its_name_then_each_row_whole_in_words(self):
        # Yesterday from 08:00 UTC, on a clock pinned to Thursday 26 November 2026, noon:
        # Writing 1 h 40 min, Reading 25 min.
        start = 1_795_564_800_000 + 8 * 3_600_000  # 2026-11-25 00:00 UTC
        begin = self.launch(clock=PinnedClock(), stopwatches=[
            {"id": 1, "name": "Writing", "status": "paused", "elapsed_ms": 6_000_000, "laps": [],
             "ran": [[start, start + 6_000_000]]},
            {"id": 2, "name": "Reading", "status": "paused", "elapsed_ms": 1_500_000, "laps": [],
             "ran": [[start, start + 1_500_000]]},
        ])
        since = self.step("ctrl+d")
        self.reader.wait_for("Totals panel.", since)
        self.reader.wait_for(re.compile(r"^Thursday 26 November, 0 minutes"), since)
        since = self.step("Down")
        self.reader.wait_for(re.compile(
            r"^Wednesday 25 November, 2 hours 5 minutes, Reading 25 minutes, Writing 1 hour 40 minutes"), since)
        self.assertNeverSaid("Gtk", begin)
        self.assertNeverSaid("button", begin)


class WindowTitleTests(unittest.TestCase):
    """The title carries the time only while the window is not the active one."""

    def test_the_title_shows_the_time_only_while_another_window_is_active(self):
        app = StopwatchApp()
        self.addCleanup(app.cleanup)
        app.key("space")
        app.wait_for_state("running", 0)
        time.sleep(1.2)
        self.assertEqual(app.title(), "Stopwatch")
        other = OtherWindow()
        self.addCleanup(other.close)
        other.focus()
        wait_until(lambda: TIMED_TITLE.fullmatch(app.title()), what="the time in the title, the window inactive")
        app.focus()
        wait_until(lambda: app.title() == "Stopwatch", what="the plain title, the window active again")


class OtherWindow:
    """Another X11 window, to take the focus from the app's (Xvfb has no window manager)."""

    def __init__(self):
        from Xlib import X, display
        self.display = display.Display()
        screen = self.display.screen()
        self.window = screen.root.create_window(0, 0, 100, 100, 0, screen.root_depth, X.InputOutput,
                                                X.CopyFromParent, event_mask=X.FocusChangeMask)
        self.window.map()
        self.display.sync()

    def focus(self):
        from Xlib import X
        self.window.set_input_focus(X.RevertToParent, X.CurrentTime)
        self.display.sync()

    def close(self):
        self.window.destroy()
        self.display.close()


if __name__ == "__main__":
    unittest.main()
