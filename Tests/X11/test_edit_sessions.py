"""Mending past sessions from the command line (`--edit`, `--remove`, `--split`, `--join`,
`--add`), through the running app
on X11: what `--history --json` names a session by, each mend seen in the history and the
totals (and at once on the History screen shown, the row with the focus keeping it), and
what a mend may not do refused with the reason, nothing changed."""

import json
import time
import unittest

from session_mend_scenarios import CommandLineHistory
from stopwatch_app import X11TestCase, wait_until


def moment(minutes_ago, now):
    """The local moment `minutes_ago` before `now`, as ISO 8601 to the second."""
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(now - minutes_ago * 60))


class EditSessionsTests(CommandLineHistory, X11TestCase):
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

    def test_a_session_is_split_joined_again_and_one_not_timed_is_added(self):
        now = time.time()
        self.keep_session(60, moment(30, now))
        [kept] = self.history()
        session = kept["session"]

        split = self.command_line("--split", session, "--at", moment(45, now), "--json")
        self.assertEqual(split.returncode, 0, split.stderr)
        part = json.loads(split.stdout)["part"]
        self.assertEqual(json.loads(split.stdout), {"session": session, "part": part})
        listed = {entry["session"]: entry for entry in self.history()}
        self.assertEqual(sorted(listed), sorted([session, part]))
        self.assertEqual(listed[part]["stopwatch"], "Stopwatch 1", "the part after the split is of the same stopwatch")
        split_at = int(now - 45 * 60) * 1000
        self.assertEqual(listed[part]["started_at"], split_at, "the part after begins at the split")
        # Its beginning is kept as the wall clock read it, its time as measured on the monotonic clock.
        self.assertLessEqual(abs(listed[session]["started_at"] + listed[session]["elapsed_ms"] - split_at), 5,
                             "the part before ends there")

        for arguments, status, said in (
                (("--split", session), 2, "With --split: say when (--at WHEN)"),
                (("--split", session, "--at", moment(90, now)), 1, "A session can only be split at a moment while it ran"),
                (("--join", session), 2, "With --join: give two sessions (--join ID ID)"),
                (("--join", part, session), 1, "Only two sessions of one stopwatch, one after the other, can be joined"),
                (("--add", "Stopwatch 1", "--from", moment(50, now), "--to", moment(40, now)), 1,
                 f"It would overlap session {session} of the same stopwatch"),
                (("--add", "Reading", "--from", moment(10, now), "--to", moment(20, now)), 1,
                 "A session cannot end before it begins"),
                (("--add", "Reading", "--from", moment(10, now)), 2, "With --add: say when (--from WHEN --to WHEN)"),
                (("--add", " ", "--from", moment(20, now), "--to", moment(10, now)), 1, "Not a stopwatch's name"),
                (("--remove", session, part), 2, f"Not an option: “{part}”")):
            refused = self.command_line(*arguments)
            self.assertEqual(refused.returncode, status, f"{arguments}: {refused.stderr}")
            self.assertTrue(refused.stderr.startswith(said), f"{arguments}: {refused.stderr}")
        self.assertEqual({entry["session"]: entry for entry in self.history()}, listed, "nothing changed by what was refused")

        joined = self.command_line("--join", session, part)
        self.assertEqual((joined.returncode, joined.stdout.strip()), (0, f"Session {part} joined to session {session}"),
                         joined.stderr)
        [whole] = self.history()
        self.assertEqual((whole["session"], whole["started_at"]), (session, kept["started_at"]))
        self.assertEqual(whole["elapsed_ms"], kept["elapsed_ms"], "joined again, it is what it was")

        added = self.command_line("--add", "Reading", "--from", moment(100, now), "--to", moment(70, now), "--json")
        self.assertEqual(added.returncode, 0, added.stderr)
        made = json.loads(added.stdout)["session"]
        listed = {entry["session"]: entry for entry in self.history()}
        self.assertEqual(sorted(listed), sorted([session, made]))
        self.assertEqual((listed[made]["stopwatch"], listed[made]["started_at"], listed[made]["elapsed_ms"]),
                         ("Reading", int(now - 100 * 60) * 1000, 30 * 60_000), "Reading's half hour, to the second")
        totals = self.command_line("--totals", "--json")
        self.assertEqual(totals.returncode, 0, totals.stderr)
        reading = sum(row["total_ms"] for row in json.loads(totals.stdout) if row["stopwatch"] == "Reading")
        self.assertEqual(reading, 30 * 60_000, "Totals count the session added")

        # Removing it undoes it.
        removed = self.command_line("--remove", made)
        self.assertEqual(removed.returncode, 0, removed.stderr)
        self.assertEqual([entry["session"] for entry in self.history()], [session])

    def test_history_shown_follows_a_mend_made_elsewhere_and_the_row_in_focus_keeps_it(self):
        now = time.time()
        self.keep_session(60, moment(40, now))
        self.keep_session(20, moment(0.1, now))
        newer, older = self.history()
        self.app.key("ctrl+h")
        self.app.wait_for_screen("history")
        listed = lambda: [name for name in self.app.ui.names() if ", total " in name]
        wait_until(lambda: len(listed()) == 2, what=lambda: f"both sessions listed (now {listed()})")
        # The keyboard on the older, the second row; it is renamed from the command line.
        self.app.key("Down")
        mended = self.command_line("--edit", older["session"], "--stopwatch", "Reading")
        self.assertEqual(mended.returncode, 0, mended.stderr)
        wait_until(lambda: any("Reading" in name for name in listed()),
                   what=lambda: f"the screen shown naming Reading at once (now {listed()})")
        # Still on that row: Return opens it, not the newer one.
        self.app.key("Return")
        self.app.wait_for_screen("session")
        began = time.strftime("%H:%M:%S", time.localtime(older["started_at"] / 1000))
        self.assertNotEqual(began, time.strftime("%H:%M:%S", time.localtime(newer["started_at"] / 1000)))
        wait_until(lambda: any(name.endswith(began) for name in self.app.ui.names()),
                   what=lambda: f"the renamed session's screen, titled when it began, {began} (now {self.app.ui.names()})")


if __name__ == "__main__":
    unittest.main()
