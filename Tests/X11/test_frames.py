"""Every frame, from outside the process (ARCHITECTURE.md, "Time"): X DAMAGE on the window counts the
frames; the accessibility bus counts what the display tells assistive technology; a
power-profiles-daemon (python-dbusmock's) turns power saving on and off. These tests check that frames
are drawn, and fewer while saving power than not, counted over the same time in one run;
how many a second is `make bench`'s."""

import collections
import os
import re
import subprocess
import time
import unittest

from measure import x11_frames_per_second
from power_profiles import PowerProfiles
from stopwatch_app import StopwatchApp, wait_until


class FrameTests(unittest.TestCase):
    def tearDown(self):
        self.app.cleanup()

    def running_app(self, **options):
        self.app = StopwatchApp(**options)
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        time.sleep(1)

    def frames_over(self, seconds):
        """Frames drawn into the window over `seconds`."""
        return round(x11_frames_per_second(self.app.window, seconds) * seconds)

    def test_running_the_window_is_drawn_and_paused_it_is_not(self):
        self.running_app()
        self.assertGreater(self.frames_over(2), 0, "no frame drawn while running")
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        time.sleep(0.5)
        self.assertEqual(self.frames_over(2), 0, "frames drawn while paused")
        # The count above would be 0 for a window that draws nothing at all: running again, it draws.
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.assertGreater(self.frames_over(2), 0, "no frame drawn once running again")

    def wait_for_pace(self, pace):
        wait_until(lambda: self.app.log_text().rstrip().split("frame pace: ")[-1].startswith(pace),
                   what=lambda: f"the frame pace {pace}:\n{self.app.log_text()[-2000:]}")

    def test_while_the_desktop_saves_power_fewer_frames_are_drawn_then_every_frame_again(self):
        profiles = PowerProfiles("power-saver")
        self.addCleanup(profiles.stop)
        self.running_app(extra_env={"DBUS_SYSTEM_BUS_ADDRESS": os.environ["DBUS_SESSION_BUS_ADDRESS"]})
        self.wait_for_pace("powerSaving")
        saving = self.frames_over(3)
        profiles.set("balanced")
        self.wait_for_pace("everyFrame")
        normal = self.frames_over(3)
        self.assertGreater(saving, 0, "the running time stopped moving while saving power")
        # Saving power draws far fewer (a tenth, or fewer): half is a margin no busy machine crosses.
        self.assertLessEqual(saving * 2, normal, "about as many frames while saving power as not")

    def test_the_running_display_tells_assistive_technology_at_most_once_a_second(self):
        self.running_app()
        address = subprocess.run(["gdbus", "call", "--session", "--dest", "org.a11y.Bus", "--object-path", "/org/a11y/bus",
                                  "--method", "org.a11y.Bus.GetAddress"], capture_output=True, text=True, env=self.app.env,
                                 timeout=20).stdout
        address = re.search(r"'([^']*)'", address).group(1)
        monitor = subprocess.Popen(["dbus-monitor", "--address", address, "type='signal'"], stdout=subprocess.PIPE, text=True)
        time.sleep(5)
        monitor.terminate()
        output = monitor.communicate(timeout=10)[0]
        self.assertGreater(self.frames_over(1), 0, "the display did not run meanwhile")
        # Signals of the app's objects: path, then the event (PropertyChange, TextChanged...).
        events = collections.Counter(re.findall(r"path=(/org/a11y/atspi/accessible/[^;]+); interface=org\.a11y\.atspi\.Event"
                                                r"\.Object; member=(\w+)", output))
        busiest = max(events.values(), default=0)
        self.assertLessEqual(busiest, 6, f"an object told assistive technology more than once a second: {events}")


if __name__ == "__main__":
    unittest.main()
