"""A past session mended in the terminal, by keys, and one added: E on the session opens the
Mend Session dialog as a form (A on History, Add Session), Tab goes from field to field, Enter mends what was changed and Escape
nothing; a moment that cannot be read says so; Ctrl+Z puts the mend back. What the history
holds is read with `stopwatch --history --json`."""

import json
import os
import subprocess
import unittest

from stopwatch_app import BINARY, wait_until
from test_terminal import TerminalTestCase


class TerminalMendTests(TerminalTestCase):
    def history(self, terminal):
        env = dict(os.environ, XDG_CONFIG_HOME=self.config, XDG_DATA_HOME=terminal.data_home, DISPLAY="")
        listed = subprocess.run([BINARY, "--history", "--json"], env=env, capture_output=True, text=True, timeout=30)
        self.assertEqual(listed.returncode, 0, listed.stderr)
        return json.loads(listed.stdout)

    def erase(self, terminal, count):
        terminal.keys(*(["BSpace"] * count), pause=0.02)

    def test_e_mends_a_past_session_in_a_form_escape_leaves_it_and_ctrl_z_puts_it_back(self):
        terminal = self.terminal()
        terminal.keys("Space", "Space", "Delete")
        terminal.wait_for("Stopwatch reset")
        [kept] = wait_until(lambda: self.history(terminal) or None, what="the session kept")
        terminal.keys("C-h")
        terminal.wait_for("Stopwatch 1 · No laps")
        terminal.keys("Enter")
        terminal.wait_for("E Mend Session…")

        # What cannot be read as a moment is refused saying so; Escape mends nothing.
        terminal.keys("e")
        terminal.wait_for("> Began ")
        terminal.keys("Tab")
        terminal.wait_for("> Ended ")
        self.erase(terminal, 19)
        terminal.keys("25:00", "Enter")
        terminal.wait_for("Not a moment: “25:00”")
        terminal.keys("Escape")
        terminal.wait_for("E Mend Session…")
        self.assertEqual(self.history(terminal), [kept], "nothing changed")

        # Of Reading, with a note: both kept, the times as they were.
        terminal.keys("e")
        terminal.wait_for("> Began ")
        terminal.keys("Tab", "Tab")
        terminal.wait_for("> Stopwatch ")
        self.erase(terminal, len("Stopwatch 1"))
        terminal.keys("Reading", "Down", "the call", "Enter")
        terminal.wait_for("Session mended")
        [mended] = wait_until(lambda: [e for e in self.history(terminal) if e["stopwatch"] == "Reading"] or None,
                              what="the session of Reading")
        self.assertEqual((mended["started_at"], mended["elapsed_ms"]), (kept["started_at"], kept["elapsed_ms"]))

        terminal.keys("C-z")
        wait_until(lambda: [e["stopwatch"] for e in self.history(terminal)] == ["Stopwatch 1"], what="put back")

    def test_a_on_history_adds_the_half_hour_up_to_now_to_a_stopwatch_named_there(self):
        terminal = self.terminal()
        terminal.keys("C-h")
        terminal.wait_for("A Add Session…")
        terminal.keys("a")
        terminal.wait_for("> Began ")
        terminal.keys("Tab", "Tab")
        terminal.wait_for("> Stopwatch  Stopwatch 1_")
        self.erase(terminal, len("Stopwatch 1"))
        terminal.keys("Reading", "Enter")
        terminal.wait_for("Session added")
        [added] = wait_until(lambda: self.history(terminal) or None, what="the session added")
        self.assertEqual((added["stopwatch"], added["elapsed_ms"]), ("Reading", 1_800_000))
        self.assertEqual(added["started_at"] % 60_000, 0, "from a whole minute")


if __name__ == "__main__":
    unittest.main()
