"""What the X11 bench's parts share: the programs measured (from the command line of
x11.py), the section's timings, a floor's run, the app running on a screen, started by its
action, its launch timed from outside, a preference switched in a running app."""

import os
import re
import subprocess
import sys
import time


HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "..", "Tests", "Drivers")]
os.environ["STOPWATCH_BINARY"] = os.path.abspath(sys.argv[1])
os.environ["STOPWATCH_TUI_BINARY"] = os.path.abspath(sys.argv[2])
FLOOR = os.path.abspath(sys.argv[3])
# The libadwaita floor beside the plain one (built with it, .build/floor-adwaita).
ADWAITA_FLOOR = os.path.join(os.path.dirname(FLOOR), "floor-adwaita")
BENCH_PROGRAM = os.path.abspath(sys.argv[4]) if len(sys.argv) > 4 else None

from stopwatch_app import APP_ID, StopwatchApp, make_config_home, wait_until, write_state_file, xdotool  # noqa: E402

SECTION = "Xvfb (X11), 60 Hz, cairo renderer"
# Four alternations of six seconds: a busy moment of this shared machine falls on both alike.
ROUNDS = 4
RUN_SECONDS = 6
SETTLE_SECONDS = 2
# What is switched on in one of two apps and off in the other (switched_costs): eight windows a
# launch, four pairs.
SWITCHED_WINDOWS = 8
PAIRS = "pairs' ratios"
FRAME_SECONDS = 5
HUNDRED_THOUSAND = 100_000
# Alternated launches of the floor and the app for exec to a window: a launch's time swings by
# a third on this machine, so the medians of more than a handful.
LAUNCHES = 15
# docs/performance.md: resident memory a minute after the start, running on Home.
MINUTE = 60
SCHEMA = "io.github.swiftgtk.Stopwatch"
LOG_TIME = re.compile(r"(\d\d):(\d\d):(\d\d)\.(\d\d\d): window shown")


class Floor:
    """One run of the plain floor, or of the libadwaita one."""

    def __init__(self, program=FLOOR):
        self.process = subprocess.Popen([program], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                        env=dict(os.environ, GDK_BACKEND="x11"))
        self.window = wait_until(lambda: xdotool("search", "--all", "--onlyvisible", "--pid", str(self.process.pid), "--name",
                                                 "Floor", check=False).split()[:1], timeout=30, what="the floor's window")[0]
        self.pid = self.process.pid
        # Beside the app's window (at the top left), not under it, when both run at once.
        xdotool("windowmove", self.window, "960", "0")

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)

    cleanup = stop


def running_app(laps=0, screen="home"):
    """The app running on `screen` with `laps` laps."""
    config_home = make_config_home()
    if laps:
        durations = [1000 + (index * 7919) % 500 for index in range(laps)]
        write_state_file(config_home, "running", durations, sum(durations) + 500)
    app = StopwatchApp(config_home=config_home)
    if not laps:
        app.key("space")
        app.wait_for_state("running", 0)
    if screen == "laps":
        app.key("ctrl+l")
        app.wait_for_screen("laps", timeout=30)
    return app


def milliseconds(value):
    return f"{value:.0f} ms"


def per_second(value):
    return f"{value:.1f}"


def app_environment():
    """A first run's environment: config and data folders of its own, GSettings in a file there."""
    config_home = make_config_home()
    return dict(os.environ, XDG_CONFIG_HOME=config_home, XDG_DATA_HOME=os.path.join(config_home, "data"),
                GSETTINGS_BACKEND="keyfile", GDK_BACKEND="x11", LANG="C.UTF-8", LANGUAGE="")


def exec_to_window_ms(command, title, env):
    """From exec to a viewable top-level window titled `title`, watched from outside (the X
    server's tree, every 2 ms); the program is ended then."""
    from Xlib import X, display, error
    screen = display.Display()
    root = screen.screen().root
    started = time.time()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while time.time() - started < 30:
            for window in root.query_tree().children:
                try:
                    if window.get_attributes().map_state == X.IsViewable and window.get_wm_name() == title:
                        return (time.time() - started) * 1000
                except error.XError:
                    continue
            time.sleep(0.002)
        raise AssertionError(f"no window {title!r} of {command[0]} within 30 s")
    finally:
        process.terminate()
        process.wait(timeout=10)
        screen.close()


def start_by_its_action(app):
    """Starts the app's stopwatch by its action (two windows side by side share the
    keyboard), once the app is on its bus: it takes its name there after its window shows."""
    subprocess.run(["gdbus", "wait", "--session", "--timeout", "20", APP_ID], env=app.env, check=True, timeout=30)
    app.action("toggle")
    app.wait_for_state("running", 0)


def screen_size():
    """The X screen's width and height in pixels (STOPWATCH_SCREEN, scripts/headless)."""
    width, height = xdotool("getdisplaygeometry").split()
    return int(width), int(height)


def preference_switch(key, on_value, off_value, taken):
    """A `switch(app, on)` for switched_costs that sets preference `key` to `on_value` or
    `off_value` in the running app's settings, and returns once the app's log has one more line
    holding `taken` (a string, or a function of `on` giving one)."""
    def switch(app, on):
        line = taken(on) if callable(taken) else taken
        before = app.log_text().count(line)
        app.gsettings("set", SCHEMA, key, on_value if on else off_value)
        wait_until(lambda: app.log_text().count(line) > before, what=f"{key} taken by the app ({line!r} logged)")
    return switch


def config_with_a_year_of_history():
    """A first run's configuration whose history holds 100,000 sessions of 10 spans in the
    year up to now (`StopwatchBench history-file`)."""
    config_home = make_config_home()
    data = os.path.join(config_home, "data", "stopwatch")
    os.makedirs(data, mode=0o700)
    subprocess.run([BENCH_PROGRAM, "history-file", os.path.join(data, "history.sqlite3")], check=True)
    return config_home


def logged_wall_time(match, near):
    """The wall-clock time (s since the epoch) of a log line's HH:MM:SS.mmm, on the day of `near`."""
    local = time.localtime(near)
    midnight = time.mktime((local.tm_year, local.tm_mon, local.tm_mday, 0, 0, 0, 0, 0, -1))
    return midnight + int(match[1]) * 3600 + int(match[2]) * 60 + int(match[3]) + int(match[4]) / 1000
