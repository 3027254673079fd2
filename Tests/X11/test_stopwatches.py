"""Several stopwatches on X11 (docs/using.md, "Several stopwatches"): the keys of the shared scenarios;
the list in the window (rows named for assistive technology, F2 renaming in place, Delete on
a row and its undo, the list's own screen at 360 px); commands from outside naming their
stopwatch; nothing lost to a kill; a version-1 file migrated; hostile files kept aside."""

import json
import os
import signal
import subprocess
import time
import unittest

from stopwatch_app import APP_ID, BINARY, X11TestCase, SharedConfigTestCase, wait_until, xdotool

OBJECT_PATH = "/io/github/swiftgtk/Stopwatch"
INTERFACE = "io.github.swiftgtk.Stopwatch1"
from stopwatches_scenarios import StopwatchesScenarios


def write_stopwatches(folder, stopwatches, current=1):
    """A version-2 state file of `stopwatches` (dicts of the file's fields), saved now."""
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "state.json"), "w") as file:
        json.dump({"version": 2, "saved_at": int(time.time() * 1000), "current": current, "stopwatches": stopwatches}, file)


def stopwatch(id, name, status="initial", elapsed_ms=0, laps=()):
    return {"id": id, "name": name, "status": status, "elapsed_ms": elapsed_ms,
            "laps": [{"duration_ms": lap} for lap in laps]}


class StopwatchKeyTests(StopwatchesScenarios, X11TestCase):
    pass


class StopwatchListTests(SharedConfigTestCase):
    def launch_with(self, stopwatches, current=1, wide=True):
        """The app over `stopwatches`; `wide`: its window wide enough for the list beside Home."""
        write_stopwatches(self.folder, stopwatches, current)
        app = self.launch()
        if wide:
            xdotool("windowsize", app.window, "800", "600")
        return app

    def test_rows_are_named_with_time_and_status_and_f2_renames_in_place_refusing_a_name_taken(self):
        app = self.launch_with([stopwatch(1, "Tea", "paused", 65_000), stopwatch(2, "Eggs")], current=2)
        app.ui.wait_for("Tea, Paused, 1 minute, 5 seconds")
        app.ui.wait_for("Eggs, Ready, 0 seconds")
        app.key("F2")
        app.ui.wait_for("Rename")
        app.key("ctrl+a")
        xdotool("type", "--delay", "40", "tea")
        app.key("Return")
        app.ui.wait_for("Another stopwatch is named “Tea”")
        app.key("ctrl+a")
        xdotool("type", "--delay", "40", "Coffee")
        app.key("Return")
        self.wait_for_saved_stopwatches([("Tea", "paused", 0), ("Coffee", "initial", 0)])
        # Renamed, the keys are the stopwatch's again: Space starts Coffee.
        app.key("space")
        self.wait_for_saved_stopwatches([("Tea", "paused", 0), ("Coffee", "running", 0)])
        app.key("F2")
        app.ui.wait_for("Rename")
        xdotool("type", "--delay", "40", "xyz")
        app.key("Escape")
        app.key("l")
        self.wait_for_saved_stopwatches([("Tea", "paused", 0), ("Coffee", "running", 1)])

    def test_shift_space_typed_in_a_name_is_a_space_not_the_stopwatchs_key(self):
        app = self.launch_with([stopwatch(1, "Tea", "paused", 65_000), stopwatch(2, "Eggs")], current=2)
        app.ui.wait_for("Eggs, Ready, 0 seconds")
        app.key("F2")
        app.ui.wait_for("Rename")
        app.key("ctrl+a")
        # Shift held for the capital, still down for the space: the name's space.
        xdotool("type", "--delay", "40", "Black")
        app.key("shift+space")
        xdotool("type", "--delay", "40", "Tea")
        app.key("Return")
        self.wait_for_saved_stopwatches([("Tea", "paused", 0), ("Black Tea", "initial", 0)])
        self.assertIsNone(app.ui.find("Adjust Time"), "Shift+Space in the name asked when")

    def test_delete_on_a_row_removes_that_stopwatch_and_undo_brings_it_back_as_it_was(self):
        app = self.launch_with([stopwatch(1, "Tea", "paused", 65_000, [30_000]), stopwatch(2, "Eggs")], current=2)
        app.ui.wait_for("Tea, Paused, 1 minute, 5 seconds")
        # Tab into the list: the current row has the focus; Up makes Tea current.
        for _ in range(12):
            if app.ui.focused_name() == "Eggs, Ready, 0 seconds":
                break
            app.key("Tab")
            time.sleep(0.1)
        app.ui.wait_for_focus("Eggs, Ready, 0 seconds")
        app.key("Up")
        app.wait_for_stopwatch("Tea", 1, 2)
        app.key("Delete")
        app.ui.wait_for("“Tea” removed")
        self.wait_for_saved_stopwatches([("Eggs", "initial", 0)])
        app.key("ctrl+z")
        self.wait_for_saved_stopwatches([("Tea", "paused", 1), ("Eggs", "initial", 0)])
        app.wait_for_stopwatch("Tea", 1, 2)

    def test_ctrl_shift_page_up_and_down_move_the_current_one_in_the_list(self):
        app = self.launch_with([stopwatch(1, "Tea"), stopwatch(2, "Eggs"), stopwatch(3, "Run")], current=3)
        app.ui.wait_for("Run, Ready, 0 seconds")
        app.key("ctrl+shift+Prior")
        self.wait_for_saved_stopwatches([("Tea", "initial", 0), ("Run", "initial", 0), ("Eggs", "initial", 0)])
        app.key("ctrl+shift+Prior", "ctrl+shift+Next")
        self.wait_for_saved_stopwatches([("Tea", "initial", 0), ("Run", "initial", 0), ("Eggs", "initial", 0)])
        app.key("ctrl+shift+Prior", "space")
        self.wait_for_saved_stopwatches([("Run", "running", 0), ("Tea", "initial", 0), ("Eggs", "initial", 0)])

    def test_at_360_pixels_the_list_is_a_screen_of_its_own(self):
        app = self.launch_with([stopwatch(1, "Tea"), stopwatch(2, "Eggs")], wide=False)
        xdotool("windowsize", app.window, "360", "640")
        app.ui.wait_for("Stopwatches", role="push button")
        app.click_on("Stopwatches", role="push button")
        app.wait_for_screen("stopwatches")
        app.click_on("Eggs, Ready, 0 seconds")
        app.wait_for_stopwatch("Eggs", 2, 2)
        app.wait_for_screen("home")

    def test_the_menu_adds_a_stopwatch_and_with_one_stopwatch_there_is_no_list(self):
        app = self.launch()
        app.key("space")
        app.wait_for_state("running", 0)
        self.assertIsNone(app.ui.find("Stopwatches"), "one stopwatch shows no list")
        self.assertIsNone(app.ui.find("Rename Stopwatch"), "nor its menu items")
        app.choose_from_the_menu("New Stopwatch")
        app.wait_for_stopwatch("Stopwatch 2", 2, 2)
        # The window's first size is narrow: the list is a screen of its own, behind a button.
        app.click_on("Stopwatches", role="push button")
        app.wait_for_screen("stopwatches")
        app.ui.wait_for("Stopwatch 1, Running", prefix=True)


class FromOutsideTests(X11TestCase):
    def gapplication(self, *arguments):
        return subprocess.run(["gapplication", "action", APP_ID, *arguments], env=self.app.env, capture_output=True,
                              text=True, timeout=20)

    def call(self, method, *arguments):
        """Calls `method` of the app's own interface (ARCHITECTURE.md, "Several stopwatches") with `gdbus`."""
        return subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH,
                               "--method", f"{INTERFACE}.{method}", *arguments], env=self.app.env, capture_output=True,
                              text=True, timeout=20)

    def test_an_action_names_its_stopwatch_and_an_unknown_name_does_nothing_but_a_log_line(self):
        self.app.key("ctrl+n")
        self.app.wait_for_stopwatch("Stopwatch 2", 2, 2)
        self.assertEqual(self.gapplication("toggle-stopwatch", "'stopwatch 1'").returncode, 0)
        self.assertEqual(self.gapplication("lap-stopwatch", "'Stopwatch 1'").returncode, 0)
        self.wait_for_saved_stopwatches([("Stopwatch 1", "running", 1), ("Stopwatch 2", "initial", 0)])
        # An action takes the parameter it declares, and no other: GLib refuses it.
        refused = self.gapplication("lap", "'Stopwatch 1'")
        self.assertNotEqual(refused.returncode, 0)
        self.assertIn("expected type () but got type s", refused.stderr)
        self.assertEqual(self.gapplication("lap-stopwatch", "'Coffee'").returncode, 0)
        self.app.wait_for_log("No stopwatch is named or numbered “Coffee”")
        # Without a name, the current one, as before; by its id, the first.
        self.assertEqual(self.gapplication("toggle").returncode, 0)
        self.assertEqual(self.gapplication("lap-stopwatch", "'1'").returncode, 0)
        self.wait_for_saved_stopwatches([("Stopwatch 1", "running", 2), ("Stopwatch 2", "running", 0)])

    def test_the_apps_interface_answers_and_a_refused_call_is_an_error_that_changes_nothing(self):
        introspection = subprocess.run(["gdbus", "introspect", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH],
                                       env=self.app.env, capture_output=True, text=True, timeout=20, check=True).stdout
        self.assertIn(f"interface {INTERFACE}", introspection)
        self.assertIn("List(out aa{sv} stopwatches);", introspection)
        self.app.key("ctrl+n")
        self.app.wait_for_stopwatch("Stopwatch 2", 2, 2)
        self.assertEqual(self.call("Toggle", "tea").returncode, 1)
        self.assertEqual(self.call("Toggle", "stopwatch 1").stdout.strip(), "()")
        self.assertEqual(self.call("Lap", "1").stdout.strip(), "()")
        self.wait_for_saved_stopwatches([("Stopwatch 1", "running", 1), ("Stopwatch 2", "initial", 0)])
        listed = self.call("List").stdout
        self.assertIn("'name': <'Stopwatch 1'>, 'status': <'running'>", listed)
        self.assertIn("'laps': <int64 1>, 'current': <false>", listed)
        self.assertIn("'id': <int64 2>, 'name': <'Stopwatch 2'>, 'status': <'initial'>, 'elapsed_ms': <int64 0>", listed)
        with self.app.expect_only_state("running", 0):
            missing = self.call("Lap", "Coffee")
            self.assertIn(f"{INTERFACE}.Error.NoSuchStopwatch: No stopwatch is named or numbered “Coffee”", missing.stderr)
            # The current one (Stopwatch 2) is not running: no lap, and the reason.
            refused = self.call("Lap", "")
            self.assertIn(f"{INTERFACE}.Error.Refused: “Stopwatch 2” is not running", refused.stderr)
            refused = self.call("Reset", "Stopwatch 1")
            self.assertIn(f"{INTERFACE}.Error.Refused: “Stopwatch 1” is not paused", refused.stderr)
            self.assertEqual(self.call("Toggle", "").stdout.strip(), "()")

    def test_status_lists_every_stopwatch_and_the_history_names_each_sessions(self):
        self.app.key("space", "l", "space")
        self.app.wait_for_state("paused", 1)
        self.app.key("ctrl+n", "space")
        self.app.wait_for_stopwatch("Stopwatch 2", 2, 2)
        self.app.wait_for_state("running", 0)
        # --status reads the state file: what the app shows is saved a moment later.
        self.wait_for_saved_stopwatches([("Stopwatch 1", "paused", 1), ("Stopwatch 2", "running", 0)])
        status = json.loads(subprocess.run([BINARY, "--status", "--json"], env=self.app.env, capture_output=True, text=True,
                                           timeout=20).stdout)
        self.assertEqual((status["name"], status["status"]), ("Stopwatch 2", "running"), "the current one's fields, as before")
        self.assertEqual([(s["name"], s["status"], s["laps"], s["current"]) for s in status["stopwatches"]],
                         [("Stopwatch 1", "paused", 1, False), ("Stopwatch 2", "running", 0, True)])
        self.app.key("alt+1")
        self.app.wait_for_stopwatch("Stopwatch 1", 1, 2)
        self.app.key("Delete")
        self.app.wait_for_state("initial", 0)
        history = wait_until(lambda: (lambda out: out if "Stopwatch 1" in out else None)(
            subprocess.run([BINARY, "--history"], env=self.app.env, capture_output=True, text=True, timeout=20).stdout),
            what="the reset session in the history")
        self.assertRegex(history.strip(), r"1 lap.*Stopwatch 1$")


class NothingLostTests(SharedConfigTestCase):
    def killed_after(self, *keys):
        """Sends `keys`, kills the app 100 ms after the last, and starts it again."""
        app = self.apps[-1]
        app.key(*keys)
        time.sleep(0.1)
        app.process.send_signal(signal.SIGKILL)
        app.process.wait(timeout=10)
        return self.launch()

    def test_killed_100_ms_after_creating_renaming_removing_or_undoing_nothing_is_lost(self):
        app = self.launch()
        app.key("space")
        app.wait_for_state("running", 0)
        app = self.killed_after("ctrl+n")
        app.wait_for_stopwatch("Stopwatch 2", 2, 2)
        self.assertEqual(self.saved_stopwatches(), [("Stopwatch 1", "running", 0), ("Stopwatch 2", "initial", 0)])
        app.key("F2")
        app.ui.wait_for("Rename")
        app.key("ctrl+a")
        xdotool("type", "--delay", "40", "Tea")
        app = self.killed_after("Return")
        app.wait_for_stopwatch("Tea", 2, 2)
        self.assertEqual(self.saved_stopwatches(), [("Stopwatch 1", "running", 0), ("Tea", "initial", 0)])
        app = self.killed_after("ctrl+w")
        app.wait_for_state("running", 0)
        self.assertEqual(self.saved_stopwatches(), [("Stopwatch 1", "running", 0)])
        app.key("ctrl+n")
        app.wait_for_stopwatch("Stopwatch 2", 2, 2)
        app.key("ctrl+w")
        app.ui.wait_for("“Stopwatch 2” removed")
        app = self.killed_after("ctrl+z")
        app.wait_for_stopwatch("Stopwatch 2", 2, 2)
        self.assertEqual(self.saved_stopwatches(), [("Stopwatch 1", "running", 0), ("Stopwatch 2", "initial", 0)])


class StateFileTests(SharedConfigTestCase):
    def test_a_running_version_1_file_with_laps_comes_back_running_as_one_stopwatch_saved_as_version_2(self):
        os.makedirs(self.folder)
        with open(self.state_path, "w") as file:
            json.dump({"version": 1, "status": "running", "elapsed_ms": 65_000, "saved_at": int(time.time() * 1000),
                       "laps": [{"duration_ms": 20_000}, {"duration_ms": 30_000}]}, file)
        app = self.launch()
        app.wait_for_state("running", 2)
        self.assertIsNone(app.ui.find("Stopwatches", role="push button"), "one stopwatch shows no list")
        app.key("l")
        app.wait_for_state("running", 3)
        saved = self.wait_for_saved("running", 3)
        self.assertEqual(saved["version"], 3)
        self.assertEqual(self.saved_stopwatches(), [("Stopwatch", "running", 3)])
        self.assertGreaterEqual(sum(lap["duration_ms"] for lap in saved["laps"]), 65_000)

    def keeps_aside(self, stopwatches, reason):
        write_stopwatches(self.folder, stopwatches)
        with open(self.state_path, "rb") as file:
            original = file.read()
        app = self.launch()
        wait_until(lambda: "kept aside" in app.log_text(), what="the warning about the state file")
        self.assertIn(reason, app.log_text())
        kept = [name for name in os.listdir(self.folder) if name.startswith("state.json.bad-")]
        self.assertEqual(len(kept), 1)
        with open(os.path.join(self.folder, kept[0]), "rb") as file:
            self.assertEqual(file.read(), original, "the file kept aside is the file, whole")
        self.assertEqual(app.state(), ("initial", 0))
        app.key("space")
        self.wait_for_saved_stopwatches([("Stopwatch 1", "running", 0)])

    def test_ten_thousand_stopwatches_are_kept_aside_and_the_app_starts_clean(self):
        self.keeps_aside([stopwatch(index, f"S{index}") for index in range(1, 10_001)], "10000 stopwatches")

    def test_two_stopwatches_with_one_id_are_kept_aside(self):
        self.keeps_aside([stopwatch(1, "Tea", "paused", 5_000), stopwatch(1, "Eggs")], "the stopwatch id 1 twice")


if __name__ == "__main__":
    unittest.main()
