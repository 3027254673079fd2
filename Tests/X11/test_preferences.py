"""The Preferences window under X11: the shared scenarios of
Tests/Scenarios/preferences_scenarios.py, and what X11 shows of the window for assistive
technology (its radio groups and switches, named)."""

import unittest

import pyatspi

from preferences_scenarios import SCHEMA, PreferencesScenarios
from stopwatch_app import X11TestCase, wait_until


class PreferencesTests(PreferencesScenarios, X11TestCase):
    def test_every_choice_and_switch_is_named_for_assistive_technology_and_follows_gsettings(self):
        self.app.key("ctrl+comma")
        self.app.wait_for_window("Preferences")
        for group in ("Precision", "Shown large", "When the screen locks", "Away after", "When back from an away"):
            self.app.ui.wait_for(group, role="panel")
        chosen = {option: self.app.ui.wait_for(option, role="radio button").getState().contains(pyatspi.STATE_CHECKED)
                  for option in ("Hundredths", "Tenths", "Whole seconds", "Total time", "Lap in progress", "Keep running",
                                 "Pause", "Off", "2 min", "5 min", "10 min", "15 min", "30 min", "Ask on return", "Take it away",
                                 "Keep it")}
        self.assertEqual([option for option, checked in chosen.items() if checked],
                         ["Hundredths", "Total time", "Keep running", "5 min", "Ask on return"])
        # The X server tells idle time: "Away after" can be chosen (test_away.py greys it).
        self.assertTrue(self.app.ui.find("5 min", role="radio button").getState().contains(pyatspi.STATE_SENSITIVE))
        awake = self.app.ui.wait_for("Keep the screen awake", role="check box")
        self.assertEqual(awake.description, "While a stopwatch runs and its window is seen")
        self.assertFalse(awake.getState().contains(pyatspi.STATE_CHECKED))
        self.assertTrue(self.app.ui.wait_for("Show in Panel", role="check box").getState().contains(pyatspi.STATE_CHECKED))
        # Changed from outside while the window is open: the window shows it at once.
        self.app.gsettings("set", SCHEMA, "keep-awake", "true")
        self.app.gsettings("set", SCHEMA, "on-lock", "pause")
        self.app.gsettings("set", SCHEMA, "away-after", "uint32 600")
        wait_until(lambda: self.app.ui.find("10 min", role="radio button").getState().contains(pyatspi.STATE_CHECKED),
                   what="10 min chosen")
        wait_until(lambda: self.app.ui.find("Keep the screen awake", role="check box").getState().contains(pyatspi.STATE_CHECKED),
                   what="the switch on")
        wait_until(lambda: self.app.ui.find("Pause", role="radio button").getState().contains(pyatspi.STATE_CHECKED),
                   what="Pause chosen")
        # Tab goes from the chosen option of a group to the next group's, then the switch;
        # Space turns it off.
        self.app.ui.wait_for_focus("Hundredths")
        self.app.key("Tab")
        self.app.ui.wait_for_focus("Total time")
        self.app.key("Tab")
        self.app.ui.wait_for_focus("Keep the screen awake")
        self.app.key("space")
        wait_until(lambda: self.app.gsettings("get", SCHEMA, "keep-awake") == "false", what="keep-awake false")


if __name__ == "__main__":
    unittest.main()
