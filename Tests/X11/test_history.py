"""Undo and the history of sessions, end to end: no session is ever lost by one key."""

import json
import os
import subprocess
import unittest

from file_events import FileEvents
from stopwatch_app import BINARY, SharedConfigTestCase, reference_statistics, wait_until


class HistoryTests(SharedConfigTestCase):
    def history_json(self, app):
        result = subprocess.run([BINARY, "--history", "--json"], env=app.env, capture_output=True, text=True, timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr)
        return json.loads(result.stdout)

    def test_reset_then_ctrl_z_brings_back_the_same_laps_and_elapsed(self):
        app = self.launch()
        app.start_with_laps(3)
        app.key("space")
        app.wait_for_state("paused", 3)
        wait_until(lambda: self.saved() and self.saved()["status"] == "paused", what="the paused stopwatch saved")
        before = self.saved()
        app.key("Delete")
        app.wait_for_state("initial", 0)
        app.key("ctrl+z")
        app.wait_for_state("paused", 3)
        wait_until(lambda: self.saved() and self.saved()["status"] == "paused", what="the restored stopwatch saved")
        after = self.saved()
        self.assertEqual(after["laps"], before["laps"])
        self.assertEqual(after["elapsed_ms"], before["elapsed_ms"])
        self.assertEqual(after["started_at"], before["started_at"])
        self.assertEqual(self.history_json(app), [], "the undone session is still in the history")

    def test_the_history_is_not_opened_before_a_session_is_kept(self):
        # Nothing the first window shows needs it, nor a stopwatch running here without a sync
        # folder: started, run and paused, no database; a reset keeps the session, and makes it.
        # The folder's names are heard in the order made: the database comes after a marker
        # this test writes just before the reset.
        folder = os.path.join(self.config, "data", "stopwatch")
        os.makedirs(folder, exist_ok=True)
        events = FileEvents(folder)
        self.addCleanup(events.close)
        app = self.launch()
        app.key("space")
        app.wait_for_state("running", 0)
        app.key("space")
        app.wait_for_state("paused", 0)
        open(os.path.join(folder, "reset-asked"), "w").close()
        app.key("Delete")
        app.wait_for_state("initial", 0)
        database = os.path.join(folder, "history.sqlite3")
        wait_until(lambda: os.path.exists(database), what="the history made when the session is kept")
        made = [name for name in events.made() if name in ("reset-asked", "history.sqlite3")]
        self.assertEqual(made, ["reset-asked", "history.sqlite3"], "the history opened though nothing asked for it")

    def test_a_reset_session_is_in_the_history_after_quitting_with_its_laps(self):
        app = self.launch()
        app.start_with_laps(3)
        app.key("space")
        app.wait_for_state("paused", 3)
        wait_until(lambda: self.saved() and len(self.saved()["laps"]) == 3 and self.saved()["status"] == "paused",
                   what="the paused stopwatch saved")
        laps = [lap["duration_ms"] for lap in self.saved()["laps"]]
        app.key("Delete")
        app.wait_for_state("initial", 0)
        self.assertEqual(app.quit(), 0)

        again = self.launch()
        again.key("ctrl+h")
        again.wait_for_screen("history")
        names = wait_until(lambda: [name for name in again.ui.names() if "3 laps" in name and "total" in name],
                           what="the session in the list")
        self.assertEqual(len(names), 1, names)
        # The row says which stopwatch it was a session of (read as one sentence: its labels
        # are not nodes of their own; the ViewModel's tests check the line shown).
        self.assertIn(", Stopwatch 1, total ", names[0])
        again.key("Return")
        again.wait_for_screen("session")
        wait_until(lambda: any(name.startswith("Lap 3, ") for name in again.ui.names()), what="the session's laps")
        sessions = self.history_json(again)
        self.assertEqual(len(sessions), 1)
        self.assertEqual([lap["duration_ms"] for lap in sessions[0]["laps"]], laps)
        expected = reference_statistics(laps)
        self.assertEqual(sessions[0]["statistics"], {name + "_ms": value for name, value in expected.items() if name != "laps"})

    def test_the_history_on_the_command_line(self):
        app = self.launch()
        app.start_with_laps(2)
        app.key("space")
        app.wait_for_state("paused", 2)
        app.key("Delete")
        app.wait_for_state("initial", 0)
        wait_until(lambda: len(self.history_json(app)) == 1, what="the session in the history")
        text = subprocess.run([BINARY, "--history"], env=app.env, capture_output=True, text=True, timeout=30)
        self.assertEqual(text.returncode, 0)
        self.assertIn("2 laps", text.stdout)


if __name__ == "__main__":
    unittest.main()
