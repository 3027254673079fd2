"""The screen kept awake while a stopwatch runs (PRODUCT.md §16, `keep-awake`), and what a
lock does (`on-lock`), under X11: what GTK asks of the session manager, as a stand-in
`org.gnome.SessionManager` on the test's bus records it, and a stand-in `org.gnome.ScreenSaver`
that locks (Tests/Drivers/session_manager.py)."""

import unittest

from session_manager import SessionManagerStandIn
from stopwatch_app import APP_ID, SharedConfigTestCase
from x11_display import X11

SCHEMA = "io.github.swiftgtk.Stopwatch"
# GTK_APPLICATION_INHIBIT_IDLE.
IDLE = 8


class KeepAwakeTests(SharedConfigTestCase):
    def setUp(self):
        super().setUp()
        self.manager = SessionManagerStandIn()
        self.addCleanup(self.manager.stop)

    def test_held_while_running_and_seen_and_let_go_on_pause_reset_hiding_and_quitting(self):
        app = self.launch()
        app.gsettings("set", SCHEMA, "keep-awake", "true")
        app.key("space")
        app.wait_for_state("running", 0)
        inhibit = self.manager.wait_for_calls(1)[0]
        self.assertEqual((inhibit["call"], inhibit["app_id"], inhibit["reason"], inhibit["flags"]),
                         ("Inhibit", APP_ID, "Stopwatch running", IDLE))
        self.assertEqual(inhibit["window"], int(app.window), "not for the app's window")
        app.key("space")
        app.wait_for_state("paused", 0)
        self.assertEqual(self.manager.wait_for_calls(2)[1], {"call": "Uninhibit", "cookie": inhibit["cookie"]})
        app.key("space")
        app.wait_for_state("running", 0)
        again = self.manager.wait_for_calls(3)[2]
        self.assertEqual(again["call"], "Inhibit")
        # Closed with time on it, the app stays in the background: nobody sees the time.
        X11().close({"id": app.window})
        self.assertEqual(self.manager.wait_for_calls(4)[3], {"call": "Uninhibit", "cookie": again["cookie"]})
        app.action("quit")
        app.process.wait(timeout=20)
        self.assertEqual([call["call"] for call in self.manager.calls()], ["Inhibit", "Uninhibit", "Inhibit", "Uninhibit"])

    def test_off_by_default_nothing_is_asked_until_it_is_switched_on(self):
        app = self.launch()
        app.key("space")
        app.wait_for_state("running", 0)
        app.key("space")
        app.wait_for_state("paused", 0)
        self.assertEqual(self.manager.calls(), [])
        # Switched on from outside while paused: nothing yet; the next start holds the screen.
        app.gsettings("set", SCHEMA, "keep-awake", "true")
        app.key("space")
        app.wait_for_state("running", 0)
        self.assertEqual([call["call"] for call in self.manager.wait_for_calls(1)], ["Inhibit"])
        # Switched off while running: let go at once.
        app.gsettings("set", SCHEMA, "keep-awake", "false")
        self.assertEqual([call["call"] for call in self.manager.wait_for_calls(2)], ["Inhibit", "Uninhibit"])


class OnLockTests(SharedConfigTestCase):
    def setUp(self):
        super().setUp()
        self.manager = SessionManagerStandIn(screensaver=True)
        self.addCleanup(self.manager.stop)

    def test_by_default_a_lock_keeps_it_running(self):
        app = self.launch()
        app.key("space")
        app.wait_for_state("running", 0)
        self.manager.set_screensaver_active(True)
        app.wait_for_log("screensaver active")
        self.manager.set_screensaver_active(False)
        # A key that must do something: the stopwatch ran through the lock, so it pauses.
        app.key("space")
        app.wait_for_state("paused", 0)

    def test_chosen_a_lock_pauses_the_running_stopwatch_and_an_unlock_leaves_it_paused(self):
        app = self.launch()
        app.gsettings("set", SCHEMA, "on-lock", "pause")
        app.key("space")
        app.wait_for_state("running", 0)
        self.manager.set_screensaver_active(True)
        app.wait_for_state("paused", 0)
        self.manager.set_screensaver_active(False)
        app.wait_for_log("screensaver inactive")
        app.key("space")
        app.wait_for_state("running", 0)

    def test_an_unknown_choice_written_with_gsettings_is_said_once_and_the_default_kept(self):
        app = self.launch()
        app.gsettings("set", SCHEMA, "on-lock", "explode")
        app.wait_for_log("GSettings on-lock is 'explode', not 'keep-running' or 'pause': 'keep-running' is used")
        app.key("space")
        app.wait_for_state("running", 0)
        self.manager.set_screensaver_active(True)
        app.wait_for_log("screensaver active")
        self.manager.set_screensaver_active(False)
        app.key("space")
        app.wait_for_state("paused", 0)
        self.assertEqual(app.log_text().count("GSettings on-lock is 'explode'"), 1)


if __name__ == "__main__":
    unittest.main()
