"""What a hostile user and a careless system can do to the real app: a state file that is not
a file, a full disk, a closed terminal. The app never crashes, never hangs, and never loses a
change without saying so."""

import os
import signal
import subprocess
import time
import unittest

from stopwatch_app import SharedConfigTestCase, wait_until


class NotARegularFileTests(SharedConfigTestCase):
    def check_kept_aside_and_saving_goes_on(self, make, what):
        os.makedirs(self.folder)
        make(self.state_path)
        # It never hangs on what it finds: the window comes, and keys work (below).
        app = self.launch()
        wait_until(lambda: "kept aside" in app.log_text(), what="the warning about the state file")
        self.assertIn(what, app.log_text())
        self.assertNotIn("permission", app.log_text().lower())
        kept = [name for name in os.listdir(self.folder) if name.startswith("state.json.bad-")]
        self.assertEqual(len(kept), 1, os.listdir(self.folder))
        app.key("space")
        self.wait_for_saved("running", 0)
        self.assertTrue(os.path.isfile(self.state_path) and not os.path.islink(self.state_path))

    def test_a_directory(self):
        self.check_kept_aside_and_saving_goes_on(os.mkdir, "is a directory")

    def test_a_fifo(self):
        self.check_kept_aside_and_saving_goes_on(os.mkfifo, "is a FIFO")

    def test_a_link_to_dev_zero(self):
        self.check_kept_aside_and_saving_goes_on(lambda path: os.symlink("/dev/zero", path), "is a link to a device")


@unittest.skipUnless(os.geteuid() == 0, "not run: mounting a small tmpfs needs root (CI runs as root)")
class FullDiskTests(SharedConfigTestCase):
    def setUp(self):
        super().setUp()
        os.makedirs(self.folder)
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k,mode=0700", "tmpfs", self.folder],
                                 capture_output=True, text=True)
        if mounted.returncode != 0:
            self.skipTest(f"not run: cannot mount a tmpfs here ({mounted.stderr.strip()})")
        self.filler = os.path.join(self.folder, "filler")

    def tearDown(self):
        for app in self.apps:
            app.kill()
        subprocess.run(["umount", self.folder], capture_output=True)
        super().tearDown()

    def fill_the_disk(self):
        descriptor = os.open(self.filler, os.O_WRONLY | os.O_CREAT, 0o600)
        try:
            while os.write(descriptor, b"\0" * 512) > 0:
                pass
        except OSError:
            pass
        finally:
            os.close(descriptor)

    def test_a_full_disk_shows_the_banner_keeps_the_last_good_file_and_the_next_change_saves_everything(self):
        app = self.launch()
        app.start_with_laps(2)
        self.wait_for_saved("running", 2)
        good = self.saved()
        self.fill_the_disk()
        app.key("l")
        app.wait_for_state("running", 3)
        banner = app.ui.wait_for("Not saved: No space left on device")
        self.assertEqual(banner.getRoleName(), "label")
        self.assertEqual(self.saved(), good, "the last good file did not stay whole")
        app.key("l")
        app.wait_for_state("running", 4)
        time.sleep(0.5)
        self.assertEqual(self.saved(), good)
        os.remove(self.filler)
        app.key("l")
        self.wait_for_saved("running", 5)
        wait_until(lambda: app.ui.find("Not saved: No space left on device") is None, what="the banner to go")


class SignalTests(SharedConfigTestCase):
    def test_sighup_quits_cleanly_with_the_laps_saved(self):
        app = self.launch()
        app.start_with_laps(3)
        app.process.send_signal(signal.SIGHUP)
        self.assertEqual(app.process.wait(timeout=10), 0)
        saved = self.saved()
        self.assertEqual((saved["status"], len(saved["laps"])), ("running", 3))

    def test_sigint_and_sigterm_quit_cleanly_too(self):
        for sent in (signal.SIGINT, signal.SIGTERM):
            app = self.launch()
            app.key("space")
            app.wait_for_state("running" if sent == signal.SIGINT else "paused")
            app.process.send_signal(sent)
            self.assertEqual(app.process.wait(timeout=10), 0, f"after {sent.name}")


class OutOfBoundsTests(SharedConfigTestCase):
    def test_a_file_with_a_time_past_one_hundred_years_is_kept_aside_and_the_app_starts(self):
        os.makedirs(self.folder)
        with open(self.state_path, "w") as file:
            file.write('{"version": 1, "status": "running", "elapsed_ms": 9223372036854775000, '
                       '"saved_at": 1763726400000, "laps": []}')
        app = self.launch()
        wait_until(lambda: "kept aside" in app.log_text(), what="the warning about the state file")
        self.assertEqual(app.state(), ("initial", 0))
        app.key("space")
        self.wait_for_saved("running", 0)


if __name__ == "__main__":
    unittest.main()
