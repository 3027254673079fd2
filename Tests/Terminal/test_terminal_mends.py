"""A past session mended in the terminal, by keys, and one added: E on the session opens the
Mend Session dialog as a form (A on History, Add Session), Tab goes from field to field, Enter mends what was changed and Escape
nothing; a moment that cannot be read says so; Ctrl+T trims the session met, Ctrl+N joins the
next; Ctrl+Z puts the mend back. What the history
holds is read with `stopwatch --history --json`."""

import json
import os
import subprocess
import time
import unittest

from stopwatch_app import BINARY, wait_until
from test_terminal import TerminalTestCase


class TerminalMendTests(TerminalTestCase):
    def history(self, terminal):
        env = dict(os.environ, XDG_CONFIG_HOME=self.config, XDG_DATA_HOME=terminal.data_home, DISPLAY="")
        listed = subprocess.run([BINARY, "--history", "--json"], env=env, capture_output=True, text=True, timeout=30)
        self.assertEqual(listed.returncode, 0, listed.stderr)
        return json.loads(listed.stdout)

    def keep_a_session_on_history(self, terminal):
        """Starts, pauses and resets: one session kept, listed on History shown. Returns it as
        `--history --json` gives it."""
        terminal.keys("Space", "Space", "Delete")
        terminal.wait_for("Stopwatch reset")
        [kept] = wait_until(lambda: self.history(terminal) or None, what="the session kept")
        terminal.keys("C-h")
        terminal.wait_for("Stopwatch 1 · No laps")
        return kept

    def erase(self, terminal, count):
        terminal.keys(*(["BSpace"] * count), pause=0.02)

    def test_e_mends_a_past_session_in_a_form_escape_leaves_it_and_ctrl_z_puts_it_back(self):
        terminal = self.terminal()
        kept = self.keep_a_session_on_history(terminal)
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

    def test_e_on_a_history_row_mends_its_session_without_opening_it(self):
        terminal = self.terminal()
        kept = self.keep_a_session_on_history(terminal)
        terminal.keys("e")
        terminal.wait_for("> Began ")
        terminal.keys("Tab", "Tab")
        terminal.wait_for("> Stopwatch ")
        self.erase(terminal, len("Stopwatch 1"))
        terminal.keys("Reading", "Enter")
        terminal.wait_for("Session mended")
        terminal.wait_for("Reading · No laps")
        self.assertIn("A Add Session…", terminal.screen(), "still History, the session not opened")
        [mended] = self.history(terminal)
        self.assertEqual((mended["stopwatch"], mended["started_at"]), ("Reading", kept["started_at"]))

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

    def add_two_sessions(self, terminal, minute):
        """Two sessions of Stopwatch 1, added in the terminal app: an hour ago and half an hour
        ago, ten minutes each; then the older opened. Returns them as listed, newest first."""
        for began, ended in ((minute - 3600, minute - 3000), (minute - 1800, minute - 1200)):
            terminal.keys("C-h")
            terminal.wait_for("A Add Session…")
            terminal.keys("a")
            terminal.wait_for("> Began ")
            for text in (began, ended):
                self.erase(terminal, 19)
                terminal.keys(time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(text)), "Tab")
            terminal.keys("Enter")
            terminal.wait_for("Session added")
            terminal.keys("Escape")
        both = wait_until(lambda: listed if len(listed := self.history(terminal)) == 2 else None, what="both kept")
        terminal.keys("C-h")
        terminal.wait_for("A Add Session…")
        terminal.keys("End", "Enter")
        terminal.wait_for("E Mend Session…")
        return both

    def test_an_end_that_meets_the_next_session_is_refused_and_ctrl_t_trims_that_one(self):
        terminal = self.terminal()
        minute = int(time.time()) // 60 * 60
        later, earlier = self.add_two_sessions(terminal, minute)
        terminal.keys("e", "Tab")
        terminal.wait_for("> Ended ")
        self.erase(terminal, 19)
        terminal.keys(time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(minute - 1500)), "Enter")
        terminal.wait_for(f"It would overlap session {later['session']}")
        terminal.wait_for("Ctrl + T Trim That Session")
        terminal.keys("C-t")
        terminal.wait_for("Session mended")
        both = wait_until(lambda: listed if (listed := self.history(terminal))[0]["elapsed_ms"] == 5 * 60_000 else None,
                          what="the later session trimmed")
        self.assertEqual(both[1]["elapsed_ms"], 35 * 60_000, "the earlier one ends where the later one begins now")

    def test_ctrl_n_joins_the_next_session_and_ctrl_z_splits_them_again(self):
        terminal = self.terminal()
        later, earlier = self.add_two_sessions(terminal, int(time.time()) // 60 * 60)
        terminal.keys("e")
        terminal.wait_for("Ctrl + N Join the Next Session")
        terminal.keys("C-n")
        terminal.wait_for("Session mended")
        [joined] = wait_until(lambda: listed if len(listed := self.history(terminal)) == 1 else None, what="one left")
        self.assertEqual((joined["session"], joined["started_at"], joined["elapsed_ms"]),
                         (earlier["session"], earlier["started_at"], 20 * 60_000), "the gap a pause")
        terminal.keys("C-z")
        split = wait_until(lambda: listed if len(listed := self.history(terminal)) == 2 else None, what="split again")
        self.assertEqual([(entry["started_at"], entry["elapsed_ms"]) for entry in split],
                         [(later["started_at"], later["elapsed_ms"]), (earlier["started_at"], earlier["elapsed_ms"])])


if __name__ == "__main__":
    unittest.main()
