"""Alerts and aways: an alert told and heard on time, alerts armed costing nothing
(switched), the question after an away on time, watching for one costing nothing."""

import json
import os
import re
import shutil
import statistics
import subprocess
import time

from x11_common import (PAIRS, ROUNDS, SCHEMA, SECTION, SETTLE_SECONDS, SWITCHED_WINDOWS, logged_wall_time, per_second,
                        preference_switch)
from methods import costs_nothing_while_running, simultaneous_ratio_row, switched_costs, switched_same_build
from process_activity import activity_over
from report import row
from sound_server import SoundServer
from stopwatch_app import APP_ID, OBJECT_PATH, StopwatchApp, make_config_home, set_preference, wait_until, xdotool
from x11_display import X11

ALERT_LINE = re.compile(r"(\d\d):(\d\d):(\d\d)\.(\d\d\d): alert reached: stopwatch (\d+) at (\d+) ms")


def app_with_alerts(count, alerts_each, first_in_s, spacing_s=1.0, stagger_s=0.05, extra_env=None):
    """The app with `count` stopwatches running from 1 s, each with `alerts_each` alerts, the
    first `first_in_s` from now, then one every `spacing_s`; stopwatch N's `stagger_s` × N
    later than the first's. Returns the app and when (wall clock) each (stopwatch, alert at ms)
    comes due: saved_at + (at − elapsed)."""
    config_home = make_config_home()
    os.makedirs(os.path.join(config_home, "stopwatch"), exist_ok=True)
    saved_at = int(time.time() * 1000)
    due = {}
    stopwatches = []
    for index in range(1, count + 1):
        times = [1000 + int((first_in_s + stagger_s * (index - 1) + spacing_s * k) * 1000) for k in range(alerts_each)]
        for at in times:
            due[(index, at)] = (saved_at + at - 1000) / 1000
        stopwatches.append({"id": index, "name": f"Stopwatch {index}", "status": "running", "elapsed_ms": 1000, "laps": [],
                            "alerts": {"at_ms": times, "every_ms": None}})
    with open(os.path.join(config_home, "stopwatch", "state.json"), "w") as file:
        json.dump({"version": 2, "saved_at": saved_at, "current": count, "stopwatches": stopwatches}, file)
    return StopwatchApp(config_home=config_home, extra_env=extra_env), due


def told_late_ms(app, due):
    """How late each alert of `due` was told, in ms, by the app's log against the wall clock;
    waits for all of them."""
    def lines():
        found = {(int(match[5]), int(match[6])): match for match in ALERT_LINE.finditer(app.log_text())}
        return found if all(key in found for key in due) else None

    found = wait_until(lines, timeout=60, what=lambda: f"{len(due)} alerts told")
    return [(logged_wall_time(found[key], when) - when) * 1000 for key, when in due.items()]


def alerts():
    """Alerts (ARCHITECTURE.md, "Told in time"): told on time and heard soon after, with the window closed and
    shown; free while armed: no wake-up before the next with nothing shown, none extra with
    the window shown."""
    # 20 stopwatches of 10 alerts, the window closed and the panel off: asleep until the first.
    app, due = app_with_alerts(20, 10, first_in_s=20)
    try:
        app.gsettings("set", SCHEMA, "show-in-panel", "false")
        X11().close({"id": app.window})
        wait_until(lambda: not xdotool("search", "--all", "--onlyvisible", "--pid", str(app.process.pid), "--name",
                                       "^Stopwatch$", check=False).strip(), what="the window closed")
        time.sleep(SETTLE_SECONDS)
        left = min(due.values()) - time.time()
        ticks, _ = activity_over(app.process.pid, 10)
        row(SECTION, "CPU ticks, 20 x 10 alerts armed, nothing shown, 10 s", str(ticks), "0", ticks == 0 and left > 10)
        late = told_late_ms(app, due)
        row(SECTION, "alert told after its time, 200, window closed", f"max {max(late):.0f} ms, median "
            f"{statistics.median(late):.0f}", "<= 50 ms", max(late) <= 50)
    finally:
        app.cleanup()

    # Shown: one stopwatch, ten alerts half a second apart.
    app, due = app_with_alerts(1, 10, first_in_s=3, spacing_s=0.5)
    try:
        late = told_late_ms(app, due)
        row(SECTION, "alert told after its time, 10, window shown", f"max {max(late):.0f} ms", "<= 50 ms", max(late) <= 50)
    finally:
        app.cleanup()

    # Heard: the first sample at the sound server, against the time the alert was told. The
    # first alert of a run makes the sound context and connects to the server.
    server = SoundServer()
    try:
        recording = server.record()
        app, due = app_with_alerts(1, 3, first_in_s=4, spacing_s=3, extra_env=server.env())
        try:
            told_late_ms(app, due)
            found = {int(match[6]): logged_wall_time(match, time.time()) for match in ALERT_LINE.finditer(app.log_text())}
            delays = []
            for at in sorted(found):
                onset = wait_until(lambda: recording.onset(found[at]), what=f"the sound of the alert at {at} ms")
                delays.append((onset - found[at]) * 1000)
            row(SECTION, "alert's sound at the sound server after it is told", "first " + ", ".join(f"{delay:.0f}" for delay in delays)
                + " ms", "<= 250 ms", max(delays) <= 250)
        finally:
            app.cleanup()
            recording.stop()
    finally:
        server.stop()

    # Armed far ahead, the window shown: the same CPU and wake-ups as without. Two apps of 20
    # running stopwatches, the alerts given over the app's interface to those of one and taken
    # from the other's, then the other way round (switched_costs).
    def twenty_running(env):
        app, _ = app_with_alerts(20, 0, first_in_s=36_000, extra_env=env)
        app.wait_for_state("running", 0)
        return app

    def arm_or_disarm(app, armed):
        for index in range(1, 21):
            times = [36_000_000 + 50 * index + 1000 * k for k in range(10)] if armed else []
            subprocess.run(["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH,
                            "--method", "io.github.swiftgtk.Stopwatch1.SetAlerts", f"Stopwatch {index}", f"@ax {times}", "0"],
                           env=app.env, check=True, capture_output=True, timeout=20)

    measured = switched_costs(twenty_running, arm_or_disarm, ROUNDS, SWITCHED_WINDOWS)
    simultaneous_ratio_row("CPU, 20 x 10 alerts armed, Home shown, switched", measured.ratios["cpu"], measured.cpu[True],
                           measured.cpu[False], "0.97-1.03x none", lambda ratio: 0.97 <= ratio <= 1.03, "none",
                           ratios_are=PAIRS, same_build=switched_same_build()["cpu"])
    simultaneous_ratio_row("wake-ups a second, 20 x 10 alerts armed, Home shown", measured.ratios["wake-ups"],
                           measured.wakeups[True], measured.wakeups[False],
                           "0.97-1.03x none", lambda ratio: 0.97 <= ratio <= 1.03, "none", show=per_second,
                           ratios_are=PAIRS, same_build=switched_same_build()["wake-ups"])


AWAY_LINE = re.compile(r"(\d\d):(\d\d):(\d\d)\.(\d\d\d): away banner: You were away")


def away_and_back():
    """Away and back (ARCHITECTURE.md, "Away and back"): watching for an away costs nothing
    while the person works (running, Home shown, `away-after` 300 s against 0, side by side: CPU
    and wake-ups), and the question shows within 300 ms of the first input after an away
    (`away-after` 10 s; from xdotool's input to the app's log line of the banner shown). Idle
    with nothing running, the app watches nothing: "CPU ticks, paused, 10 s" (app_alone) runs
    with the default `away-after`."""
    costs_nothing_while_running(
        "watching for an away", lambda config_home: set_preference(config_home, "away-after", "uint32 0"),
        preference_switch("away-after", "uint32 300", "uint32 0", "idle watch:"), "off")
    delays = []
    for _ in range(3):
        config_home = make_config_home()
        set_preference(config_home, "away-after", "uint32 10")
        app = StopwatchApp(config_home=config_home)
        try:
            app.key("space")
            app.wait_for_state("running", 0)
            app.wait_for_log("idle (X server's idle counter)", timeout=15)
            sent = time.time()
            xdotool("mousemove", "--window", app.window, "10", "10")
            shown = wait_until(lambda: AWAY_LINE.search(app.log_text()), what="the question shown")
            delays.append((logged_wall_time(shown, sent) - sent) * 1000)
        finally:
            app.cleanup()
            shutil.rmtree(config_home, ignore_errors=True)
    row(SECTION, "first input after an away to the question shown (3 runs)", ", ".join(f"{delay:.0f}" for delay in delays) + " ms",
        "<= 300 ms", max(delays) <= 300)
