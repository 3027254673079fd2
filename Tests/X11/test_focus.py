"""The focus rules, as a keyboard-only user and as a mouse user meet them: what has the focus
when, where it lands after a screen change, and that Space and Return do what GTK does on a
focused widget but go to the stopwatch when nothing has the focus."""

import unittest

from focus_scenarios import FocusScenarios
from stopwatch_app import AppTestCase, StopwatchApp, X11TestCase, make_config_home, wait_until, write_state_file


class KeyboardOnlyTests(FocusScenarios, X11TestCase):
    def test_nothing_has_the_focus_at_start_so_space_toggles_and_return_laps(self):
        self.assertIsNone(self.app.ui.focused_name())
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.key("Return")
        self.app.wait_for_state("running", 1)

    def test_tab_to_see_all_laps_and_return_opens_laps_with_the_focus_on_the_list_and_escape_brings_it_back(self):
        self.app.start_with_laps(3)
        self.tab_to("See All Laps")
        self.app.key("Return")
        self.app.wait_for_screen("laps")
        focused = wait_until(self.app.ui.focused, what="a focused widget on Laps")
        self.assertEqual(focused.getRoleName(), "list item", "the focus is not in the lap list")
        self.app.key("Escape")
        self.app.wait_for_screen("home")
        self.app.ui.wait_for_focus("See All Laps")

    def test_space_and_return_activate_the_focused_widget(self):
        self.app.start_with_laps(3)
        self.tab_to("See All Laps")
        self.app.key("space")
        self.app.wait_for_screen("laps")
        self.assertEqual(self.app.state(), ("running", 3), "Space paused instead of pressing See All Laps")

    def test_f10_opens_the_main_menu_and_about_opens_by_keys_alone(self):
        self.app.choose_from_the_menu("About Stopwatch")
        wait_until(lambda: "About Stopwatch" in self.app.window_titles_of_process(), what="the About window")

    def close_window_titled(self, title):
        """Escape in the window `title`, then the focus back to the main window (Xvfb has no
        window manager to give it back)."""
        wait_until(lambda: title in self.app.window_titles_of_process(), what=f"the {title} window")
        returned = self.app.focus_returns()
        self.app.key("Escape")
        wait_until(lambda: title not in self.app.window_titles_of_process(), what=f"the {title} window to close")
        self.app.focus()
        self.app.wait_for_focus_return(returned)

    def test_after_the_shortcuts_window_the_focus_goes_back_where_it_was(self):
        self.app.key("ctrl+question")
        self.close_window_titled("Keyboard Shortcuts")
        self.assertIsNone(self.app.ui.focused_name())
        self.app.start_with_laps(3)
        self.tab_to("See All Laps")
        self.app.key("ctrl+question")
        self.close_window_titled("Keyboard Shortcuts")
        self.app.ui.wait_for_focus("See All Laps")

    def test_a_click_on_the_menu_button_then_escape_leaves_space_to_the_stopwatch(self):
        self.app.click_on("Main Menu")
        self.app.ui.wait_for("Keyboard Shortcuts")
        returned = self.app.focus_returns()
        self.app.key("Escape")
        wait_until(lambda: self.app.ui.find("Keyboard Shortcuts") is None, what="the menu to close")
        self.app.wait_for_focus_return(returned)
        self.app.key("space")
        self.app.wait_for_state("running", 0)

    def test_return_on_the_focused_menu_button_opens_the_menu(self):
        self.tab_to("Main Menu")
        self.app.key("Return")
        self.app.ui.wait_for("Keyboard Shortcuts")
        self.app.key("Escape")
        self.app.key("space")
        self.app.ui.wait_for("Keyboard Shortcuts")
        self.assertEqual(self.app.state(), ("initial", 0), "Space started the stopwatch instead of opening the menu")

    def test_l_and_delete_work_whatever_has_the_focus(self):
        self.app.start_with_laps(3)
        self.tab_to("See All Laps")
        self.app.key("l")
        self.app.wait_for_state("running", 4)
        self.tab_to("Main Menu")
        self.app.key("l")
        self.app.wait_for_state("running", 5)


class MouseTests(AppTestCase):
    def test_a_click_on_lap_then_space_pauses(self):
        self.app.click_on("Start", "push button")
        self.app.wait_for_state("running", 0)
        self.app.click_on("Lap", "push button")
        self.app.wait_for_state("running", 1)
        self.assertIsNone(self.app.ui.focused_name(), "a click gave a stopwatch button the focus")
        self.app.key("space")
        self.app.wait_for_state("paused", 1)
        # Return laps, which does not apply while paused: it does nothing, then Space resumes.
        with self.app.expect_only_state("running", 1):
            self.app.key("Return")
            self.app.key("space")

    def test_every_button_works_with_the_pointer(self):
        self.app.click_on("Start", "push button")
        self.app.wait_for_state("running", 0)
        self.app.click_on("Lap", "push button")
        self.app.wait_for_state("running", 1)
        self.app.click_on("Pause", "push button")
        self.app.wait_for_state("paused", 1)
        self.app.click_on("Reset", "push button")
        self.app.wait_for_state("initial", 0)
        self.app.click_on("Undo", "push button")
        self.app.wait_for_state("paused", 1)


class LongListTests(unittest.TestCase):
    def test_with_100000_laps_tab_leaves_the_list_in_one_press_each_way(self):
        config = make_config_home()
        laps = [1000 + index % 97 for index in range(100_000)]
        write_state_file(config, "paused", laps, sum(laps) + 500)
        app = StopwatchApp(config_home=config)
        try:
            app.wait_for_state("paused", 100_000)
            app.key("ctrl+l")
            app.wait_for_screen("laps")
            wait_until(lambda: app.ui.focused() is not None and app.ui.focused().getRoleName() == "list item",
                       what="the focus in the lap list")
            app.key("Tab")
            app.ui.wait_for_focus("Resume")
            app.key("shift+Tab")
            wait_until(lambda: app.ui.focused() is not None and app.ui.focused().getRoleName() == "list item",
                       what="the focus back in the lap list")
            app.key("shift+Tab")
            wait_until(lambda: app.ui.focused() is not None and app.ui.focused().getRoleName() != "list item",
                       what="the focus out of the lap list backwards")
        finally:
            app.cleanup()


if __name__ == "__main__":
    unittest.main()
