"""A goal set in the terminal, by keys (ARCHITECTURE.md, "Goals"): Ctrl+G opens the Goal dialog as a
form, ← and → choose how often, Tab goes to the hours and minutes typed as digits, Enter sets
and a refusal says why in it, Escape sets nothing. The state file says what was set. Totals
mark a day that met its goal, draw the goal on the bars and say each goal's streak."""

import datetime
import unittest

from pinned_clock import PinnedClock
from stopwatch_app import wait_until, write_stopwatches
from terminal_app import TerminalApp
from test_terminal import TerminalTestCase


class TerminalGoalTests(TerminalTestCase):
    def goals(self):
        """The first stopwatch's goals as saved; `None` before the file is."""
        return (self.saved() or {}).get("goals")

    def test_ctrl_g_sets_a_goal_by_keys_refuses_none_at_all_and_escape_sets_nothing(self):
        terminal = self.terminal()
        terminal.keys("C-g")
        terminal.wait_for("> How Often  (•) No goal  ( ) Each day  ( ) Each week")
        terminal.wait_for("For Stopwatch 1")
        # Each day, and no time: refused, saying why, the form still open.
        terminal.keys("Right", "Enter")
        terminal.wait_for("A goal needs a time over zero.")
        terminal.wait_for("> How Often  ( ) No goal  (•) Each day  ( ) Each week")
        terminal.keys("Tab")
        terminal.wait_for("> Hours      0_")
        terminal.keys("1", "Tab", "3", "0", "Enter")
        terminal.wait_for("0 min of 1 h 30 min today")
        today = datetime.date.today().isoformat()
        wait_until(lambda: self.goals() == [{"from": today, "goal_ms": 5_400_000, "per": "day"}],
                   what=lambda: f"the goal saved (the file says {self.goals()})")
        # Opened again it shows the goal; Escape leaves it as it was, and Space, which must do
        # something, starts the stopwatch.
        terminal.keys("C-g")
        terminal.wait_for("> How Often  ( ) No goal  (•) Each day  ( ) Each week")
        terminal.wait_for("  Minutes    30")
        terminal.keys("Left", "Escape")
        wait_until(lambda: "How Often" not in terminal.screen(), what=lambda: f"the form gone:\n{terminal.screen()}")
        terminal.keys("Space")
        self.wait_for_saved("running", 0)
        self.assertEqual(self.goals(), [{"from": today, "goal_ms": 5_400_000, "per": "day"}])
        terminal.wait_for("0 min of 1 h 30 min today")

    def test_totals_mark_a_day_met_draw_the_goal_and_say_the_streak(self):
        # On a clock pinned to Thursday 26 November 2026, noon (UTC): Writing ran 1 h 40 min
        # yesterday from 08:00, its goal 1 h 30 min a day since the 20th.
        clock = PinnedClock()
        yesterday = clock.now_ms() - clock.now_ms() % 86_400_000 - 86_400_000
        start = yesterday + 8 * 3_600_000
        write_stopwatches(self.config, [
            {"id": 1, "name": "Writing", "status": "paused", "elapsed_ms": 6_000_000, "laps": [],
             "ran": [[start, start + 6_000_000]], "goals": [{"from": "2026-11-20", "goal_ms": 5_400_000, "per": "day"}]}],
            saved_at=clock.now_ms(), version=3)
        terminal = TerminalApp(self.config, extra_env={**clock.env, "TZ": "UTC"})
        self.terminals.append(terminal)
        terminal.wait_for("0 min of 1 h 30 min today")
        terminal.keys("C-d")
        screen = terminal.wait_for("Writing: 1 h 30 min a day · 1 day in a row")
        self.assertIn("Wednesday 25 November  1 h 40 min  (Writing\u00a01\u00a0h\u00a040\u00a0min\u00a0\u2713)", screen)
        # Every day shown had the goal (from Friday 20): a mark on each bar, inside yesterday's,
        # the longest, at nine tenths of it.
        bars = [line for line in screen.splitlines() if line[:5] in (" Fri ", " Sat ", " Sun ", " Mon ", " Tue ", " Wed ", " Thu ")]
        self.assertEqual([bar.count("\u2503") for bar in bars], [1] * 7, bars)
        [yesterday_bar] = [bar for bar in bars if bar.startswith(" Wed 25 ")]
        cells = yesterday_bar[len(" Wed 25 "):].rstrip()[:-len("1 h 40 min")].rstrip()
        self.assertAlmostEqual(cells.index("\u2503") / len(cells), 0.9, delta=0.05)


if __name__ == "__main__":
    unittest.main()
