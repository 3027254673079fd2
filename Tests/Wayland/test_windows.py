"""The window on Wayland as the compositor manages it: a 360 x 480 window (floating on sway,
unmaximized on GNOME Shell) and one filling the screen (tiled; maximized) keep their size and
fit everything; the commands from outside over
D-Bus; one window however often it is launched; export through the file chooser."""

import os
import subprocess
import time
import unittest

from dbus_scenarios import DBusScenarios
from stopwatch_app import BINARY, ROOT, read_exported_laps, wait_until
from wayland_app import WaylandTestCase

# A launcher's window (Tests/Wayland/launcher), built by `make test`.
LAUNCHER = os.path.join(ROOT, ".build", "test-launcher")


class WindowTests(DBusScenarios, WaylandTestCase):
    def size(self):
        return self.app.main_window()["rect"][2:]

    def test_a_360_by_480_window_keeps_its_size_and_fits_everything(self):
        self.app.compositor.resize(self.app.main_window(), 360, 480, laid_out=self.app.laid_out)
        wait_until(lambda: self.size() == (360, 480) and self.app.laid_out(),
                   what=lambda: f"the window at 360 x 480, the app laid out so (it is {self.app.main_window()})")
        for key, status, laps in [("space", "running", 0), ("l", "running", 1), ("l", "running", 2), ("Return", "running", 3)]:
            self.app.key(key)
            self.app.wait_for_state(status, laps)
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")
        self.app.key("space")
        self.app.wait_for_state("paused", 3)
        time.sleep(0.4)  # a size GTK would change shows on its next frame
        self.assertEqual(self.size(), (360, 480))
        self.assertEqual(self.app.ui.outside_the_window(["Resume"], rows=3), [])

    def test_a_window_filling_the_screen_centres_the_stopwatch(self):
        area = self.app.compositor.work_area()
        self.app.compositor.fill(self.app.main_window())
        wait_until(lambda: self.app.main_window()["rect"] == area,
                   what=lambda: f"the window filling {area} (it is {self.app.main_window()})")
        self.app.start_with_laps(3)
        time.sleep(0.4)  # laid out on the next frame
        self.assertEqual(self.app.ui.outside_the_window(["Pause", "Lap"], rows=0), [])
        button = self.app.ui.wait_for("See All Laps", "push button").queryComponent().getExtents(0)
        middle = button.x + button.width / 2
        self.assertLess(abs(middle - area[2] / 2), 4, "the stopwatch is not centred in the window")

    def test_a_second_launch_from_a_launcher_brings_the_one_window_to_the_front(self):
        # A launcher (a focused window the user pressed Return in) starts the stopwatch again
        # with its activation token, as desktop launchers do.
        launcher = subprocess.Popen([LAUNCHER, BINARY], env=self.app.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                    text=True)
        try:
            wait_until(lambda: any(w["focused"] for w in self.app.compositor.windows(launcher.pid)),
                       what="the launcher's window in front")
            self.assertFalse(self.app.main_window()["focused"])
            self.app.key("Return")
            wait_until(lambda: self.app.main_window()["focused"], what="the stopwatch window in front again")
            self.assertEqual(len(self.app.windows()), 1, "a second window")
            self.app.key("space")
            self.app.wait_for_state("running", 0)
        finally:
            launcher.kill()
            output = launcher.communicate(timeout=10)[0]
        self.assertRegex(output, r"token \S+", "the launcher got no token")

    def test_a_second_launch_without_a_token_takes_nothing_from_the_window_in_front(self):
        launcher = subprocess.Popen([LAUNCHER, "true"], env=self.app.env, stdout=subprocess.DEVNULL,
                                    stderr=subprocess.DEVNULL)
        try:
            wait_until(lambda: any(w["focused"] for w in self.app.compositor.windows(launcher.pid)),
                       what="the other window in front")
            second = subprocess.run([BINARY], env=self.app.env, capture_output=True, timeout=30)
            self.assertEqual(second.returncode, 0)
            # The app has handled the second launch (its D-Bus call returned); what the compositor
            # makes of it, nothing is there to wait for.
            time.sleep(0.5)
            self.assertEqual(len(self.app.windows()), 1, "a second window")
            self.assertTrue(any(w["focused"] for w in self.app.compositor.windows(launcher.pid)),
                            "the window in front lost the focus to a launch without a token")
        finally:
            launcher.kill()
            launcher.wait()

    def test_ctrl_e_exports_the_laps_as_csv_through_the_file_chooser(self):
        self.app.start_with_laps(3)
        home = os.path.join(self.config, "home")
        os.makedirs(home)
        target = os.path.join(home, "my-laps.csv")
        self.app.key("ctrl+e")
        wait_until(lambda: len(self.app.windows()) == 2, what="the file chooser")
        wait_until(lambda: not self.app.main_window()["focused"], what="the file chooser in front")
        time.sleep(0.5)  # the chooser gives its name field the keyboard once it is laid out
        # The name field has the focus: a full path over the suggested name, then save.
        self.app.key("ctrl+a")
        self.app.compositor.type(target)
        self.app.key("Return")
        rows = read_exported_laps(target)
        # The laps, then after an empty line their statistics (docs/using.md, "Sharing laps").
        laps = rows[:rows.index([])]
        self.assertEqual([row[0] for row in laps[1:]], ["1", "2", "3"])
        self.assertEqual(rows[rows.index([]) + 1], ["statistic", "value", "time"])


if __name__ == "__main__":
    unittest.main()
