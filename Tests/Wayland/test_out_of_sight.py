"""Out of sight, in reach (ARCHITECTURE.md, "Out of sight"). On sway: a key bound with `swaymsg bindsym` runs the
stopwatch's commands with the window closed and with the app not running (D-Bus activation),
and the notification as mako shows it: its buttons, a click, dismissing it, 200 laps taken
from it, and a process that wakes for nothing while it is up. On GNOME Shell: the
notification as the shell shows it (org.gtk.Notifications), its buttons working with the
app's process gone, and withdrawn when the window comes back."""

import os
import re
import signal
import time
import unittest

from activation import ActivatedApp, ActivationBus, process_is_alive
from alert_scenarios import AlertScenarios
from compositor import compositor, only_on
from mako import Mako
from notification_scenarios import NotificationScenarios
from stopwatch_app import APP_ID, read_state_file, set_preference, wait_until


class SwayActivation:
    """The test's bus (the app D-Bus activatable on it) on the run's compositor."""

    # What the bus's programs get besides: a test may want settings it can set beforehand.
    bus_env = {}

    def setUp(self):
        self.compositor = compositor()
        self.bus = ActivationBus(self.compositor.env(), extra_env=self.bus_env)
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
        self.compositor.close(window)
        wait_until(lambda: not self.windows(), what="the window to close")

    def bind(self, key, action):
        """A global key, as docs/command-line.md tells sway users: it runs as the compositor's user."""
        self.compositor.swaymsg(
            "bindsym", key, "exec", f"env DBUS_SESSION_BUS_ADDRESS={self.bus.address} gapplication action {APP_ID} {action}")
        self.bindings.append(key)

    def saved(self):
        return read_state_file(self.state_path)


@only_on("sway", "key bindings through swaymsg")
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


@only_on("sway", "mako is sway's notification server")
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

        # Closing the window shows the first notification: none came while it was shown.
        self.close(window)
        running = self.mako.wait_for(lambda shown: shown["summary"] == "Stopwatch running", "the notification")
        self.assertEqual(self.app.notifications_sent(), ["Stopwatch running"], "a notification while the window was shown")
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
        # The debug log tells of the pause before the writer thread has stored it.
        wait_until(lambda: (self.saved()["status"], len(self.saved()["laps"])) == ("paused", 200),
                   what=lambda: f"the pause and 200 laps saved (saved: {self.saved()['status']}, {len(self.saved()['laps'])} laps)")
        self.app.quit()
        self.assertEqual(len(self.saved()["laps"]), 200)


class TitledWindows:
    """The app's windows by title, on a compositor that gives a new window the keyboard. (A
    window over the main one has the program's name as its app id, not the app's: all of the
    process's windows are looked at.)"""

    def titled(self, title):
        pid = self.bus.app_pid()
        return [window for window in self.display_windows(pid) if window["title"] == title] if pid else []

    def wait_for_titled(self, title):
        wait_until(lambda: any(window["focused"] for window in self.titled(title)), what=f"the {title} window in front")

    def wait_for_titled_gone(self, title):
        wait_until(lambda: not self.titled(title) and any(window["focused"] for window in self.windows()),
                   what=f"the {title} window closed, the main window in front")


class MakoDisplay(TitledWindows, SwayActivation):
    """The activated app on sway with mako as its notification server, as the shared
    scenarios need them."""

    def display_windows(self, pid):
        return self.compositor.windows(pid)

    def setUp(self):
        super().setUp()
        self.server = Mako(self.bus)

    def show_window(self):
        window = self.launch()
        self.compositor.focus(window)
        wait_until(lambda: self.windows()[0]["focused"], what="the window in front")
        return window

    def close_window(self, window):
        self.close(window)

    def press(self, *keys):
        self.compositor.key(*keys)

    def wait_for_window_back(self):
        wait_until(self.windows, timeout=30, what="the window back")


@only_on("sway", "mako is sway's notification server")
class MakoNotificationScenarios(NotificationScenarios, MakoDisplay, unittest.TestCase):
    """The notification as mako shows it (the scenarios of Tests/Scenarios/notification_scenarios.py)."""


@only_on("sway", "mako is sway's notification server")
class MakoAwayTests(MakoDisplay, unittest.TestCase):
    """The question on the return from an away while the window is closed (docs/using.md, "Away
    and back"), as mako shows it, `away-after` set to 10 s: sway's idle protocol tells the
    away, a key by wtype the return; the Take Away button pressed through mako takes the
    away, once."""

    # The settings in a keyfile the test sets before the app starts (set_preference).
    bus_env = {"GSETTINGS_BACKEND": "keyfile"}

    def setUp(self):
        super().setUp()
        set_preference(self.bus.config_home, "away-after", "uint32 10")

    def test_with_the_window_closed_a_notification_asks_and_its_take_away_button_takes_the_away(self):
        window = self.show_window()
        self.press("space")
        self.app.wait_for_state("running", 0)
        # The away begins at the last input: one after the start puts all of it in the run.
        self.press("Shift_L")
        self.close_window(window)
        self.app.wait_for_log("idle (org_kde_kwin_idle)", timeout=15)
        self.press("Shift_L")
        found = wait_until(lambda: re.search(r"away ended: (\d+) ms, stopwatches that ran: 1", self.app.log_text()),
                           what="the away's end in the app's log")
        away_ms = int(found[1])
        # Beside the running stopwatch's own notification.
        question = f"You were away {away_ms // 1000} s while Stopwatch 1 ran"

        def asking():
            return next((shown for shown in self.server.list() if shown["summary"] == question), None)

        asked = wait_until(asking, what=lambda: f"the question's notification (shown: {self.server.list()})")
        self.assertCountEqual(asked["buttons"], ["Keep", "Take Away"])
        self.app.action("toggle")
        before = wait_until(lambda: (state := self.saved()) and state["status"] == "paused" and state["elapsed_ms"],
                            what="the stopwatch paused and saved")
        self.server.invoke(asked, "app.take-away-time")
        wait_until(lambda: self.saved()["elapsed_ms"] == before - away_ms,
                   what=lambda: f"the elapsed time {before} - {away_ms} saved (now {self.saved()['elapsed_ms']})")
        self.app.wait_for_log("away taken: 1:")
        # Answered once: its Keep, pressed after, changes nothing; the paused stopwatch's own
        # Resume, pressed after it through mako too (so heard after it), must do something.
        def paused_notification():
            found = [shown for shown in self.server.list() if shown["actions"].get("app.toggle") == "Resume"]
            return found[0] if found else None

        paused = wait_until(paused_notification, what=lambda: f"the paused stopwatch's notification (shown: {self.server.list()})")
        self.server.invoke(asked, "app.keep-away-time")
        self.server.invoke(paused, "app.toggle")
        self.app.wait_for_state("running", 0)
        self.assertNotIn("away kept", self.app.log_text())
        self.assertEqual(self.app.log_text().count("away taken"), 1)


@only_on("sway", "mako is sway's notification server")
class MakoAlertScenarios(AlertScenarios, MakoDisplay, unittest.TestCase):
    """An alert's notification as mako shows it (Tests/Scenarios/alert_scenarios.py), and its
    Pause button."""

    def test_the_alerts_pause_button_pauses_its_stopwatch(self):
        self.show_window()
        self.press("space")
        self.app.wait_for_state("running", 0)
        at = self.app.status()["elapsed_ms"] // 1000 * 1000 + 2000
        self.app.action("alert-at", f"int64 {at}")
        shown = self.server.wait_for(lambda shown: shown["summary"].startswith("Stopwatch 1 reached"), "the alert's notification")
        pause = next(action for action, label in shown["actions"].items() if label == "Pause")
        self.server.invoke(shown, pause)
        self.app.wait_for_state("paused", 0)


class GnomeShellActivation:
    """A GNOME Shell of the test's own on the test's bus, where the app is D-Bus activatable:
    the shell activates the app over D-Bus for every button and click, as it does for an
    installed app."""

    def setUp(self):
        from gnome_shell import GnomeShell, display_env, new_runtime
        runtime = new_runtime()
        self.bus = ActivationBus(display_env(runtime))
        self.addCleanup(self.bus.stop)
        self.shell = GnomeShell(self.bus.address, runtime)
        self.addCleanup(self.shell.stop)
        self.app = ActivatedApp(self.bus)
        self.addCleanup(self.app.kill)

    def windows(self):
        pid = self.bus.app_pid()
        return [window for window in self.shell.windows(pid) if window["app_id"] == APP_ID] if pid else []


class GnomeShellDisplay(TitledWindows, GnomeShellActivation):
    """The activated app on GNOME Shell, with the shell's own notifications, as the shared
    scenarios need them."""

    def display_windows(self, pid):
        return self.shell.windows(pid)

    def saved(self):
        return read_state_file(os.path.join(self.bus.config_home, "stopwatch", "state.json"))

    def setUp(self):
        super().setUp()
        from gnome_shell import GnomeShellNotifications
        self.server = GnomeShellNotifications(self.shell)

    def show_window(self):
        self.app.launch()
        window = wait_until(lambda: (self.windows() or [None])[0], timeout=30, what="the Stopwatch window")
        self.shell.focus(window)
        wait_until(lambda: self.windows()[0]["focused"], what="the window in front")
        return window

    def close_window(self, window):
        self.shell.close(window)
        wait_until(lambda: not self.windows(), what="the window to close")

    def press(self, *keys):
        self.shell.key(*keys)

    def wait_for_window_back(self):
        wait_until(self.windows, timeout=30, what="the window back")


@only_on("gnome-shell", "GNOME Shell's own notifications")
class GnomeShellNotificationScenarios(NotificationScenarios, GnomeShellDisplay, unittest.TestCase):
    """The notification as GNOME Shell shows it (the scenarios of Tests/Scenarios/notification_scenarios.py)."""


@only_on("gnome-shell", "GNOME Shell's own notifications")
class GnomeShellAlertScenarios(AlertScenarios, GnomeShellDisplay, unittest.TestCase):
    """An alert's notification as GNOME Shell shows it (Tests/Scenarios/alert_scenarios.py)."""


@only_on("gnome-shell", "GNOME Shell's own notifications")
class GnomeShellNotificationTests(GnomeShellActivation, unittest.TestCase):
    """Its buttons with the app's process gone, and gone when the window comes back."""

    def setUp(self):
        super().setUp()
        from gnome_shell import GnomeShellNotifications
        self.server = GnomeShellNotifications(self.shell)

    def end_the_process(self):
        """The app's process gone, its notification still in the shell (as after a crash, or
        a new login where the shell brings back the notifications it kept)."""
        pid = self.bus.app_pid()
        os.kill(pid, signal.SIGKILL)
        wait_until(lambda: self.bus.app_pid() is None, what="the app gone from the bus")

    def test_its_buttons_work_with_the_process_gone_and_it_goes_when_the_window_comes_back(self):
        self.app.launch()
        window = wait_until(lambda: (self.windows() or [None])[0], timeout=30, what="the Stopwatch window")
        self.shell.focus(window)
        wait_until(lambda: self.windows()[0]["focused"], what="the window in front")
        self.shell.key("space", "l")
        self.app.wait_for_state("running", 1)

        # Closing the window shows the first notification: none came while it was shown.
        self.shell.close(window)
        wait_until(lambda: not self.windows(), what="the window to close")
        running = self.server.wait_for(lambda shown: shown["summary"] == "Stopwatch running", "the notification")
        self.assertEqual(self.app.notifications_sent(), ["Stopwatch running"], "a notification while the window was shown")
        self.assertRegex(running["body"], r"^Lap 2 · started at 00:0\d\.\d\d$")
        self.assertEqual(running["buttons"], ["Pause", "Lap"])

        self.end_the_process()
        self.shell.invoke(running, "Lap")
        self.app.wait_for_state("running", 2, timeout=30)
        lapped = self.server.wait_for(lambda shown: shown["body"].startswith("Lap 3 "), "the notification after a lap")
        self.assertEqual(lapped["buttons"], ["Pause", "Lap"])

        self.end_the_process()
        self.shell.invoke(lapped, "Pause")
        self.app.wait_for_state("paused", 2, timeout=30)
        paused = self.server.wait_for(lambda shown: shown["summary"] == "Stopwatch paused", "the paused notification")
        self.assertEqual(paused["buttons"], ["Resume", "Reset"])

        # A click on it opens the window, and the notification goes.
        self.shell.invoke(paused)
        wait_until(self.windows, timeout=30, what="the window back")
        wait_until(lambda: self.server.shown() == [], what=lambda: f"the notification to go (shown: {self.server.shown()})")
        self.assertEqual(self.app.state(), ("paused", 2))


if __name__ == "__main__":
    unittest.main()
