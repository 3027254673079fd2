"""Mending a mistake on X11: the shared scenarios of Tests/Scenarios/mend_scenarios.py, and
the Adjust Time window's refusal, its "Started … ago" and the row's double click."""

import json
import subprocess
import time
import unittest

from mend_scenarios import MendScenarios
import pyatspi
from raw_dbus import RawBusConnection, marshal_string, marshal_uint32

from stopwatch_app import APP_ID, BINARY, SharedConfigTestCase, X11TestCase, wait_until, xdotool

OBJECT_PATH = "/io/github/swiftgtk/Stopwatch"
INTERFACE = "io.github.swiftgtk.Stopwatch1"


class MendKeyTests(MendScenarios, X11TestCase):
    def test_taking_away_more_than_the_lap_in_progress_says_why_and_changes_nothing(self):
        before = self.paused_on_laps_with_three_laps()
        self.app.key("ctrl+t")
        self.app.wait_for_window("Adjust Time")
        # From the hours, Shift+Tab reaches Take Away, Space chooses it, Tab goes back.
        self.app.key("shift+Tab", "space", "Tab")
        self.app.ui.wait_for_focus("Hours")
        self.app.key("ctrl+a")
        self.app.type("2")
        self.app.key("Return")
        self.app.ui.wait_for("Only the lap in progress can be shortened", prefix=True)
        self.app.key("Escape")
        self.app.wait_until_window_closed("Adjust Time")
        self.app.window_closed_keyboard_back()
        # Keys that must do something, after which nothing else may have changed.
        self.app.key("Escape")
        self.app.wait_for_screen("home")
        self.app.key("space")
        self.app.wait_for_state("running", 3)
        saved = wait_until(lambda: (state := self.saved()) and state["status"] == "running" and state, what="saved running")
        self.assertNotIn("adjusted_ms", saved)
        self.assertEqual(saved["laps"], before["laps"])

    def test_a_rows_menu_edits_its_note_and_removes_its_lap_by_the_menu_key_and_a_right_click(self):
        before = self.paused_on_laps_with_three_laps()
        # The newest row has the focus: the Menu key opens its menu.
        self.app.key("Menu")
        self.app.ui.wait_for("Edit Note", role="menu item").queryAction().doAction(0)
        self.app.ui.wait_for("Note for Lap 3")
        self.app.key("Escape")
        self.app.ui.wait_for_gone("Note for Lap 3")
        # A right click on the oldest row: its menu, about its lap.
        node = self.app.ui.wait_for("Lap 1, ", prefix=True)
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        xdotool("mousemove", "--window", self.app.window, str(extents.x + 20), str(extents.y + extents.height // 2), "click", "3")
        self.app.ui.wait_for("Remove Lap", role="menu item").queryAction().doAction(0)
        after = self.wait_for_saved_laps(2)
        self.assertEqual(after["laps"][0]["duration_ms"], before["laps"][0]["duration_ms"] + before["laps"][1]["duration_ms"])
        self.assertEqual(after["elapsed_ms"], before["elapsed_ms"])

    def test_plus_adds_a_minute_and_minus_takes_it_away(self):
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        # + is Shift and = on this layout: still the plain key that adds a minute.
        self.app.key("plus")
        wait_until(lambda: (self.saved() or {}).get("adjusted_ms") == 60_000, what=lambda: f"a minute added (now {self.saved()})")
        self.app.key("minus")
        wait_until(lambda: (state := self.saved()) and "adjusted_ms" not in state, what=lambda: f"it taken away (now {self.saved()})")

    def test_a_stopwatch_not_started_is_started_so_long_ago(self):
        self.app.key("ctrl+t")
        self.app.wait_for_window("Adjust Time")
        self.assertIsNone(self.app.ui.find("Take Away"), "a stopwatch not started offered to take time away")
        self.app.ui.wait_for("Started")
        self.app.key("Tab")
        self.app.key("ctrl+a")
        self.app.type("5")
        self.app.key("Return")
        self.app.wait_until_window_closed("Adjust Time")
        self.app.wait_for_state("running", 0)
        saved = wait_until(lambda: (state := self.saved()) and state["status"] == "running" and state, what="saved running")
        self.assertGreaterEqual(saved["elapsed_ms"], 300_000)
        # It ran from then: its run log begins five minutes back, and it is no correction.
        self.assertNotIn("adjusted_ms", saved)
        self.assertEqual(saved.get("credits", []), [])
        self.assertLessEqual(abs(saved["resumed_at"] + 300_000 - time.time() * 1000), 60_000)

    def test_shift_space_on_a_running_stopwatch_pauses_it_so_long_ago_and_undo_runs_it_on(self):
        started = time.time()
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        # Run long enough to be paused a second back, however long the keys below take.
        wait_until(lambda: self.app.status()["elapsed_ms"] >= 2000, what="two seconds run")
        self.app.key("shift+space")
        self.app.wait_for_window("Pause Earlier")
        self.app.ui.wait_for("Stopped")
        self.assertIsNone(self.app.ui.find("Take Away"), "pausing earlier offered to take time away")
        # Further back than it ran: refused, saying how far back it can go.
        self.app.key("Tab")
        self.app.ui.wait_for_focus("Minutes")
        self.app.key("ctrl+a")
        self.app.type("5")
        self.app.key("Return")
        self.app.ui.wait_for("It can be paused at most ", prefix=True)
        self.assertEqual(self.saved()["status"], "running")
        self.app.key("ctrl+a")
        self.app.type("0")
        self.app.key("Tab")
        self.app.ui.wait_for_focus("Seconds")
        self.app.key("ctrl+a")
        self.app.type("1")
        self.app.key("Return")
        self.app.wait_until_window_closed("Pause Earlier")
        paused = wait_until(lambda: (state := self.saved()) and state["status"] == "paused" and state, what="saved paused")
        ran = paused["ran"][-1]
        # Its time is what it was a second before the pause, and its span ends there.
        # (The span is on the wall clock, the time on the monotonic one: each to the millisecond.)
        self.assertAlmostEqual(ran[1] - ran[0], paused["elapsed_ms"], delta=2)
        self.assertLessEqual(ran[1], time.time() * 1000 - 1000)
        self.assertGreaterEqual(ran[0], started * 1000 - 1000)
        self.app.ui.wait_for("Paused earlier")
        self.app.key("ctrl+z")
        self.app.wait_for_state("running", 0)
        again = wait_until(lambda: (state := self.saved()) and state["status"] == "running" and state, what="running again")
        self.assertEqual(again["resumed_at"], ran[0], "it ran on from where it began, as if never paused")



    def test_at_a_time_starts_a_stopwatch_and_pauses_it_at_the_moments_typed_exactly(self):
        # Whole minutes of the local clock, typed as ISO times (so no midnight can make one
        # yesterday's): it began ten minutes ago and stopped five minutes ago.
        minute = int(time.time()) // 60 * 60
        began, stopped = minute - 600, minute - 300
        self.app.key("ctrl+t")
        self.app.wait_for_window("Adjust Time")
        self.app.key("alt+t")
        self.app.ui.wait_for_focus("Started at")
        self.app.type(time.strftime("%Y-%m-%dT%H:%M", time.localtime(began)))
        self.app.key("Return")
        self.app.wait_until_window_closed("Adjust Time")
        running = wait_until(lambda: (state := self.saved()) and state["status"] == "running" and state, what="saved running")
        self.assertEqual(running["resumed_at"], began * 1000, "its span begins at the moment typed")
        self.app.key("shift+space")
        self.app.wait_for_window("Pause Earlier")
        self.app.key("alt+t")
        self.app.ui.wait_for_focus("Stopped at")
        # A moment still to come is refused, saying so.
        self.app.type("2999-01-01T00:00")
        self.app.key("Return")
        self.app.ui.wait_for("“2999-01-01T00:00” is still to come")
        self.app.key("ctrl+a")
        self.app.type(time.strftime("%Y-%m-%dT%H:%M", time.localtime(stopped)))
        self.app.key("Return")
        self.app.wait_until_window_closed("Pause Earlier")
        paused = wait_until(lambda: (state := self.saved()) and state["status"] == "paused" and state, what="saved paused")
        self.assertEqual(paused["ran"][-1], [began * 1000, stopped * 1000], "ran from the one moment to the other")
        # The time is on the monotonic clock, the span on the wall clock: each to the millisecond.
        self.assertAlmostEqual(paused["elapsed_ms"], 300_000, delta=2)

    def right_click(self, name):
        node = self.app.ui.wait_for(name, role="push button")
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        xdotool("mousemove", "--window", self.app.window, str(extents.x + extents.width // 2),
                str(extents.y + extents.height // 2), "click", "3")

    def test_the_start_and_pause_buttons_menu_starts_it_and_pauses_it_minutes_ago(self):
        self.right_click("Start")
        self.app.ui.wait_for("Started 10 min ago", role="menu item").queryAction().doAction(0)
        self.app.wait_for_state("running", 0)
        running = wait_until(lambda: (state := self.saved()) and state["status"] == "running" and state, what="saved running")
        self.assertLessEqual(abs(running["resumed_at"] + 600_000 - time.time() * 1000), 60_000)
        self.right_click("Pause")
        self.app.ui.wait_for("Paused 5 min ago", role="menu item").queryAction().doAction(0)
        paused = wait_until(lambda: (state := self.saved()) and state["status"] == "paused" and state, what="saved paused")
        # Ran from ten minutes back to five: five minutes and the moments the clicks took.
        # (The span is on the wall clock, the time on the monotonic one: each to the millisecond.)
        self.assertEqual(len(paused["ran"]), 1)
        self.assertEqual(paused["ran"][0][0], running["resumed_at"])
        self.assertAlmostEqual(paused["ran"][0][1] - paused["ran"][0][0], paused["elapsed_ms"], delta=2)
        self.assertGreaterEqual(paused["elapsed_ms"], 300_000)
        self.assertLess(paused["elapsed_ms"], 360_000)
        # Paused, the button is Resume: no menu; Space must still resume it.
        self.right_click("Resume")
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        self.assertIsNone(self.app.ui.find("Started 5 min ago"))
        self.assertIsNone(self.app.ui.find("Paused 5 min ago"))


class MendFromOutsideTests(X11TestCase):
    """The actions `adjust-time`, `remove-lap`, `note-lap` and the app's interface's
    `AdjustTime`, `RemoveLap`, `NoteLap`: each does what it says, or is refused saying why and
    changes nothing; `--status --json` follows every change."""

    def call(self, method, *arguments):
        return subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH,
                               "--method", f"{INTERFACE}.{method}", *arguments], env=self.app.env, capture_output=True,
                              text=True, timeout=20)

    def status(self):
        return json.loads(subprocess.run([BINARY, "--status", "--json"], env=self.app.env, capture_output=True, text=True,
                                         timeout=20, check=True).stdout)

    def paused_with_three_laps(self):
        self.app.start_with_laps(3)
        self.app.key("space")
        self.app.wait_for_state("paused", 3)
        return wait_until(lambda: (state := self.saved()) and state["status"] == "paused" and len(state["laps"]) == 3 and state,
                          what="three laps saved, paused")

    def test_actions_mend_the_current_stopwatch(self):
        before = self.paused_with_three_laps()
        self.app.action("adjust-time", "int64 60000")
        wait_until(lambda: self.saved().get("adjusted_ms") == 60_000, what=lambda: f"a minute added (now {self.saved()})")
        self.app.action("note-lap", "(uint32 1, 'warm-up')")
        wait_until(lambda: self.saved()["laps"][0].get("note") == "warm-up", what="lap 1 noted")
        self.app.action("remove-lap", "uint32 2")
        self.app.wait_for_state("paused", 2)
        saved = wait_until(lambda: (state := self.saved()) and len(state["laps"]) == 2 and state, what="two laps saved")
        self.assertEqual(saved["elapsed_ms"], before["elapsed_ms"] + 60_000)
        self.assertEqual(saved["laps"][1]["duration_ms"], before["laps"][1]["duration_ms"] + before["laps"][2]["duration_ms"])
        status = self.status()
        self.assertEqual((status["status"], status["laps"], status["elapsed_ms"]), ("paused", 2, saved["elapsed_ms"]))
        # A lap that is not there: a log line, nothing else.
        self.app.action("remove-lap", "uint32 9")
        self.app.wait_for_log("There is no lap 9: the laps are 1 to 2")
        self.assertEqual(len(self.saved()["laps"]), 2)
        # Paused as of a moment ago: only a running one.
        self.app.action("pause-earlier", "int64 1000")
        self.app.wait_for_log("Only a running stopwatch can be paused as of a moment ago")
        self.app.key("space")
        self.app.wait_for_state("running", 2)
        running = wait_until(lambda: (state := self.saved()) and state["status"] == "running" and state, what="running")
        # Run long enough to be paused 200 ms back within the lap in progress.
        wait_until(lambda: self.status()["elapsed_ms"] >= running["elapsed_ms"] + 300, what="300 ms more run")
        self.app.action("pause-earlier", "int64 200")
        paused = wait_until(lambda: (state := self.saved()) and state["status"] == "paused" and state, what="paused earlier")
        self.assertEqual(paused["ran"][-1][0], running["resumed_at"])
        self.assertEqual(self.status()["status"], "paused")

    def test_the_interface_mends_a_named_stopwatch_and_refuses_hostile_calls_saying_why(self):
        introspection = subprocess.run(["gdbus", "introspect", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH],
                                       env=self.app.env, capture_output=True, text=True, timeout=20, check=True).stdout
        self.assertIn("AdjustTime(in  s target,", introspection)
        self.assertIn("NoteLap(in  s target,", introspection)
        self.assertIn("PauseEarlier(in  s target,", introspection)
        self.assertIn("StartEarlier(in  s target,", introspection)
        before = self.paused_with_three_laps()
        refusals = [
            (("AdjustTime", "", "--", "-9223372036854775808"), "A stopwatch counts up to 100 years"),
            (("AdjustTime", "", "--", "3155760000001"), "A stopwatch counts up to 100 years"),
            (("AdjustTime", "", "0"), "Nothing to adjust"),
            (("AdjustTime", "", "--", "-3600000"), "Only the lap in progress can be shortened"),
            (("RemoveLap", "", "0"), "There is no lap 0: the laps are 1 to 3"),
            (("RemoveLap", "", "4294967295"), "There is no lap 4294967295"),
            (("NoteLap", "", "1", "x" * 10_000), "A note holds at most 100 characters"),
            (("NoteLap", "", "1", "two\nlines"), "A note cannot hold control characters"),
            (("NoteLap", "Coffee", "1", "x"), "No stopwatch is named or numbered “Coffee”"),
            (("PauseEarlier", "", "1000"), "Only a running stopwatch can be paused as of a moment ago"),
            (("StartEarlier", "", "0"), "The stopwatch has already started"),
        ]
        for arguments, reason in refusals:
            with self.subTest(arguments=arguments[:3]):
                answer = self.call(*arguments)
                self.assertNotEqual(answer.returncode, 0)
                self.assertIn(reason, answer.stderr)
        self.assertEqual(self.call("NoteLap", "Stopwatch 1", "2", "  שלום 🏁  ").stdout.strip(), "()")
        self.assertEqual(self.call("AdjustTime", "1", "100").stdout.strip(), "()")
        saved = wait_until(lambda: (state := self.saved()) and state.get("adjusted_ms") == 100 and state, what="the correction saved")
        self.assertEqual(saved["laps"][1]["note"], "שלום 🏁")
        self.assertEqual([lap["duration_ms"] for lap in saved["laps"]], [lap["duration_ms"] for lap in before["laps"]])
        self.assertEqual(saved["elapsed_ms"], before["elapsed_ms"] + 100)


    def command_line(self, *arguments, env=None):
        return subprocess.run([BINARY, *arguments], env=env or self.app.env, capture_output=True, text=True, timeout=30)

    def test_the_command_line_starts_it_so_long_ago_and_pauses_it_as_of_a_moment(self):
        started = self.command_line("--start", "--ago", "10m", "--json")
        self.assertEqual(started.returncode, 0, started.stderr)
        answer = json.loads(started.stdout)
        self.assertEqual(answer["status"], "running")
        self.assertGreaterEqual(answer["elapsed_ms"], 600_000)
        running = wait_until(lambda: (state := self.saved()) and state["status"] == "running" and state, what="saved running")
        self.assertLessEqual(abs(running["resumed_at"] + 600_000 - time.time() * 1000), 60_000)
        again = self.command_line("--start")
        self.assertEqual((again.returncode, again.stderr.strip()), (1, "The stopwatch has already started"))
        for arguments, reason in ((("--start", "--ago", "5x"), "Not a length: “5x”"),
                                  (("--pause", "--at", "25:00"), "Not a moment: “25:00”")):
            refused = self.command_line(*arguments)
            self.assertEqual(refused.returncode, 2)
            self.assertTrue(refused.stderr.startswith(reason), refused.stderr)
        # Five minutes ago, in the local zone, to the second.
        moment = time.time() - 300
        paused = self.command_line("--pause", "--at", time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(moment)))
        self.assertEqual(paused.returncode, 0, paused.stderr)
        self.assertTrue(paused.stdout.startswith("Stopwatch 1: paused "), paused.stdout)
        saved = wait_until(lambda: (state := self.saved()) and state["status"] == "paused" and state, what="saved paused")
        self.assertEqual(saved["ran"][-1][0], running["resumed_at"])
        self.assertLessEqual(abs(saved["ran"][-1][1] - moment * 1000), 1500)
        twice = self.command_line("--pause")
        self.assertEqual((twice.returncode, twice.stderr.strip()), (1, "Only a running stopwatch can be paused as of a moment ago"))
        # On a bus where no app runs (and none can be started), said as such.
        alone = subprocess.run(["dbus-run-session", "--", BINARY, "--pause"], env=self.app.env, capture_output=True, text=True,
                               timeout=30)
        # (The bus of its own says on standard error what it could not set up: lines of its own.)
        self.assertEqual(alone.returncode, 1)
        self.assertIn("Stopwatch is not running", alone.stderr.splitlines())

    def test_a_note_that_is_not_utf8_is_stopped_by_the_bus_and_changes_nothing(self):
        # Every D-Bus library refuses to send such a string, so it is written byte by byte.
        # The same connection first sends a note that is UTF-8, which lands: the bytes are a
        # well-formed call. The bus checks each message and drops the connection that sent
        # the broken one: the app never sees it, keeps its laps and notes, and answers the
        # next call as before.
        before = self.paused_with_three_laps()
        connection = RawBusConnection(self.app.env["DBUS_SESSION_BUS_ADDRESS"])
        self.addCleanup(connection.close)

        def note_lap(number, note):
            body = marshal_string(b"")
            body += marshal_uint32(number, len(body))
            body += marshal_string(note, len(body))
            connection.call(APP_ID, OBJECT_PATH, INTERFACE, "NoteLap", "sus", body)

        note_lap(1, "warm-up ✓".encode())
        noted = wait_until(lambda: (state := self.saved()) and state["laps"][0].get("note") == "warm-up ✓" and state,
                           what="the note sent byte by byte saved")
        note_lap(2, b"the \xff\xfe hill \xe2\x80")
        self.assertTrue(connection.closed_by_the_bus(within=10), "the bus passed on a note that is not UTF-8")
        self.assertEqual(self.saved()["laps"], noted["laps"])
        self.assertEqual(self.call("NoteLap", "", "2", "the hill").stdout.strip(), "()")
        saved = wait_until(lambda: (state := self.saved()) and state["laps"][1].get("note") == "the hill" and state,
                           what="the next note saved")
        self.assertEqual([lap.get("note") for lap in saved["laps"]], ["warm-up ✓", "the hill", None])
        self.assertEqual([lap["duration_ms"] for lap in saved["laps"]], [lap["duration_ms"] for lap in before["laps"]])
        status = self.status()
        self.assertEqual((status["status"], status["laps"], status["elapsed_ms"]), ("paused", 3, before["elapsed_ms"]))


class MendSurvivesKillTests(SharedConfigTestCase):
    """kill -9 100 ms after a correction, a removal or a note loses none of them."""

    def test_kill_9_100_ms_after_each_mend_loses_nothing(self):
        app = self.launch()
        app.start_with_laps(3)
        app.key("space")
        app.wait_for_state("paused", 3)
        steps = [
            (("adjust-time", "int64 120000"), lambda state: state.get("adjusted_ms") == 120_000),
            (("note-lap", "(uint32 2, 'the hill')"), lambda state: state["laps"][1].get("note") == "the hill"),
            (("remove-lap", "uint32 1"), lambda state: len(state["laps"]) == 2 and state["laps"][0].get("note") == "the hill"),
        ]
        for (action, parameter), kept in steps:
            with self.subTest(action=action):
                app.action(action, parameter)
                time.sleep(0.1)
                app.kill()
                self.assertTrue(kept(self.saved()), f"{action} was lost: {self.saved()}")
                app = self.launch()
                app.wait_for_state("paused", 3 if action != "remove-lap" else 2)
        self.assertEqual(self.saved()["adjusted_ms"], 120_000)


if __name__ == "__main__":
    unittest.main()
