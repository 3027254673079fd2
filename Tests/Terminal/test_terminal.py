"""The terminal frontend in tmux: the same stopwatch as the desktop app, the same keys, any
terminal size from 40x12 up, and the terminal always given back as it was. One owner of the
state at a time, and `stopwatch --status` for panels whoever owns it."""

import calendar
import json
import os
import shutil
import signal
import subprocess
import tempfile
import time
import unittest

from pinned_clock import PinnedClock
from process_activity import process_is_alive
from stopwatch_app import (BINARY, SharedConfigTestCase, StopwatchApp, make_config_home, read_line, read_state_file,
                          reference_statistics, set_preference, state_is_owned, wait_until, write_state_file,
                          write_stopwatches)
from terminal_app import TUI_BINARY, TerminalApp, spaced_time


def day_title(day):
    """A day as the Totals table names it: "Wednesday 25 November"."""
    return f"{time.strftime('%A', day)} {day.tm_mday} {time.strftime('%B', day)}"


class TerminalTestCase(SharedConfigTestCase):
    def setUp(self):
        super().setUp()
        self.terminals = []

    def tearDown(self):
        for terminal in self.terminals:
            terminal.close()
        super().tearDown()

    def terminal(self, **options):
        terminal = TerminalApp(self.config, **options)
        self.terminals.append(terminal)
        terminal.wait_for("Stopwatch")
        return terminal

    def status_json(self, env_from=None):
        env = dict(os.environ, XDG_CONFIG_HOME=self.config, DISPLAY="")
        result = subprocess.run([BINARY, "--status", "--json"], env=env, capture_output=True, text=True, timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr)
        return json.loads(result.stdout)


class TerminalTests(TerminalTestCase):
    def laps_in(self, terminal, count):
        terminal.keys("Space")
        for _ in range(count):
            time.sleep(0.2)
            terminal.keys("l")
        terminal.keys("Space")

    def test_space_three_laps_and_space_show_the_paused_time_and_lap_3_and_save_them(self):
        terminal = self.terminal()
        self.laps_in(terminal, 3)
        saved = self.wait_for_saved("paused", 3)
        screen = terminal.wait_for("Lap 3")
        self.assertIn("Space Resume", screen)
        minutes, rest = divmod(saved["elapsed_ms"] // 10, 6000)
        shown = f"{minutes:02d}:{rest // 100:02d}.{rest % 100:02d}"
        self.assertIn(shown, "\n".join(line.replace(" ", "") for line in terminal.lines()))

    def test_a_stopwatch_running_on_another_machine_is_listed_dim_live_and_goes_when_paused(self):
        sync = tempfile.mkdtemp(prefix="stopwatch-tui-sync-")
        self.addCleanup(shutil.rmtree, sync, True)
        live = os.path.join(sync, "0123456789abcdef0123456789abcdef", "live.json")
        os.makedirs(os.path.dirname(live))

        def write_live(status):
            with open(live + ".tmp", "w") as file:
                json.dump({"machine_name": "laptop", "written_ms": int(time.time() * 1000), "writer": 1,
                           "stopwatches": [{"name": "Writing", "status": status, "elapsed_ms": 3_733_000, "laps": 0}]}, file)
            os.rename(live + ".tmp", live)

        write_live("running")
        set_preference(self.config, "sync-folder", f"'{sync}'")
        terminal = self.terminal()
        first = [line for line in terminal.wait_for("Writing · running on laptop · 1:02:").splitlines() if "laptop" in line]
        wait_until(lambda: [line for line in terminal.lines() if "laptop" in line] != first,
                   what=lambda: f"the laptop's time turning (still {first})")
        write_live("paused")
        wait_until(lambda: "laptop" not in terminal.screen(), what=lambda: f"no laptop line once paused:\n{terminal.screen()}")
        # The keys still work the stopwatch here.
        terminal.keys("Space")
        self.wait_for_saved("running", 0)

    def test_several_stopwatches_are_listed_switched_with_tab_and_digits_renamed_and_removed_with_undo(self):
        terminal = self.terminal()
        terminal.keys("Space", "l")
        self.wait_for_saved("running", 1)
        self.assertNotIn("Stopwatch 1", terminal.screen(), "one stopwatch: no list")
        terminal.keys("C-n", "Space")
        screen = terminal.wait_for("2 Stopwatch 2")
        self.assertRegex(screen, r"1 Stopwatch 1 +00:0\d  Running")
        self.wait_for_saved_stopwatches([("Stopwatch 1", "running", 1), ("Stopwatch 2", "running", 0)])
        terminal.keys("Tab", "l", "l")
        self.wait_for_saved_stopwatches([("Stopwatch 1", "running", 3), ("Stopwatch 2", "running", 0)])
        terminal.keys("BTab", "l")
        self.wait_for_saved_stopwatches([("Stopwatch 1", "running", 3), ("Stopwatch 2", "running", 1)])
        terminal.keys("1", "Space")
        self.wait_for_saved_stopwatches([("Stopwatch 1", "paused", 3), ("Stopwatch 2", "running", 1)])
        # F2: the name as typed; BackSpace, Enter; a name taken is refused, plainly; Escape.
        terminal.keys("F2", "BSpace", "BSpace", "T", "e", "a", "Enter")
        terminal.wait_for("1 StopwatchTea")
        terminal.keys("F2", "Enter")
        terminal.keys("M-2", "F2")
        for _ in "Stopwatch 2":
            terminal.keys("BSpace", pause=0.02)
        terminal.keys("s", "t", "o", "p", "w", "a", "t", "c", "h", "t", "e", "a", "Enter")
        terminal.wait_for("Another stopwatch is named “StopwatchTea”")
        terminal.keys("Escape", "l")
        self.wait_for_saved_stopwatches([("StopwatchTea", "paused", 3), ("Stopwatch 2", "running", 2)])
        # Ctrl+W removes the current one; Ctrl+Z brings it back.
        terminal.keys("C-w")
        terminal.wait_for("“Stopwatch 2” removed")
        self.wait_for_saved_stopwatches([("StopwatchTea", "paused", 3)])
        terminal.keys("C-z")
        self.wait_for_saved_stopwatches([("StopwatchTea", "paused", 3), ("Stopwatch 2", "running", 2)])
        terminal.resize(40, 12)
        screen = terminal.wait_for("Stopwatch 2")
        self.assertTrue(all(len(line) <= 40 for line in terminal.lines()), screen)

    def test_history_narrows_to_each_stopwatch_in_turn_with_f(self):
        terminal = self.terminal()
        # A session of each of two stopwatches: started, paused, reset.
        terminal.keys("Space", "Space", "Delete")
        terminal.wait_for("Stopwatch reset")
        terminal.keys("C-n", "Space", "Space", "Delete")
        self.wait_for_saved_stopwatches([("Stopwatch 1", "initial", 0), ("Stopwatch 2", "initial", 0)])
        terminal.keys("C-h")
        terminal.wait_for("Show: All Sessions   F Show Next")
        listed = lambda name: [line for line in terminal.lines() if f"{name} · No laps" in line]
        wait_until(lambda: len(listed("Stopwatch 1")) == 1 and len(listed("Stopwatch 2")) == 1, what="both sessions listed")
        terminal.keys("f")
        terminal.wait_for("Show: Stopwatch 1   F Show Next")
        wait_until(lambda: len(listed("Stopwatch 1")) == 1 and not listed("Stopwatch 2"), what="Stopwatch 1's session alone")
        terminal.keys("f")
        terminal.wait_for("Show: Stopwatch 2   F Show Next")
        wait_until(lambda: len(listed("Stopwatch 2")) == 1 and not listed("Stopwatch 1"), what="Stopwatch 2's session alone")
        terminal.keys("f")
        terminal.wait_for("Show: All Sessions   F Show Next")
        wait_until(lambda: len(listed("Stopwatch 1")) == 1 and len(listed("Stopwatch 2")) == 1, what="both sessions again")

    def test_it_fits_40x12_and_200x60(self):
        terminal = self.terminal()
        self.laps_in(terminal, 3)
        self.wait_for_saved("paused", 3)
        for width, height in ((40, 12), (200, 60), (40, 12)):
            terminal.resize(width, height)
            screen = terminal.wait_for("Lap 3")
            lines = terminal.lines()
            self.assertLessEqual(len(lines), height)
            self.assertTrue(all(len(line) <= width for line in lines), screen)
            self.assertIn("Space Resume", screen)
            self.assertIn("Lap 4", screen, "the lap in progress is cut off")

    def test_precision_and_the_lap_as_the_big_number_follow_gsettings_at_once(self):
        terminal = self.terminal()
        self.laps_in(terminal, 2)
        saved = self.wait_for_saved("paused", 2)
        total_cs = saved["elapsed_ms"] // 10
        minutes, rest = divmod(total_cs, 6000)
        terminal.gsettings("set", "io.github.swiftgtk.Stopwatch", "precision", "tenths")
        tenths = f"{minutes:02d}:{rest // 100:02d}.{rest % 100 // 10}"
        wait_until(lambda: any(spaced_time(line).strip() == tenths for line in terminal.lines()),
                   what=lambda: f"{tenths} large on the terminal:\n{terminal.screen()}")
        terminal.gsettings("set", "io.github.swiftgtk.Stopwatch", "precision", "seconds")
        terminal.gsettings("set", "io.github.swiftgtk.Stopwatch", "big-number", "lap")
        # The lap in progress (under a second when paused) large, the total to the second beneath.
        seconds = f"{minutes:02d}:{rest // 100:02d}"
        screen = terminal.wait_for(f"Total {seconds}")
        self.assertTrue(any(spaced_time(line).strip() == "00:00" for line in terminal.lines()), screen)
        # Space still resumes.
        terminal.keys("Space")
        self.wait_for_saved("running", 2)

    def test_ctrl_l_shows_every_lap_and_escape_comes_back(self):
        terminal = self.terminal()
        self.laps_in(terminal, 3)
        self.wait_for_saved("paused", 3)
        terminal.keys("C-l")
        screen = terminal.wait_for("Laps")
        for lap in ("Lap 1", "Lap 2", "Lap 3"):
            self.assertIn(lap, screen)
        terminal.keys("Escape")
        terminal.wait_for("Ctrl + L See All Laps")

    def ran_yesterday(self, stopwatches):
        """Paused stopwatches that each ran yesterday from 08:00 UTC, as long as given
        ({name: milliseconds}), on a clock pinned to Thursday 26 November 2026, noon (UTC), for
        the terminals started with `self.clock.env`; yesterday, Wednesday 25 November."""
        self.clock = PinnedClock()
        day = time.strptime("2026-11-25", "%Y-%m-%d")
        start = calendar.timegm(day) * 1000 + 8 * 3_600_000
        write_stopwatches(self.config, [
            {"id": index, "name": name, "status": "paused", "elapsed_ms": ran, "laps": [], "ran": [[start, start + ran]]}
            for index, (name, ran) in enumerate(stopwatches.items(), start=1)], saved_at=self.clock.now_ms())
        return day

    def test_ctrl_d_shows_the_totals_as_bars_a_legend_and_rows_and_w_makes_them_weeks(self):
        # Yesterday from 08:00 local time: Writing 1 h 40 min, Reading 25 min.
        day = self.ran_yesterday({"Writing": 6_000_000, "Reading": 1_500_000})
        terminal = TerminalApp(self.config, extra_env=self.clock.env)
        self.terminals.append(terminal)
        terminal.wait_for("2 Reading")
        terminal.keys("C-d")
        screen = terminal.wait_for("Last 7 days")
        self.assertIn("[D Days]   W Weeks   M Months   Ctrl + E Export…", screen)
        # Yesterday, a Wednesday, is in this week (from Sunday or Monday).
        self.assertIn("Today  0 min   This week  2 h 05 min", screen)
        # Reading takes the first shade, Writing the second; yesterday's bar is the longest,
        # whole, a fifth of it Reading's.
        self.assertIn("\u2588 Reading   \u2593 Writing", screen)
        label = time.strftime("%a ", day) + str(day.tm_mday)
        bar = next(line for line in screen.splitlines() if line.startswith(" " + label + " "))
        self.assertTrue(bar.rstrip().endswith("2 h 05 min"), bar)
        blocks = bar[len(label) + 2:].rstrip()[:-len("2 h 05 min")].rstrip()
        self.assertEqual(set(blocks), {"\u2588", "\u2593"}, bar)
        self.assertAlmostEqual(blocks.count("\u2588") / len(blocks), 0.2, delta=0.03)
        # Each part kept whole (no-break spaces), as every frontend shows the row (TotalsRow.partsLine).
        parts = "Reading\u00a025\u00a0min · Writing\u00a01\u00a0h\u00a040\u00a0min"
        self.assertIn(f"{day_title(day)}  2 h 05 min  ({parts})", screen)
        terminal.keys("w")
        screen = terminal.wait_for("Last 7 weeks")
        self.assertIn("[W Weeks]", screen)
        terminal.keys("Escape")
        terminal.wait_for("Space Resume")

    def test_in_a_short_terminal_the_totals_keep_their_table_and_leave_the_chart(self):
        day = self.ran_yesterday({"Writing": 6_000_000})
        terminal = TerminalApp(self.config, width=40, height=12, extra_env=self.clock.env)
        self.terminals.append(terminal)
        terminal.wait_for("See All Laps")
        terminal.keys("C-d")
        title = day_title(day)
        # Yesterday's row, whole (cut at 40 columns), under the headlines; no bar above it.
        screen = terminal.wait_for(title)
        self.assertNotIn("Last 7 days", screen)
        self.assertFalse(any("\u2588" in line for line in screen.splitlines()), screen)
        # Taller, the chart is back above the table.
        terminal.resize(80, 24)
        screen = terminal.wait_for("Last 7 days")
        self.assertIn(title, screen)

    def test_after_ctrl_l_escape_and_the_keys_window_space_still_toggles(self):
        # The focus rule of ARCHITECTURE.md ("Focus"): an excursion leaves Space to the stopwatch.
        terminal = self.terminal()
        self.laps_in(terminal, 3)
        self.wait_for_saved("paused", 3)
        terminal.keys("C-l")
        terminal.wait_for("Lap 1 ")
        terminal.keys("Escape")
        terminal.wait_for("Ctrl + L See All Laps")
        terminal.keys("Space")
        self.wait_for_saved("running", 3)
        terminal.keys("?")
        terminal.wait_for("Keyboard Shortcuts")
        terminal.keys("Escape", "Space")
        self.wait_for_saved("paused", 3)

    def test_delete_resets_and_ctrl_z_brings_it_back_and_backspace_does_nothing(self):
        terminal = self.terminal()
        self.laps_in(terminal, 2)
        self.wait_for_saved("paused", 2)
        # BackSpace and R do nothing; Space after them resumes, laps and all.
        terminal.keys("BSpace", "r", "Space")
        self.wait_for_saved("running", 2)
        terminal.keys("Space")
        self.wait_for_saved("paused", 2)
        terminal.keys("DC")
        terminal.wait_for("Stopwatch reset")
        self.wait_for_saved("initial", 0)
        terminal.keys("C-z")
        self.wait_for_saved("paused", 2)

    def test_on_laps_delete_removes_the_lap_under_the_cursor_f2_notes_it_and_plus_adds_a_minute(self):
        terminal = self.terminal()
        self.laps_in(terminal, 3)
        before = self.wait_for_saved("paused", 3)
        terminal.keys("C-l")
        terminal.wait_for("Delete Remove Lap")
        terminal.wait_for("F2 Edit Note")
        # The cursor is on the newest lap; one down is lap 2.
        terminal.keys("Down", "F2")
        terminal.wait_for("Lap 2: ")
        terminal.keys("the hill")
        terminal.keys("Enter")
        terminal.wait_for("  the hill ")
        saved = wait_until(lambda: (state := self.saved()) and state["laps"][1].get("note") == "the hill" and state,
                           what=lambda: f"lap 2 noted (now {self.saved()})")
        self.assertEqual(len(saved["laps"]), 3)
        terminal.keys("DC")
        terminal.wait_for("Lap 2 removed")
        saved = self.wait_for_saved("paused", 2)
        self.assertEqual(saved["elapsed_ms"], before["elapsed_ms"], "removing a lap changed the total")
        self.assertEqual(saved["laps"][1]["duration_ms"],
                         before["laps"][1]["duration_ms"] + before["laps"][2]["duration_ms"])
        self.assertNotIn("note", saved["laps"][1], "the removed lap's note went to the next lap")
        terminal.keys("C-z")
        self.wait_for_saved("paused", 3)
        terminal.keys("+")
        terminal.wait_for("Time adjusted")
        saved = wait_until(lambda: (state := self.saved()) and state.get("adjusted_ms") == 60_000 and state,
                           what=lambda: f"a minute added (now {self.saved()})")
        self.assertEqual(saved["elapsed_ms"], before["elapsed_ms"] + 60_000)
        self.assertEqual(self.status_json()["elapsed_ms"], before["elapsed_ms"] + 60_000)

    def test_a_hundred_thousand_laps_scroll(self):
        laps = [1000 + index % 97 for index in range(100_000)]
        write_state_file(self.config, "paused", laps, sum(laps) + 5)
        terminal = self.terminal()
        terminal.keys("C-l")
        terminal.wait_for("Lap 100000")
        terminal.keys("End")
        screen = terminal.wait_for("Lap 1 ")
        self.assertNotIn("Lap 100000", screen)
        terminal.keys("Home")
        terminal.wait_for("Lap 100000")

    def test_an_alert_rings_the_terminals_bell_and_shows_its_line_until_escape(self):
        os.makedirs(self.folder, exist_ok=True)
        with open(self.state_path, "w") as file:
            json.dump({"version": 2, "saved_at": int(time.time() * 1000), "current": 1, "stopwatches": [
                {"id": 1, "name": "Stopwatch 1", "status": "running", "elapsed_ms": 58_500, "laps": [],
                 "alerts": {"at_ms": [60_000], "every_ms": None}}]}, file)
        terminal = self.terminal()
        self.assertEqual(terminal.pane("#{window_bell_flag}"), "0", "a bell before the alert")
        terminal.wait_for("Stopwatch 1 reached 01:00 · alert at 01:00")
        # tmux marks a window whose program rang the bell (its session is not attached).
        wait_until(lambda: terminal.pane("#{window_bell_flag}") == "1", what="the terminal's bell")
        terminal.keys("Escape")
        wait_until(lambda: "reached 01:00" not in terminal.screen(), what=lambda: f"the line gone:\n{terminal.screen()}")
        terminal.keys("Space")
        self.wait_for_saved("paused", 0)

    def test_a_goal_shows_beneath_the_time_and_met_rings_the_bell_and_says_so_once(self):
        os.makedirs(self.folder, exist_ok=True)
        today = time.strftime("%Y-%m-%d")
        with open(self.state_path, "w") as file:
            json.dump({"version": 3, "saved_at": int(time.time() * 1000), "current": 1, "stopwatches": [
                {"id": 1, "name": "Stopwatch 1", "status": "paused", "elapsed_ms": 30_000, "laps": [],
                 "goals": [{"from": today, "goal_ms": 60_000, "per": "day"}]}]}, file)
        terminal = self.terminal()
        terminal.wait_for("░░░░░░░░░░ 0 min of 1 min today")
        self.assertEqual(terminal.pane("#{window_bell_flag}"), "0", "a bell before the goal was met")
        # A minute added meets it: told, the bell rung, the line full.
        terminal.keys("+")
        terminal.wait_for("Stopwatch 1 met its goal: 1 min today · 1 day in a row")
        wait_until(lambda: terminal.pane("#{window_bell_flag}") == "1", what="the terminal's bell")
        terminal.wait_for("██████████ 1 min today, met")

    def test_a_question_about_an_away_left_by_the_window_is_shown_and_t_takes_the_away(self):
        # The desktop app asked "You were away 2 min…" and was quit before an answer: the
        # terminal app, owning the stopwatches now, asks it and takes K or T.
        now = int(time.time() * 1000)
        os.makedirs(self.folder, exist_ok=True)
        with open(self.state_path, "w") as file:
            json.dump({"version": 2, "saved_at": now, "current": 1, "stopwatches": [
                {"id": 1, "name": "Writing", "status": "paused", "elapsed_ms": 600_000, "started_at": now - 600_000,
                 "ran": [[now - 600_000, now]], "laps": []}],
                "unanswered_away": [[now - 300_000, now - 180_000]]}, file)
        terminal = self.terminal()
        terminal.wait_for("You were away 2 min while Writing ran")
        terminal.wait_for("K Keep   T Take Away")
        terminal.keys("t")
        wait_until(lambda: "You were away" not in terminal.screen(), what=lambda: f"the line gone:\n{terminal.screen()}")
        wait_until(lambda: (self.saved() or {}).get("elapsed_ms") == 480_000, what=lambda: f"the away taken (now {self.saved()})")
        self.assertNotIn("unanswered_away", self.saved())

    def test_q_gives_the_terminal_back(self):
        terminal = self.terminal()
        terminal.keys("q")
        self.assertEqual(terminal.exit_status(), 0)
        self.assertTrue(terminal.restored(), "the terminal was left on the alternate screen or without a cursor")

    def test_sigint_sigterm_and_sighup_save_and_give_the_terminal_back(self):
        for sent in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            config = make_config_home()
            terminal = TerminalApp(config)
            self.terminals.append(terminal)
            terminal.wait_for("Stopwatch")
            terminal.keys("Space", "l")
            os.kill(terminal.process_id(), sent)
            self.assertEqual(terminal.exit_status(), 0, sent.name)
            self.assertTrue(terminal.restored(), sent.name)
            saved = read_state_file(os.path.join(config, "stopwatch", "state.json"))
            self.assertEqual((saved["status"], len(saved["laps"])), ("running", 1), sent.name)
            shutil.rmtree(config, ignore_errors=True)

    def test_a_crash_gives_the_terminal_back(self):
        terminal = self.terminal()
        os.kill(terminal.process_id(), signal.SIGSEGV)
        self.assertEqual(terminal.exit_status(), 128 + signal.SIGSEGV)
        self.assertTrue(terminal.restored(), "a crash left the terminal in curses mode")


class LapGlanceTests(TerminalTestCase):
    """The laps at a glance in the terminal (ARCHITECTURE.md, "Laps at a glance"): the statistics line, wrapped
    between its items, and a sparkline of the newest laps that fit."""

    LAPS = [52_100, 63_400, 57_100, 56_700, 50_000, 70_000, 61_000, 58_000, 55_000, 54_000, 53_000, 80_000]
    BLOCKS = "▁▂▃▄▅▆▇█"

    def sparkline(self, laps):
        """Each lap's block, from zero to the longest shown, worked out here."""
        top = max(laps)
        return "".join(self.BLOCKS[min(7, lap * 8 // top)] for lap in laps)

    def glance_lines(self, terminal):
        """The lines between the title and the laps' heading; none while the screen is caught
        half-drawn without the heading (after a resize)."""
        lines = [line.replace("\u00a0", " ").strip() for line in terminal.lines()]
        heading = next((index for index, line in enumerate(lines) if line.startswith("Lap ") and "Lap time" in line), None)
        return [] if heading is None else lines[2:heading]

    def test_laps_show_the_statistics_and_the_sparkline_wrapped_to_the_width(self):
        write_state_file(self.config, "paused", self.LAPS, sum(self.LAPS) + 10_000)
        terminal = self.terminal(width=80, height=24)
        terminal.keys("C-l")
        terminal.wait_for("Lap time")
        expected = reference_statistics(self.LAPS)
        self.assertEqual((expected["average"], expected["median"], expected["spread"]), (59_191, 56_900, 8_167))
        self.assertEqual(self.glance_lines(terminal), [
            "12 laps · average 59.19 · median 56.90 · best 50.00 · worst 1:20.00",
            "spread ±8.16",
            self.sparkline(self.LAPS),
        ])
        terminal.resize(50, 16)
        wait_until(lambda: len(self.glance_lines(terminal)) == 3 and "best" in self.glance_lines(terminal)[1],
                   what=lambda: "the line wrapped at 50 columns:\n" + terminal.screen())
        self.assertEqual(self.glance_lines(terminal), [
            "12 laps · average 59.19 · median 56.90",
            "best 50.00 · worst 1:20.00 · spread ±8.16",
            self.sparkline(self.LAPS),
        ])
        # Too few rows for the glance: the list keeps them. Keys still work after the resizes.
        terminal.resize(40, 11)
        wait_until(lambda: "average" not in terminal.screen(), what="the glance gone at 40x11:\n" + terminal.screen())
        terminal.wait_for("Lap 12")
        terminal.keys("Space")
        self.wait_for_saved("running", 12)

    def test_the_sparkline_shows_the_newest_laps_that_fit_and_grows_with_a_lap(self):
        laps = [1_000 + (index * 37) % 900 for index in range(200)]
        write_state_file(self.config, "running", laps, sum(laps) + 500)
        terminal = self.terminal(width=60, height=20)
        terminal.keys("C-l")
        terminal.wait_for("Lap time")
        self.assertEqual(self.glance_lines(terminal)[-1], self.sparkline(laps[-58:]))
        terminal.keys("l")
        saved = self.wait_for_saved("running", 201)
        newest = [lap["duration_ms"] for lap in saved["laps"]][-58:]
        wait_until(lambda: self.glance_lines(terminal)[-1] == self.sparkline(newest),
                   what="the sparkline with the new lap:\n" + terminal.screen())


class ResizeTests(TerminalTestCase):
    """A resized terminal (a tiling window manager resizes every new window) keeps working:
    every key does its thing, nothing spins, and a closed terminal or SIGTERM still ends it
    at once with the state saved. Each of these failed before the resize fix: the first key
    after a resize hung the program at 100 % of a core, deaf to every key and signal."""

    def resize_several_times(self, terminal):
        for width, height in ((40, 12), (90, 30), (60, 20), (100, 30)):
            terminal.resize(width, height)

    def screen_title(self, terminal):
        return terminal.lines()[0].split("  ")[0].strip()

    def test_after_resizes_space_l_ctrl_l_escape_and_q_each_do_their_thing(self):
        write_state_file(self.config, "paused", [1200, 1100, 1300], 4000)
        terminal = self.terminal()
        self.resize_several_times(terminal)
        terminal.keys("Space")
        self.wait_for_saved("running", 3)
        terminal.keys("l")
        self.wait_for_saved("running", 4)
        terminal.keys("C-l")
        wait_until(lambda: self.screen_title(terminal) == "Laps", what="the Laps screen")
        terminal.resize(40, 12)
        terminal.keys("Escape")
        wait_until(lambda: self.screen_title(terminal) == "Stopwatch", what="Home again")
        terminal.keys("q")
        self.assertEqual(terminal.exit_status(timeout=5), 0)
        self.assertTrue(terminal.restored())
        self.assertEqual(len(self.saved()["laps"]), 4)

    def test_paused_after_resizes_and_a_key_it_wakes_for_nothing_for_6_seconds(self):
        terminal = self.terminal()
        terminal.keys("Space", "l", "Space")
        self.wait_for_saved("paused", 1)
        self.resize_several_times(terminal)
        # A key that does nothing, so that curses reads what the resizes left it.
        terminal.keys("x")
        time.sleep(0.5)
        ticks, threads = terminal.activity_over(6)
        self.assertEqual(ticks, 0, "stopwatch-tui used the CPU while paused")
        self.assertEqual(threads, set(), "threads began or ended in stopwatch-tui while paused")

    def test_closing_the_terminal_after_a_resize_ends_it_with_the_state_saved_and_the_stopwatch_free(self):
        terminal = self.terminal()
        terminal.keys("Space", "l")
        self.wait_for_saved("running", 1)
        self.resize_several_times(terminal)
        terminal.keys("l")
        self.wait_for_saved("running", 2)
        process = terminal.process_id()
        self.assertTrue(state_is_owned(self.config))
        terminal.kill_session()
        # How soon is `make bench`'s figure; here: it ends, and once ended it owns nothing.
        wait_until(lambda: not process_is_alive(process), what="stopwatch-tui to end on a closed terminal")
        self.assertFalse(state_is_owned(self.config), "the ended stopwatch-tui still holds the state")
        saved = self.saved()
        self.assertEqual((saved["status"], len(saved["laps"])), ("running", 2))

    def test_sigterm_after_a_resize_ends_it_with_the_state_saved(self):
        terminal = self.terminal()
        terminal.keys("Space")
        self.wait_for_saved("running", 0)
        self.resize_several_times(terminal)
        terminal.keys("l")
        self.wait_for_saved("running", 1)
        os.kill(terminal.process_id(), signal.SIGTERM)
        self.assertEqual(terminal.exit_status(), 0)
        self.assertTrue(terminal.restored())
        self.assertFalse(state_is_owned(self.config))
        saved = self.saved()
        self.assertEqual((saved["status"], len(saved["laps"])), ("running", 1))


class OwnershipTests(TerminalTestCase):
    def test_with_the_gtk_app_running_the_terminal_app_says_who_owns_it_and_exits_1(self):
        app = StopwatchApp(config_home=self.config)
        self.apps.append(app)
        app.key("space")
        app.wait_for_state("running", 0)
        result = subprocess.run([TUI_BINARY], env=dict(os.environ, XDG_CONFIG_HOME=self.config),
                                capture_output=True, text=True, timeout=30)
        self.assertEqual(result.returncode, 1)
        self.assertIn(f"in use by stopwatch (process {app.process.pid})", result.stderr)

    def test_with_the_terminal_app_running_a_gtk_app_exits_1_and_says_who_owns_it(self):
        terminal = self.terminal()
        env = dict(os.environ, XDG_CONFIG_HOME=self.config, GDK_BACKEND="x11")
        result = subprocess.run([BINARY], env=env, capture_output=True, text=True, timeout=30)
        self.assertEqual(result.returncode, 1)
        self.assertIn(f"in use by stopwatch-tui (process {terminal.process_id()})", result.stderr)

    def test_a_second_gtk_app_on_another_session_bus_exits_1_and_says_who_owns_it(self):
        app = StopwatchApp(config_home=self.config)
        self.apps.append(app)
        env = dict(os.environ, XDG_CONFIG_HOME=self.config, GDK_BACKEND="x11")
        result = subprocess.run(["dbus-run-session", "--", BINARY], env=env, capture_output=True, text=True, timeout=30)
        self.assertEqual(result.returncode, 1)
        self.assertIn(f"in use by stopwatch (process {app.process.pid})", result.stderr)

    def test_follow_shows_the_running_stopwatch_read_only(self):
        app = StopwatchApp(config_home=self.config)
        self.apps.append(app)
        app.start_with_laps(2)
        follower = self.terminal(arguments="--follow")
        follower.wait_for("Watching")
        follower.wait_for("Lap 2")
        # Space in the follower changes nothing (? after it opens the keys, so Space was handled);
        # L in the owner laps, and the follower shows it.
        with app.expect_only_state("running", 3):
            follower.keys("Space", "?")
            follower.wait_for("Keyboard Shortcuts")
            follower.keys("Escape")
            app.key("l")
        follower.wait_for("Lap 4")

    def test_status_json_matches_the_state_file_whoever_owns_it(self):
        terminal = self.terminal()
        terminal.keys("Space", "l", "l", "Space")
        saved = self.wait_for_saved("paused", 2)
        status = self.status_json()
        self.assertEqual((status["status"], status["laps"], status["elapsed_ms"]), ("paused", 2, saved["elapsed_ms"]))
        self.assertEqual(status["class"], "paused")
        terminal.keys("q")
        terminal.exit_status()

        app = StopwatchApp(config_home=self.config)
        self.apps.append(app)
        app.key("space")
        app.wait_for_state("running", 2)
        self.wait_for_saved("running", 2)
        status = self.status_json()
        self.assertEqual((status["status"], status["laps"]), ("running", 2))
        self.assertGreaterEqual(status["elapsed_ms"], saved["elapsed_ms"])
        self.assertEqual(os.listdir(os.path.dirname(self.state_path)).count("state.json"), 1)


    def test_follow_ends_once_nobody_reads_it(self):
        # A panel that quits or restarts (waybar) closes the pipe it read: the follower it
        # started must not stay behind, waking every second for nobody. waybar ignores SIGPIPE,
        # and so do its children; a shell does not.
        for disposition in (signal.SIG_IGN, signal.SIG_DFL):
            follower = subprocess.Popen([BINARY, "--status", "--follow"], env=dict(os.environ, XDG_CONFIG_HOME=self.config),
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                                        preexec_fn=lambda: signal.signal(signal.SIGPIPE, disposition))
            self.addCleanup(follower.kill)
            self.assertTrue(read_line(follower.stdout, "the follower's first line"))
            follower.stdout.close()
            self.assertEqual(follower.wait(timeout=10), 0, f"SIGPIPE {disposition.name}")


if __name__ == "__main__":
    unittest.main()
