"""A goal set in the terminal, by keys (ARCHITECTURE.md, "Goals"): Ctrl+G opens the Goal dialog as a
form, ← and → choose how often, Tab goes to the hours and minutes typed as digits, Enter sets
and a refusal says why in it, Escape sets nothing. The state file says what was set."""

import datetime
import time
import unittest

from stopwatch_app import wait_until
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


if __name__ == "__main__":
    unittest.main()
