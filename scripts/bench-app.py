#!/usr/bin/env python3
"""`make bench`, app part: the budgets of README "Performance" that need the real binary, measured
under one Xvfb, each printed beside its budget. Exits 1 when one is missed.

usage: bench-app.py PATH_TO_STOPWATCH PATH_TO_FLOOR

The floor is scripts/floor/floor.c: a bare GTK4 program on the same renderer, woken every
10 ms, setting one GtkInscription every third wake-up. The app and the floor run side by
side, alternated (floor, app, floor, app), 15 s each after a short settling time, so that a
busy moment of the machine falls on both alike.
"""

import os
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Tests", "EndToEnd"))
os.environ["STOPWATCH_BINARY"] = os.path.abspath(sys.argv[1])
FLOOR = os.path.abspath(sys.argv[2])

from stopwatch_app import StopwatchApp, make_config_home, wait_until, write_state_file, xdotool  # noqa: E402

RUN_SECONDS = 15
SETTLE_SECONDS = 2
HUNDRED_THOUSAND = 100_000
results = []


def cpu_seconds(pid):
    """CPU time of every thread of the process so far, to the nanosecond (schedstat)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as schedstat:
                total += int(schedstat.read().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            continue  # a thread that ended
    return total / 1e9


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def resident_mib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def cpu_percent(pid, seconds=RUN_SECONDS):
    before, started = cpu_seconds(pid), time.monotonic()
    time.sleep(seconds)
    return (cpu_seconds(pid) - before) / (time.monotonic() - started) * 100


def row(what, measured, budget, ok):
    verdict = "" if ok is None else ("ok" if ok else "OVER BUDGET")
    print(f"{what:<52} {measured:>16}  budget {budget:<24} {verdict}", flush=True)
    if ok is not None:
        results.append(ok)


def write_state(config_home, laps):
    """A state file with `laps` laps of about 1.2 s, running since just now."""
    durations = [1000 + (index * 7919) % 500 for index in range(laps)]
    write_state_file(config_home, "running", durations, sum(durations) + 500)


class Floor:
    """One run of the floor program."""

    def __init__(self):
        self.process = subprocess.Popen([FLOOR], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                        env=dict(os.environ, GDK_BACKEND="x11"))
        wait_until(lambda: xdotool("search", "--onlyvisible", "--pid", str(self.process.pid), "--name", "Floor",
                                   check=False), timeout=30, what="the floor's window")
        self.pid = self.process.pid

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def start_app(laps=0, screen="home"):
    """The app running, on `screen`, with `laps` laps; returns (app, config folder)."""
    config_home = make_config_home()
    if laps:
        write_state(config_home, laps)
    app = StopwatchApp(config_home=config_home)
    if not laps:
        app.key("space")
        app.wait_for_state("running", 0)
    if screen == "laps":
        app.key("ctrl+l")
        app.wait_for_screen("laps", timeout=30)
    return app


def side_by_side(title, start, ratio_budget, memory_budget_mib=None):
    """Floor, app, floor, app: CPU of each run, the ratio of the means, and memory."""
    floors, apps, floor_memory, app_memory = [], [], [], []
    for round_number in (1, 2):
        floor = Floor()
        try:
            time.sleep(SETTLE_SECONDS)
            floors.append(cpu_percent(floor.pid))
            floor_memory.append(resident_mib(floor.pid))
        finally:
            floor.stop()
        app = start(round_number)
        try:
            time.sleep(SETTLE_SECONDS)
            apps.append(cpu_percent(app.process.pid))
            app_memory.append(resident_mib(app.process.pid))
        finally:
            app.cleanup()
        row(f"{title}: floor, run {round_number}", f"{floors[-1]:.2f} %", "-", None)
        row(f"{title}: app, run {round_number}", f"{apps[-1]:.2f} %", "-", None)
    ratio = statistics.mean(apps) / statistics.mean(floors)
    row(f"{title}: CPU, app / floor", f"{ratio:.2f}x", f"<= {ratio_budget}x", ratio <= ratio_budget)
    if memory_budget_mib is not None:
        floor_mib, app_mib = statistics.mean(floor_memory), max(app_memory)
        row(f"{title}: resident memory, floor", f"{floor_mib:.1f} MiB", "-", None)
        row(f"{title}: resident memory, app", f"{app_mib:.1f} MiB", "-", None)
        row(f"{title}: resident memory, app - floor", f"{app_mib - floor_mib:+.1f} MiB",
            f"<= +{memory_budget_mib} MiB", app_mib - floor_mib <= memory_budget_mib)


LOG_TIME = re.compile(r"(\d\d):(\d\d):(\d\d)\.(\d\d\d): window shown")


def launch_milliseconds(laps):
    """From exec to the window on screen (the app logs the moment it is mapped, to the ms)."""
    config_home = make_config_home()
    write_state(config_home, laps)
    started = time.time()
    app = StopwatchApp(config_home=config_home)
    try:
        match = wait_until(lambda: LOG_TIME.search(app.log_text()), what="the window-shown line")
        hours, minutes, seconds, milliseconds = (int(part) for part in match.groups())
        local = time.localtime(started)
        midnight = time.mktime((local.tm_year, local.tm_mon, local.tm_mday, 0, 0, 0, 0, 0, -1))
        shown = midnight + hours * 3600 + minutes * 60 + seconds + milliseconds / 1000
        return (shown - started) * 1000
    finally:
        app.cleanup()


def main():
    print(f"Side by side with the floor ({os.path.basename(FLOOR)}), {RUN_SECONDS} s per run, alternated:")
    side_by_side("Home, running", lambda _: start_app(), ratio_budget=1.25, memory_budget_mib=15)
    side_by_side(f"Laps, running, {HUNDRED_THOUSAND:,} laps", lambda _: start_app(HUNDRED_THOUSAND, "laps"),
                 ratio_budget=1.4)

    print("\nWith a 100,000-lap state file:")
    launches = [launch_milliseconds(HUNDRED_THOUSAND) for _ in range(3)]
    launch = statistics.median(launches)
    row("window shown, from exec (median of 3)", f"{launch:.0f} ms", "< 300 ms", launch < 300)
    app = start_app(HUNDRED_THOUSAND)
    try:
        time.sleep(SETTLE_SECONDS)
        before = resident_mib(app.process.pid)
        app.key("ctrl+l")
        app.wait_for_screen("laps", timeout=30)
        time.sleep(SETTLE_SECONDS)
        grown = resident_mib(app.process.pid) - before
        row("resident memory added by opening Laps", f"{grown:+.1f} MiB", "< 20 MiB", grown < 20)
    finally:
        app.cleanup()

    print("\nThe app alone:")
    app = StopwatchApp()
    try:
        pid = app.process.pid
        time.sleep(SETTLE_SECONDS)
        before = cpu_ticks(pid)
        time.sleep(10)
        idle_ticks = cpu_ticks(pid) - before
        row("CPU ticks while initial, 10 s", str(idle_ticks), "0", idle_ticks == 0)

        app.key("space")
        started = time.monotonic()
        app.wait_for_state("running", 0)
        state_file = os.path.join(app.config_home, "stopwatch", "state.json")
        wait_until(lambda: os.path.exists(state_file), what="the state file")
        time.sleep(1)
        written = os.stat(state_file)
        running = cpu_percent(pid)
        unchanged = os.stat(state_file)
        writes = 0 if (written.st_ino, written.st_mtime_ns) == (unchanged.st_ino, unchanged.st_mtime_ns) else 1
        row("state-file writes while running untouched, 15 s", "0" if writes == 0 else ">= 1", "0", writes == 0)
        row("CPU while running, Home shown, 15 s", f"{running:.1f} %", "<= 4 % of one core", running <= 4)

        # Pause once 60 s have passed since Space was sent: the time the app shows then,
        # against the wall clock's.
        time.sleep(max(0, 60 - (time.monotonic() - started)))
        app.key("space")
        paused = time.monotonic()
        app.wait_for_state("paused")
        shown_ms = app.states()[-1][2]
        drift = shown_ms - (paused - started) * 1000
        row("shown elapsed minus wall clock after 60 s", f"{drift:+.1f} ms", "within 10 ms", abs(drift) <= 10)

        time.sleep(1)
        before = cpu_ticks(pid)
        time.sleep(10)
        paused_ticks = cpu_ticks(pid) - before
        row("CPU ticks while paused, 10 s", str(paused_ticks), "0", paused_ticks == 0)
    finally:
        app.cleanup()

    missed = results.count(False)
    print(f"\n{len(results) - missed} of {len(results)} budgets met" + (f", {missed} missed" if missed else ""))
    sys.exit(1 if missed else 0)


if __name__ == "__main__":
    main()
