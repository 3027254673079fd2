"""Every key of the keyboard table (README, "Keyboard") on the real binary."""

import unittest

from stopwatch_app import AppTestCase, wait_until


class KeyboardTests(AppTestCase):
    def test_space_starts_pauses_and_resumes(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.key("space")
        self.app.wait_for_state("paused")
        self.app.key("space")
        self.app.wait_for_state("running")

    def test_return_keypad_enter_and_l_each_add_a_lap_while_running(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        for laps, key in enumerate(["Return", "KP_Enter", "l"], start=1):
            self.app.key(key)
            self.app.wait_for_state("running", laps)

    def test_lap_keys_do_nothing_unless_running(self):
        self.app.key("Return", "l")
        self.app.settle()
        self.assertEqual(self.app.state(), ("initial", 0))
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.key("space")
        self.app.wait_for_state("paused", 0)
        self.app.key("Return", "KP_Enter", "l")
        self.app.settle()
        self.assertEqual(self.app.state(), ("paused", 0))

    def test_delete_resets_only_while_paused_and_ctrl_z_undoes_it(self):
        self.app.start_with_laps(1)
        self.app.key("Delete")
        self.app.settle()
        self.assertEqual(self.app.state(), ("running", 1), "Delete while running")
        self.app.key("space")
        self.app.wait_for_state("paused", 1)
        self.app.key("Delete")
        self.app.wait_for_state("initial", 0)
        self.app.key("ctrl+z")
        self.app.wait_for_state("paused", 1)

    def test_backspace_and_r_never_reset(self):
        self.app.start_with_laps(1)
        self.app.key("space")
        self.app.wait_for_state("paused", 1)
        self.app.key("BackSpace", "r")
        self.app.settle()
        self.assertEqual(self.app.state(), ("paused", 1))

    def test_ctrl_l_shows_laps_only_with_three_laps_and_escape_or_alt_left_go_back(self):
        self.app.start_with_laps(2)
        self.app.key("ctrl+l")
        self.app.settle()
        self.assertEqual(self.app.screen(), "home")
        self.app.key("l")
        self.app.wait_for_state("running", 3)
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
        self.app.key("Delete")
        self.app.wait_for_state("initial", 0)
        self.app.wait_for_screen("home")

    def test_ctrl_q_quits(self):
        self.app.key("ctrl+q")
        self.assertEqual(self.app.process.wait(timeout=10), 0)

    def test_ctrl_question_opens_the_shortcuts_window_and_escape_closes_it(self):
        self.app.key("ctrl+question")
        wait_until(lambda: "Keyboard Shortcuts" in self.app.window_titles_of_process(), what="the shortcuts window")
        self.app.key("Escape")
        wait_until(lambda: "Keyboard Shortcuts" not in self.app.window_titles_of_process(), what="the shortcuts window to close")

    def test_ctrl_h_shows_the_history(self):
        self.app.key("ctrl+h")
        self.app.wait_for_screen("history")
        self.app.key("Escape")
        self.app.wait_for_screen("home")

    def test_on_history_the_stopwatch_keys_do_nothing_but_its_commands_from_outside_work(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.key("ctrl+h")
        self.app.wait_for_screen("history")
        self.app.key("space", "l", "Return")
        self.app.settle()
        self.assertEqual(self.app.state(), ("running", 0), "a key on History worked the stopwatch unseen")
        # A global key (gapplication action) or the notification laps on any screen.
        self.app.action("lap")
        self.app.wait_for_state("running", 1)
        self.app.action("toggle")
        self.app.wait_for_state("paused", 1)
        self.assertEqual(self.app.screen(), "history")


if __name__ == "__main__":
    unittest.main()
