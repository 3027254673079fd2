"""Every key of the keyboard table (docs/using.md, "Keyboard") on the real binary under X11: the
scenarios of Tests/Scenarios/keyboard_scenarios.py, with the app driven by xdotool."""

import unittest

from keyboard_scenarios import KeyboardScenarios
from stopwatch_app import X11TestCase


class KeyboardTests(KeyboardScenarios, X11TestCase):
    pass


if __name__ == "__main__":
    unittest.main()
