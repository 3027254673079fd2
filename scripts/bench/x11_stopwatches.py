"""Many of a thing: twenty stopwatches against one (CPU switched, memory side by side,
frames) and a launch with 100,000 laps."""

import json
import os
import statistics
import time

from x11_common import (FRAME_SECONDS, HUNDRED_THOUSAND, LOG_TIME, PAIRS, ROUNDS, SECTION, SETTLE_SECONDS,
                        SWITCHED_WINDOWS, running_app)
from methods import simultaneous_costs, simultaneous_ratio_row, switched_costs, switched_same_build
from measure import resident_mib, x11_frames_per_second
from report import row, spread
from stopwatch_app import StopwatchApp, make_config_home, wait_until, write_state_file, xdotool


def app_with_stopwatches(count, width=800, extra_env=None):
    """The app with `count` stopwatches, every one running, no laps, the last one current, in a
    window `width` pixels wide: at 800 the list is beside Home (the rows of the others count
    their seconds); at the window's first width, 460, it is a screen of its own."""
    config_home = make_config_home()
    os.makedirs(os.path.join(config_home, "stopwatch"), exist_ok=True)
    now = int(time.time() * 1000)
    stopwatches = [{"id": index, "name": f"Stopwatch {index}", "status": "running", "elapsed_ms": 1000 * index,
                    "laps": []} for index in range(1, count + 1)]
    with open(os.path.join(config_home, "stopwatch", "state.json"), "w") as file:
        json.dump({"version": 2, "saved_at": now, "current": count, "stopwatches": stopwatches}, file)
    app = StopwatchApp(config_home=config_home, extra_env=extra_env)
    xdotool("windowsize", app.window, str(width), "620")
    wait_until(lambda: app.window_size() == (width, 620), what=f"a {width}-pixel window")
    app.wait_for_state("running", 0)
    return app


def several_stopwatches():
    """Twenty stopwatches running against one, Home shown, in an 800-pixel window (the list
    beside it, twenty rows counting their seconds) and at the window's first width (the list a
    screen of its own): CPU switched (two apps of one stopwatch, nineteen more added and
    started in one and removed from the other, then the other way round: switched_costs);
    resident memory and CPU of two apps started with twenty and with one, side by side
    (simultaneous_costs); frames."""
    for width, where in ((800, "list beside Home, 800 px"), (460, "list on its own screen, 460 px")):
        measured = switched_costs(lambda env: app_with_stopwatches(1, width, env), nineteen_more, ROUNDS,
                                  SWITCHED_WINDOWS)
        simultaneous_ratio_row(f"CPU, 20 stopwatches running, Home, {where}, switched", measured.ratios["cpu"],
                               measured.cpu[True], measured.cpu[False], "<= 1.1x one running",
                               lambda ratio: ratio <= 1.1, "one", ratios_are=PAIRS, same_build=switched_same_build()["cpu"])

    def twenty_or_one(count, env):
        app = app_with_stopwatches(count, 800, env)
        if count == 20:
            # The other's window goes to the right of this one, not under it.
            xdotool("windowmove", app.window, "960", "0")
        return app

    measured = simultaneous_costs(twenty_or_one, (20, 1), ROUNDS, ROUNDS)
    # A figure beside the switched row: two apps started each its own way carry their own
    # difference into this ratio (switched_costs).
    row(SECTION, "CPU, 20 stopwatches running against one, 800 px, started so, side by side",
        f"{statistics.median(measured.ratios['cpu']):.3f}x", "-", None,
        floors=f"ratios {spread(measured.ratios['cpu'], lambda value: f'{value:.3f}x')}")
    memory = measured.memory
    more = max(memory[20]) - statistics.median(memory[1])
    row(SECTION, "resident memory, 20 stopwatches, no laps", f"{max(memory[20]):.1f} MiB = +{more:.1f}",
        "<= one + 5 MiB", more <= 5, floors=f"one {statistics.median(memory[1]):.1f} MiB")
    app = app_with_stopwatches(20)
    try:
        time.sleep(SETTLE_SECONDS)
        measured = x11_frames_per_second(app.window, FRAME_SECONDS)
    finally:
        app.cleanup()
    row(SECTION, "frames a second, 20 stopwatches running, Home", f"{measured:.1f}", ">= 55", measured >= 55)


def nineteen_more(app, on):
    """A `switch(app, on)` for switched_costs on an app of one running stopwatch: nineteen
    more added by the app's actions, each started (on), or those nineteen removed, the last
    added first, and the undo notice dismissed (off); it returns once the app has logged the
    stopwatch it made current last: the twentieth of twenty, or the first of one."""
    if on:
        for _ in range(19):
            app.action("new-stopwatch")
            app.action("toggle")
    else:
        for _ in range(19):
            app.action("remove-stopwatch")
        app.action("dismiss-notice")
    count = 20 if on else 1
    wait_until(lambda: (app.current_stopwatch() or ())[1:] == (count, count),
               what=lambda: f"stopwatch {count} of {count} current (the app logged {app.current_stopwatch()})")
    app.wait_for_state("running", 0)


def launch_milliseconds(laps):
    """From exec to the window on screen (the app logs the moment it is mapped, to the ms)."""
    config_home = make_config_home()
    durations = [1000 + (index * 7919) % 500 for index in range(laps)]
    write_state_file(config_home, "running", durations, sum(durations) + 500)
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


def hundred_thousand_laps():
    launch = statistics.median(launch_milliseconds(HUNDRED_THOUSAND) for _ in range(3))
    row(SECTION, "window shown with 100,000 laps (median of 3)", f"{launch:.0f} ms from exec", "< 300 ms", launch < 300)
    app = running_app(HUNDRED_THOUSAND)
    try:
        time.sleep(SETTLE_SECONDS)
        before = resident_mib(app.process.pid)
        app.key("ctrl+l")
        app.wait_for_screen("laps", timeout=30)
        time.sleep(SETTLE_SECONDS)
        grown = resident_mib(app.process.pid) - before
        row(SECTION, "resident memory added by Laps, 100,000 laps", f"+{grown:.1f} MiB", "< 20 MiB", grown < 20)
    finally:
        app.cleanup()
