#!/usr/bin/env python3
"""Two builds of the app running on Home side by side under Xvfb (methods.simultaneous_costs:
both at once, window by window), beside the newer build against itself by the same method
(its A/A): whether a change costs CPU, before it is chased in a profiler. Not part of `make
bench`; run under scripts/headless.

usage: builds_side_by_side.py NEW_STOPWATCH NEW_STOPWATCH_TUI FLOOR OLD_STOPWATCH
"""

import statistics
import sys

OLD = sys.argv.pop(4)
# First: it reads the programs from the command line and puts the drivers on the path.
from x11_common import ROUNDS, SECTION, per_second, start_by_its_action  # noqa: E402
from methods import side_by_side_same_build, simultaneous_costs, simultaneous_ratio_row  # noqa: E402
from report import percent  # noqa: E402
from stopwatch_app import StopwatchApp, make_config_home, xdotool  # noqa: E402


def main():
    print(SECTION)

    def launch(side, env):
        app = StopwatchApp(config_home=make_config_home(), extra_env=env, binary=OLD if side == "old" else None)
        if side == "old":
            xdotool("windowmove", app.window, "960", "0")
        start_by_its_action(app)
        return app

    measured = simultaneous_costs(launch, ("new", "old"), ROUNDS, ROUNDS)
    same = side_by_side_same_build()
    for what in ("cpu", "wake-ups"):
        simultaneous_ratio_row(f"{what}, running, Home shown, new build against old", measured.ratios[what],
                               getattr(measured, "cpu" if what == "cpu" else "wakeups")["new"],
                               getattr(measured, "cpu" if what == "cpu" else "wakeups")["old"],
                               "0.97-1.03x old", lambda ratio: 0.97 <= ratio <= 1.03, "old", same_build=same[what],
                               show=percent if what == "cpu" else per_second)
    print(f"  medians: new {statistics.median(measured.cpu['new']):.2f} %, old {statistics.median(measured.cpu['old']):.2f} %")


if __name__ == "__main__":
    main()
