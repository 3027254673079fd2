"""Out of sight, in reach (ARCHITECTURE.md, "Out of sight"), on sway: a key bound with `swaymsg bindsym` runs the
stopwatch's commands with the window closed and with the app not running (D-Bus activation),
and the notification as mako shows it: its buttons, a click, dismissing it, 200 laps taken
from it, and a process that wakes for nothing while it is up."""

import json
import os
import time
import unittest

from activation import ActivatedApp, ActivationBus, process_is_alive
from compositor import compositor
from mako import Mako
from stopwatch_app import APP_ID, wait_until


class SwayActivation:
    """The test's bus (the app D-Bus activatable on it) on the run's compositor."""

    def setUp(self):
        self.compositor = compositor()
        self.bus = ActivationBus(self.compositor.env())
        self.app = ActivatedApp(self.bus)
        self.state_path = os.path.join(self.bus.config_home, "stopwatch", "state.json")
        self.bindings = []

    def tearDown(self):
        for key in self.bindings:
            self.compositor.swaymsg("unbindsym", key)
        self.app.kill()
        self.bus.stop()

    def windows(self):
        pid = self.bus.app_pid()
        return [window for window in self.compositor.windows(pid) if window["app_id"] == APP_ID] if pid else []

    def launch(self):
        self.app.launch()
        return wait_until(lambda: (self.windows() or [None])[0], timeout=30, what="the Stopwatch window")

    def close(self, window):
        """What the window's close button (or the compositor's kill binding) does."""
        self.compositor.command(window, "kill")
        wait_until(lambda: not self.windows(), what="the window to close")

    def bind(self, key, action):
        """A global key, as the README tells sway users: it runs as the compositor's user."""
        self.compositor.swaymsg(
            "bindsym", key, "exec", f"env DBUS_SESSION_BUS_ADDRESS={self.bus.address} gapplication action {APP_ID} {action}")
        self.bindings.append(key)

    def saved(self):
        with open(self.state_path) as file:
            return json.load(file)


class GlobalKeyTests(SwayActivation, unittest.TestCase):
    def test_a_key_bound_in_sway_runs_the_command_with_the_app_not_running_and_with_its_window_closed(self):
        self.bind("ctrl+alt+s", "toggle")
        self.bind("ctrl+alt+l", "lap")
        self.assertIsNone(self.bus.app_pid())
        self.compositor.key("ctrl+alt+s")
        self.app.wait_for_state("running", 0)
        self.compositor.key("ctrl+alt+l")
        self.app.wait_for_state("running", 1)
        self.assertEqual(self.windows(), [], "a key binding opened the window")

        window = self.launch()
        self.close(window)
        self.assertTrue(process_is_alive(self.bus.app_pid()), "closing the window ended a running stopwatch")
        self.compositor.key("ctrl+alt+l")
        self.app.wait_for_state("running", 2)
        self.compositor.key("ctrl+alt+s")
        self.app.wait_for_state("paused", 2)
        wait_until(lambda: (self.saved()["status"], len(self.saved()["laps"])) == ("paused", 2),
                   what="the laps saved")


class MakoTests(SwayActivation, unittest.TestCase):
    def setUp(self):
        super().setUp()
        self.mako = Mako(self.bus)

    def test_its_buttons_a_click_and_dismissing_it(self):
        window = self.launch()
        self.compositor.focus(window)
        self.compositor.key("space", "l")
        self.app.wait_for_state("running", 1)
        self.compositor.key("space")
        self.app.wait_for_state("paused", 1)
        self.compositor.key("space")
        self.app.wait_for_state("running", 1)
        time.sleep(0.5)
        self.assertEqual(self.mako.list(), [], "a notification while the window is shown")

        self.close(window)
        running = self.mako.wait_for(lambda shown: shown["summary"] == "Stopwatch running", "the notification")
        self.assertEqual(running["app"], "Stopwatch")
        self.assertRegex(running["body"], r"^Lap 2 · started at 00:0\d\.\d\d$")
        self.assertEqual(running["actions"], {"default": "", "app.toggle": "Pause", "app.lap": "Lap"})

        # Up, with a running stopwatch: the process stays and, once done with the window it
        # took off the screen, wakes for nothing.
        time.sleep(1)
        ticks, threads = self.app.activity_over(10)
        self.assertEqual(ticks, 0, "CPU ticks while out of sight")
        self.assertEqual(threads, set(), "threads began or ended while out of sight")
        self.assertEqual(self.mako.list()[0]["id"], running["id"], "the notification was sent again")

        self.mako.invoke(running, "app.lap")
        self.app.wait_for_state("running", 2)
        lapped = self.mako.wait_for(lambda shown: shown["body"].startswith("Lap 3 "), "the notification after a lap")
        self.mako.invoke(lapped, "app.toggle")
        self.app.wait_for_state("paused", 2)
        paused = self.mako.wait_for(lambda shown: shown["summary"] == "Stopwatch paused", "the paused notification")
        self.assertEqual(paused["actions"], {"default": "", "app.toggle": "Resume", "app.reset": "Reset"})

        # Dismissed, it is gone; the stopwatch and the app are not.
        self.mako.dismiss(paused)
        time.sleep(1)
        self.assertEqual(self.mako.list(), [])
        self.assertTrue(process_is_alive(self.bus.app_pid()))
        self.assertEqual(self.app.state(), ("paused", 2))
        self.app.action("toggle")
        again = self.mako.wait_for(lambda shown: shown["summary"] == "Stopwatch running", "the notification again")

        # A click on it opens the window, and the notification goes.
        self.mako.invoke(again)
        wait_until(self.windows, what="the window back")
        wait_until(lambda: self.mako.list() == [], what="the notification to go")

    def test_200_laps_taken_from_the_notification_are_all_saved(self):
        # Two commands at once (keys pressed fast): one notification, showing the latest.
        self.app.action("toggle")
        self.app.action("lap")
        self.app.wait_for_state("running", 1)
        for lap in range(2, 201):
            shown = self.mako.wait_for(lambda shown, lap=lap: shown["body"].startswith(f"Lap {lap} "),
                                       f"the notification of lap {lap}")
            self.mako.invoke(shown, "app.lap")
            self.app.wait_for_state("running", lap)
        self.app.action("toggle")
        self.app.wait_for_state("paused", 200)
        saved = self.saved()
        self.assertEqual((saved["status"], len(saved["laps"])), ("paused", 200))
        self.app.quit()
        self.assertEqual(len(self.saved()["laps"]), 200)


if __name__ == "__main__":
    unittest.main()
