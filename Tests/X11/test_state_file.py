"""The state file end to end: survive quit and kill -9, count the time the app was closed,
set a damaged file aside, and write nothing while running untouched."""

import json
import os
import time
import unittest

from stopwatch_app import SharedConfigTestCase, wait_until


class StateFileTests(SharedConfigTestCase):
    def test_kill_9_then_start_again_keeps_running_with_both_laps_and_the_dead_time(self):
        app = self.launch()
        app.key("space")
        app.wait_for_state("running", 0)
        app.key("l")
        time.sleep(0.3)
        app.key("l")
        saved = self.wait_for_saved("running", 2)
        app.kill()  # SIGKILL: no chance to save on the way out
        killed_at = time.monotonic()
        time.sleep(1.5)

        # The app was saved before the kill and restores after this moment: the time it
        # counts as closed is at least this long.
        dead_time_ms = (time.monotonic() - killed_at) * 1000
        restarted = self.launch()
        restarted.wait_for_state("running", 2)
        status, laps, elapsed_ms = restarted.states()[-1]
        self.assertEqual(laps, 2)
        self.assertGreaterEqual(elapsed_ms, saved["elapsed_ms"] + dead_time_ms)
        restarted.key("l")
        restarted.wait_for_state("running", 3)

    def test_quit_while_running_then_a_minute_later_the_minute_is_included(self):
        app = self.launch()
        app.key("space")
        app.wait_for_state("running", 0)
        app.key("ctrl+q")
        self.assertEqual(app.process.wait(timeout=10), 0)
        state = self.saved()
        self.assertEqual(state["status"], "running")
        # As if the app had been closed for a minute.
        state["saved_at"] -= 60_000
        with open(self.state_path, "w") as file:
            json.dump(state, file)

        again = self.launch()
        again.wait_for_state("running")
        self.assertGreaterEqual(again.states()[-1][2], 60_000)
        # The display, as assistive technology reads it (the title holds still while the
        # window is active).
        wait_until(lambda: any(name.startswith("1 minute, ") for name in again.ui.names()),
                   what="the time display at 1 minute")

    def test_paused_comes_back_paused_with_its_laps(self):
        app = self.launch()
        app.key("space")
        app.wait_for_state("running", 0)
        for laps in (1, 2, 3):
            app.key("Return")
            app.wait_for_state("running", laps)
        app.key("space")
        paused = self.wait_for_saved("paused", 3)
        app.quit()

        again = self.launch()
        again.wait_for_state("paused", 3)
        self.assertEqual(again.states()[-1][2], paused["elapsed_ms"])
        again.key("ctrl+l")
        again.wait_for_screen("laps")

    def test_a_damaged_file_is_kept_aside_and_the_app_starts_clean(self):
        os.makedirs(os.path.dirname(self.state_path))
        with open(self.state_path, "wb") as file:
            file.write(b'{"version": 1, "status": "runn')
        app = self.launch()
        wait_until(lambda: "kept aside" in app.log_text(), what="the warning about the damaged file")
        kept = [name for name in os.listdir(os.path.dirname(self.state_path)) if name.startswith("state.json.bad-")]
        self.assertEqual(len(kept), 1)
        with open(os.path.join(os.path.dirname(self.state_path), kept[0]), "rb") as file:
            self.assertEqual(file.read(), b'{"version": 1, "status": "runn')
        self.assertEqual(app.state(), ("initial", 0))
        app.key("space")
        self.wait_for_saved("running", 0)

    def test_nothing_is_written_while_running_untouched(self):
        app = self.launch()
        app.key("space")
        self.wait_for_saved("running", 0)
        before = os.stat(self.state_path)
        time.sleep(2)
        after = os.stat(self.state_path)
        self.assertEqual((before.st_ino, before.st_mtime_ns), (after.st_ino, after.st_mtime_ns))

    def test_the_file_is_private(self):
        app = self.launch()
        app.key("space")
        self.wait_for_saved("running", 0)
        self.assertEqual(os.stat(self.state_path).st_mode & 0o777, 0o600)
        self.assertEqual(os.stat(os.path.dirname(self.state_path)).st_mode & 0o777, 0o700)


if __name__ == "__main__":
    unittest.main()
