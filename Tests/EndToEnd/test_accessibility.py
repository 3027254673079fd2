"""What assistive technology is told, read through the AT-SPI accessibility tree: the time
display in words, and lap rows that say best and worst in words."""

import re
import time
import unittest

try:
    import pyatspi
except ImportError:  # Debian's python3-pyatspi, for /usr/bin/python3 (which make test uses)
    pyatspi = None

from stopwatch_app import AppTestCase, wait_until


def names_in(node, found, depth=0):
    """Every accessible name under `node` (the tree is small: the window's widgets)."""
    if node is None or depth > 40:
        return found
    try:
        if node.name:
            found.append(node.name)
        for index in range(node.childCount):
            names_in(node.getChildAtIndex(index), found, depth + 1)
    except Exception:  # a node that went away while walking
        pass
    return found


@unittest.skipIf(pyatspi is None, "python3-pyatspi is not importable by this Python")
class AccessibilityTests(AppTestCase):
    def application(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            candidate = desktop.getChildAtIndex(index)
            try:
                if candidate is not None and candidate.get_process_id() == self.app.process.pid:
                    return candidate
            except Exception:
                continue
        return None

    def names(self):
        application = wait_until(self.application, what="the app in the accessibility tree")
        return names_in(application, [])

    def test_the_time_reads_as_words_and_laps_say_best_and_worst(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        time.sleep(0.3)
        self.app.key("l")
        time.sleep(0.6)
        self.app.key("l")
        self.app.wait_for_state("running", 2)
        self.app.key("space")
        self.app.wait_for_state("paused", 2)

        def spoken():
            names = self.names()
            times = [name for name in names if re.fullmatch(r"(\d+ minutes?, )?\d+\.\d\d seconds", name)]
            rows = [name for name in names if name.startswith("Lap ")]
            return (times, rows) if times and any("best lap" in row for row in rows) else None

        times, rows = wait_until(spoken, timeout=15, what="the spoken time and lap rows")
        self.assertTrue(any(re.fullmatch(r"\d\.\d\d seconds", name) for name in times), times)
        self.assertTrue(any(row.startswith("Lap 2, ") and row.endswith("best lap") or row.endswith("worst lap")
                            for row in rows), rows)
        self.assertTrue(any("best lap" in row for row in rows) and any("worst lap" in row for row in rows), rows)
        self.assertTrue(any(row.startswith("Lap 3 in progress") for row in rows), rows)
        self.assertIn("Resume", self.names())


if __name__ == "__main__":
    unittest.main()
