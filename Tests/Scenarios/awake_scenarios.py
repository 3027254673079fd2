"""The screen kept awake while a stopwatch runs (`keep-awake`) and what a lock does
(`on-lock`), docs/using.md, "Preferences", written once and run on every display server,
against the stand-ins of Tests/Drivers/session_manager.py on the test's bus."""

from session_manager import SessionManagerStandIn

from stopwatch_app import APP_ID

SCHEMA = "io.github.swiftgtk.Stopwatch"


class SessionScenarios:
    """Starts the stand-in session manager (with `org.gnome.ScreenSaver` when `screensaver`)
    before the app, as a desktop has it: GTK looks for them when the app starts. Needs a test
    case whose `setUp` starts `self.app`."""

    screensaver = False

    def setUp(self):
        self.manager = SessionManagerStandIn(screensaver=self.screensaver)
        self.addCleanup(self.manager.stop)
        super().setUp()

    def start(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)


class KeepAwakeScenarios(SessionScenarios):
    def test_held_while_running_and_let_go_on_pause(self):
        self.app.gsettings("set", SCHEMA, "keep-awake", "true")
        self.start()
        inhibit = self.manager.wait_for_calls(1)[0]
        self.assertEqual((inhibit["call"], inhibit["app_id"], inhibit["reason"]), ("Inhibit", APP_ID, "Stopwatch running"))
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        self.assertEqual(self.manager.wait_for_calls(2)[1], {"call": "Uninhibit", "cookie": inhibit["cookie"]})


class OnLockScenarios(SessionScenarios):
    screensaver = True

    def lock_and_unlock(self):
        self.manager.set_screensaver_active(True)
        self.app.wait_for_log("screensaver active")
        self.manager.set_screensaver_active(False)
        self.app.wait_for_log("screensaver inactive")

    def test_by_default_a_lock_keeps_it_running(self):
        self.start()
        self.lock_and_unlock()
        # A key that must do something: the stopwatch ran through the lock, so it pauses.
        self.app.key("space")
        self.app.wait_for_state("paused", 0)

    def test_chosen_a_lock_pauses_the_running_stopwatch_and_an_unlock_leaves_it_paused(self):
        self.app.gsettings("set", SCHEMA, "on-lock", "pause")
        self.start()
        self.manager.set_screensaver_active(True)
        self.app.wait_for_state("paused", 0)
        self.manager.set_screensaver_active(False)
        self.app.wait_for_log("screensaver inactive")
        self.app.key("space")
        self.app.wait_for_state("running", 0)
