"""Mending from History's list (ARCHITECTURE.md, "Mends"), on X11 by keys: another machine's row,
whose session has no screen here, opens the Mend Session dialog when activated, and E on any
row opens it without opening the session. The mend is a line of this machine's own folder; the
other machine's session is listed mended (`--history --json`)."""

import json
import os
import shutil
import tempfile
import time
import unittest

from stopwatch_app import wait_until
from test_sync_folder import THIRD_ID, Machine, close_a_session, session_line


class MendFromTheListTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="stopwatch-list-mends-")
        self.folder = os.path.join(self.root, "Sync")
        # A third machine's session of Elsewhere, two hours ago, half an hour long.
        third = os.path.join(self.folder, THIRD_ID)
        os.makedirs(third)
        self.began_ms = int(time.time() * 1000) - 7_200_000
        month = time.strftime("sessions-%Y-%m.jsonl", time.gmtime(self.began_ms / 1000))
        with open(os.path.join(third, month), "w") as file:
            file.write(session_line(1, "Elsewhere", self.began_ms, 1800))
        self.laptop = Machine(self.folder, "laptop")

    def tearDown(self):
        self.laptop.stop()
        shutil.rmtree(self.root, ignore_errors=True)

    def own_mends(self):
        """The mends in this machine's own files, as lines."""
        own = os.path.join(self.folder, self.laptop.machine_id())
        lines = []
        for name in sorted(os.listdir(own)):
            if name.startswith("sessions-"):
                with open(os.path.join(own, name)) as file:
                    lines += [json.loads(line) for line in file if line.strip()]
        return [line for line in lines if "mend" in line]

    def listed(self):
        return {entry["session"]: entry for entry in self.laptop.command("--history", "--json")}

    def test_another_machines_row_opens_the_dialog_and_e_mends_any_row_without_opening_it(self):
        app = self.laptop.start()
        close_a_session(app)
        app.key("ctrl+h")
        app.wait_for_screen("history")
        rows = lambda: [name for name in app.ui.names() if ", total " in name]
        wait_until(lambda: len(rows()) == 2, what=lambda: f"both sessions listed (now {rows()})")
        theirs = f"{THIRD_ID}:1"
        self.assertEqual(self.listed()[theirs]["stopwatch"], "Elsewhere")

        # The keyboard on the older row, the third machine's: Return opens the dialog for it.
        app.key("Down")
        app.key("Return")
        app.wait_for_window("Mend Session")
        app.ui.wait_for_focus("Began")
        app.key("Tab")
        app.ui.wait_for_focus("Ended")
        app.key("Tab")
        app.ui.wait_for_focus("Stopwatch")
        app.key("ctrl+a")
        app.type("Reading")
        app.key("Return")
        app.wait_until_window_closed("Mend Session")
        wait_until(lambda: self.listed()[theirs]["stopwatch"] == "Reading",
                   what=lambda: f"the third machine's session of Reading (now {self.listed()[theirs]})")
        self.assertEqual(self.listed()[theirs]["started_at"], self.began_ms, "only its stopwatch changed")
        # Written as a line of this machine's own file only, naming the other's session.
        mends = wait_until(lambda: self.own_mends() or None, what="the mend in this machine's folder")
        self.assertEqual([(mend["machine"], mend["session"], mend["change"]) for mend in mends], [(THIRD_ID, 1, "stopwatch")])
        with open(os.path.join(self.folder, THIRD_ID, os.listdir(os.path.join(self.folder, THIRD_ID))[0])) as file:
            self.assertEqual(file.read(), session_line(1, "Elsewhere", self.began_ms, 1800), "the other's file untouched")
        wait_until(lambda: any("Reading" in name for name in rows()), what=lambda: f"History naming Reading (now {rows()})")

        # E on this machine's row, the newer: the dialog for it, the session not opened.
        app.window_closed_keyboard_back()
        app.key("Up")
        app.key("e")
        app.wait_for_window("Mend Session")
        app.ui.wait_for_focus("Began")
        app.key("Tab", "Tab")
        app.ui.wait_for_focus("Stopwatch")
        app.key("ctrl+a")
        app.type("Writing")
        app.key("Return")
        app.wait_until_window_closed("Mend Session")
        wait_until(lambda: sorted(entry["stopwatch"] for entry in self.listed().values()) == ["Reading", "Writing"],
                   what=lambda: f"this machine's session of Writing (now {self.listed()})")
        self.assertEqual(app.screen(), "history")
        wait_until(lambda: len(self.own_mends()) == 2, what=lambda: f"both mends in this machine's folder (now {self.own_mends()})")

if __name__ == "__main__":
    unittest.main()
