"""Every key of the keyboard table (docs/using.md, "Keyboard"), written once and run on every display
server: a test case of each suite mixes these in with its own app (X11, sway, GNOME Shell).

A key that must do nothing is followed by one that must do something, and the check waits
for that one: the app handles keys in order, so the first has been handled by then, and
`expect_only_state` fails if it changed anything."""


class KeyboardScenarios:
    """Needs `self.app`: an app of the suite's display (`key`, `wait_for_state`,
    `expect_only_state`, `wait_for_screen`, `window_titles`, `start_with_laps`, `action`)."""

    def test_space_starts_pauses_and_resumes(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.key("space")
        self.app.wait_for_state("paused")
        self.app.key("space")
        self.app.wait_for_state("running")

    def test_return_keypad_enter_and_l_each_add_a_lap_while_running_and_not_otherwise(self):
        with self.app.expect_only_state("running", 0):
            self.app.key("Return", "KP_Enter", "l")
            self.app.key("space")
        for laps, key in enumerate(["Return", "KP_Enter", "l"], start=1):
            self.app.key(key)
            self.app.wait_for_state("running", laps)
        with self.app.expect_only_state("paused", 3):
            self.app.key("space")
        with self.app.expect_only_state("running", 3):
            self.app.key("Return", "KP_Enter", "l")
            self.app.key("space")

    def test_delete_resets_only_while_paused_and_ctrl_z_brings_it_all_back(self):
        self.app.start_with_laps(2)
        with self.app.expect_only_state("paused", 2):
            self.app.key("Delete")
            self.app.key("space")
        before = self.wait_for_saved("paused", 2)
        self.app.key("Delete")
        self.app.wait_for_state("initial", 0)
        self.app.ui.wait_for("Stopwatch reset")
        self.app.key("ctrl+z")
        self.app.wait_for_state("paused", 2)
        after = self.wait_for_saved("paused", 2)
        self.assertEqual(after["elapsed_ms"], before["elapsed_ms"])
        self.assertEqual(after["laps"], before["laps"])

    def test_backspace_and_r_never_reset(self):
        self.app.start_with_laps(1)
        self.app.key("space")
        self.app.wait_for_state("paused", 1)
        with self.app.expect_only_state("running", 1):
            self.app.key("BackSpace", "r", "R")
            self.app.key("space")

    def test_ctrl_l_shows_laps_only_with_three_laps_and_escape_or_alt_left_go_back(self):
        self.app.start_with_laps(2)
        with self.app.expect_only_state("running", 3):
            self.app.key("ctrl+l")
            self.app.key("l")
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")
        self.app.key("Escape")
        self.app.wait_for_screen("home")
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")
        self.app.key("alt+Left")
        self.app.wait_for_screen("home")

    def test_a_reset_on_the_laps_screen_returns_home(self):
        self.app.start_with_laps(3)
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")
        self.app.key("space")
        self.app.wait_for_state("paused", 3)
        # Delete on a lap's row removes that lap (mend_scenarios.py); off the list, it resets.
        self.app.key("Tab")
        self.app.ui.wait_for_focus("Resume")
        self.app.key("Delete")
        self.app.wait_for_state("initial", 0)
        self.app.wait_for_screen("home")

    def test_ctrl_h_shows_the_history_and_escape_comes_back(self):
        self.app.key("ctrl+h")
        self.app.wait_for_screen("history")
        self.app.key("Escape")
        self.app.wait_for_screen("home")

    def test_on_history_the_stopwatch_keys_do_nothing_but_its_commands_from_outside_work(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.key("ctrl+h")
        self.app.wait_for_screen("history")
        with self.app.expect_only_state("running", 1, screens=[]):
            self.app.key("space", "l", "Return")
            # A global key (gapplication action) or the notification laps on any screen.
            self.app.action("lap")
        self.app.action("toggle")
        self.app.wait_for_state("paused", 1)
        self.assertEqual(self.app.screen(), "history")

    def test_ctrl_question_opens_the_shortcuts_window_and_escape_closes_it(self):
        self.app.key("ctrl+question")
        self.app.wait_for_window("Keyboard Shortcuts")
        self.app.key("Escape")
        self.app.wait_until_window_closed("Keyboard Shortcuts")

    def test_ctrl_q_quits_with_the_state_saved_and_the_next_start_restores_it(self):
        self.app.start_with_laps(2)
        self.app.key("space")
        self.app.wait_for_state("paused", 2)
        self.app.key("ctrl+q")
        self.assertEqual(self.app.process.wait(timeout=10), 0)
        saved = self.saved()
        self.assertEqual((saved["status"], len(saved["laps"])), ("paused", 2))
        again = self.launch()
        again.wait_for_state("paused", 2)
        self.assertEqual(again.states()[-1][2], saved["elapsed_ms"])
