"""The Goal dialog by keys alone (ARCHITECTURE.md, "Goals"), written once for every display
server: Ctrl+G opens it on the current stopwatch, the arrows choose how often, Tab reaches the
fields, Return sets, a refusal says why in it, Escape sets nothing; the state file and `Goal`
over D-Bus say what was set, Home shows it."""

import datetime
import subprocess

import pyatspi

from stopwatch_app import APP_ID, OBJECT_PATH, wait_until


class GoalDialogScenarios:
    """Needs `self.app` (an app of the suite's display, with `env`, `key`, `type`, `ui`,
    `wait_for_window`, `wait_until_window_closed`, `window_closed_keyboard_back`)."""

    def goal(self):
        """`Goal` of the current stopwatch over D-Bus, as gdbus prints it."""
        answer = subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH, "--method",
                                 "io.github.swiftgtk.Stopwatch1.Goal", ""], env=self.app.env, capture_output=True, text=True,
                                timeout=20)
        self.assertEqual(answer.returncode, 0, answer.stderr)
        return answer.stdout.strip()

    def test_set_by_keys_alone_refused_saying_why_and_taken_away(self):
        self.app.wait_for_state("initial", 0)
        self.app.key("ctrl+g")
        self.app.wait_for_window("Goal")
        # No goal yet: the keyboard on that choice, the fields greyed.
        self.app.ui.wait_for_focus("No goal")
        self.assertFalse(self.app.ui.find("Hours", role="spin button").getState().contains(pyatspi.STATE_SENSITIVE))
        self.app.key("Down")
        self.app.ui.wait_for_focus("Each day")
        self.assertTrue(self.app.ui.find("Each day", role="radio button").getState().contains(pyatspi.STATE_CHECKED))
        # Return on a time of nothing: refused in the dialog, saying why.
        self.app.key("Return")
        self.app.ui.wait_for("A goal needs a time over zero.")
        self.app.key("Tab")
        self.app.ui.wait_for_focus("Hours")
        self.app.key("ctrl+a")
        self.app.type("1")
        self.app.key("Tab")
        self.app.ui.wait_for_focus("Minutes")
        self.app.key("ctrl+a")
        self.app.type("30")
        self.app.key("Return")
        self.app.wait_until_window_closed("Goal")
        saved = wait_until(lambda: (state := self.saved()) and state.get("goals") and state, what="the goal saved")
        self.assertEqual(saved["goals"], [{"from": datetime.date.today().isoformat(), "goal_ms": 5_400_000, "per": "day"}])
        self.app.ui.wait_for("0 min of 1 h 30 min today", role="label")
        self.app.window_closed_keyboard_back()

        # Opened again: it shows the goal there is; Escape leaves it as it was.
        self.app.key("ctrl+g")
        self.app.wait_for_window("Goal")
        self.app.ui.wait_for_focus("Each day")
        self.assertEqual(self.app.ui.find("Hours", role="spin button").queryValue().currentValue, 1)
        self.app.key("Escape")
        self.app.wait_until_window_closed("Goal")
        self.app.window_closed_keyboard_back()
        self.assertEqual(self.goal(), "(int64 5400000, 'day')")
        # Each week, then no goal: Up from Each day, Return.
        self.app.key("ctrl+g")
        self.app.wait_for_window("Goal")
        self.app.ui.wait_for_focus("Each day")
        self.app.key("Down")
        self.app.ui.wait_for_focus("Each week")
        self.app.key("Return")
        self.app.wait_until_window_closed("Goal")
        self.app.window_closed_keyboard_back()
        self.app.ui.wait_for("0 min of 1 h 30 min this week", role="label")
        self.app.key("ctrl+g")
        self.app.wait_for_window("Goal")
        self.app.ui.wait_for_focus("Each week")
        self.app.key("Up", "Up")
        self.app.ui.wait_for_focus("No goal")
        self.app.key("Return")
        self.app.wait_until_window_closed("Goal")
        self.app.window_closed_keyboard_back()
        wait_until(lambda: (state := self.saved()) and "goals" not in state, what="no goal saved")
        self.app.ui.wait_for_gone("0 min of 1 h 30 min this week")
        # The keyboard is back on the stopwatch: Space, which must do something, starts it.
        self.app.key("space")
        self.app.wait_for_state("running", 0)
