"""Out of sight, in reach (ARCHITECTURE.md, "Out of sight"), under X11: D-Bus activation by an action, without a
window, the app ending once idle; a launch opening the window; and the notification while the
window is closed, as dunst shows it (started by the test on the test's own bus; the scenarios
of Tests/Scenarios/notification_scenarios.py)."""

import json
import os
import re
import subprocess
import time
import unittest

from activation import ActivatedApp, ActivationBus, process_is_alive
from alert_scenarios import AlertScenarios
from dunst import Dunst
from notification_scenarios import NotificationScenarios
from stopwatch_app import APP_ID, BINARY, read_state_file, set_preference, wait_until, xdotool
from x11_display import X11


# How long the app lives with nothing to show: the undo notice's time (BackgroundViewModel).
IDLE_LIFETIME = 10


def close_window(window):
    """What a window manager's close button does (the X11 driver's close)."""
    X11().close({"id": window})


class X11Activation:
    """The bus and the activated app of one test, and the app's windows under X11."""

    # What the bus's programs get besides: a test may want settings it can set beforehand.
    bus_env = {}

    def setUp(self):
        self.bus = ActivationBus({"DISPLAY": os.environ["DISPLAY"], "GDK_BACKEND": "x11"}, extra_env=self.bus_env)
        self.app = ActivatedApp(self.bus)
        self.state_path = os.path.join(self.bus.config_home, "stopwatch", "state.json")

    def tearDown(self):
        self.app.kill()
        self.bus.stop()

    def windows(self):
        pid = self.bus.app_pid()
        if not pid:
            return []
        return xdotool("search", "--onlyvisible", "--pid", str(pid), "--name", "^Stopwatch$", check=False).split()

    def wait_for_window(self):
        window = wait_until(lambda: (self.windows() or [None])[0], timeout=30, what="the Stopwatch window")
        xdotool("windowfocus", "--sync", window)
        return window

    def key(self, *keys):
        xdotool("key", "--delay", "60", *keys)

    def saved(self):
        return read_state_file(self.state_path)

    def saved_if_there(self):
        """The state file, or None before the app first wrote it: for waits, which never raise."""
        return read_state_file(self.state_path) if os.path.exists(self.state_path) else None


class ActivationTests(X11Activation, unittest.TestCase):
    def test_an_action_starts_the_app_without_a_window_it_ends_once_idle_and_the_state_is_saved(self):
        self.assertIsNone(self.bus.app_pid(), "the app must not run yet")
        self.app.action("toggle")
        pid = self.app.wait_for_pid()
        self.app.wait_for_state("running", 0)
        self.app.action("lap")
        self.app.wait_for_state("running", 1)
        self.app.action("toggle")
        self.app.wait_for_state("paused", 1)
        self.assertEqual(self.windows(), [], "an action opened a window")
        # The state file follows the transition the log told: waited for, not read once.
        saved = wait_until(lambda: (state := self.saved_if_there()) and state["status"] == "paused" and state,
                           what=lambda: f"the pause saved (now {self.saved_if_there()})")
        self.assertEqual(len(saved["laps"]), 1)
        # Paused with time on it, the app stays (the stopwatch is in its notification).
        time.sleep(IDLE_LIFETIME + 1)
        self.assertTrue(process_is_alive(pid), "the app ended with a stopwatch to show")
        self.app.action("reset")
        self.app.wait_for_state("initial", 0)
        # Nothing left to show: it ends once the reset can no longer be undone.
        self.app.wait_for_end(pid, timeout=IDLE_LIFETIME + 10)
        self.assertEqual(self.saved()["status"], "initial")
        history = subprocess.run([BINARY, "--history", "--json"], env=self.bus.env, capture_output=True, text=True,
                                 timeout=30, check=True)
        sessions = json.loads(history.stdout)
        self.assertEqual([len(session["laps"]) for session in sessions], [1], "the reset session is in the history")
        # It let go of the state: the next action starts it again.
        self.app.action("toggle")
        self.assertNotEqual(self.app.wait_for_pid(), pid)
        wait_until(lambda: self.saved()["status"] == "running", what="the state saved running")

    def test_a_call_to_the_apps_own_interface_starts_the_app_and_is_answered(self):
        self.assertIsNone(self.bus.app_pid(), "the app must not run yet")
        call = ["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", "/io/github/swiftgtk/Stopwatch", "--method"]
        listed = self.bus.call(*call, "io.github.swiftgtk.Stopwatch1.List")
        self.assertIn("'name': <'Stopwatch 1'>, 'status': <'initial'>", listed)
        self.app.wait_for_pid()
        self.assertEqual(self.bus.call(*call, "io.github.swiftgtk.Stopwatch1.Toggle", "").strip(), "()")
        self.app.wait_for_state("running", 0)
        self.assertEqual(self.windows(), [], "a call opened a window")

    def test_a_launch_opens_the_window(self):
        self.app.launch()
        self.wait_for_window()
        self.key("space")
        self.app.wait_for_state("running", 0)


class DunstDisplay(X11Activation):
    """The activated app under X11 with dunst as its notification server, as the shared
    scenarios need them."""

    def setUp(self):
        super().setUp()
        self.server = Dunst(self.bus)

    def show_window(self):
        self.app.launch()
        return self.wait_for_window()

    def close_window(self, window):
        close_window(window)
        wait_until(lambda: not self.windows(), what="the window to close")

    def press(self, *keys):
        self.key(*keys)

    def wait_for_window_back(self):
        self.wait_for_window()


class DunstAwayTests(DunstDisplay, unittest.TestCase):
    """The question on the return from an away while the window is closed (docs/using.md, "Away
    and back"): a notification with Keep and Take Away, as dunst shows it, `away-after` set to
    10 s; its Take Away button, pressed in dunst's own menu of buttons, takes the away."""

    # The settings in a keyfile the test sets before the app starts (set_preference).
    bus_env = {"GSETTINGS_BACKEND": "keyfile"}

    def setUp(self):
        super().setUp()
        set_preference(self.bus.config_home, "away-after", "uint32 10")

    def test_with_the_window_closed_a_notification_asks_with_both_buttons(self):
        window = self.show_window()
        self.key("space")
        self.app.wait_for_state("running", 0)
        # The away begins at the last input: one after the start puts all of it in the run.
        xdotool("mousemove", "3", "3")
        self.close_window(window)
        self.app.wait_for_log("idle (X server's idle counter)", timeout=15)
        xdotool("mousemove", "5", "5")
        found = wait_until(lambda: re.search(r"away ended: (\d+) ms, stopwatches that ran: 1", self.app.log_text()),
                           what="the away's end in the app's log")
        away_ms = int(found[1])
        asked = self.server.wait_for(lambda shown: shown["summary"].startswith("You were away"), "the question's notification")
        self.assertEqual(asked["summary"], f"You were away {away_ms // 1000} s while Stopwatch 1 ran")
        self.assertCountEqual(asked["buttons"], ["Keep", "Take Away"])
        self.assertEqual(asked["actions"]["app.take-away-time"], "Take Away")
        self.app.action("toggle")
        before = wait_until(lambda: (state := self.saved()) and state["status"] == "paused" and state["elapsed_ms"],
                            what="the stopwatch paused and saved")
        self.server.press("Take Away")
        wait_until(lambda: self.saved()["elapsed_ms"] == before - away_ms,
                   what=lambda: f"the elapsed time {before} - {away_ms} saved (now {self.saved()['elapsed_ms']})")


class DunstTests(NotificationScenarios, DunstDisplay, unittest.TestCase):
    """The notification as dunst shows it (the scenarios of Tests/Scenarios/notification_scenarios.py)."""


class DunstAlertScenarios(AlertScenarios, DunstDisplay, unittest.TestCase):
    """An alert's notification as dunst shows it (Tests/Scenarios/alert_scenarios.py)."""

    def press(self, *keys):
        # One key a call: xdotool's own delay between keys lost some to the new window.
        X11().key(*keys)

    def titled(self, title):
        pid = self.bus.app_pid()
        # --all: xdotool's search matches any one of its conditions otherwise.
        return xdotool("search", "--all", "--onlyvisible", "--pid", str(pid), "--name", f"^{title}$", check=False).split()

    def wait_for_titled(self, title):
        # GTK gives its new window the keyboard itself; keys sent before that would go to the
        # main window.
        wait_until(lambda: xdotool("getwindowfocus", check=False).strip() in self.titled(title),
                   what=f"the {title} window with the keyboard")

    def wait_for_titled_gone(self, title):
        wait_until(lambda: not self.titled(title), what=f"the {title} window to close")
        # No window manager gives the keyboard back.
        self.wait_for_window()


if __name__ == "__main__":
    unittest.main()
