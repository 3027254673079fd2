"""Goals (ARCHITECTURE.md, "Goals") from outside: `stopwatch --goal`, the actions `goal-per-day` and
`goal-per-week`, and the interface's `SetGoal` and
`Goal` set and read a stopwatch's goal, the state file keeps it from today, `--status --json`
counts its progress as Totals do, and what breaks a rule is refused saying why, nothing
changed. On Home: the progress beneath the time, moved at once by a start as of earlier and
by corrections; a goal met told once (the banner, the `GoalMet` signal, the log). The Goal
dialog (Ctrl+G, the menu's Goal…) by keys alone: arrows choose how often, Tab reaches the
fields, Return sets, a refusal says why in it, Escape sets nothing. On a wall clock (libfaketime)
near midnight, and near a change of daylight saving time: the day's progress moves to the new
day at midnight, once, and not at the change."""

import datetime
import json
import subprocess

from goal_scenarios import GoalDialogScenarios
from pinned_clock import PinnedClock
from stopwatch_app import APP_ID, BINARY, OBJECT_PATH, LineMonitor, SharedConfigTestCase, X11TestCase, wait_until, xdotool

INTERFACE = "io.github.swiftgtk.Stopwatch1"


class GoalTestCase(X11TestCase):
    def call(self, method, *arguments):
        return subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH,
                               "--method", f"{INTERFACE}.{method}", *arguments], env=self.app.env, capture_output=True,
                              text=True, timeout=20)

    def command_line(self, *arguments):
        return subprocess.run([BINARY, *arguments], env=self.app.env, capture_output=True, text=True, timeout=30)

    def status(self):
        result = self.command_line("--status", "--json")
        self.assertEqual(result.returncode, 0, result.stderr)
        return json.loads(result.stdout)["stopwatches"][0]


class GoalFromOutsideTests(GoalTestCase):
    def test_a_goal_set_from_the_command_line_is_kept_from_today_and_counted_as_totals_count(self):
        self.app.wait_for_state("initial", 0)
        set_goal = self.command_line("--goal", "Stopwatch 1", "1h", "--per", "day", "--json")
        self.assertEqual(set_goal.returncode, 0, set_goal.stderr)
        self.assertEqual(json.loads(set_goal.stdout), {"stopwatch": "Stopwatch 1", "goal_ms": 3_600_000, "period": "day"})
        saved = wait_until(lambda: (state := self.saved()) and state.get("goals") and state, what="the goal saved")
        self.assertEqual(saved["version"], 3)
        self.assertEqual(saved["goals"], [{"from": datetime.date.today().isoformat(), "goal_ms": 3_600_000, "per": "day"}])
        self.assertEqual(self.call("Goal", "").stdout.strip(), "(int64 3600000, 'day')")
        # Started as of two minutes ago: what ran today counts, and a goal of one minute is met.
        started = self.command_line("--start", "--ago", "2m")
        self.assertEqual(started.returncode, 0, started.stderr)
        self.assertEqual(self.command_line("--goal", "Stopwatch 1", "1m").stdout.strip(), "Stopwatch 1: 1 min a day")
        status = self.status()
        midnight = datetime.datetime.combine(datetime.date.today(), datetime.time())
        since_midnight_ms = int((datetime.datetime.now() - midnight).total_seconds() * 1000)
        expected = min(status["elapsed_ms"], since_midnight_ms)
        self.assertEqual((status["goal_ms"], status["period"], status["met"], status["streak"]), (60_000, "day", True, 1))
        self.assertLessEqual(abs(status["done_ms"] - expected), 2_000, status)
        # None takes it away: the same day, as if there had been none.
        self.assertEqual(self.command_line("--goal", "Stopwatch 1", "none").stdout.strip(), "Stopwatch 1: no goal")
        wait_until(lambda: (state := self.saved()) and "goals" not in state, what="no goal saved")
        self.assertIsNone(self.status()["goal_ms"])
        self.assertEqual(self.call("Goal", "1").stdout.strip(), "(int64 0, '')")

    def test_what_breaks_a_rule_is_refused_saying_why_and_changes_nothing(self):
        self.app.wait_for_state("initial", 0)
        self.assertEqual(self.call("SetGoal", "", "36000000", "week").stdout.strip(), "()")
        refusals = [
            (("SetGoal", "", "--", "-60000", "day"), "A goal needs a time over zero."),
            (("SetGoal", "", "86460000", "day"), "A goal for a day is at most 24 hours."),
            (("SetGoal", "", "9223372036854775807", "week"), "A goal for a week is at most 168 hours."),
            (("SetGoal", "", "90000", "day"), "A goal is a whole number of minutes."),
            (("SetGoal", "", "60000", "month"), "A goal is for a day or a week, not “month”."),
            (("SetGoal", "Coffee", "60000", "day"), "No stopwatch is named or numbered “Coffee”"),
        ]
        for arguments, reason in refusals:
            with self.subTest(arguments=arguments):
                answer = self.call(*arguments)
                self.assertNotEqual(answer.returncode, 0)
                self.assertIn(reason, answer.stderr)
        not_a_length = self.command_line("--goal", "Stopwatch 1", "soon")
        self.assertEqual((not_a_length.returncode, not_a_length.stderr.strip()),
                         (2, "Not a length: “soon” (give it as 90m, 1h30m or 1:30)"))
        too_long = self.command_line("--goal", "Stopwatch 1", "200h", "--per", "week")
        self.assertEqual((too_long.returncode, too_long.stderr.strip()), (1, "A goal for a week is at most 168 hours."))
        missing = self.command_line("--goal", "Stopwatch 1")
        self.assertEqual(missing.returncode, 2, missing.stderr)
        # Nothing of it changed the goal, which the command line still reads.
        self.assertEqual(self.call("Goal", "").stdout.strip(), "(int64 36000000, 'week')")
        self.assertEqual(self.status()["goal_ms"], 36_000_000)

    def test_the_actions_set_the_current_stopwatchs_goal_and_a_refusal_is_a_line_in_the_log(self):
        self.app.wait_for_state("initial", 0)
        self.app.action("goal-per-day", "int64 5400000")
        saved = wait_until(lambda: (state := self.saved()) and state.get("goals") and state, what="the goal saved")
        self.assertEqual(saved["goals"][-1], {"from": datetime.date.today().isoformat(), "goal_ms": 5_400_000, "per": "day"})
        self.app.action("goal-per-week", "int64 5")
        self.app.wait_for_log("A goal is a whole number of minutes.")
        self.assertEqual(self.call("Goal", "").stdout.strip(), "(int64 5400000, 'day')", "nothing changed by what was refused")
        self.app.action("goal-per-week", "int64 0")
        wait_until(lambda: (state := self.saved()) and "goals" not in state, what="no goal saved")
        self.assertEqual(self.call("Goal", "").stdout.strip(), "(int64 0, '')")


class GoalOnHomeTests(GoalTestCase):
    def test_home_shows_the_current_stopwatchs_goal_filling_met_and_gone_with_it(self):
        self.app.wait_for_state("initial", 0)
        self.assertEqual(self.command_line("--goal", "Stopwatch 1", "1h").returncode, 0)
        self.app.ui.wait_for("0 min of 1 h today", role="label")
        # Started as of 20 minutes ago: the twenty minutes count at once.
        started = self.command_line("--start", "--ago", "20m")
        self.assertEqual(started.returncode, 0, started.stderr)
        self.app.ui.wait_for("20 min of 1 h today", role="label")
        # A correction moves it at once too, past the goal.
        self.app.action("adjust-time", "int64 2700000")
        self.app.ui.wait_for("1 h today, +5 min", role="label")
        self.app.ui.wait_for_gone("20 min of 1 h today")
        # The goal taken away takes its line: the next goal set shows in its place.
        self.assertEqual(self.command_line("--goal", "Stopwatch 1", "none").returncode, 0)
        self.app.ui.wait_for_gone("1 h today, +5 min", prefix=True)
        self.assertEqual(self.command_line("--goal", "Stopwatch 1", "10h", "--per", "week").returncode, 0)
        self.app.ui.wait_for("1 h 5 min of 10 h this week", role="label")

    def test_each_row_of_the_list_says_where_its_goal_stands(self):
        self.app.wait_for_state("initial", 0)
        # Wide enough for the list beside Home.
        xdotool("windowsize", self.app.window, "800", "600")
        self.app.key("ctrl+n")
        self.app.ui.wait_for("Stopwatch 2, Ready, 0 seconds")
        self.assertEqual(self.command_line("--goal", "Stopwatch 2", "1h").returncode, 0)
        self.app.ui.wait_for("Stopwatch 2, Ready, 0 seconds, 0 min of 1 h today")
        self.app.ui.wait_for("Ready · 0 min of 1 h today", role="label")
        # The new one is current: started as of ten minutes ago, its row moves at once.
        started = self.command_line("--start", "--ago", "10m")
        self.assertEqual(started.returncode, 0, started.stderr)
        self.app.ui.wait_for("Running · 10 min of 1 h today", role="label")
        self.app.ui.wait_for("Stopwatch 1, Ready, 0 seconds")

    def test_a_goal_met_running_is_told_once_on_screen_and_to_scripts(self):
        monitor = LineMonitor(["gdbus", "monitor", "--session", "--dest", APP_ID], env=self.app.env)
        self.addCleanup(monitor.stop)
        self.app.wait_for_state("initial", 0)
        self.assertEqual(self.command_line("--goal", "Stopwatch 1", "1h").returncode, 0)
        self.app.key("space")
        self.app.wait_for_state("running", 0)
        # Two seconds short of the hour: the running time meets it.
        self.app.action("adjust-time", "int64 3598000")
        self.app.ui.wait_for("Stopwatch 1 met its goal: 1 h today")
        self.app.ui.wait_for("1 day in a row")
        line = monitor.wait_for(lambda line: "GoalMet" in line, what="the GoalMet signal")
        self.assertIn(f"{INTERFACE}.GoalMet (int64 1, int64 3600000, 'day')", line)
        self.app.wait_for_log("goal met: stopwatch 1, 3600000 ms a day, ")
        # Taken under and back over by corrections: not told again this day. An alert two
        # seconds on is told after them, so the signals in between are all there are.
        self.app.action("adjust-time", "int64 -120000")
        self.app.ui.wait_for("58 min of 1 h today", role="label")
        self.app.action("adjust-time", "int64 120000")
        self.app.ui.wait_for("1 h today, met", role="label")
        at = self.status()["elapsed_ms"] // 1000 * 1000 + 2000
        self.assertEqual(self.call("SetAlerts", "", f"[{at}]", "0").returncode, 0)
        monitor.wait_for(lambda line: "AlertReached" in line, what="the AlertReached signal")
        with monitor.lock:
            signals = [line for line in monitor.lines if "GoalMet" in line or "AlertReached" in line]
        self.assertEqual(len(signals), 2, signals)
        self.assertIn("GoalMet", signals[0])


class GoalDialogTests(GoalDialogScenarios, X11TestCase):
    pass


class GoalFollowsTheHistoryTests(SharedConfigTestCase):
    """Home's goal line follows the past sessions at once: one added by hand, its end mended,
    then removed. On a clock pinned to Thursday noon (a session of the last half hour is
    today's whenever the test runs), so the calls go over D-Bus with the pinned clock's
    instants (the command line would read WHEN on the real one)."""

    def call(self, method, *arguments):
        answer = subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH, "--method",
                                 f"{INTERFACE}.{method}", *arguments], env=self.app.env, capture_output=True, text=True,
                                timeout=20)
        self.assertEqual(answer.returncode, 0, answer.stderr)
        return answer.stdout.strip()

    def test_a_session_added_mended_and_removed_moves_the_line_at_once(self):
        clock = PinnedClock()
        self.app = self.launch(extra_env=clock.env)
        self.app.wait_for_state("initial", 0)
        self.call("SetGoal", "", "3600000", "day")
        self.app.ui.wait_for("0 min of 1 h today", role="label")
        now = clock.now_ms()
        session = self.call("AddSession", "Stopwatch 1", str(now - 1_800_000), str(now - 600_000))
        self.app.ui.wait_for("20 min of 1 h today", role="label")
        # The session as the call named it: "('12',)".
        name = session.split("'")[1]
        self.call("MendSession", name, "end", str(now - 300_000), "")
        self.app.ui.wait_for("25 min of 1 h today", role="label")
        self.call("MendSession", name, "remove", "0", "")
        self.app.ui.wait_for("0 min of 1 h today", role="label")
        self.app.ui.wait_for_gone("25 min of 1 h today")


class GoalOverMidnightTests(SharedConfigTestCase):
    """A goal of an hour a day on a stopwatch that runs over midnight (UTC), or over Berlin's
    spring change of daylight saving time (an hour skipped at 02:00, 01:00 UTC). The app alone
    runs on the faked clock; goals and corrections come over D-Bus and actions (C tools:
    libfaketime empties a Swift program's arguments)."""

    def start_running_until(self, clock, moment_ms, elapsed_at_moment_ms):
        """The app on `clock`, an hour a day as its goal, running so that it has run
        `elapsed_at_moment_ms` at `moment_ms` on that clock: reckoned from the clock's now when
        the time is set, not when the test began (an app slow to start moves nothing)."""
        self.app = self.launch(extra_env=clock.env)
        self.app.wait_for_state("initial", 0)
        answer = subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH, "--method",
                                 f"{INTERFACE}.SetGoal", "", "3600000", "day"], env=self.app.env, capture_output=True, text=True,
                                timeout=20)
        self.assertEqual(answer.returncode, 0, answer.stderr)
        ahead_ms = moment_ms - clock.now_ms()
        self.assertGreater(ahead_ms, 5000, "the app started too late to be set before the moment")
        self.app.action("adjust-time", f"int64 {elapsed_at_moment_ms - ahead_ms}")
        self.app.wait_for_state("running", 0)

    def test_at_midnight_the_days_progress_starts_again_once(self):
        clock = PinnedClock(at="2026-11-26 23:59:35")
        midnight_ms = clock.ms_at("2026-11-27 00:00:00")
        self.start_running_until(clock, midnight_ms, 3_050_000)
        self.app.ui.wait_for("50 min of 1 h today", role="label")
        # Past midnight what runs counts on the new day, from nothing.
        self.app.ui.wait_for("0 min of 1 h today", role="label", timeout=45)
        self.app.ui.wait_for_gone("50 min of 1 h today")
        # Once: a minute added now is today's, and the day before is not counted again.
        self.app.action("adjust-time", "int64 60000")
        self.app.ui.wait_for("1 min of 1 h today", role="label")

    def test_over_the_change_of_daylight_saving_time_the_day_goes_on(self):
        clock = PinnedClock(at="2027-03-28 00:59:35", zone="Europe/Berlin")
        # 01:00 UTC: 02:00 CET is 03:00 CEST.
        change_ms = clock.ms_at("2027-03-28 01:00:00")
        self.start_running_until(clock, change_ms, 3_050_000)
        self.app.ui.wait_for("50 min of 1 h today", role="label")
        # 51 minutes are reached 10 s after the change: an hour skipped on the wall clock is no
        # hour run ("1 h 51 min"), nor a new day ("0 min").
        self.app.ui.wait_for("51 min of 1 h today", role="label", timeout=45)
