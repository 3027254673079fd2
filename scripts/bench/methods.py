"""The bench's ways of setting two measures against each other under one X server, and their
A/A rows (the build against itself, report.judged): side by side (two apps at once, window by
window) and switched (two apps of one build, something on in one and off in the other, then
the other way round). The third way, alternated, is each part's own loop (x11_views,
x11_history, x11_floors), its A/A a run of the same build in the same loop."""

import shutil
import statistics
import time

from x11_common import PAIRS, ROUNDS, RUN_SECONDS, SECTION, SETTLE_SECONDS, SWITCHED_WINDOWS, per_second, start_by_its_action
from measure import cpu_percent_each, resident_mib, wakeups
from private_bus import PrivateBus
from report import judged, percent, row, same_build_row, spread
from stopwatch_app import StopwatchApp, make_config_home, xdotool


def window_costs(pids):
    """One window of RUN_SECONDS, the same for every process of `pids`: the CPU % each used,
    and the wake-ups a second of each."""
    before, started = [wakeups(pid) for pid in pids], time.monotonic()
    used = cpu_percent_each(pids, RUN_SECONDS)
    elapsed = time.monotonic() - started
    return used, [(wakeups(pid) - was) / elapsed for pid, was in zip(pids, before)]


def simultaneous_costs(launch, sides, launches, windows):
    """Both sides' apps running at once, each on a bus of its own, measured over the same
    RUN_SECONDS windows: what loads the machine then loads both, and their ratio keeps little
    of it (alternated runs of the same build differed by up to ±25 % here). `launches` pairs,
    the side launched first swapped each time, `windows` measures each. Per side, the CPU % and
    the wake-ups a second of each window, the resident memory at the end; and the ratios, window
    by window, of the first side to the second (SideBySide)."""
    measured = SideBySide(sides)
    for index in range(launches):
        order = sides if index % 2 == 0 else tuple(reversed(sides))
        buses = {side: PrivateBus() for side in order}
        apps = {}
        try:
            for side in order:
                apps[side] = launch(side, buses[side].env)
            time.sleep(SETTLE_SECONDS)
            pids = [apps[side].process.pid for side in sides]
            for _ in range(windows):
                used, switched = window_costs(pids)
                for side, value, rate in zip(sides, used, switched):
                    measured.cpu[side].append(value)
                    measured.wakeups[side].append(rate)
                measured.ratios["cpu"].append(used[0] / used[1])
                measured.ratios["wake-ups"].append(switched[0] / switched[1])
            for side in sides:
                measured.memory[side].append(resident_mib(apps[side].process.pid))
        finally:
            for app in apps.values():
                app.cleanup()
            for bus in buses.values():
                bus.stop()
    return measured


class SideBySide:
    """What simultaneous_costs measured: per side, the CPU % and wake-ups a second of each
    window and the resident MiB at the end of each launch; the ratios of the first side to the
    second, window by window."""

    def __init__(self, sides):
        self.cpu = {side: [] for side in sides}
        self.wakeups = {side: [] for side in sides}
        self.memory = {side: [] for side in sides}
        self.ratios = {"cpu": [], "wake-ups": []}


def switched_costs(launch, switch, launches, windows):
    """What `switch(app, on)` turns on (or off: it returns once the app has taken it) costs,
    measured in two apps of one build running at once, each on a bus of its own: window by
    window it is on in one and off in the other, then the other way round. Two apps alike keep
    a difference of their own through a launch (one used 0.77-1.24x the other's CPU, steady
    from one window to the next, whatever their layout in memory or the core they ran on),
    which two apps started each its own way carry into their ratio; here a pair of windows
    cancels it: the square root of the product of its two ratios of on to off. `launches`
    launches (`launch(env)`, off) of `windows` windows (even). Per side (True: on), the CPU %
    and wake-ups a second of each window and the resident MiB at each launch's end; the pairs'
    ratios (SideBySide)."""
    measured = SideBySide((True, False))
    for _ in range(launches):
        buses = [PrivateBus(), PrivateBus()]
        apps = []
        try:
            for bus in buses:
                apps.append(launch(bus.env))
            # Apart, as side by side: one window over the other would hide what it draws.
            xdotool("windowmove", apps[1].window, "960", "0")
            pids = [app.process.pid for app in apps]
            turned_on = [False, False]
            previous = None
            for window in range(windows):
                on = window % 2
                for index, app in enumerate(apps):
                    if turned_on[index] != (index == on):
                        turned_on[index] = index == on
                        switch(app, index == on)
                time.sleep(SETTLE_SECONDS)
                used, switched = window_costs(pids)
                for side, index in ((True, on), (False, 1 - on)):
                    measured.cpu[side].append(used[index])
                    measured.wakeups[side].append(switched[index])
                ratios = {"cpu": used[on] / used[1 - on], "wake-ups": switched[on] / switched[1 - on]}
                if previous is None:
                    previous = ratios
                    continue
                for what in ratios:
                    measured.ratios[what].append((previous[what] * ratios[what]) ** 0.5)
                previous = None
            for index, app in enumerate(apps):
                measured.memory[turned_on[index]].append(resident_mib(app.process.pid))
        finally:
            for app in apps:
                app.cleanup()
            for bus in buses:
                bus.stop()
    return measured


# Each method's A/A ratios in this run, measured once, when a row first needs them.
SAME_BUILD = {}


def side_by_side_same_build():
    """The A/A of side by side (simultaneous_costs): two apps of this build, each running on
    Home, measured as the app and a floor are; the medians of the CPU and wake-ups ratios."""
    if "side by side" not in SAME_BUILD:
        def launch(side, env):
            app = StopwatchApp(config_home=make_config_home(), extra_env=env)
            if side == "again":
                xdotool("windowmove", app.window, "960", "0")
            start_by_its_action(app)
            return app

        measured = simultaneous_costs(launch, ("app", "again"), ROUNDS, ROUNDS)
        SAME_BUILD["side by side"] = {
            what: same_build_row(SECTION, f"side by side, {what}", statistics.median(ratios), ratios)
            for what, ratios in measured.ratios.items()}
    return SAME_BUILD["side by side"]


def switched_same_build():
    """The A/A of switched (switched_costs): two apps of this build running on Home, a switch
    that turns nothing on; the medians of the pairs' CPU and wake-ups ratios."""
    if "switched" not in SAME_BUILD:
        def launch(env):
            app = StopwatchApp(config_home=make_config_home(), extra_env=env)
            start_by_its_action(app)
            return app

        measured = switched_costs(launch, lambda app, on: None, ROUNDS, SWITCHED_WINDOWS)
        SAME_BUILD["switched"] = {
            what: same_build_row(SECTION, f"switched, {what}", statistics.median(ratios), ratios)
            for what, ratios in measured.ratios.items()}
    return SAME_BUILD["switched"]


def simultaneous_ratio_row(what, ratios, runs, others, budget, within, against, show=percent, ratios_are="ratios",
                           same_build=None):
    """The median of the ratios (window by window, or of pairs of windows: `ratios_are`), met
    when `within(it)` and resolved (`same_build`: the method's A/A ratio, report.judged); then
    the ratios and each side's windows, min / median / max."""
    ratio = statistics.median(ratios)
    row(SECTION, what, f"{show(statistics.median(runs))} = {ratio:.3f}x", budget, judged(ratio, within, same_build),
        floors=f"{against} {show(statistics.median(others))}")
    row(SECTION, f"  its {ratios_are}, min / median / max ({len(ratios)})", spread(ratios, lambda value: f"{value:.3f}x"))
    row(SECTION, "  its windows, min / median / max", spread(runs, show), floors=f"{against} {spread(others, show)}")


def costs_nothing_while_running(what, prepare, switch, against):
    """What `switch(app, on)` turns on in a running app costs nothing while a stopwatch runs
    (budget ±3 %): running, Home shown, two apps made ready by `prepare(config_home)` with it
    off, switched on in one and off in the other (switched_costs): CPU and wake-ups, as rows
    "… running, Home, `what` …"."""
    made = []

    def ready(env):
        config_home = make_config_home()
        made.append(config_home)
        prepare(config_home)
        app = StopwatchApp(config_home=config_home, extra_env=env)
        start_by_its_action(app)
        return app

    try:
        measured = switched_costs(ready, switch, ROUNDS, SWITCHED_WINDOWS)
    finally:
        for config_home in made:
            shutil.rmtree(config_home, ignore_errors=True)
    within = lambda ratio: 0.97 <= ratio <= 1.03
    simultaneous_ratio_row(f"CPU, running, Home, {what}, switched", measured.ratios["cpu"], measured.cpu[True],
                           measured.cpu[False], f"0.97-1.03x {against}", within, against, ratios_are=PAIRS,
                           same_build=switched_same_build()["cpu"])
    simultaneous_ratio_row(f"wake-ups a second, running, Home, {what}", measured.ratios["wake-ups"], measured.wakeups[True],
                           measured.wakeups[False], f"0.97-1.03x {against}", within, against, show=per_second,
                           ratios_are=PAIRS, same_build=switched_same_build()["wake-ups"])
