"""The commands from outside the window, over D-Bus (`gapplication action`), written once and
run on every display server, as keyboard_scenarios.py."""


class DBusScenarios:
    """Needs `self.app`: an app of the suite's display."""

    def test_every_stopwatch_command_works_over_dbus(self):
        self.app.action("toggle")
        self.app.wait_for_state("running", 0)
        for laps in (1, 2, 3):
            self.app.action("lap")
            self.app.wait_for_state("running", laps)
        self.app.action("show-laps")
        self.app.wait_for_screen("laps")
        self.app.action("back")
        self.app.wait_for_screen("home")
        self.app.action("toggle")
        self.app.wait_for_state("paused", 3)
        self.app.action("reset")
        self.app.wait_for_state("initial", 0)
        self.app.action("undo")
        self.app.wait_for_state("paused", 3)
        self.app.action("history")
        self.app.wait_for_screen("history")

    def test_a_command_that_does_not_apply_is_disabled_and_does_nothing(self):
        self.assertTrue(self.app.action_enabled("toggle"))
        for name in ("lap", "reset", "undo", "show-laps", "back", "copy-laps", "export-laps", "delete-session"):
            self.assertFalse(self.app.action_enabled(name), f"app.{name} is enabled at start")
        self.app.action("toggle")
        self.app.wait_for_state("running", 0)
        self.assertTrue(self.app.action_enabled("lap"))
        self.assertFalse(self.app.action_enabled("reset"))
        with self.app.expect_only_state("running", 1):
            self.app.action("reset")
            self.app.action("lap")

    def test_quit_over_dbus_exits_cleanly(self):
        self.app.action("quit")
        self.assertEqual(self.app.process.wait(timeout=10), 0)
