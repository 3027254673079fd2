"""What assistive technology is told, read through the AT-SPI accessibility tree: the time
display in words, lap rows that say best and worst in words, and only what is on screen."""

import re
import time
import unittest

from stopwatch_app import AppTestCase, SharedConfigTestCase, X11TestCase, wait_until, write_state_file


class AccessibilityTests(AppTestCase):
    def test_the_time_reads_as_words_and_laps_say_best_and_worst(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        # Laps of different lengths, so that one is best and one worst.
        time.sleep(0.3)
        self.app.key("l")
        self.app.wait_for_state("running", 1)
        time.sleep(0.6)
        self.app.key("l")
        self.app.wait_for_state("running", 2)
        self.app.key("space")
        self.app.wait_for_state("paused", 2)

        def spoken():
            names = self.app.ui.names()
            times = [name for name in names if re.fullmatch(r"(\d+ minutes?, )?\d+\.\d\d seconds", name)]
            rows = [name for name in names if name.startswith("Lap ")]
            return (times, rows) if times and any("best lap" in row for row in rows) else None

        times, rows = wait_until(spoken, timeout=15, what="the spoken time and lap rows")
        self.assertTrue(any(re.fullmatch(r"\d\.\d\d seconds", name) for name in times), times)
        self.assertTrue(any(row.startswith("Lap 2, ") and (row.endswith("best lap") or row.endswith("worst lap"))
                            for row in rows), rows)
        self.assertTrue(any(row.endswith("best lap") for row in rows) and any(row.endswith("worst lap") for row in rows), rows)
        self.assertTrue(any(row.startswith("Lap 3 in progress") for row in rows), rows)
        self.assertIn("Resume", self.app.ui.names())

    def test_each_lap_row_has_its_name_and_its_place_in_the_list(self):
        self.app.start_with_laps(4)
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")

        def rows(count):
            items = [(node.name, node.description) for node in self.app.ui.nodes()
                     if node.getRoleName() == "list item" and self.app.ui.showing(node)]
            return items if len(items) == count else None

        items = wait_until(lambda: rows(4), what="four lap rows in the list")
        # The place ends the name (ARCHITECTURE.md, "Heard"): a description would be said twice.
        self.assertEqual([name.rsplit(", ", 1)[1] for name, _ in items], ["1 of 4", "2 of 4", "3 of 4", "4 of 4"])
        self.assertEqual([description for _, description in items], ["", "", "", ""])
        self.assertTrue(items[0][0].startswith("Lap 4, "), items)
        self.assertTrue(items[3][0].startswith("Lap 1, ") and "total" in items[3][0], items)
        self.assertTrue(any(name.endswith(", best lap, " + name.rsplit(", ", 1)[1]) for name, _ in items), items)
        # A new lap moves every row down a place (the focus on a button: the focused element
        # tells of the lap for a moment, see the next test).
        self.app.key("Tab")
        self.app.ui.wait_for_focus("Pause")
        self.app.key("l")
        self.app.wait_for_state("running", 5)
        items = wait_until(lambda: rows(5) if rows(5) and rows(5)[0][0].endswith("1 of 5") else None,
                           what="five lap rows in the list")
        self.assertEqual([name.rsplit(", ", 1)[1] for name, _ in items], [f"{n} of 5" for n in range(1, 6)])
        self.assertTrue(items[1][0].startswith("Lap 4, "), items)

    def test_a_completed_lap_is_told_to_the_focused_element(self):
        """GTK 4.8 has no announcements: a lap becomes, for a moment, the description of the
        element with the focus, which reaches AT-SPI as a property-change event."""
        described = self.app.ui.events("object:property-change:accessible-description")
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        # A lap long enough to have hundredths to say.
        time.sleep(0.3)
        self.app.key("l")
        self.app.wait_for_state("running", 1)

        def told(text_start):
            self.app.ui.pump(0.2)
            return [event for event in described if event[2].startswith(text_start)]

        events = wait_until(lambda: told("Lap 1, "), what="the lap told to AT-SPI")
        # Nothing has the focus at start: the window carries it.
        self.assertEqual(events[0][0], "frame", events)
        self.assertIn("total", events[0][2])
        # With the focus on a button, the button carries the next one.
        self.app.key("Tab")
        focused = self.app.ui.wait_for_focus("Pause")
        self.assertIsNotNone(focused)
        self.app.key("l")
        self.app.wait_for_state("running", 2)
        events = wait_until(lambda: told("Lap 2, "), what="the second lap told to AT-SPI")
        self.assertEqual(events[0][:2], ("push button", "Pause"), events)

    def test_a_screen_that_is_not_shown_is_not_in_the_tree(self):
        self.app.start_with_laps(3)
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")
        wait_until(lambda: "See All Laps" not in self.app.ui.names(), what="Home's widgets to leave the tree")
        self.app.key("Escape")
        self.app.wait_for_screen("home")
        wait_until(lambda: "See All Laps" in self.app.ui.names(), what="Home's widgets to come back")
        self.assertNotIn("Laps", [node.name for node in self.app.ui.nodes()
                                  if self.app.ui.showing(node) and node.getRoleName() == "list"])

    def test_the_screen_left_still_gives_the_children_it_names(self):
        """Orca 43 says where the focus went by walking up from where it was: from a lap row of
        Laps, once Escape hid that screen. Of a named node that counts one child it reads the
        child; GTK 4.8 counted one for the hidden screen's page yet gave none, and Orca then
        said nothing at all of the new focus (it failed about one run in fifteen, whenever it
        had not read that page's children before)."""
        self.app.start_with_laps(3)
        self.app.key("space")
        self.app.wait_for_state("paused", 3)
        self.app.key("ctrl+l")
        self.app.wait_for_screen("laps")
        row = wait_until(lambda: (lambda node: node if node is not None and node.name.startswith("Lap 3, ") else None)(
            self.app.ui.focused()), what="the focus on the newest lap row")
        self.app.key("Escape")
        self.app.wait_for_screen("home")
        wait_until(lambda: "See All Laps" in self.app.ui.names(), what="Home's widgets to come back")
        walked, node = [], row.parent
        while node is not None and node.getRoleName() != "application":
            walked.append(f"{node.getRoleName()} {node.name!r}")
            if node.name and node.childCount == 1:
                try:
                    child = node.getChildAtIndex(0)
                except Exception as error:  # GTK answers "No child with index 0"
                    child = error
                self.assertFalse(child is None or isinstance(child, Exception),
                                 f"{node.getRoleName()} {node.name!r} counts a child it does not give ({child}); "
                                 f"walked up: {walked}")
            node = node.parent
        # Up to the window: through the page of the screen left and the stack of screens.
        self.assertTrue(walked and walked[-1].startswith("frame "), f"the walk did not reach the window: {walked}")


class ForTheEyesOnlyTests(X11TestCase):
    """What only shows what something named already says is left out of the tree: GTK 4.8
    names an unnamed widget by its type, and puts a widget back in the tree each time it is
    shown again."""

    def type_names(self):
        return [(node.getRoleName(), node.name) for node in self.app.ui.nodes()
                if node.name in ("GtkImage", "GtkFlowBox", "GtkFlowBoxChild") and self.app.ui.showing(node)]

    def test_the_best_and_worst_icons_and_the_totals_legend_are_not_told(self):
        self.app.start_with_laps(3)
        self.app.key("space")
        self.app.wait_for_state("paused", 3)
        wait_until(lambda: any(name.endswith("best lap") for name in self.app.ui.names()), what="a row saying best lap")
        self.assertEqual(self.type_names(), [])
        self.app.key("ctrl+d")
        self.app.ui.wait_for("Totals by period")
        # The legend shows once a stopwatch has time today: the three laps' session is stored.
        wait_until(lambda: any(name.startswith("Today") for name in self.app.ui.names()), what="today's total")
        self.assertEqual(self.type_names(), [])


class LapChartAccessibilityTests(SharedConfigTestCase):
    """The lap chart says what a sighted person sees (ARCHITECTURE.md, "Laps at a glance"), and says it again
    when a lap changes it."""

    def chart(self, app):
        node = app.ui.find("Lap chart", role="image")
        return node.description if node is not None else None

    def test_the_chart_describes_the_laps_and_their_trend(self):
        write_state_file(self.config, "paused", [52_100, 63_400, 57_100, 56_700], 240_000)
        app = self.launch()
        app.key("ctrl+l")
        app.wait_for_screen("laps")
        description = wait_until(lambda: self.chart(app), what="the chart's description")
        self.assertEqual(description, "Lap times: 4 laps, from 52.10 to 1:03.40, average 57.32, the last two faster")
        # The paused lap in progress is 10.60 s: one more lap, the fastest yet, carries the trend on.
        app.key("space")
        app.wait_for_state("running", 4)
        app.key("l")
        app.wait_for_state("running", 5)
        description = wait_until(lambda: (lambda said: said if said and said.startswith("Lap times: 5 laps") else None)(
            self.chart(app)), what="the description of five laps")
        self.assertTrue(description.startswith("Lap times: 5 laps, from 10."), description)
        self.assertTrue(description.endswith(", the last three faster"), description)



class WindowNamesTests(X11TestCase):
    """The windows over the main one name each control once, by its words: GTK 4.8 names a
    button with a mnemonic by its raw label and its text ("_Add Add"), and a list of
    libadwaita's group by the group's title twice."""

    def names_in(self, title):
        """(role, name) of every named node of the app's window titled `title`."""
        frame = wait_until(lambda: [node for node in self.app.ui.nodes()
                                    if node.getRoleName() == "frame" and node.name == title],
                           what=f"the {title} window in the tree")[0]
        found, queue = [], [frame]
        while queue:
            node = queue.pop(0)
            if node is None:
                continue
            if node.name and node is not frame:
                found.append((node.getRoleName(), node.name))
            queue.extend(node.getChildAtIndex(index) for index in range(node.childCount))
        return found

    def open_alerts_at_25_and_50_minutes(self):
        """Alerts at 25:00 and 50:00 set from outside, then the Alerts window opened by its key."""
        for at in (1_500_000, 3_000_000):
            self.app.action("alert-at", f"int64 {at}")
        self.app.key("ctrl+b")
        self.app.wait_for_window("Alerts")

    def assert_named_once_by_words(self, names):
        for role, name in names:
            self.assertNotIn("_", name, f"{role} {name!r} is named with its mnemonic mark")
            words = name.split(" ")
            half = len(words) // 2
            self.assertFalse(len(words) % 2 == 0 and words[:half] == words[half:], f"{role} {name!r} is named twice")

    def test_alerts_adjust_time_and_preferences_name_each_control_once(self):
        self.open_alerts_at_25_and_50_minutes()
        self.app.ui.wait_for("Remove the alert at 50:00", "push button")
        alerts = self.names_in("Alerts")
        self.assert_named_once_by_words(alerts)
        self.assertIn(("push button", "Add"), alerts)
        # The times: rows of the group's list, said as times, each with its Remove button.
        self.assertIn(("list", "Alert At"), alerts)
        self.assertEqual([name for role, name in alerts if role == "list item"],
                         ["25 minutes, 0 seconds", "50 minutes, 0 seconds"])
        self.app.key("Escape")
        self.app.wait_until_window_closed("Alerts")
        self.app.window_closed_keyboard_back()

        self.app.key("ctrl+t")
        self.app.wait_for_window("Adjust Time")
        adjust = self.names_in("Adjust Time")
        self.assert_named_once_by_words(adjust)
        self.assertIn(("push button", "Cancel"), adjust)
        self.app.key("Escape")
        self.app.wait_until_window_closed("Adjust Time")
        self.app.window_closed_keyboard_back()

        self.app.key("ctrl+comma")
        self.app.wait_for_window("Preferences")
        preferences = self.names_in("Preferences")
        self.assert_named_once_by_words(preferences)
        self.assertIn(("list", "Precision"), preferences)

    def test_a_time_removed_by_keys_hands_the_keyboard_to_the_next_remove_button(self):
        self.open_alerts_at_25_and_50_minutes()
        self.app.ui.wait_for_focus("Hours")
        # Back from the first field: the last time's Remove button, then the first's.
        self.app.key("shift+Tab")
        self.app.ui.wait_for_focus("Remove the alert at 50:00")
        self.app.key("space")
        wait_until(lambda: ((self.saved() or {}).get("alerts") or {}).get("at_ms") == [1_500_000],
                   what=lambda: f"the alert at 50:00 removed (now {(self.saved() or {}).get('alerts')})")
        self.app.ui.wait_for_focus("Remove the alert at 25:00")
        self.app.key("space")
        self.app.ui.wait_for("No alert times yet")
        # The last Remove button gone, the keyboard is on the first field.
        self.app.ui.wait_for_focus("Hours")


if __name__ == "__main__":
    unittest.main()
