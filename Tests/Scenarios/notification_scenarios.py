"""The notification while the window is not seen (ARCHITECTURE.md, "Out of sight"), written once
and run with each display server's notification server: dunst on X11, mako on sway, GNOME
Shell itself. The app is D-Bus activatable on the test's own bus, as an installed app is."""

import time


class NotificationScenarios:
    """Needs `self.app` (the activated app), `self.server` (its notification server:
    `wait_for(condition, what)` giving the one notification shown as summary, body and
    buttons; `wait_for_newest(condition, what)` the newest of those shown; `click(notification)`;
    `wait_until_none()`), and the display's
    `show_window()`, `close_window(window)`, `press(*keys)`, `wait_for_window_back()`."""

    def test_it_shows_while_the_window_is_closed_follows_the_state_and_goes_when_the_window_is_back(self):
        window = self.show_window()
        self.press("space", "l")
        self.app.wait_for_state("running", 1)

        # Closing the window sends the first notification: none came while it was shown.
        self.close_window(window)
        running = self.server.wait_for(lambda shown: shown["summary"] == "Stopwatch running", "the notification")
        self.assertEqual(self.app.notifications_sent(), ["Stopwatch running"], "a notification while the window was shown")
        self.assertRegex(running["body"], r"^Lap 2 · started at 00:0\d\.\d\d$")
        # In any order: dunst tells its buttons unordered (the servers' own tests check the order).
        self.assertCountEqual(running["buttons"], ["Pause", "Lap"])

        # A global key's action: the notification follows the state, once, and not as time passes.
        self.app.action("toggle")
        self.app.wait_for_state("paused", 1)
        paused = self.server.wait_for(lambda shown: shown["summary"] == "Stopwatch paused", "the paused notification")
        self.assertRegex(paused["body"], r"^00:\d\d\.\d\d · Lap 2 00:0\d\.\d\d$")
        self.assertCountEqual(paused["buttons"], ["Resume", "Reset"])
        time.sleep(1.5)
        self.assertEqual(self.app.notifications_sent(), ["Stopwatch running", "Stopwatch paused"],
                         "sent again while nothing changed")

        # A click on it brings the window back, and takes the notification away.
        self.server.click(paused)
        self.wait_for_window_back()
        self.server.wait_until_none()
        self.assertEqual(self.app.state(), ("paused", 1))

    def test_a_goal_met_while_the_window_is_closed_is_notified_beside_the_running_one(self):
        window = self.show_window()
        self.app.action("goal-per-day", "int64 60000")
        self.press("space")
        self.app.wait_for_state("running", 0)
        self.close_window(window)
        self.server.wait_for(lambda shown: shown["summary"] == "Stopwatch running", "the notification")
        # A minute added: the goal of a minute a day is met with the window closed.
        self.app.action("adjust-time", "int64 60000")
        met = self.server.wait_for_newest(lambda shown: shown["summary"] == "Stopwatch 1 met its goal: 1 min today",
                                          "the goal's notification")
        self.assertEqual((met["body"], met["buttons"]), ("1 day in a row", ["Pause"]))
        self.app.wait_for_log("goal met: stopwatch 1, 60000 ms a day, ")

    def test_with_two_running_it_names_the_current_one_lists_the_other_and_has_its_buttons(self):
        window = self.show_window()
        self.press("space", "l")
        self.app.wait_for_state("running", 1)
        self.press("ctrl+n", "space")
        self.app.wait_for_stopwatch("Stopwatch 2", 2, 2)
        self.app.wait_for_state("running", 0)
        self.close_window(window)
        shown = self.server.wait_for(lambda shown: shown["summary"] == "Stopwatch 2 running", "the notification of two")
        lines = shown["body"].splitlines()
        self.assertEqual(lines[0], "Lap 1 · started at 00:00.00")
        self.assertRegex(lines[1], r"^Stopwatch 1 · Lap 2 · started at 00:0\d\.\d\d$")
        self.assertCountEqual(shown["buttons"], ["Pause", "Lap"])
        # The other one paused from outside: it leaves the list.
        self.app.action("toggle-stopwatch", "'Stopwatch 1'")
        alone = self.server.wait_for(
            lambda shown: shown["summary"] == "Stopwatch 2 running" and "Stopwatch 1" not in shown["body"],
            "the notification without the paused one")
        self.assertEqual(alone["body"].splitlines(), ["Lap 1 · started at 00:00.00"])
