"""The history: Totals opened over 100,000 sessions and its CPU against Home's
(alternated), another machine's year read from a sync folder, frames while it is read, and
a sync folder in use costing nothing (switched)."""

import datetime
import json
import os
import re
import shutil
import statistics
import subprocess
import time

from x11_common import (HUNDRED_THOUSAND, ROUNDS, RUN_SECONDS, SECTION, SETTLE_SECONDS, config_with_a_year_of_history,
                        logged_wall_time, preference_switch)
from methods import costs_nothing_while_running
from x11_alone import idle_ticks
from measure import cpu_percent, x11_frames_per_second
from report import alternated_ratio_row, alternated_same_build, row
from stopwatch_app import StopwatchApp, make_config_home, set_preference, wait_until

TOTALS_LINE = re.compile(r"(\d\d):(\d\d):(\d\d)\.(\d\d\d): totals shown: ")


def totals_screen():
    """Where the time went (ARCHITECTURE.md): the Totals screen opened over a history of
    100,000 sessions of 10 spans in the year up to now (Ctrl+D to the figures drawn, by the
    app's log against the wall clock when the key was sent), and a running stopwatch's CPU with
    it shown against Home's, alternated."""
    config_home = config_with_a_year_of_history()
    app = StopwatchApp(config_home=config_home)
    try:
        app.key("space")
        app.wait_for_state("running", 0)
        # The history opened and checked on its worker before the first question.
        time.sleep(SETTLE_SECONDS * 2)
        opens = []
        for _ in range(5):
            before = len(TOTALS_LINE.findall(app.log_text()))
            sent = time.time()
            app.key("ctrl+d")
            drawn = wait_until(lambda: (lambda found: found[before] if len(found) > before else None)(
                list(TOTALS_LINE.finditer(app.log_text()))), what="the totals drawn")
            opens.append((logged_wall_time(drawn, sent) - sent) * 1000)
            app.key("Escape")
            app.wait_for_screen("home")
        row(SECTION, "Totals opens, 100,000 sessions (first; slowest of 5)", f"{opens[0]:.0f} ms; {max(opens):.0f} ms",
            "< 100 ms", max(opens) < 100)
        # Home once more a round, after Totals: the alternation's A/A.
        home, totals, again = [], [], []
        for _ in range(ROUNDS):
            time.sleep(1)
            home.append(cpu_percent(app.process.pid, RUN_SECONDS))
            app.key("ctrl+d")
            app.wait_for_screen("totals")
            time.sleep(1)
            totals.append(cpu_percent(app.process.pid, RUN_SECONDS))
            app.key("Escape")
            app.wait_for_screen("home")
            time.sleep(1)
            again.append(cpu_percent(app.process.pid, RUN_SECONDS))
        same = alternated_same_build(SECTION, "Home and Totals", again, home)
        alternated_ratio_row(SECTION, "CPU, running, Totals shown", totals, home, "<= 1.1x Home",
                             lambda ratio: ratio <= 1.1, "Home", same_build=same)
    finally:
        app.cleanup()


def sync_folder():
    """With a sync folder in use (ARCHITECTURE.md, "On every machine"): nothing wakes the app
    while nothing runs and nothing changes there; a line another machine's engine brings (a
    temporary file renamed into place, as Syncthing does) is in the totals within a second
    (median of 3 lines, each timed by the command line's totals, asked every 20 ms)."""
    config_home = make_config_home()
    folder = os.path.join(config_home, "Sync")
    other = os.path.join(folder, "0123456789abcdef0123456789abcdef")
    os.makedirs(other)
    set_preference(config_home, "sync-folder", f"'{folder}'")
    app = StopwatchApp(config_home=config_home)
    env = dict(app.env, DISPLAY="")
    try:
        time.sleep(SETTLE_SECONDS)
        ticks = idle_ticks(app.process.pid)
        row(SECTION, "CPU ticks, initial, sync folder in use, 10 s", str(ticks), "0", ticks == 0)
        month = time.strftime("%Y-%m", time.gmtime())
        path = os.path.join(other, f"sessions-{month}.jsonl")
        lines, delays = "", []
        for index in range(3):
            start_ms = int(time.time() * 1000) - 3_600_000
            lines += json.dumps({"id": index + 1, "stopwatch": "Elsewhere", "started_ms": start_ms, "elapsed_ms": 60_000,
                                 "spans": [[start_ms, start_ms + 60_000]]}) + "\n"
            temporary = os.path.join(other, f".syncthing.sessions-{month}.jsonl.tmp")
            with open(temporary, "w") as file:
                file.write(lines)
            landed = time.monotonic()
            os.rename(temporary, path)

            def counted():
                result = subprocess.run([os.environ["STOPWATCH_BINARY"], "--totals", "--json"], env=env, capture_output=True,
                                        text=True, timeout=30)
                return sum(entry["total_ms"] for entry in json.loads(result.stdout) if entry["stopwatch"] == "Elsewhere") \
                    == (index + 1) * 60_000

            while not counted():
                if time.monotonic() - landed > 10:
                    raise AssertionError("another machine's session was not in the totals 10 s after its file landed")
                time.sleep(0.02)
            delays.append((time.monotonic() - landed) * 1000)
        median = statistics.median(delays)
        row(SECTION, "another machine's session in the totals after its file landed (median of 3)",
            f"{median:.0f} ms ({', '.join(f'{delay:.0f}' for delay in delays)})", "< 1000 ms", median < 1000)
    finally:
        app.cleanup()
        shutil.rmtree(config_home, ignore_errors=True)


def frames_while_a_hundred_thousand_sessions_are_read():
    """The window's frames while the history's worker reads another machine's 100,000
    sessions (ARCHITECTURE.md, "On every machine"): running on Home over a sync folder, a
    year of them in a file a month (the worker decodes the files on every core), each renamed
    into place as an engine does, frames counted over the 1.5 s after they landed (the row says
    when all were in the totals, asked by the command line after the count), against the same
    app's frames just before."""
    config_home = make_config_home()
    folder = os.path.join(config_home, "Sync")
    other = os.path.join(folder, "0123456789abcdef0123456789abcdef")
    os.makedirs(other)
    set_preference(config_home, "sync-folder", f"'{folder}'")
    now_ms = int(time.time() * 1000)
    # The year up to a day ago, a session every 311 s, each month's in its file.
    year_ms = 360 * 86_400_000
    months = {}
    for index in range(HUNDRED_THOUSAND):
        start_ms = now_ms - 86_400_000 - year_ms + index * (year_ms // HUNDRED_THOUSAND)
        month = time.strftime("%Y-%m", time.gmtime(start_ms / 1000))
        months.setdefault(month, []).append(
            json.dumps({"id": index + 1, "stopwatch": f"Elsewhere {index % 20}", "started_ms": start_ms,
                        "elapsed_ms": 500, "spans": [[start_ms, start_ms + 500]]}) + "\n")
    temporaries = {}
    for month, lines in months.items():
        temporaries[month] = os.path.join(other, f".syncthing.sessions-{month}.jsonl.tmp")
        with open(temporaries[month], "w") as file:
            file.writelines(lines)
    app = StopwatchApp(config_home=config_home)
    env = dict(app.env, DISPLAY="")

    def sessions_counted():
        today = datetime.date.today()
        result = subprocess.run([os.environ["STOPWATCH_BINARY"], "--totals", "--json", "--by", "month", "--since",
                                 str(today - datetime.timedelta(days=400)), "--until", str(today)],
                                env=env, capture_output=True, text=True, timeout=60)
        return sum(entry["total_ms"] for entry in json.loads(result.stdout) if entry["stopwatch"] == "") \
            >= HUNDRED_THOUSAND * 500

    try:
        app.key("space")
        app.wait_for_state("running", 0)
        time.sleep(SETTLE_SECONDS)
        before = x11_frames_per_second(app.window, 1.5)
        landed = time.monotonic()
        for month, temporary in temporaries.items():
            os.rename(temporary, os.path.join(other, f"sessions-{month}.jsonl"))
        during = x11_frames_per_second(app.window, 1.5)
        while not sessions_counted():
            if time.monotonic() - landed > 60:
                raise AssertionError("another machine's 100,000 sessions were not in the totals 60 s after the file landed")
            time.sleep(0.1)
        read_s = time.monotonic() - landed
    finally:
        app.cleanup()
        shutil.rmtree(config_home, ignore_errors=True)
    row(SECTION, "frames a second, running, Home, while 100,000 sessions of another machine are read",
        f"{during:.1f} over the first 1.5 s (all in the totals {read_s:.1f} s after the file landed)", ">= 55", during >= 55,
        floors=f"before {before:.1f}")


def sync_folder_side_by_side():
    """A sync folder in use costs nothing while a stopwatch runs (ARCHITECTURE.md, "On every
    machine"): two apps, each with a folder where another machine wrote its live state and a
    session, the folder chosen in one and none in the other, then the other way round."""
    def with_a_folder(config_home):
        other = os.path.join(config_home, "Sync", "0123456789abcdef0123456789abcdef")
        os.makedirs(other)
        now_ms = int(time.time() * 1000)
        with open(os.path.join(other, "live.json"), "w") as file:
            json.dump({"machine_name": "laptop", "written_ms": now_ms, "writer": 1, "stopwatches": []}, file)
        with open(os.path.join(other, time.strftime("sessions-%Y-%m.jsonl", time.gmtime(now_ms / 1000))), "w") as file:
            file.write(json.dumps({"id": 1, "stopwatch": "Elsewhere", "started_ms": now_ms - 3_600_000,
                                   "elapsed_ms": 60_000, "spans": [[now_ms - 3_600_000, now_ms - 3_540_000]]}) + "\n")

    def switch(app, on):
        folder = os.path.join(app.config_home, "Sync")
        preference_switch("sync-folder", f"'{folder}'", "''",
                          lambda on: f"Sync folder: {folder}," if on else "Sync folder: none")(app, on)

    costs_nothing_while_running("sync folder in use", with_a_folder, switch, "without")
