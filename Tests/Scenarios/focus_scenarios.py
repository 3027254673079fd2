"""Focus after an excursion (ARCHITECTURE.md, "Focus"), written once and run on every display
server: after a menu, a dialog or another screen the focus goes back where it was, to
nothing if nothing had it, and the next key says so (Space toggles when nothing has the
focus, and presses "See All Laps" when it has)."""

import time


class FocusScenarios:
    """Needs `self.app`: an app of the suite's display (`key`, `ui`, `wait_for_window`,
    `wait_until_window_closed`, `window_closed_keyboard_back`, `focus_returns`)."""

    def tab_to(self, name, most=12):
        """Presses Tab until `name` has the focus."""
        for _ in range(most):
            self.app.key("Tab")
            time.sleep(0.1)
            if self.app.ui.focused_name() == name:
                return
        self.fail(f"Tab never reached {name!r} (the focus is on {self.app.ui.focused_name()!r})")

    def paused_with_three_laps(self):
        self.app.start_with_laps(3)
        self.app.key("space")
        self.app.wait_for_state("paused", 3)

    def test_after_f10_about_escape_nothing_has_the_focus_and_space_toggles(self):
        self.app.choose_from_the_menu("About Stopwatch")
        self.app.wait_for_window("About Stopwatch")
        returned = self.app.focus_returns()
        self.app.key("Escape")
        self.app.wait_until_window_closed("About Stopwatch")
        self.app.window_closed_keyboard_back()
        self.app.wait_for_focus_return(returned)
        self.assertIsNone(self.app.ui.focused_name(), "the focus did not go back to nothing")
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.assertIsNone(self.app.ui.find("Keyboard Shortcuts"), "Space opened the menu again")

    def test_after_f10_escape_nothing_has_the_focus_and_space_toggles(self):
        self.app.key("F10")
        self.app.ui.wait_for("Keyboard Shortcuts")
        returned = self.app.focus_returns()
        self.app.key("Escape")
        self.app.wait_for_focus_return(returned)
        self.assertIsNone(self.app.ui.focused_name(), "the focus did not go back to nothing")
        self.app.key("space")
        self.app.wait_for_state("running", 0)

    def test_after_ctrl_l_escape_nothing_has_the_focus_and_space_resumes(self):
        self.paused_with_three_laps()
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")
        returned = self.app.focus_returns()
        self.app.key("Escape")
        self.app.wait_for_screen("home")
        self.app.wait_for_focus_return(returned)
        self.assertIsNone(self.app.ui.focused_name(), "the focus did not go back to nothing")
        self.app.key("space")
        self.app.wait_for_state("running", 3)
        self.assertEqual(self.app.screen(), "home", "Space opened Laps again instead of resuming")

    def test_after_see_all_laps_and_escape_the_focus_is_on_see_all_laps_again(self):
        self.paused_with_three_laps()
        self.tab_to("See All Laps")
        self.app.key("Return")
        self.app.wait_for_screen("laps")
        self.app.key("Escape")
        self.app.wait_for_screen("home")
        self.app.ui.wait_for_focus("See All Laps")
        # Space presses the focused "See All Laps": Laps again, the stopwatch untouched; then the
        # stopwatch resumes, the one state since.
        with self.app.expect_only_state("running", 3, screens=["laps"]):
            self.app.key("space")
            self.app.wait_for_screen("laps")
            self.app.action("toggle")
