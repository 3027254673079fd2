"""The screen kept awake while a stopwatch runs (docs/using.md, "Preferences", `keep-awake`),
and what a lock does (`on-lock`), under X11: the shared scenarios of
Tests/Scenarios/awake_scenarios.py, and what X11 alone shows (the window GTK names, the
window closed, quitting, an unknown choice)."""

import unittest

from awake_scenarios import SCHEMA, KeepAwakeScenarios, OnLockScenarios
from stopwatch_app import APP_ID, X11TestCase
from x11_display import X11

# GTK_APPLICATION_INHIBIT_IDLE.
IDLE = 8


class KeepAwakeTests(KeepAwakeScenarios, X11TestCase):
    def test_held_for_the_window_again_on_resuming_and_let_go_when_it_is_closed_and_on_quitting(self):
        self.app.gsettings("set", SCHEMA, "keep-awake", "true")
        self.start()
        inhibit = self.manager.wait_for_calls(1)[0]
        self.assertEqual((inhibit["app_id"], inhibit["flags"], inhibit["window"]), (APP_ID, IDLE, int(self.app.window)))
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        self.assertEqual(self.manager.wait_for_calls(2)[1], {"call": "Uninhibit", "cookie": inhibit["cookie"]})
        self.start()
        again = self.manager.wait_for_calls(3)[2]
        self.assertEqual(again["call"], "Inhibit")
        # Closed with time on it, the app stays in the background: nobody sees the time.
        X11().close({"id": self.app.window})
        self.assertEqual(self.manager.wait_for_calls(4)[3], {"call": "Uninhibit", "cookie": again["cookie"]})
        self.app.action("quit")
        self.app.process.wait(timeout=20)
        self.assertEqual([call["call"] for call in self.manager.calls()], ["Inhibit", "Uninhibit", "Inhibit", "Uninhibit"])

    def test_off_by_default_nothing_is_asked_until_it_is_switched_on(self):
        self.start()
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        self.assertEqual(self.manager.calls(), [])
        # Switched on from outside while paused: nothing yet; the next start holds the screen.
        self.app.gsettings("set", SCHEMA, "keep-awake", "true")
        self.start()
        self.assertEqual([call["call"] for call in self.manager.wait_for_calls(1)], ["Inhibit"])
        # Switched off while running: let go at once.
        self.app.gsettings("set", SCHEMA, "keep-awake", "false")
        self.assertEqual([call["call"] for call in self.manager.wait_for_calls(2)], ["Inhibit", "Uninhibit"])


class OnLockTests(OnLockScenarios, X11TestCase):
    def test_an_unknown_choice_written_with_gsettings_is_said_once_and_the_default_kept(self):
        self.app.gsettings("set", SCHEMA, "on-lock", "explode")
        self.app.wait_for_log("GSettings on-lock is 'explode', not 'keep-running' or 'pause': 'keep-running' is used")
        self.start()
        self.lock_and_unlock()
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        self.assertEqual(self.app.log_text().count("GSettings on-lock is 'explode'"), 1)


if __name__ == "__main__":
    unittest.main()
