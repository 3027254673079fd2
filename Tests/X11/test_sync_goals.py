"""Goals on every machine (ARCHITECTURE.md, "Goals"), over two real Syncthing daemons on the
loopback, one app each, both with a goal of two minutes a day on "Stopwatch 1": the laptop's
time meets it there, and the laptop tells it (`GoalMet`); the desktop counts the laptop's
session once its engine brings it and shows the goal met, without telling it (it was met on
another machine)."""

import subprocess
import unittest

from stopwatch_app import APP_ID, OBJECT_PATH, LineMonitor, wait_until
from test_sync_folder import SyncthingCase, saved_status

INTERFACE = "io.github.swiftgtk.Stopwatch1"
GOAL_MS = 120_000


class SyncthingGoalsTests(SyncthingCase):
    def signals(self, app):
        monitor = LineMonitor(["gdbus", "monitor", "--session", "--dest", APP_ID], env=app.env)
        self.addCleanup(monitor.stop)
        return monitor

    def test_a_goal_met_on_one_machine_is_told_there_and_shown_on_the_other(self):
        laptop, desktop = self.laptop, self.desktop
        other = desktop.start(private_bus=True)
        app = laptop.start()
        told_on_laptop, told_on_desktop = self.signals(app), self.signals(other)
        for machine in (laptop, desktop):
            self.assertEqual(machine.command("--goal", "Stopwatch 1", "2m", "--json")["goal_ms"], GOAL_MS)
        self.laptop_engine.wait_connected(self.desktop_engine, timeout=90)

        # On the laptop: started, three minutes added (a correction counts on the day it is
        # made), paused and reset: the session goes to its history and to the folder.
        app.key("space")
        app.wait_for_state("running", 0)
        app.action("adjust-time", "int64 180000")
        app.ui.wait_for("Stopwatch 1 met its goal: 2 min today")
        line = told_on_laptop.wait_for(lambda line: "GoalMet" in line, what="the GoalMet signal on the laptop")
        self.assertIn(f"{INTERFACE}.GoalMet (int64 1, int64 {GOAL_MS}, 'day')", line)
        app.key("space")
        app.wait_for_state("paused", 0)
        app.key("Delete")
        app.wait_for_state("initial", 0)
        wait_until(lambda: saved_status(f"{app.config_home}/stopwatch/state.json") == "initial", what="the reset saved")
        ran = laptop.command("--history", "--json")[0]["elapsed_ms"]
        self.assertGreaterEqual(ran, 180_000)

        # On the desktop: the laptop's session counted once it arrives, the goal shown met.
        def desktops_goal():
            return next(row for row in desktop.command("--status", "--json")["stopwatches"] if row["name"] == "Stopwatch 1")

        # Totals count a session's wall-clock span, the history its time on the monotonic
        # clock: the two part by the milliseconds the clocks drift apart.
        wait_until(lambda: desktops_goal()["done_ms"] >= ran - 10, timeout=60,
                   what=lambda: f"the laptop's {ran} ms in the desktop's goal (now {desktops_goal()})")
        goal = desktops_goal()
        self.assertEqual((goal["goal_ms"], goal["period"], goal["met"], goal["streak"]), (GOAL_MS, "day", True, 1))
        self.assertLessEqual(abs(goal["done_ms"] - ran), 10, "counted once")
        other.ui.wait_for("2 min today, +1 min", role="label")

        # Not told on the desktop: an alert two seconds into a run there is told after the
        # session arrived, so the signals before it are all there are.
        self.assertEqual(desktop.command("--start", "--json")["status"], "running")
        at = desktops_goal()["elapsed_ms"] // 1000 * 1000 + 2000
        self.assertEqual(call(other, "SetAlerts", "", f"[{at}]", "0").returncode, 0)
        told_on_desktop.wait_for(lambda line: "AlertReached" in line, what="the AlertReached signal on the desktop")
        with told_on_desktop.lock:
            signals = [line for line in told_on_desktop.lines if "GoalMet" in line or "AlertReached" in line]
        self.assertEqual(len(signals), 1, signals)
        self.assertIn("AlertReached", signals[0])
        other.ui.wait_for("2 min today, +1 min", role="label")


def call(app, method, *arguments):
    """`method` of the interface of the app `app`, on its bus."""
    return subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH,
                           "--method", f"{INTERFACE}.{method}", *arguments], env=app.env, capture_output=True, text=True,
                          timeout=20)


if __name__ == "__main__":
    unittest.main()
