"""The screen kept awake while a stopwatch runs (docs/using.md, "Preferences", `keep-awake`),
and what a lock does (`on-lock`), on Wayland: the shared scenarios of
Tests/Scenarios/awake_scenarios.py on every compositor, and on sway the window's surface
inhibiting idle too (`inhibit_idle` in sway's tree). A lock is told by a stand-in
`org.gnome.ScreenSaver`: the suite's headless GNOME Shell exports none (it does only where GDM
and logind's seats let it lock)."""

import unittest

from awake_scenarios import SCHEMA, KeepAwakeScenarios, OnLockScenarios
from compositor import only_on
from stopwatch_app import wait_until
from wayland_app import WaylandTestCase


class KeepAwakeTests(KeepAwakeScenarios, WaylandTestCase):
    pass


class OnLockTests(OnLockScenarios, WaylandTestCase):
    pass


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
