"""Mending a mistake through the keyboard (docs/using.md, "Mending a mistake"), written once
and run on every display server, as keyboard_scenarios.py: a lap removed with Delete and
brought back with Ctrl+Z, a lap's note typed with F2, the time corrected in the Adjust Time
window (Ctrl+T) and taken back with Ctrl+Z. What each did is read from the state file."""

from stopwatch_app import wait_until


class MendScenarios:
    """Needs `self.app` (an app of the suite's display, with `key`, `type`, `wait_for_window`,
    `wait_until_window_closed`, `window_closed_keyboard_back`) and `self.saved()`."""

    def paused_on_laps_with_three_laps(self):
        self.app.start_with_laps(3)
        self.app.key("space")
        self.app.wait_for_state("paused", 3)
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")
        self.wait_for_lap_3_focused()
        return self.wait_for_saved_laps(3)

    def wait_for_lap_3_focused(self):
        """The row of Lap 3 has the keyboard. It takes it a moment after the screen shows, or
        after its note's editor closes: a key pressed in between went elsewhere, now and then."""
        wait_until(lambda: (self.app.ui.focused_name() or "").startswith("Lap 3"),
                   what=lambda: f"Lap 3 focused (the focus is on {self.app.ui.focused_name()!r})")

    def wait_for_saved_laps(self, count, check=lambda state: True):
        def saved():
            state = self.saved()
            return state if state and len(state["laps"]) == count and check(state) else None

        return wait_until(saved, what=lambda: f"{count} laps saved (now {self.saved()})")

    def test_delete_on_a_lap_removes_it_keeping_the_total_and_ctrl_z_brings_it_back(self):
        before = self.paused_on_laps_with_three_laps()
        durations = [lap["duration_ms"] for lap in before["laps"]]
        # The newest lap has the focus on Laps: its time goes back to the lap in progress.
        self.app.key("Delete")
        after = self.wait_for_saved_laps(2)
        self.assertEqual([lap["duration_ms"] for lap in after["laps"]], durations[:2])
        self.assertEqual(after["elapsed_ms"], before["elapsed_ms"], "removing a lap changed the total")
        self.assertEqual(after["status"], "paused")
        self.app.key("ctrl+z")
        back = self.wait_for_saved_laps(3)
        self.assertEqual([lap["duration_ms"] for lap in back["laps"]], durations)

    def test_f2_on_a_lap_edits_its_note_and_return_keeps_it(self):
        self.paused_on_laps_with_three_laps()
        self.app.key("F2")
        self.app.ui.wait_for("Note for Lap 3")
        self.app.type("the hill")
        self.app.key("Return")
        saved = self.wait_for_saved_laps(3, lambda state: state["laps"][2].get("note") == "the hill")
        self.assertNotIn("note", saved["laps"][0])
        # Escape while editing leaves the note as it was, and the Laps screen where it is.
        self.wait_for_lap_3_focused()
        self.app.key("F2")
        self.app.ui.wait_for("Note for Lap 3")
        self.app.type("x")
        self.app.key("Escape")
        self.app.ui.wait_for_gone("Note for Lap 3")
        self.assertEqual(self.app.screen(), "laps")
        self.assertEqual(self.saved()["laps"][2].get("note"), "the hill")

    def test_ctrl_t_adds_five_minutes_to_the_lap_in_progress_and_ctrl_z_takes_them_back(self):
        before = self.paused_on_laps_with_three_laps()
        self.app.key("ctrl+t")
        self.app.wait_for_window("Adjust Time")
        # The hours have the focus; Tab goes on to the minutes.
        self.app.key("Tab")
        self.app.key("ctrl+a")
        self.app.type("5")
        self.app.key("Return")
        self.app.wait_until_window_closed("Adjust Time")
        self.app.window_closed_keyboard_back()
        after = wait_until(lambda: (state := self.saved()) and state.get("adjusted_ms") == 300_000 and state,
                           what=lambda: f"five minutes added (now {self.saved()})")
        self.assertEqual(after["elapsed_ms"], before["elapsed_ms"] + 300_000)
        self.assertEqual(after["laps"], before["laps"], "a completed lap changed")
        self.app.key("ctrl+z")
        back = wait_until(lambda: (state := self.saved()) and "adjusted_ms" not in state and state,
                          what=lambda: f"the five minutes taken back (now {self.saved()})")
        self.assertEqual(back["elapsed_ms"], before["elapsed_ms"])
