"""What assistive technology is told, read through the AT-SPI accessibility tree: the time
display in words, lap rows that say best and worst in words, and only what is on screen."""

import re
import unittest

from stopwatch_app import AppTestCase, pyatspi, wait_until


@unittest.skipIf(pyatspi is None, "python3-pyatspi is not importable by this Python")
class AccessibilityTests(AppTestCase):
    def test_the_time_reads_as_words_and_laps_say_best_and_worst(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.settle(0.3)
        self.app.key("l")
        self.app.settle(0.6)
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


if __name__ == "__main__":
    unittest.main()
