"""The Alerts window in the terminal (docs/using.md, "Alerts"): Ctrl+B draws the current
stopwatch's alert times and interval over the screen, to read (they are set from the command
line and over D-Bus), and Escape closes it."""

import json
import os
import time
import unittest

from stopwatch_app import wait_until
from test_terminal import TerminalTestCase


class TerminalAlertsTests(TerminalTestCase):
    def test_ctrl_b_shows_the_alert_times_and_the_interval_and_escape_closes_them(self):
        os.makedirs(self.folder, exist_ok=True)
        with open(self.state_path, "w") as file:
            json.dump({"version": 2, "saved_at": int(time.time() * 1000), "current": 1, "stopwatches": [
                {"id": 1, "name": "Stopwatch 1", "status": "initial", "elapsed_ms": 0, "laps": [],
                 "alerts": {"at_ms": [1_500_000, 3_000_000], "every_ms": 600_000}}]}, file)
        terminal = self.terminal()
        terminal.keys("C-b")
        screen = terminal.wait_for("Esc Close")
        lines = [line.strip() for line in screen.splitlines()]
        start = lines.index("Alerts")
        self.assertEqual(lines[start:start + 10], [
            "Alerts", "For Stopwatch 1", "", "Alert At", "25:00", "50:00", "", "Alert Every", "10 minutes", ""], screen)
        terminal.keys("Escape")
        wait_until(lambda: "Alert Every" not in terminal.screen(), what=lambda: f"the window gone:\n{terminal.screen()}")
        # Back on the stopwatch: Space, which must do something, starts it.
        terminal.keys("Space")
        self.wait_for_saved("running", 0)


if __name__ == "__main__":
    unittest.main()
