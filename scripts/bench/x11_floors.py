"""The app against the floors (scripts/floor/floor.c) under Xvfb: CPU side by side, memory
a minute in, exec to a visible window alternated, frames counted from outside."""

import os
import statistics
import time

from x11_common import (ADWAITA_FLOOR, FLOOR, FRAME_SECONDS, Floor, LAUNCHES, MINUTE, ROUNDS, SECTION, SETTLE_SECONDS,
                        app_environment, exec_to_window_ms, milliseconds, running_app, start_by_its_action)
from methods import side_by_side_same_build, simultaneous_costs, simultaneous_ratio_row
from measure import resident_mib, x11_frames_per_second
from report import alternated_ratio_row, alternated_same_build, row
from stopwatch_app import StopwatchApp, make_config_home


def side_by_side():
    """The app running on Home against the plain floor, and against the libadwaita floor, each
    pair side by side (simultaneous_costs): CPU and resident memory; then exec to a visible
    window against the libadwaita floor's, alternated."""
    def app_or_floor(program):
        def launch(side, env):
            if side == "floor":
                return Floor(program)
            app = StopwatchApp(config_home=make_config_home(), extra_env=env)
            start_by_its_action(app)
            return app
        return launch

    for program, floor_name, budget in ((FLOOR, "plain", "<= 1.25x the plain floor"),
                                        (ADWAITA_FLOOR, "libadwaita", "<= 1.25x the libadwaita floor")):
        measured = simultaneous_costs(app_or_floor(program), ("app", "floor"), ROUNDS, ROUNDS)
        simultaneous_ratio_row(f"CPU, running, Home shown, against the {floor_name} floor", measured.ratios["cpu"],
                               measured.cpu["app"], measured.cpu["floor"], budget, lambda ratio: ratio <= 1.25, floor_name,
                               same_build=side_by_side_same_build()["cpu"])
        app_mib, floor_mib = max(measured.memory["app"]), statistics.median(measured.memory["floor"])
        # The budget is the libadwaita floor's since the app is an AdwApplication
        # (docs/performance.md); the plain floor's figure is shown beside it.
        # A figure: the budget is the minute's (memory_after_a_minute).
        row(SECTION, f"resident memory, running, against the {floor_name} floor",
            f"{app_mib:.1f} MiB = +{app_mib - floor_mib:.1f}", "-", None, floors=f"{floor_name} {floor_mib:.1f} MiB")
    # The app twice a round: its second launch against its first is the alternation's A/A.
    launches = [(exec_to_window_ms([ADWAITA_FLOOR], "Floor", dict(os.environ, GDK_BACKEND="x11")),
                 exec_to_window_ms([os.environ["STOPWATCH_BINARY"]], "Stopwatch", app_environment()),
                 exec_to_window_ms([os.environ["STOPWATCH_BINARY"]], "Stopwatch", app_environment()))
                for _ in range(LAUNCHES)]
    same = alternated_same_build(SECTION, "exec to a visible window", [run[2] for run in launches],
                                 [run[1] for run in launches])
    alternated_ratio_row(SECTION, f"exec to a visible window (median of {LAUNCHES})", [run[1] for run in launches],
                         [run[0] for run in launches], "<= 1.2x the libadwaita floor", lambda ratio: ratio <= 1.2,
                         "libadwaita", show=milliseconds, same_build=same)


def memory_after_a_minute():
    """Resident memory a minute into a run (docs/performance.md): the libadwaita floor's, the app's
    running on Home, and the app's with Totals, Alerts and Preferences each opened once and
    closed; twice each, alternated, the app's largest against the floor's median."""
    floors, home, opened = [], [], []
    for _ in range(2):
        floor = Floor(ADWAITA_FLOOR)
        try:
            time.sleep(MINUTE)
            floors.append(resident_mib(floor.pid))
        finally:
            floor.stop()
        for runs, open_windows in ((home, False), (opened, True)):
            app = running_app()
            try:
                if open_windows:
                    app.key("ctrl+d")
                    app.wait_for_screen("totals")
                    app.key("Escape")
                    app.wait_for_screen("home")
                    for key, title in (("ctrl+b", "Alerts"), ("ctrl+comma", "Preferences")):
                        app.key(key)
                        app.wait_for_window(title)
                        app.key("Escape")
                        app.wait_until_window_closed(title)
                        app.focus()
                time.sleep(MINUTE)
                runs.append(resident_mib(app.process.pid))
            finally:
                app.cleanup()
    floor = statistics.median(floors)
    for what, runs, allowance in (("running on Home", home, 12), ("Totals, Alerts, Preferences opened once", opened, 14)):
        more = max(runs) - floor
        row(SECTION, f"resident memory after a minute, {what}", f"{max(runs):.1f} MiB = +{more:.1f}",
            f"<= the floor + {allowance} MiB", more <= allowance, floors=f"libadwaita {floor:.1f} MiB")


def frames():
    floor = Floor()
    try:
        time.sleep(SETTLE_SECONDS)
        floor_frames = x11_frames_per_second(floor.window, FRAME_SECONDS)
    finally:
        floor.stop()
    for title, laps, screen in (("Home", 0, "home"), ("Laps, 3 laps", 3, "laps")):
        app = running_app(laps, screen)
        try:
            time.sleep(SETTLE_SECONDS)
            measured = x11_frames_per_second(app.window, FRAME_SECONDS)
        finally:
            app.cleanup()
        row(SECTION, f"frames a second, running, {title}", f"{measured:.1f}", ">= 55", measured >= 55,
            floors=f"plain {floor_frames:.1f}")
