#!/usr/bin/env python3
"""`make bench`, app part: the budgets of README "Performance", measured on the real binary under
Xvfb, each beside its budget. A measurement, never a test: it prints, and fails only if the
app cannot be driven at all.

usage: bench-app.py PATH_TO_STOPWATCH_BINARY
"""

import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Tests", "EndToEnd"))
os.environ["STOPWATCH_BINARY"] = os.path.abspath(sys.argv[1])

import stopwatch_app  # noqa: E402
from stopwatch_app import StopwatchApp  # noqa: E402

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime + stime


def resident_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def row(what, measured, budget, ok):
    verdict = "" if ok is None else ("ok" if ok else "OVER BUDGET")
    print(f"{what:<48} {measured:>14}  budget {budget:<22} {verdict}")


def main():
    launched = time.monotonic()
    app = StopwatchApp()
    try:
        launch_ms = (time.monotonic() - launched) * 1000
        pid = app.process.pid
        time.sleep(2)  # let start-up work finish before measuring idle
        row("launch to window shown", f"{launch_ms:.0f} ms", "-", None)

        before = cpu_ticks(pid)
        time.sleep(10)
        idle_ticks = cpu_ticks(pid) - before
        row("CPU ticks while initial, 10 s", str(idle_ticks), "0", idle_ticks == 0)

        app.key("space")
        started = time.monotonic()
        app.wait_for_state("running", 0)
        state_file = os.path.join(app.config_home, "stopwatch", "state.json")
        stopwatch_app.wait_until(lambda: os.path.exists(state_file), what="the state file")
        time.sleep(1)
        written = os.stat(state_file)
        before = cpu_ticks(pid)
        time.sleep(15)
        running = (cpu_ticks(pid) - before) / CLOCK_TICKS / 15 * 100
        unchanged = os.stat(state_file)
        writes = 0 if (written.st_ino, written.st_mtime_ns) == (unchanged.st_ino, unchanged.st_mtime_ns) else 1
        row("state-file writes while running untouched, 15 s", "0" if writes == 0 else ">= 1", "0", writes == 0)
        row("CPU while running, Home shown, 15 s", f"{running:.1f} %", "<= 4 % of one core", running <= 4)
        row("resident memory while running", f"{resident_kib(pid) / 1024:.1f} MiB", "-", None)

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


if __name__ == "__main__":
    main()
