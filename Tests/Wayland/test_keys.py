"""Every key of README "Keyboard" on Wayland, as a keyboard user presses it: the same table as
the X11 suite's test_keyboard.py, on the compositor of the run."""

import time
import unittest

from stopwatch_app import wait_until
from wayland_app import WaylandTestCase


class KeyTests(WaylandTestCase):
    def test_the_window_shows_with_its_app_id_and_title(self):
        window = self.app.main_window()
        self.assertEqual(window["title"], "Stopwatch")
        self.assertTrue(window["focused"], "the new window did not get the keyboard focus")

    def test_space_starts_pauses_and_resumes(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.key("space")
        self.app.wait_for_state("paused")
        self.app.key("space")
        self.app.wait_for_state("running")

    def test_return_keypad_enter_and_l_each_add_a_lap_while_running_and_not_otherwise(self):
        self.app.key("Return", "l")
        self.app.settle()
        self.assertEqual(self.app.state(), ("initial", 0))
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        for laps, key in enumerate(["Return", "KP_Enter", "l"], start=1):
            self.app.key(key)
            self.app.wait_for_state("running", laps)

    def test_delete_resets_with_a_notice_and_ctrl_z_brings_it_all_back(self):
        self.app.start_with_laps(2)
        self.app.key("Delete")
        self.app.settle()
        self.assertEqual(self.app.state(), ("running", 2), "Delete while running")
        self.app.key("space")
        self.app.wait_for_state("paused", 2)
        before = self.wait_for_saved("paused", 2)
        self.app.key("BackSpace", "r")
        self.app.settle()
        self.assertEqual(self.app.state(), ("paused", 2), "BackSpace or R reset")
        self.app.key("Delete")
        self.app.wait_for_state("initial", 0)
        self.app.ui.wait_for("Stopwatch reset")
        self.app.key("ctrl+z")
        self.app.wait_for_state("paused", 2)
        after = self.wait_for_saved("paused", 2)
        self.assertEqual(after["elapsed_ms"], before["elapsed_ms"])
        self.assertEqual(after["laps"], before["laps"])

    def test_ctrl_l_escape_alt_left_and_ctrl_h_move_between_screens(self):
        self.app.start_with_laps(3)
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")
        self.app.key("Escape")
        self.app.wait_for_screen("home")
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")
        self.app.key("alt+Left")
        self.app.wait_for_screen("home")
        self.app.key("ctrl+h")
        self.app.wait_for_screen("history")
        self.app.key("Escape")
        self.app.wait_for_screen("home")

    def test_ctrl_c_copies_the_laps_as_a_table(self):
        self.app.compositor.set_clipboard("untouched")
        self.app.key("ctrl+c")
        self.app.settle()
        self.assertEqual(self.app.compositor.clipboard(), "untouched", "copied without laps")
        self.app.start_with_laps(3)
        self.app.key("ctrl+c")
        text = wait_until(lambda: (lambda text: text if text.startswith("Lap") else None)(self.app.compositor.clipboard()),
                          what="laps on the clipboard")
        lines = text.splitlines()
        self.assertEqual(lines[0].split(), ["Lap", "Lap", "time", "Difference", "Total"])
        self.assertEqual([line.split()[0] for line in lines[1:]], ["1", "2", "3"])

    def test_ctrl_question_opens_the_shortcuts_window_and_escape_closes_it(self):
        self.app.key("ctrl+question")
        self.app.wait_for_window("Keyboard Shortcuts")
        self.app.key("Escape")
        wait_until(lambda: "Keyboard Shortcuts" not in self.app.window_titles(), what="the shortcuts window to close")

    def test_the_title_of_the_active_window_holds_still_while_running(self):
        # A screen reader reads every change of the active window's title (ARCHITECTURE.md,
        # "Heard"); the time is on the display.
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        time.sleep(1.5)
        self.assertEqual(self.app.main_window()["title"], "Stopwatch")

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


if __name__ == "__main__":
    unittest.main()
