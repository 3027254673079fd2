"""Several stopwatches through the keyboard (docs/using.md, "Several stopwatches"), written once and run
on every display server, as keyboard_scenarios.py: each stopwatch keeps its own time and laps,
and the keys act on the current one."""


class StopwatchesScenarios:
    """Needs `self.app` (an app of the suite's display) and `self.wait_for_saved_stopwatches`."""

    def test_two_stopwatches_run_and_are_lapped_apart_through_keys(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.app.key("l")
        self.app.wait_for_state("running", 1)
        self.app.key("ctrl+n")
        self.app.wait_for_stopwatch("Stopwatch 2", 2, 2)
        self.app.wait_for_state("initial", 0)
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        for laps in (1, 2, 3):
            self.app.key("l")
            self.app.wait_for_state("running", laps)
        self.app.key("alt+1")
        self.app.wait_for_stopwatch("Stopwatch 1", 1, 2)
        self.app.wait_for_state("running", 1)
        self.app.key("l")
        self.app.wait_for_state("running", 2)
        self.app.key("space")
        self.app.wait_for_state("paused", 2)
        self.app.key("ctrl+Next")
        self.app.wait_for_stopwatch("Stopwatch 2", 2, 2)
        self.app.wait_for_state("running", 3)
        self.wait_for_saved_stopwatches([("Stopwatch 1", "paused", 2), ("Stopwatch 2", "running", 3)])
        self.app.key("ctrl+Prior")
        self.app.wait_for_stopwatch("Stopwatch 1", 1, 2)
        self.app.key("Delete")
        self.app.wait_for_state("initial", 0)
        self.wait_for_saved_stopwatches([("Stopwatch 1", "initial", 0), ("Stopwatch 2", "running", 3)])
