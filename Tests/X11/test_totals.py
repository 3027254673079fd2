"""Where the time went (ARCHITECTURE.md, "Where the time went"), on X11: from the command line, `stopwatch --totals`
sums the history and the stopwatches as they are, by local day in the user's time zone
(`TZ`), as a table or JSON; days that do not exist and other bad options are refused with a
clear message and status 1; a session from before spans counts on the day it started. The
Totals screen: the shared scenarios (Tests/Scenarios/totals_scenarios.py), then what only
X11 reads here: the rows as assistive technology reads them and reaches them by keyboard,
and the CSV export through the file chooser."""

import datetime
import json
import os
import re
import subprocess
import time
import unittest

from pinned_clock import PinnedClock
from stopwatch_app import BINARY, SharedConfigTestCase, X11TestCase, wait_until, write_stopwatches
from totals_scenarios import TotalsScenarios

DAY_MS = 86_400_000


def resident_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def utc_day(milliseconds):
    return time.strftime("%Y-%m-%d", time.gmtime(milliseconds / 1000))


class TotalsTests(SharedConfigTestCase):
    """The app and the command line on a wall clock pinned to a Thursday noon (UTC), so
    "today" and "yesterday" are the same days at whatever hour the suite runs."""

    def setUp(self):
        super().setUp()
        self.clock = PinnedClock()

    def write_state(self, stopwatches, current=1):
        os.makedirs(self.folder, exist_ok=True)
        with open(self.state_path, "w") as file:
            json.dump({"version": 2, "saved_at": self.clock.now_ms(), "current": current, "stopwatches": stopwatches}, file)

    def launch(self, **options):
        return super().launch(extra_env=self.clock.env, **options)

    def totals(self, *options, zone="UTC"):
        env = dict(os.environ, XDG_CONFIG_HOME=self.config, XDG_DATA_HOME=os.path.join(self.config, "data"), **self.clock.env,
                   LANG="C.UTF-8", LANGUAGE="", DISPLAY="")
        env["TZ"] = zone
        return subprocess.run([BINARY, "--totals", *options], env=env, capture_output=True, text=True, timeout=30)

    def test_a_kept_session_counts_on_the_day_it_started_and_a_running_one_live(self):
        now = self.clock.now_ms()
        self.write_state([
            {"id": 1, "name": "Writing", "status": "running", "elapsed_ms": 7_500_000, "started_at": now - 7_500_000, "laps": []},
            {"id": 2, "name": "Reading", "status": "paused", "elapsed_ms": 1_500_000, "started_at": now - 2 * DAY_MS, "laps": []},
        ], current=2)
        # Delete resets "Reading": its session goes to the history.
        app = self.launch()
        app.key("Delete")
        wait_until(lambda: (self.saved() or {}).get("status") == "initial", what="Reading reset and saved")
        self.assertEqual(app.quit(), 0)
        # On quit it waits for the history and the state file, the pinned wall clock (a
        # preloaded library) notwithstanding: a wait it ended at once lost this session once.
        with open(app.log_path) as log:
            self.assertNotIn("within 3", log.read())
        since, until = utc_day(now - 3 * DAY_MS), utc_day(now)
        result = self.totals("--json", "--since", since, "--until", until)
        self.assertEqual(result.returncode, 0, result.stderr)
        rows = json.loads(result.stdout)
        reading_day = utc_day(now - 2 * DAY_MS)
        self.assertIn({"day": reading_day, "stopwatch": "Reading", "machine": "", "total_ms": 1_500_000}, rows)
        writing = [row for row in rows if row["stopwatch"] == "Writing"]
        self.assertEqual([row["day"] for row in writing], [utc_day(now - 7_500_000)])
        self.assertGreaterEqual(writing[0]["total_ms"], 7_500_000, "the running one counts what it has now")
        self.assertEqual([row["day"] for row in rows if row["stopwatch"] == ""],
                         [utc_day(now - day * DAY_MS) for day in (3, 2, 1, 0)], "a sum for every day, zero or not")
        text = self.totals("--since", since, "--until", until).stdout
        self.assertIn(f"{reading_day}  Reading  ", text)
        self.assertRegex(text, r"Reading\s+25 min")

    def test_a_session_counts_the_time_it_ran_not_the_time_it_was_paused(self):
        app = self.launch()
        app.key("space")
        app.wait_for_state("running", 0)
        time.sleep(1)
        app.key("space")
        app.wait_for_state("paused", 0)
        time.sleep(1.5)
        app.key("space")
        app.wait_for_state("running", 0)
        time.sleep(0.5)
        app.key("space")
        app.wait_for_state("paused", 0)
        app.key("Delete")
        wait_until(lambda: (self.saved() or {}).get("status") == "initial", what="reset and saved")
        app.quit()
        env = dict(os.environ, XDG_CONFIG_HOME=self.config, XDG_DATA_HOME=os.path.join(self.config, "data"), DISPLAY="")
        session = json.loads(subprocess.run([BINARY, "--history", "--json"], env=env, capture_output=True, text=True, timeout=30,
                                            check=True).stdout)[0]
        today = utc_day(self.clock.now_ms())
        self.assertEqual(today, "2026-11-26")
        rows = json.loads(self.totals("--json", "--since", today, "--until", today).stdout)
        counted = next(row["total_ms"] for row in rows if row["stopwatch"] == "Stopwatch 1")
        # Its two spans by the wall clock against its elapsed time by the monotonic one: the
        # same to a few milliseconds, and not the 1.5 s it stood paused.
        self.assertAlmostEqual(counted, session["elapsed_ms"], delta=50)

    def test_the_day_is_the_time_zones(self):
        # Started at 20:00 UTC: the same day in UTC, the next in Kolkata (01:30).
        started = 1_795_636_800_000  # 2026-11-25 20:00 UTC
        self.write_state([{"id": 1, "name": "Night", "status": "paused", "elapsed_ms": 600_000, "started_at": started, "laps": []}])
        for zone, day in (("UTC", "2026-11-25"), ("Asia/Kolkata", "2026-11-26"), ("America/New_York", "2026-11-25")):
            result = self.totals("--json", "--since", "2026-11-24", "--until", "2026-11-27", zone=zone)
            self.assertEqual(result.returncode, 0, result.stderr)
            rows = [row for row in json.loads(result.stdout) if row["stopwatch"] == "Night"]
            self.assertEqual(rows, [{"day": day, "stopwatch": "Night", "machine": "", "total_ms": 600_000}], zone)

    def test_by_week_starts_on_the_locales_first_weekday_and_by_month_on_the_first(self):
        self.write_state([{"id": 1, "name": "Run", "status": "paused", "elapsed_ms": 600_000,
                           "started_at": 1_795_478_400_000 + 3_600_000, "laps": []}])  # 2026-11-24, a Tuesday
        for locale, week in (("en_US.UTF-8", "2026-11-22"), ("de_DE.UTF-8", "2026-11-23")):
            env_result = subprocess.run(
                [BINARY, "--totals", "--json", "--by", "week", "--since", "2026-11-24", "--until", "2026-11-24"],
                env=dict(os.environ, XDG_CONFIG_HOME=self.config, XDG_DATA_HOME=os.path.join(self.config, "data"), TZ="UTC",
                         LC_ALL=locale, LANGUAGE="", DISPLAY=""), capture_output=True, text=True, timeout=30)
            self.assertEqual(env_result.returncode, 0, env_result.stderr)
            self.assertIn({"day": week, "stopwatch": "Run", "machine": "", "total_ms": 600_000}, json.loads(env_result.stdout), locale)
        result = self.totals("--json", "--by", "month", "--since", "2026-11-24", "--until", "2026-11-24")
        self.assertIn({"day": "2026-11-01", "stopwatch": "Run", "machine": "", "total_ms": 600_000}, json.loads(result.stdout))

    def test_the_apps_interface_answers_totals_and_refuses_bad_options(self):
        now = self.clock.now_ms()
        self.write_state([{"id": 1, "name": "Writing", "status": "paused", "elapsed_ms": 1_500_000, "started_at": now - DAY_MS,
                           "laps": []}])
        app = self.launch()

        def call(*arguments):
            return subprocess.run(["gdbus", "call", "--session", "--dest", "io.github.swiftgtk.Stopwatch", "--object-path",
                                   "/io/github/swiftgtk/Stopwatch", "--method", "io.github.swiftgtk.Stopwatch1.Totals", *arguments],
                                  env=app.env, capture_output=True, text=True, timeout=20)

        yesterday, today = utc_day(now - DAY_MS), utc_day(now)
        self.assertEqual((yesterday, today), ("2026-11-25", "2026-11-26"))
        answer = call("day", yesterday, today)
        self.assertEqual(answer.returncode, 0, answer.stderr)
        rows = re.findall(r"\{'day': <'([\d-]+)'>, 'stopwatch': <'([^']*)'>, 'total_ms': <int64 (\d+)>\}", answer.stdout)
        self.assertEqual(rows, [(yesterday, "Writing", "1500000"), (yesterday, "", "1500000"), (today, "", "0")], answer.stdout)
        refused = call("hour", "", "")
        self.assertIn("io.github.swiftgtk.Stopwatch1.Error.Refused: Totals are by day, week or month, not “hour”.", refused.stderr)
        refused = call("", "2026-02-30", "")
        self.assertIn("Not a day: “2026-02-30”.", refused.stderr)
        # The longest range is answered, one period more is refused with the reason, and the
        # app's memory does not grow with what was asked.
        rss_before = resident_kib(app.process.pid)
        refused = call("day", "1900-01-01", "2026-12-31")
        self.assertIn("Error.Refused: Totals by day cover at most 3660 days: ask for a shorter range.", refused.stderr)
        longest = call("month", "1926-12-01", "2026-11-30")
        self.assertEqual(longest.returncode, 0, longest.stderr)
        self.assertEqual(longest.stdout.count("'stopwatch': <''>"), 1200, "a sum a month")
        refused = call("month", "1926-11-01", "2026-11-30")
        self.assertIn("Totals by month cover at most 1200 months", refused.stderr)
        self.assertLess(resident_kib(app.process.pid) - rss_before, 20_000, "the app's memory after its longest answer")

    def test_bad_options_are_refused_with_a_clear_message_and_status_1(self):
        refusals = [
            (("--since", "2026-02-30"), "Not a day: “2026-02-30”. Write a day as 2026-11-24."),
            (("--until", "yesterday"), "Not a day: “yesterday”. Write a day as 2026-11-24."),
            (("--since", "99999-01-01"), "Not a day: “99999-01-01”. Write a day as 2026-11-24."),
            (("--by", "hour"), "Totals are by day, week or month, not “hour”."),
            (("--since", "2026-12-01", "--until", "2026-11-01"), "The range ends (2026-11-01) before it starts (2026-12-01)."),
            (("--since", "1900-01-01", "--until", "2026-12-31"), "Totals by day cover at most 3660 days: ask for a shorter range."),
            (("--since", "2016-12-23", "--until", "2026-12-31"), "Totals by day cover at most 3660 days: ask for a shorter range."),
            (("--by", "week", "--since", "1900-01-01"), "Totals by week cover at most 1044 weeks: ask for a shorter range."),
            (("--by", "month", "--since", "0001-01-01", "--until", "9999-12-31"),
             "Totals by month cover at most 1200 months: ask for a shorter range."),
        ]
        for options, message in refusals:
            result = self.totals(*options)
            self.assertEqual((result.returncode, result.stdout), (1, ""), options)
            self.assertIn(message, result.stderr, options)
        self.assertFalse(os.path.exists(self.state_path), "a refusal wrote the state")

    def test_the_longest_range_of_each_period_is_answered(self):
        # 2016-12-24 through 2026-12-31 is 3,660 days, 2006-12-29 through it 1,044 weeks of
        # seven days; December 1926 through November 2026 is 1,200 months.
        for options, sums in ((("--since", "2016-12-24", "--until", "2026-12-31"), 3660),
                              (("--by", "week", "--since", "2006-12-29", "--until", "2026-12-31"), None),
                              (("--by", "month", "--since", "1926-12-01", "--until", "2026-11-30"), 1200)):
            result = self.totals("--json", *options)
            self.assertEqual(result.returncode, 0, (options, result.stderr))
            rows = json.loads(result.stdout)
            days = [datetime.date.fromisoformat(row["day"]) for row in rows if row["stopwatch"] == ""]
            if sums is not None:
                self.assertEqual(len(days), sums, options)
                continue
            # The weeks: each begins on the locale's first weekday (Sunday or Monday), seven days
            # after the one before, from the week holding 29 December 2006 (a Friday) to the one
            # holding 31 December 2026 (a Thursday). The 7,308 days asked are 1,044 weeks of
            # seven days, over 1,045 calendar weeks either way (24 or 25 December 2006 to 27 or
            # 28 December 2026: 7,308 days apart, 1,044 steps of a week, so 1,045 weeks), the
            # first and the last partly.
            since, until = datetime.date(2006, 12, 29), datetime.date(2026, 12, 31)
            self.assertIn(days[0].isoweekday(), (7, 1), "a week begins on Sunday or Monday")
            self.assertTrue(since - datetime.timedelta(days=6) <= days[0] <= since, days[0])
            self.assertTrue(until - datetime.timedelta(days=6) <= days[-1] <= until, days[-1])
            self.assertEqual([later - earlier for earlier, later in zip(days, days[1:])],
                             [datetime.timedelta(days=7)] * (len(days) - 1), "one week after another, none missing")
            self.assertEqual(len(days), 1045)


class TotalsScreenTests(TotalsScenarios, X11TestCase):
    def test_the_main_menu_shows_totals_and_escape_comes_back(self):
        self.app.choose_from_the_menu("Totals")
        self.app.wait_for_screen("totals")
        self.app.wait_for_log("totals shown: Today 0 min, This week 0 min; Last 7 days; ")
        self.app.key("Escape")
        self.app.wait_for_screen("home")


class TotalsScreenWindowTests(SharedConfigTestCase):
    """Yesterday (UTC, on a clock pinned to Thursday 26 November 2026, noon), "Writing" ran
    1 h 40 min and "Reading" 25 min, each from 08:00; the screen by day."""

    def setUp(self):
        super().setUp()
        self.clock = PinnedClock()
        now = self.clock.now_ms()
        self.yesterday = now - now % DAY_MS - DAY_MS
        start = self.yesterday + 8 * 3_600_000
        write_stopwatches(self.config, [
            {"id": 1, "name": "Writing", "status": "paused", "elapsed_ms": 6_000_000, "laps": [],
             "ran": [[start, start + 6_000_000]]},
            {"id": 2, "name": "Reading", "status": "paused", "elapsed_ms": 1_500_000, "laps": [],
             "ran": [[start, start + 1_500_000]]}], saved_at=now)
        self.app = self.launch(extra_env={**self.clock.env, "LC_ALL": "C.UTF-8"})
        self.app.key("ctrl+d")
        self.app.wait_for_screen("totals")

    def test_each_row_is_read_whole_and_reached_by_the_keyboard(self):
        row = "Wednesday 25 November, 2 hours 5 minutes, Reading 25 minutes, Writing 1 hour 40 minutes"
        self.app.ui.wait_for(row)
        self.app.ui.wait_for("Totals by period")
        # The table's first row has the focus: today, then yesterday below it; each row a stop
        # of Tab; before the table, the export and the switch's buttons.
        today_row = "Thursday 26 November, 0 minutes"
        self.app.ui.wait_for_focus(today_row)
        self.app.key("Down")
        self.app.ui.wait_for_focus(row)
        for name in (today_row, "Export…", "Months"):
            self.app.key("shift+Tab")
            self.app.ui.wait_for_focus(name)
        self.app.key("Tab", "Tab", "Tab")
        self.app.ui.wait_for_focus(row)

    def test_ctrl_e_exports_the_days_shown_as_csv_through_the_file_chooser(self):
        home = os.path.join(self.app.config_home, "home")
        os.makedirs(home)
        target = os.path.join(home, "my-totals.csv")
        # The days read first: what Ctrl+E exports is what the screen shows.
        self.app.ui.wait_for("Wednesday 25 November, 2 hours 5 minutes", prefix=True)
        self.app.key("ctrl+e")
        self.app.save_in_the_file_chooser(target)
        expected = 'day,stopwatch,total_ms\n2026-11-25,"Reading",1500000\n2026-11-25,"Writing",6000000\n'
        wait_until(lambda: os.path.exists(target) and open(target).read() == expected,
                   what=lambda: f"the totals exported (now {open(target).read() if os.path.exists(target) else None!r})")


class TotalsGoalsWindowTests(SharedConfigTestCase):
    """The same day, with goals from Friday 20 November: Writing 1 h 30 min a day (met
    yesterday), Reading 1 h a day (not)."""

    def setUp(self):
        super().setUp()
        self.clock = PinnedClock()
        now = self.clock.now_ms()
        yesterday = now - now % DAY_MS - DAY_MS
        start = yesterday + 8 * 3_600_000
        write_stopwatches(self.config, [
            {"id": 1, "name": "Writing", "status": "paused", "elapsed_ms": 6_000_000, "laps": [],
             "ran": [[start, start + 6_000_000]], "goals": [{"from": "2026-11-20", "goal_ms": 5_400_000, "per": "day"}]},
            {"id": 2, "name": "Reading", "status": "paused", "elapsed_ms": 1_500_000, "laps": [],
             "ran": [[start, start + 1_500_000]], "goals": [{"from": "2026-11-20", "goal_ms": 3_600_000, "per": "day"}]}],
            saved_at=now, version=3)
        self.app = self.launch(extra_env={**self.clock.env, "LC_ALL": "C.UTF-8"})
        self.app.key("ctrl+d")
        self.app.wait_for_screen("totals")

    def test_a_day_that_met_its_goal_says_so_and_each_goal_says_its_streak(self):
        self.app.ui.wait_for(
            "Wednesday 25 November, 2 hours 5 minutes, Reading 25 minutes, Writing 1 hour 40 minutes, goal met")
        self.app.ui.wait_for("Writing: 1 h 30 min a day · 1 day in a row\nReading: 1 h a day", role="label")
        # The command line judges the same days: yesterday met for Writing, missed for Reading,
        # and today, with no time yet, a row of nothing that says the streak.
        env = dict(self.app.env, DISPLAY="")
        listed = subprocess.run([BINARY, "--totals", "--json"], env=env, capture_output=True, text=True, timeout=30)
        self.assertEqual(listed.returncode, 0, listed.stderr)
        rows = [row for row in json.loads(listed.stdout) if row["day"] in ("2026-11-25", "2026-11-26") and row["stopwatch"]]
        self.assertEqual(rows, [
            {"day": "2026-11-25", "stopwatch": "Reading", "machine": "", "total_ms": 1_500_000, "goal_ms": 3_600_000, "met": False},
            {"day": "2026-11-25", "stopwatch": "Writing", "machine": "", "total_ms": 6_000_000, "goal_ms": 5_400_000, "met": True},
            {"day": "2026-11-26", "stopwatch": "Writing", "machine": "", "total_ms": 0, "goal_ms": 5_400_000, "met": False,
             "streak": 1},
            {"day": "2026-11-26", "stopwatch": "Reading", "machine": "", "total_ms": 0, "goal_ms": 3_600_000, "met": False,
             "streak": 0},
        ])
        text = subprocess.run([BINARY, "--totals"], env=env, capture_output=True, text=True, timeout=30).stdout
        self.assertRegex(text, r"2026-11-25  Writing\s+1 h 40 min  ✓ goal 1 h 30 min\n")
        self.assertTrue(text.endswith("\n\nWriting: 1 h 30 min a day · 1 day in a row\nReading: 1 h a day\n"), text)
        # By weeks, no day's goal is judged: the week's row says none met.
        self.app.key("w")
        # C.UTF-8 weeks begin on Sunday.
        self.app.ui.wait_for("Week of 22 November, 2 hours 5 minutes, Reading 25 minutes, Writing 1 hour 40 minutes")


if __name__ == "__main__":
    unittest.main()
