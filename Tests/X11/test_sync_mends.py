"""Mends on every machine (ARCHITECTURE.md, "Mends"), over two real Syncthing daemons on the
loopback, one app each: a mend made on one machine (`--edit`) reaches the other's History and
Totals; one engine stopped while its machine removes a session that the other mends; both
engines back, both histories the same and nothing brought back."""

import unittest

from stopwatch_app import wait_until
from test_sync_folder import SyncthingCase, close_a_session


class SyncthingMendsTests(SyncthingCase):
    def history(self, machine):
        """`--history --json` of `machine`, each session as the list shows it (where it ran,
        its stopwatch, when and how long), in order."""
        return [(entry["session"].split(":")[-1], entry["stopwatch"], entry["started_at"], entry["elapsed_ms"])
                for entry in machine.command("--history", "--json")]

    def test_a_mend_reaches_the_other_machine_and_a_removal_made_apart_from_a_mend_holds_on_both(self):
        laptop, desktop = self.laptop, self.desktop
        other = desktop.start(private_bus=True)
        app = laptop.start()
        self.laptop_engine.wait_connected(self.desktop_engine, timeout=90)
        close_a_session(app)
        close_a_session(app)
        first, second = sorted(laptop.command("--history", "--json"), key=lambda entry: entry["id"])
        laptops = laptop.machine_id()
        wait_until(lambda: len(self.history(desktop)) == 2, timeout=30,
                   what=lambda: f"the laptop's two sessions on the desktop (now {self.history(desktop)})")
        # Totals count each session's wall-clock spans, the list its time measured on the
        # monotonic clock: the two part by the milliseconds the clocks drift apart.
        both = desktop.totals_ms("Stopwatch 1")
        self.assertLessEqual(abs(both - first["elapsed_ms"] - second["elapsed_ms"]), 10)

        # On the desktop: the laptop's first session was Reading.
        self.assertEqual(desktop.command("--edit", f"{laptops}:{first['id']}", "--stopwatch", "Reading", "--json"),
                         {"session": f"{laptops}:{first['id']}"})
        reading = desktop.totals_ms("Reading")
        self.assertLessEqual(abs(reading - first["elapsed_ms"]), 5)
        self.assertEqual(desktop.totals_ms("Stopwatch 1"), both - reading, "moved from one stopwatch to the other")
        wait_until(lambda: laptop.totals_ms("Reading") == reading, timeout=30,
                   what=lambda: f"the desktop's mend in the laptop's totals (now {laptop.totals_ms('Reading')} ms)")
        wait_until(lambda: self.history(laptop) == self.history(desktop), timeout=30,
                   what=lambda: f"one history on both (the laptop's {self.history(laptop)}, the desktop's {self.history(desktop)})")
        self.assertIn("Reading", [row[1] for row in self.history(laptop)])

        # Apart: the desktop's engine stopped, the laptop removes its second session, the
        # desktop (not knowing) gives it a note and another stopwatch.
        self.desktop_engine.stop()
        laptop.command("--remove", second["session"], "--json")
        self.assertEqual(len(self.history(laptop)), 1)
        desktop.command("--edit", f"{laptops}:{second['id']}", "--stopwatch", "Writing", "--note", "kept?", "--json")
        self.assertEqual(desktop.totals_ms("Writing"), both - reading, "mended on the desktop meanwhile")
        self.desktop_engine.start()
        wait_until(lambda: len(self.history(desktop)) == 1, timeout=90,
                   what=lambda: f"the removal on the desktop once its engine is back (now {self.history(desktop)})")
        wait_until(lambda: self.history(laptop) == self.history(desktop), timeout=30,
                   what=lambda: f"one history on both (the laptop's {self.history(laptop)}, the desktop's {self.history(desktop)})")
        self.assertEqual(laptop.totals_ms("Writing"), 0, "the session removed is not brought back by the mend")
        self.assertEqual(desktop.totals_ms("Writing"), 0)
        self.assertEqual(laptop.totals_ms("Reading"), reading)
        self.assertEqual(other.state(), ("initial", 0), "the desktop's own stopwatch untouched")


if __name__ == "__main__":
    unittest.main()
