"""Goals (ARCHITECTURE.md, "Goals"): a goal met told on time, with the window shown, and a goal on the
running stopwatch costing nothing on Home (switched: CPU and wake-ups within 3 % of none)."""

import json
import os
import re
import statistics
import time

from methods import costs_nothing_while_running
from process_activity import activity_over
from report import row
from stopwatch_app import StopwatchApp, make_config_home, wait_until
from x11_common import SECTION, SETTLE_SECONDS, logged_wall_time

GOAL_LINE = re.compile(r"(\d\d):(\d\d):(\d\d)\.(\d\d\d): goal met: stopwatch (\d+), ")


def app_meeting_goals(count, first_in_s, stagger_s=0.25):
    """The app with `count` stopwatches running since a minute less `first_in_s` ago, each with
    a goal of a minute a day, stopwatch N's `stagger_s` × N later than the first's. Returns the
    app and when (wall clock) each stopwatch meets its goal."""
    config_home = make_config_home()
    os.makedirs(os.path.join(config_home, "stopwatch"), exist_ok=True)
    saved_at = int(time.time() * 1000)
    today = time.strftime("%Y-%m-%d")
    due = {}
    stopwatches = []
    for index in range(1, count + 1):
        ran_ms = 60_000 - int((first_in_s + stagger_s * (index - 1)) * 1000)
        due[index] = (saved_at + 60_000 - ran_ms) / 1000
        stopwatches.append({"id": index, "name": f"Stopwatch {index}", "status": "running", "elapsed_ms": ran_ms,
                            "resumed_at": saved_at - ran_ms, "laps": [],
                            "goals": [{"from": today, "goal_ms": 60_000, "per": "day"}]})
    with open(os.path.join(config_home, "stopwatch", "state.json"), "w") as file:
        json.dump({"version": 3, "saved_at": saved_at, "current": 1, "stopwatches": stopwatches}, file)
    return StopwatchApp(config_home=config_home), due


def goals():
    """A goal met told within 50 ms of its moment (20 stopwatches, Home shown, from the app's
    log line against the wall clock, as alerts are); a goal of an hour a day on the running
    stopwatch costing nothing on Home."""
    app, due = app_meeting_goals(20, first_in_s=6)
    try:
        def lines():
            found = {int(match[5]): match for match in GOAL_LINE.finditer(app.log_text())}
            return found if all(index in found for index in due) else None

        found = wait_until(lines, timeout=60, what=lambda: f"{len(due)} goals met")
        late = [(logged_wall_time(found[index], when) - when) * 1000 for index, when in due.items()]
        row(SECTION, "goal met told after its moment, 20, window shown", f"max {max(late):.0f} ms, median "
            f"{statistics.median(late):.0f}", "<= 50 ms", max(late) <= 50)
    finally:
        app.cleanup()

    def switch(app, on):
        before = app.log_text().count("goal set:")
        app.action("goal-per-day", f"int64 {3_600_000 if on else 0}")
        wait_until(lambda: app.log_text().count("goal set:") > before, what="the goal taken by the app")

    costs_nothing_while_running("a goal of 1 h a day", lambda config_home: None, switch, "none")
    idle_with_goals(20)


def idle_with_goals(count):
    """CPU ticks over 10 s with `count` paused stopwatches, each with a goal of an hour a day and
    half an hour run today, Home showing the first's progress: nothing wakes the app (the next
    day's read is a timer at midnight)."""
    config_home = make_config_home()
    os.makedirs(os.path.join(config_home, "stopwatch"), exist_ok=True)
    saved_at = int(time.time() * 1000)
    today = time.strftime("%Y-%m-%d")
    # Begun at least half an hour after local midnight, so that all of it is today's.
    began = max(saved_at - 1_800_000, int(time.mktime(time.strptime(today, "%Y-%m-%d")) * 1000))
    stopwatches = [{"id": index, "name": f"Stopwatch {index}", "status": "paused", "elapsed_ms": saved_at - began, "laps": [],
                    "ran": [[began, saved_at]], "goals": [{"from": today, "goal_ms": 3_600_000, "per": "day"}]}
                   for index in range(1, count + 1)]
    with open(os.path.join(config_home, "stopwatch", "state.json"), "w") as file:
        json.dump({"version": 3, "saved_at": saved_at, "current": 1, "stopwatches": stopwatches}, file)
    app = StopwatchApp(config_home=config_home)
    try:
        wait_until(lambda: any(name.endswith(" of 1 h today") for name in app.ui.names()), what="the first's goal on Home")
        time.sleep(SETTLE_SECONDS)
        ticks, _ = activity_over(app.process.pid, 10)
        row(SECTION, f"CPU ticks, {count} goals, nothing running, Home shown, 10 s", str(ticks), "0", ticks == 0)
    finally:
        app.cleanup()
