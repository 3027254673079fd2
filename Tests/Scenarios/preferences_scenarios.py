"""The Preferences window and what it changes (docs/using.md, "Preferences"): opened with
Ctrl+comma and worked by keyboard, a choice kept in GSettings, `gsettings set` applied at once
to the copied laps, `--status` and what assistive technology reads of the display, and an
unknown value said in the log. Written once, run on every display server."""

import re

from stopwatch_app import wait_until

SCHEMA = "io.github.swiftgtk.Stopwatch"


class PreferencesScenarios:
    def copied_lap_times(self):
        """Ctrl+C on the stopwatch's laps: the lap time column of what lands on the clipboard
        (which the session keeps from test to test: emptied first)."""
        self.app.set_clipboard("nothing copied yet")
        self.app.key("ctrl+c")
        text = wait_until(lambda: (lambda text: text if text.startswith("Lap") else None)(self.app.clipboard()),
                          what="laps on the clipboard")
        return [line.split()[1] for line in text.splitlines()[1:]]

    def wait_for_setting(self, key, value):
        wait_until(lambda: self.app.gsettings("get", SCHEMA, key) == value,
                   what=lambda: f"{key} {value} (it is {self.app.gsettings('get', SCHEMA, key)})")

    def test_ctrl_comma_opens_it_down_chooses_tenths_everywhere_and_escape_closes_it(self):
        self.app.start_with_laps(3)
        self.app.key("ctrl+comma")
        self.app.wait_for_window("Preferences")
        self.app.ui.wait_for_focus("Hundredths")
        self.app.key("Down")
        self.wait_for_setting("precision", "'tenths'")
        self.app.key("Escape")
        self.app.wait_until_window_closed("Preferences")
        self.app.window_closed_keyboard_back()
        times = self.copied_lap_times()
        self.assertEqual(len(times), 3)
        self.assertTrue(all(re.fullmatch(r"\d\d:\d\d\.\d", time) for time in times), times)
        self.assertRegex(self.app.status_text(), r"^\d\d:\d\d\.\d  Running  Lap 4 \d\d:\d\d\.\d$")
        # Space, after all this, still pauses: the keyboard is the main window's again.
        self.app.key("space")
        self.app.wait_for_state("paused", 3)

    def test_whole_seconds_and_the_lap_large_set_with_gsettings_apply_at_once(self):
        self.app.start_with_laps(2)
        self.app.gsettings("set", SCHEMA, "big-number", "lap")
        # The display says what it shows large: the lap in progress.
        self.app.ui.wait_for("Lap 3, ", role="label", prefix=True)
        self.app.gsettings("set", SCHEMA, "precision", "seconds")
        wait_until(lambda: re.fullmatch(r"\d\d:\d\d  Running  Lap 3 \d\d:\d\d", self.app.status_text()),
                   what=lambda: f"--status to the second (it printed {self.app.status_text()!r})")
        times = self.copied_lap_times()
        self.assertTrue(all(re.fullmatch(r"\d\d:\d\d", time) for time in times), times)
        self.app.key("space")
        self.app.wait_for_state("paused", 2)

    def test_an_unknown_precision_written_with_gsettings_is_said_once_and_hundredths_kept(self):
        self.app.gsettings("set", SCHEMA, "precision", "milliseconds")
        self.app.wait_for_log(
            "GSettings precision is 'milliseconds', not 'hundredths', 'tenths' or 'seconds': 'hundredths' is used")
        self.app.start_with_laps(2)
        times = self.copied_lap_times()
        self.assertTrue(all(re.fullmatch(r"\d\d:\d\d\.\d\d", time) for time in times), times)
        self.app.key("space")
        self.app.wait_for_state("paused", 2)
        self.assertEqual(self.app.log_text().count("GSettings precision is 'milliseconds'"), 1)
