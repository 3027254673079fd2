"""Alerts (docs/using.md, "Alerts"), written once and run with each display server and its
notification server: dunst on X11, mako on sway, GNOME Shell itself. An alert is set in the
Alerts window by keys and reached: the app tells it, the window shows its banner, and its
notification has Pause and Lap;
the next alert replaces that notification rather than stacking another."""

from stopwatch_app import wait_until

ALERTS = "Alerts"


class AlertScenarios:
    """Needs what NotificationScenarios needs (`self.app`, `self.server`, `show_window()`,
    `press(*keys)`), `self.saved()`, and the display's `wait_for_titled(title)` (the app's
    window of that title shown, with the keyboard) and `wait_for_titled_gone(title)` (it
    closed, and the main window has the keyboard back)."""

    def saved_alerts(self):
        """The current stopwatch's alerts in the state file; None before it is written."""
        try:
            return self.saved().get("alerts")
        except (OSError, ValueError):
            return None

    def test_an_alert_set_by_keys_is_told_and_notified_and_the_next_replaces_its_notification(self):
        self.show_window()
        self.press("ctrl+b")
        self.wait_for_titled(ALERTS)
        # The hours have the keyboard; Tab, Tab: the seconds. Return adds the time.
        self.press("Tab", "Tab", "ctrl+a", "2", "Return")

        wait_until(lambda: self.saved_alerts() == {"at_ms": [2000], "every_ms": None},
                   what=lambda: f"the alert at 2 s saved (now {self.saved_alerts()}; log {self.app.log_text()[-1500:]})")
        self.press("Escape")
        self.wait_for_titled_gone(ALERTS)
        self.press("space")
        self.app.wait_for_state("running", 0)
        self.app.wait_for_log("alert reached: stopwatch 1 at 2000 ms")
        # The window's banner (the app logs what it shows: no AT-SPI on the test's own bus).
        self.app.wait_for_log("alert banner: Stopwatch 1 reached 00:02")
        reached = self.server.wait_for(lambda shown: shown["summary"] == "Stopwatch 1 reached 00:02", "the alert's notification")
        self.assertEqual(reached["body"], "alert at 00:02")
        self.assertCountEqual(reached["buttons"], ["Pause", "Lap"])

        # The next one, set from outside three seconds ahead: one notification still, the new
        # one, where the first was (shown alone until then: it did not time out on its own).
        at = self.app.status()["elapsed_ms"] // 1000 * 1000 + 3000
        self.app.action("alert-at", f"int64 {at}")
        self.server.wait_for(lambda shown: shown["summary"] == "Stopwatch 1 reached 00:02", "the first still shown, alone")
        self.app.wait_for_log(f"alert reached: stopwatch 1 at {at} ms")
        shown_at = f"00:{at // 1000:02d}"
        self.server.wait_for(lambda shown: shown["summary"] == f"Stopwatch 1 reached {shown_at}",
                             "the next alert's notification in place of the first, the only one shown")
