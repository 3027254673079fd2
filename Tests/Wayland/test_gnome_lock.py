"""GNOME Shell's own lock screen (docs/using.md, "Preferences", `on-lock`): a GNOME Shell of
the test's own, able to lock as one started by GDM is (a stand-in GDM, logind's seats folder
in a mount of its own), its `org.gnome.ScreenSaver` (the gjs service GNOME runs over the
shell's screen shield), and the app following GTK's `screensaver-active`."""

import os
import shutil
import tempfile
import unittest

from activation import ActivationBus
from compositor import only_on
from display_manager import DisplayManagerStandIn
from session_manager import SessionManagerStandIn
from stopwatch_app import AppProcess, wait_until

SCHEMA = "io.github.swiftgtk.Stopwatch"
SCREENSAVER_SERVICE = "/usr/share/dbus-1/services/org.gnome.ScreenSaver.service"


@only_on("gnome-shell", "GNOME Shell's own lock screen")
class GnomeShellLockTests(unittest.TestCase):
    def setUp(self):
        from gnome_shell import GnomeShell, display_env, new_runtime
        runtime = new_runtime()
        services = tempfile.mkdtemp(prefix="stopwatch-services-")
        self.addCleanup(shutil.rmtree, services, True)
        shutil.copy(SCREENSAVER_SERVICE, services)
        self.bus = ActivationBus(display_env(runtime), services=services)
        self.addCleanup(self.bus.stop)
        display_manager = DisplayManagerStandIn(self.bus.address)
        self.addCleanup(display_manager.stop)
        # GTK registers the app with the session manager, and follows the screen saver then.
        manager = SessionManagerStandIn(bus_address=self.bus.address)
        self.addCleanup(manager.stop)
        self.shell = GnomeShell(self.bus.address, runtime, lockable=True)
        self.addCleanup(self.shell.stop)
        # GTK follows org.gnome.ScreenSaver only if it is there when the app starts: the bus
        # starts GNOME's service for it on this first call, as a session's first client does.
        self.assertEqual(self.screensaver("GetActive"), "(false,)")
        self.app = AppProcess(config_home=self.bus.config_home, backend_env={
            **display_env(runtime), "DBUS_SESSION_BUS_ADDRESS": self.bus.address, "GTK_A11Y": "none"})
        self.addCleanup(self.app.cleanup)
        self.app.wait_for_log("window shown")

    def screensaver(self, method, *arguments):
        return self.bus.call("gdbus", "call", "--session", "--dest", "org.gnome.ScreenSaver", "--object-path",
                             "/org/gnome/ScreenSaver", "--method", "org.gnome.ScreenSaver." + method, *arguments).strip()

    def test_the_shells_lock_pauses_the_running_stopwatch_when_chosen_and_the_unlock_resumes_nothing(self):
        self.app.gsettings("set", SCHEMA, "on-lock", "pause")
        self.app.action("toggle")
        self.app.wait_for_state("running", 0)
        self.screensaver("Lock")
        wait_until(lambda: self.screensaver("GetActive") == "(true,)", what="GNOME Shell's screen locked")
        self.app.wait_for_state("paused", 0)
        self.screensaver("SetActive", "false")
        wait_until(lambda: self.screensaver("GetActive") == "(false,)", what="GNOME Shell's screen unlocked")
        # Unlocked, it stays paused; a start runs it again.
        self.app.action("toggle")
        self.app.wait_for_state("running", 0)
        self.assertEqual([state[0] for state in self.app.states()].count("paused"), 1)

    def test_by_default_the_lock_keeps_it_running(self):
        self.app.action("toggle")
        self.app.wait_for_state("running", 0)
        self.screensaver("Lock")
        wait_until(lambda: self.screensaver("GetActive") == "(true,)", what="GNOME Shell's screen locked")
        self.screensaver("SetActive", "false")
        wait_until(lambda: self.screensaver("GetActive") == "(false,)", what="GNOME Shell's screen unlocked")
        # Still running: a lap lands.
        self.app.action("lap")
        self.app.wait_for_state("running", 1)
        self.assertNotIn("paused", [state[0] for state in self.app.states()])


if __name__ == "__main__":
    unittest.main()
