"""Alerts on X11 (docs/using.md, "Alerts"): set by keys in the Alerts window, reached and
shown in the window's banner (read through AT-SPI) and dismissed with Escape; heard through a
real PulseAudio server the test starts, whether or not the desktop's event sounds are on, and
not with the alert-sound preference off; set and listed from outside, refused with the reason;
told to scripts by the AlertReached signal (gdbus monitor); missed while the app was closed
and told once at the next start; kept through kill -9 and through a hostile state file."""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

from sound_server import SoundServer
from stopwatch_app import APP_ID, LineMonitor, SharedConfigTestCase, X11TestCase, set_preference, wait_until

OBJECT_PATH = "/io/github/swiftgtk/Stopwatch"
INTERFACE = "io.github.swiftgtk.Stopwatch1"
LOG_TIME = re.compile(r"(\d\d):(\d\d):(\d\d)\.(\d\d\d): alert reached: stopwatch (\d+) at (\d+) ms")


def write_state(config, stopwatches, saved_at_ms=None, current=1):
    """A version-2 state file of `stopwatches` (dicts as the file holds them) in `config`."""
    folder = os.path.join(config, "stopwatch")
    os.makedirs(folder, exist_ok=True)
    saved_at = saved_at_ms if saved_at_ms is not None else int(time.time() * 1000)
    with open(os.path.join(folder, "state.json"), "w") as file:
        json.dump({"version": 2, "saved_at": saved_at, "current": current, "stopwatches": stopwatches}, file)


def running(elapsed_ms, alerts, name="Stopwatch 1", id=1):
    return {"id": id, "name": name, "status": "running", "elapsed_ms": elapsed_ms, "laps": [], "alerts": alerts}


class AlertsTestCase(SharedConfigTestCase):
    def call(self, app, method, *arguments):
        return subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH,
                               "--method", f"{INTERFACE}.{method}", *arguments], env=app.env, capture_output=True,
                              text=True, timeout=20)

    def list_alerts(self, app, target=""):
        result = self.call(app, "ListAlerts", target)
        self.assertEqual(result.returncode, 0, result.stderr)
        return result.stdout.strip()

    def reached_at(self, app, stopwatch, at_ms):
        """The wall-clock time (seconds since the epoch) the app logged the alert at `at_ms`
        of `stopwatch` as reached; it waits for that line."""
        def logged():
            for match in LOG_TIME.finditer(app.log_text()):
                if (int(match[5]), int(match[6])) == (stopwatch, at_ms):
                    return match
            return None

        match = wait_until(logged, what=f"the alert at {at_ms} ms of stopwatch {stopwatch} told")
        # The log says the time of day: of the days around now, the instant nearest to now (a
        # line logged just before midnight, read just after, is yesterday's).
        now = time.time()
        days = [time.localtime(now + back * 86_400) for back in (-1, 0, 1)]
        instants = [time.mktime((day.tm_year, day.tm_mon, day.tm_mday, int(match[1]), int(match[2]), int(match[3]), 0, 0, -1))
                    + int(match[4]) / 1000 for day in days]
        return min(instants, key=lambda instant: abs(instant - now))


class AlertWindowTests(AlertsTestCase):
    def setUp(self):
        super().setUp()
        self.app = self.launch()

    def test_set_by_keys_it_rings_shows_its_banner_and_escape_dismisses_it(self):
        self.app.key("ctrl+b")
        self.app.wait_for_window("Alerts")
        self.app.ui.wait_for_focus("Hours")
        # Return on fields of nothing: refused, saying why, nothing set.
        self.app.key("Return")
        self.app.ui.wait_for("An alert needs a time over zero.")
        self.app.key("Tab", "Tab", "ctrl+a")
        self.app.type("2")
        self.app.key("Return")
        self.app.ui.wait_for("Remove the alert at 00:02", role="push button")
        self.app.ui.wait_for_gone("An alert needs a time over zero.")
        self.assertEqual(wait_until(lambda: (self.saved() or {}).get("alerts")), {"at_ms": [2000], "every_ms": None})
        self.app.key("Escape")
        self.app.wait_until_window_closed("Alerts")
        self.app.window_closed_keyboard_back()

        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.reached_at(self.app, 1, 2000)
        self.app.ui.wait_for("Stopwatch 1 reached 00:02")
        self.app.ui.wait_for("alert at 00:02")
        self.app.wait_for_log("alert notification sent: Stopwatch 1 reached 00:02")
        # Escape dismisses the banner; then Space, which must do something, pauses.
        self.app.key("Escape")
        self.app.ui.wait_for_gone("Stopwatch 1 reached 00:02")
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        self.assertEqual(self.app.screen(), "home")


class AlertsFromOutsideTests(AlertsTestCase):
    def setUp(self):
        super().setUp()
        self.app = self.launch()

    def test_the_interface_sets_and_lists_them_and_refuses_hostile_calls_saying_why(self):
        introspection = subprocess.run(["gdbus", "introspect", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH],
                                       env=self.app.env, capture_output=True, text=True, timeout=20, check=True).stdout
        self.assertIn("SetAlerts(in  s target,", introspection)
        self.assertIn("ListAlerts(in  s target,", introspection)
        self.assertIn("AlertReached(x id,", introspection)
        self.assertEqual(self.call(self.app, "SetAlerts", "", "[3000000, 1500000]", "600000").returncode, 0)
        self.assertEqual(self.list_alerts(self.app), "([int64 1500000, 3000000], int64 600000)")
        refusals = [
            (("", "[0]", "0"), "An alert needs a time over zero."),
            (("", "[-5]", "0"), "An alert needs a time over zero."),
            (("", "[3155760000001]", "0"), "An alert's time must be within 100 years."),
            (("", str(list(range(60000, 720001, 60000))), "0"), "A stopwatch holds at most 10 alert times."),
            (("", "[]", "30000"), "The interval must be at least a minute."),
            (("", "[]", "86400001"), "The interval must be at most a day."),
        ]
        for arguments, reason in refusals:
            result = self.call(self.app, "SetAlerts", *arguments)
            self.assertIn(f"{INTERFACE}.Error.Refused: {reason}", result.stderr, arguments)
        result = self.call(self.app, "SetAlerts", "Coffee", "[60000]", "0")
        self.assertIn(f"{INTERFACE}.Error.NoSuchStopwatch", result.stderr)
        self.assertEqual(self.list_alerts(self.app), "([int64 1500000, 3000000], int64 600000)", "a refusal changed them")
        status = self.app.status()
        self.assertEqual(status["stopwatches"][0]["alerts"], {"at_ms": [1500000, 3000000], "every_ms": 600000})

        # The actions, on the current stopwatch; a refusal is a line in the log.
        self.app.action("clear-alerts")
        self.app.action("alert-at", "int64 5000")
        self.app.action("alert-every", "int64 120000")
        wait_until(lambda: (self.saved() or {}).get("alerts") == {"at_ms": [5000], "every_ms": 120000},
                   what=lambda: f"the actions' alerts saved (now {self.saved()})")
        self.app.action("alert-every", "int64 5")
        self.app.wait_for_log("Alerts not set: The interval must be at least a minute.")
        self.app.action("alert-every", "int64 0")
        wait_until(lambda: self.saved()["alerts"] == {"at_ms": [5000], "every_ms": None}, what="the interval gone")

    def test_the_signal_tells_scripts_of_an_alert_on_a_stopwatch_not_current(self):
        monitor = LineMonitor(["gdbus", "monitor", "--session", "--dest", APP_ID], env=self.app.env)
        self.addCleanup(monitor.stop)
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.key("ctrl+n")
        self.app.wait_for_stopwatch("Stopwatch 2", 2, 2)
        at = self.app.status()["stopwatches"][0]["elapsed_ms"] // 1000 * 1000 + 3000
        self.assertEqual(self.call(self.app, "SetAlerts", "Stopwatch 1", f"[{at}]", "0").returncode, 0)
        self.reached_at(self.app, 1, at)
        self.app.ui.wait_for(f"Stopwatch 1 reached 00:{at // 1000:02d}")
        line = monitor.wait_for(lambda line: "AlertReached" in line, what="the AlertReached signal")
        self.assertIn(f"{INTERFACE}.AlertReached (int64 1, 'Stopwatch 1', int64 {at})", line)


class AlertsKeptTests(AlertsTestCase):
    def test_one_missed_while_closed_is_told_once_at_the_start_with_when(self):
        # Saved running two minutes ago at 1:00, an alert at 1:30: it came due 90 s ago.
        saved_at = int(time.time() * 1000) - 120_000
        write_state(self.config, [running(60_000, {"at_ms": [90_000], "every_ms": None})], saved_at_ms=saved_at)
        app = self.launch()
        app.wait_for_log("alert reached: stopwatch 1 at 90000 ms")
        self.assertIn(f"missed at {saved_at + 30_000} ms since the epoch", app.log_text())
        app.ui.wait_for("Stopwatch 1 reached 01:30")
        app.ui.wait_for("Missed: it came due on ", prefix=True)
        self.assertNotIn("alert sound:", app.log_text(), "a missed alert rang")
        # Killed and started again: it is not told a second time; its alerts are kept.
        app.kill()
        again = self.launch()
        again.key("space")
        again.wait_for_state("paused", 0)
        self.assertNotIn("alert reached", again.log_text())
        self.assertEqual(self.list_alerts(again), "([int64 90000], int64 0)")

    def test_kill_9_keeps_alerts_set_from_outside(self):
        app = self.launch()
        self.assertEqual(self.call(app, "SetAlerts", "", "[1500000]", "900000").returncode, 0)
        wait_until(lambda: (self.saved() or {}).get("alerts") == {"at_ms": [1500000], "every_ms": 900000}, what="saved")
        app.kill()
        again = self.launch()
        self.assertEqual(self.list_alerts(again), "([int64 1500000], int64 900000)")

    def test_a_hostile_file_keeps_the_stopwatch_and_the_alerts_within_the_rules(self):
        hostile = {"at_ms": [-5, "soon", 0, 1e300, None, 120_000, 3155760000001, 60_000, 60_000] + list(range(1, 1_000_001)),
                   "every_ms": "often"}
        write_state(self.config, [{"id": 1, "name": "Focus", "status": "paused", "elapsed_ms": 5000,
                                   "laps": [{"duration_ms": 2000}], "alerts": hostile}])
        app = self.launch()
        stopwatch = app.status()["stopwatches"][0]
        self.assertEqual((stopwatch["name"], stopwatch["status"], stopwatch["elapsed_ms"], stopwatch["laps"]),
                         ("Focus", "paused", 5000, 1))
        # The first ten within the rules, in the file's order: 120000, 60000 (once), 1 to 8.
        self.assertEqual(stopwatch["alerts"], {"at_ms": list(range(1, 9)) + [60000, 120000], "every_ms": None})
        self.assertIn("state.json", os.listdir(os.path.join(self.config, "stopwatch")), "the file kept where it was")
        self.assertFalse([name for name in os.listdir(os.path.join(self.config, "stopwatch")) if ".bad-" in name],
                         "the file was set aside")


class AlertSoundTests(AlertsTestCase):
    """A real PulseAudio server of the test's own, its null sink recorded."""

    def setUp(self):
        super().setUp()
        self.server = SoundServer()
        self.addCleanup(self.server.stop)
        self.recording = self.server.record()
        self.addCleanup(self.recording.stop)

    def start_running_near(self, at_ms, **alerts):
        write_state(self.config, [running(at_ms - 1500, {"at_ms": [at_ms], "every_ms": None, **alerts})])

    def event_sounds_off(self):
        """The desktop's event sounds off, as GTK apps on this display see them: an XSETTINGS
        manager saying so (what GNOME's settings daemon does on X11), and GNOME's key (what
        GTK reads on Wayland)."""
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder, True)
        with open(os.path.join(folder, "xsettingsd.conf"), "w") as config:
            config.write("Net/EnableEventSounds 0\n")
        manager = subprocess.Popen(["xsettingsd", "-c", os.path.join(folder, "xsettingsd.conf")],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.addCleanup(manager.wait)
        self.addCleanup(manager.terminate)
        seen = 'import gi; gi.require_version("Gtk", "4.0"); from gi.repository import Gtk; Gtk.init(); ' \
               'print(Gtk.Settings.get_default().props.gtk_enable_event_sounds)'
        wait_until(lambda: subprocess.run([sys.executable, "-c", seen], capture_output=True, text=True,
                                          timeout=20).stdout.strip() == "False", what="GTK to see event sounds off")

    def test_it_plays_with_the_desktops_event_sounds_off_and_not_with_alert_sound_off(self):
        self.event_sounds_off()
        # Both off before the start: the alert is 1.5 s ahead of it.
        set_preference(self.config, "event-sounds", "false", schema="org.gnome.desktop.sound")
        set_preference(self.config, "alert-sound", "false")
        self.start_running_near(60_000)
        app = self.launch(extra_env=self.server.env(), focus=False)
        told = self.reached_at(app, 1, 60_000)
        # GSound is loaded for the first sound played, not at the start (docs/performance.md).
        self.assertFalse(self.maps_gsound(app), "GSound loaded with no sound played")
        # Set again with the sound on, three seconds ahead: the first sound heard comes after it.
        app.gsettings("set", "io.github.swiftgtk.Stopwatch", "alert-sound", "true")
        at = app.status()["elapsed_ms"] // 1000 * 1000 + 3000
        self.assertEqual(self.call(app, "SetAlerts", "", f"[{at}]", "0").returncode, 0)
        second = self.reached_at(app, 1, at)
        onset = self.recording.wait_for_onset(told, "the second alert's sound")
        # The first sound after the silent alert is the second alert's: nearer to it than to the
        # first (three seconds apart; the recording's clock is good to a few milliseconds).
        self.assertLess(abs(onset - second), abs(onset - told), "the alert set silent rang")
        self.assertIn("alert sound: alarm-clock-elapsed", app.log_text())
        self.assertTrue(self.maps_gsound(app), "a sound played without GSound")

    @staticmethod
    def maps_gsound(app):
        with open(f"/proc/{app.process.pid}/maps") as maps:
            return "libgsound.so" in maps.read()

    def test_an_interval_rings_the_bell_and_says_how_often(self):
        write_state(self.config, [running(58_500, {"at_ms": [], "every_ms": 60_000})])
        before = time.time()
        app = self.launch(extra_env=self.server.env())
        self.reached_at(app, 1, 60_000)
        app.ui.wait_for("Stopwatch 1 reached 01:00")
        app.ui.wait_for("every 1 minute")
        self.recording.wait_for_onset(before, "the bell")
        self.assertIn("alert sound: bell", app.log_text())


if __name__ == "__main__":
    unittest.main()
