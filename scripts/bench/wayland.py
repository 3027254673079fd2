#!/usr/bin/env python3
"""`make bench`, Wayland part (scripts/wayland-session), on the compositor of
STOPWATCH_COMPOSITOR (Tests/Drivers/compositor.py): the app side by side with the plain floor,
the Home floor and the libadwaita floor (scripts/floor/floor.c), alternated; frames counted
from outside (buffers attached to the window, as WAYLAND_DEBUG=client tells, in runs of their
own, as logging every request costs CPU). On GNOME Shell, which composites every frame a client draws, the shell's
CPU is measured beside each program's, over the same seconds.

usage: wayland.py PATH_TO_STOPWATCH PATH_TO_FLOOR
"""

import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TESTS = os.path.join(HERE, "..", "..", "Tests")
sys.path[:0] = [HERE, os.path.join(TESTS, "Drivers")]
os.environ["STOPWATCH_BINARY"] = os.path.abspath(sys.argv[1])
FLOOR = os.path.abspath(sys.argv[2])
# The libadwaita floor beside the plain one (built with it, .build/floor-adwaita).
ADWAITA_FLOOR = os.path.join(os.path.dirname(FLOOR), "floor-adwaita")

from compositor import compositor, compositor_name  # noqa: E402
from measure import (cpu_percent, cpu_percent_each, resident_mib, wayland_first_frame, wayland_frames_per_second,  # noqa: E402
                     wayland_milliseconds_since)
from report import alternated_ratio_row, alternated_same_build, row, spread  # noqa: E402
from stopwatch_app import make_config_home, wait_until, write_state_file  # noqa: E402
from wayland_app import WaylandApp  # noqa: E402

SECTIONS = {"sway": "sway 1.7 (Wayland), headless, 60 Hz, pixman, cairo renderer",
            "gnome-shell": "GNOME Shell 43 (Wayland), headless, 60 Hz, llvmpipe, cairo renderer"}
SECTION = SECTIONS[compositor_name()]
# Four alternations of six seconds: a busy moment of this shared machine falls on both alike.
ROUNDS = 4
RUN_SECONDS = 6
SETTLE_SECONDS = 2
FRAME_SECONDS = 4
FRAME_ROUNDS = 3


class Floor:
    """One run of a floor program on the compositor; `home`: the Home floor; `adwaita`: the
    libadwaita floor."""

    def __init__(self, home=False, wayland_debug=False, adwaita=False):
        self.log = tempfile.NamedTemporaryFile("w+", prefix="stopwatch-floor-", suffix=".log")
        env = dict(os.environ, **compositor().env(), **({"WAYLAND_DEBUG": "client"} if wayland_debug else {}))
        program = [ADWAITA_FLOOR if adwaita else FLOOR] + (["--home"] if home else [])
        self.process = subprocess.Popen(program, env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.pid = self.process.pid

    def log_text(self):
        self.log.flush()
        with open(self.log.name) as log:
            return log.read()

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.log.close()


def running_app(laps=0, screen="home", wayland_debug=False):
    config_home = make_config_home()
    if laps:
        write_state_file(config_home, "running", [1200, 1000, 1100][:laps], 4000)
    app = WaylandApp(config_home=config_home, extra_env={"WAYLAND_DEBUG": "client"} if wayland_debug else None)
    if not laps:
        app.key("space")
        app.wait_for_state("running", 0)
    if screen == "laps":
        app.key("ctrl+l")
        app.wait_for_screen("laps", timeout=30)
    return app


def side_by_side():
    """Plain floor, Home floor, libadwaita floor, app, the app once more (the alternation's
    A/A), and again: CPU (and the libadwaita floor's and the app's resident memory) of each run."""
    plain, home, adwaita, adwaita_memory, apps, memory, again = [], [], [], [], [], [], []
    for _ in range(ROUNDS):
        for options, runs, memory_runs in (({}, plain, []), ({"home": True}, home, []),
                                           ({"adwaita": True}, adwaita, adwaita_memory)):
            floor = Floor(**options)
            try:
                time.sleep(SETTLE_SECONDS)
                runs.append(cpu_percent(floor.pid, RUN_SECONDS))
                memory_runs.append(resident_mib(floor.pid))
            finally:
                floor.stop()
        for runs in (apps, again):
            app = running_app()
            try:
                time.sleep(SETTLE_SECONDS)
                runs.append(cpu_percent(app.process.pid, RUN_SECONDS))
                memory.append(resident_mib(app.process.pid))
            finally:
                app.cleanup()
    same = alternated_same_build(SECTION, "the app and the floors", again, apps)
    alternated_ratio_row(SECTION, "CPU, running, Home shown, against the Home floor", apps, home,
                         "<= 1.25x the Home floor", lambda ratio: ratio <= 1.25, "Home", same_build=same)
    alternated_ratio_row(SECTION, "CPU, running, Home shown, against the plain floor", apps, plain, "-",
                         lambda ratio: None, "plain")
    alternated_ratio_row(SECTION, "CPU, running, Home shown, against libadwaita", apps, adwaita,
                         "<= 1.25x the libadwaita floor", lambda ratio: ratio <= 1.25, "libadwaita", same_build=same)
    app_mib, adwaita_mib = max(memory), statistics.median(adwaita_memory)
    row(SECTION, "resident memory, running, against libadwaita", f"{app_mib:.1f} MiB = +{app_mib - adwaita_mib:.1f}",
        "<= libadwaita floor + 15 MiB", app_mib - adwaita_mib <= 15, floors=f"libadwaita {adwaita_mib:.1f} MiB")


def shell_side_by_side():
    """Plain floor, app, the app once more (the alternation's A/A), alternated: the CPU of each
    and of the shell compositing it."""
    shell = compositor().process.pid
    floor_runs, app_runs, again = [], [], []
    for _ in range(ROUNDS):
        floor = Floor()
        try:
            time.sleep(SETTLE_SECONDS)
            floor_runs.append(cpu_percent_each([floor.pid, shell], RUN_SECONDS))
        finally:
            floor.stop()
        for runs in (app_runs, again):
            app = running_app()
            try:
                time.sleep(SETTLE_SECONDS)
                runs.append(cpu_percent_each([app.process.pid, shell], RUN_SECONDS))
            finally:
                app.cleanup()
    alternated_same_build(SECTION, "the app and the floor", [run[0] for run in again], [run[0] for run in app_runs])
    alternated_ratio_row(SECTION, "CPU, running, Home shown", [run[0] for run in app_runs],
                         [run[0] for run in floor_runs], "-", lambda ratio: None, "plain")
    alternated_ratio_row(SECTION, "the shell's CPU meanwhile", [run[1] for run in app_runs],
                         [run[1] for run in floor_runs], "-", lambda ratio: None, "plain")


def frames():
    """Frames a second over FRAME_SECONDS, in FRAME_ROUNDS alternated rounds of the two floors
    and the app on Home and on Laps: a budget is met on the medians, printed with the runs'
    spread (one window of four seconds gave a busy moment of the compositor the last word)."""
    floors = {"plain": [], "Home": []}
    apps = {"Home": [], "Laps, 3 laps": []}
    for _ in range(FRAME_ROUNDS):
        for name, home in (("plain", False), ("Home", True)):
            floor = Floor(home=home, wayland_debug=True)
            try:
                time.sleep(SETTLE_SECONDS + FRAME_SECONDS)
                floors[name].append(wayland_frames_per_second(floor.log_text(), FRAME_SECONDS))
            finally:
                floor.stop()
        for title, laps, screen in (("Home", 0, "home"), ("Laps, 3 laps", 3, "laps")):
            app = running_app(laps, screen, wayland_debug=True)
            try:
                time.sleep(SETTLE_SECONDS + FRAME_SECONDS)
                apps[title].append(wayland_frames_per_second(app.log_text(), FRAME_SECONDS))
            finally:
                app.cleanup()
    per_second = lambda value: f"{value:.1f}"
    floor_medians = ", ".join(f"{name} {statistics.median(runs):.1f}" for name, runs in floors.items())
    for title, runs in apps.items():
        measured = statistics.median(runs)
        row(SECTION, f"frames a second, running, {title} (median of {FRAME_ROUNDS})", f"{measured:.1f}", ">= 55",
            measured >= 55, floors=floor_medians)
        row(SECTION, "  its runs, min / median / max", spread(runs, per_second),
            floors=", ".join(f"{name} {spread(floor_runs, per_second)}" for name, floor_runs in floors.items()))


LAUNCHES = 5


def exec_to_first_frame_ms(launch):
    """From exec to the first buffer the program's window committed, by its WAYLAND_DEBUG
    log's stamps; `launch()` starts it with that log and returns it, stopped here."""
    started = time.time()
    program = launch()
    try:
        stamp = wait_until(lambda: wayland_first_frame(program.log_text()), timeout=30,
                           what="the program's first frame on the compositor")
        return wayland_milliseconds_since(started, stamp)
    finally:
        program.cleanup()


def start():
    """Exec to the first frame, the libadwaita floor's and the app's alternated
    (docs/performance.md, "exec to a visible window", beside the X server's figure)."""
    def floor():
        floor = Floor(adwaita=True, wayland_debug=True)
        floor.cleanup = floor.stop
        return floor

    def app():
        return WaylandApp(config_home=make_config_home(), extra_env={"WAYLAND_DEBUG": "client"})

    floors, apps = [], []
    for _ in range(LAUNCHES):
        floors.append(exec_to_first_frame_ms(floor))
        apps.append(exec_to_first_frame_ms(app))
    milliseconds = lambda value: f"{value:.0f} ms"
    # A figure beside the X server's, whose row has the budget (docs/performance.md).
    alternated_ratio_row(SECTION, f"exec to the first frame (median of {LAUNCHES})", apps, floors, "-",
                         lambda ratio: None, "libadwaita", show=milliseconds)


def main():
    print(SECTION)
    if os.environ.get("STOPWATCH_BENCH_ONLY") == "start":
        return start()
    start()
    if compositor_name() == "gnome-shell":
        shell_side_by_side()
    else:
        side_by_side()
    frames()


if __name__ == "__main__":
    main()
