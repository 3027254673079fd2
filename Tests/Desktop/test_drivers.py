"""The drivers' one wait (`wait_until`, Tests/Drivers/stopwatch_app.py) answers true or false
and never throws its way out: a condition that reads a screen, a tree or a log caught
half-written is not met yet, and a wait that ends at its deadline says so and why."""

import unittest

from stopwatch_app import wait_until


class WaitTests(unittest.TestCase):
    def test_a_condition_caught_half_written_is_not_met_yet(self):
        screens = iter([[], ["title"], ["title", "", "12 laps", "Lap  Lap time"]])

        def heading():
            lines = next(screens)
            return next(index for index, line in enumerate(lines) if line.startswith("Lap "))

        self.assertEqual(wait_until(heading, timeout=5), 3)

    def test_each_thing_a_half_written_screen_raises_answers_false(self):
        for error in (StopIteration(), IndexError("list index out of range"), KeyError("name"), ValueError("'1:2' is cut")):
            raised = []

            def condition():
                if not raised:
                    raised.append(error)
                    raise error
                return True

            self.assertTrue(wait_until(condition, timeout=5), repr(error))
            self.assertEqual(raised, [error])

    @staticmethod
    def never_drawn():
        """A condition whose screen never gets its heading: it raises as a half-drawn one does."""
        raise IndexError("list index out of range")

    def test_a_wait_that_ends_at_its_deadline_says_what_it_waited_for_and_what_was_raised(self):
        with self.assertRaises(AssertionError) as failure:
            wait_until(self.never_drawn, timeout=0.2, what="the laps' heading")
        self.assertIn("timed out after 0.2 s waiting for the laps' heading", str(failure.exception))
        self.assertIn("IndexError", str(failure.exception))
        with self.assertRaises(AssertionError) as quiet:
            wait_until(lambda: False, timeout=0.2, what=lambda: "nothing")
        self.assertEqual(str(quiet.exception), "timed out after 0.2 s waiting for nothing")

    def test_any_other_error_is_a_fault_of_the_test_and_ends_the_wait_at_once(self):
        calls = []

        def broken():
            calls.append(1)
            return undefined_name  # noqa: F821

        with self.assertRaises(NameError):
            wait_until(broken, timeout=5)
        self.assertEqual(len(calls), 1)


if __name__ == "__main__":
    unittest.main()
