"""The screen kept awake while a stopwatch runs (PRODUCT.md §16, `keep-awake`), on Wayland:
GTK asks the session manager (a stand-in on the test's bus records it) on every compositor,
and on sway the window's surface inhibits idle too (`inhibit_idle` in sway's tree). And what a
lock does (`on-lock`), told by a stand-in `org.gnome.ScreenSaver`: the suite's headless GNOME
Shell exports none (it does only where GDM and logind's seats let it lock)."""

import unittest

from compositor import only_on
from session_manager import SessionManagerStandIn
from stopwatch_app import APP_ID, wait_until
from wayland_app import WaylandTestCase

SCHEMA = "io.github.swiftgtk.Stopwatch"


class KeepAwakeTests(WaylandTestCase):
    def setUp(self):
        self.manager = SessionManagerStandIn()
        self.addCleanup(self.manager.stop)
        super().setUp()

    def test_held_while_running_and_let_go_on_pause(self):
        self.app.gsettings("set", SCHEMA, "keep-awake", "true")
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        inhibit = self.manager.wait_for_calls(1)[0]
        self.assertEqual((inhibit["call"], inhibit["app_id"], inhibit["reason"]), ("Inhibit", APP_ID, "Stopwatch running"))
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        self.assertEqual(self.manager.wait_for_calls(2)[1], {"call": "Uninhibit", "cookie": inhibit["cookie"]})


class OnLockTests(WaylandTestCase):
    def setUp(self):
        self.manager = SessionManagerStandIn(screensaver=True)
        self.addCleanup(self.manager.stop)
        super().setUp()

    def test_chosen_a_lock_pauses_the_running_stopwatch(self):
        self.app.gsettings("set", SCHEMA, "on-lock", "pause")
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.manager.set_screensaver_active(True)
        self.app.wait_for_state("paused", 0)
        self.manager.set_screensaver_active(False)
        self.app.wait_for_log("screensaver inactive")
        self.app.key("space")
        self.app.wait_for_state("running", 0)


@only_on("sway", "inhibit_idle is sway's own view of a window")
class SwayIdleInhibitTests(WaylandTestCase):
    def inhibits_idle(self):
        found = []

        def walk(node):
            if node.get("id") == self.app.main_window()["id"]:
                found.append(node.get("inhibit_idle"))
            for child in node.get("nodes", []) + node.get("floating_nodes", []):
                walk(child)

        walk(self.app.compositor.swaymsg("-t", "get_tree"))
        return found[0]

    def test_the_window_inhibits_idle_while_running_and_not_once_paused(self):
        self.assertFalse(self.inhibits_idle())
        self.app.gsettings("set", SCHEMA, "keep-awake", "true")
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        wait_until(self.inhibits_idle, what="sway's inhibit_idle for the running stopwatch's window")
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        wait_until(lambda: not self.inhibits_idle(), what="inhibit_idle gone once paused")


if __name__ == "__main__":
    unittest.main()
