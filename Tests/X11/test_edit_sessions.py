"""Mending past sessions from the command line (`--edit`, `--remove`), through the running app
on X11: what `--history --json` names a session by, each mend seen in the history and the
totals, and what a mend may not do refused with the reason, nothing changed."""

import json
import subprocess
import time
import unittest

from stopwatch_app import BINARY, X11TestCase, wait_until


def moment(minutes_ago, now):
    """The local moment `minutes_ago` before `now`, as ISO 8601 to the second."""
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(now - minutes_ago * 60))


class EditSessionsTests(X11TestCase):
    def command_line(self, *arguments):
        return subprocess.run([BINARY, *arguments], env=self.app.env, capture_output=True, text=True, timeout=30)

    def history(self):
        listed = self.command_line("--history", "--json")
        self.assertEqual(listed.returncode, 0, listed.stderr)
        return json.loads(listed.stdout)

    def keep_session(self, started_minutes_ago, paused_at):
        """Starts the current stopwatch so long ago, pauses it at `paused_at` and resets it:
        one session more in the history."""
        count = len(self.history())
        started = self.command_line("--start", "--ago", f"{started_minutes_ago}m")
        self.assertEqual(started.returncode, 0, started.stderr)
        paused = self.command_line("--pause", "--at", paused_at)
        self.assertEqual(paused.returncode, 0, paused.stderr)
        self.app.wait_for_state("paused", 0)
        self.app.key("Delete")
        self.app.wait_for_state("initial", 0)
        wait_until(lambda: len(self.history()) == count + 1, what="the session kept")

    def test_a_past_session_is_mended_and_removed_and_what_breaks_a_rule_is_refused(self):
        now = time.time()
        self.keep_session(60, moment(40, now))
        self.keep_session(20, moment(0.1, now))
        newer, older = self.history()
        self.assertEqual(older["session"], str(older["id"]), "this machine's session is named by its id")

        for arguments, status, said in (
                (("--edit", older["session"], "--to", moment(15, now)), 1,
                 f"It would overlap session {newer['session']} of the same stopwatch"),
                (("--edit", "999", "--note", "x"), 1, "There is no such session in the history"),
                (("--edit", older["session"], "--to", "25:00"), 2, "Not a moment: “25:00”"),
                (("--edit", older["session"]), 2, "With --edit: say what to change"),
                (("--remove", "nothing:1"), 1, "Not a session: “nothing:1”")):
            refused = self.command_line(*arguments)
            self.assertEqual(refused.returncode, status, f"{arguments}: {refused.stderr}")
            self.assertTrue(refused.stderr.startswith(said), f"{arguments}: {refused.stderr}")
        self.assertEqual(self.history(), [newer, older], "nothing changed by what was refused")

        began = now - 50 * 60
        mended = self.command_line("--edit", older["session"], "--stopwatch", "Reading", "--note", "the call", "--from",
                                   moment(50, now), "--json")
        self.assertEqual(mended.returncode, 0, mended.stderr)
        self.assertEqual(json.loads(mended.stdout), {"session": older["session"]})
        now_listed = {entry["id"]: entry for entry in self.history()}
        self.assertEqual(now_listed[older["id"]]["stopwatch"], "Reading")
        self.assertEqual(now_listed[older["id"]]["started_at"], int(began) * 1000, "began then, to the second")
        # The end stayed: it ran from 50 to 40 minutes ago.
        self.assertEqual(now_listed[older["id"]]["elapsed_ms"], older["started_at"] + older["elapsed_ms"] - int(began) * 1000)

        removed = self.command_line("--remove", newer["session"])
        self.assertEqual((removed.returncode, removed.stdout.strip()), (0, f"Session {newer['session']} removed"), removed.stderr)
        self.assertEqual([entry["id"] for entry in self.history()], [older["id"]])
        totals = self.command_line("--totals", "--json")
        self.assertEqual(totals.returncode, 0, totals.stderr)
        rows = json.loads(totals.stdout)
        # Totals count the wall clock's span (40 to 50 minutes ago), the list the time measured on
        # the monotonic clock: the two may part by the milliseconds the clocks drift apart.
        reading = sum(row["total_ms"] for row in rows if row["stopwatch"] == "Reading")
        self.assertLessEqual(abs(reading - now_listed[older["id"]]["elapsed_ms"]), 5, "Totals count the session as mended")
        self.assertLessEqual(abs(reading - 600_000), 1500, "ten minutes, from 50 to 40 minutes ago (to the second)")
        self.assertEqual(sum(row["total_ms"] for row in rows if row["stopwatch"] == "Stopwatch 1"), 0,
                         "nothing left of the removed session nor of the first one's old stopwatch")


if __name__ == "__main__":
    unittest.main()
