"""The views a person chooses (to the whole second, full screen, compact), each against
Home alternated, at 1080p and at 4K: CPU and frames counted from outside; the compact
window's CPU, whose budget (no more than Home's) the alternation cannot resolve, switched."""

import statistics
import time

from x11_common import (FRAME_SECONDS, PAIRS, ROUNDS, RUN_SECONDS, SCHEMA, SECTION, SETTLE_SECONDS, SWITCHED_WINDOWS,
                        per_second, running_app, screen_size, start_by_its_action)
from methods import simultaneous_ratio_row, switched_costs, switched_same_build
from measure import cpu_percent, x11_frames_per_second
from report import alternated_ratio_row, alternated_same_build, row, spread
from stopwatch_app import StopwatchApp, make_config_home, wait_until, xdotool

# Whole seconds: frames counted over this long, so a run's own second boundaries weigh little.
WHOLE_SECOND_RUN = 10


def styled_app(view):
    """The app running Home as `view` shows it: "home", "seconds" (to the whole second),
    "full screen" (F11, the window sized to the 1920 x 1080 screen, as a window manager would),
    "compact" (Ctrl+M)."""
    app = running_app()
    # "home again": Home once more, the alternation's A/A.
    if view == "seconds":
        app.gsettings("set", SCHEMA, "precision", "seconds")
        app.wait_for_log("frame pace: wholeSeconds")
    elif view == "full screen":
        # Sized first: without a window manager, GTK's own resize for the full screen view
        # (to its natural size, at the window's width) would land after ours and undo it.
        # At the screen's size the view fits, and GTK leaves the window be.
        width, height = screen_size()
        xdotool("windowsize", app.window, str(width), str(height))
        wait_until(lambda: app.window_size() == (width, height),
                   what=lambda: f"the window at {width} x {height} (it is {app.window_size()})")
        app.key("F11")
        app.ui.wait_for_gone("Main Menu")
    elif view == "compact":
        app.key("ctrl+m")
        wait_until(lambda: app.window_size()[0] <= 260, what="the compact window")
    return app


def views_alternated(views):
    """Each of `views` (``styled_app``) run in turn, ROUNDS times: its CPU and its frames a
    second counted from outside, each a list of runs by view."""
    cpu = {view: [] for view in views}
    frame_rates = {view: [] for view in views}
    for _ in range(ROUNDS):
        for view in views:
            app = styled_app(view)
            try:
                time.sleep(SETTLE_SECONDS)
                cpu[view].append(cpu_percent(app.process.pid, RUN_SECONDS))
                seconds = WHOLE_SECOND_RUN if view == "seconds" else FRAME_SECONDS
                frame_rates[view].append(x11_frames_per_second(app.window, seconds))
                if view == "full screen" and app.window_size() != screen_size():
                    raise AssertionError(f"full screen measured at {app.window_size()}, not {screen_size()}")
            finally:
                app.cleanup()
    return cpu, frame_rates


def seen_your_way():
    """The views of docs/using.md "Preferences", "Full screen" and "The compact window", each
    against Home in the same run, alternated: CPU, and frames counted from outside."""
    cpu, frame_rates = views_alternated(("home", "seconds", "full screen", "compact", "home again"))
    same = alternated_same_build(SECTION, "views", cpu["home again"], cpu["home"])
    width, height = screen_size()
    home = statistics.median(frame_rates["home"])
    whole = max(frame_rates["seconds"])
    row(SECTION, "to the whole second: frames a second", f"{whole:.2f}", "<= 1 (+1 edge a run)",
        whole <= 1 + 1 / WHOLE_SECOND_RUN, floors=f"Home {home:.1f}")
    alternated_ratio_row(SECTION, "to the whole second: CPU", cpu["seconds"], cpu["home"], "<= 0.2x hundredths",
                         lambda ratio: ratio <= 0.2, "Home", same_build=same)
    full = min(frame_rates["full screen"])
    row(SECTION, f"full screen {width} x {height}: frames a second", f"{full:.1f}", ">= 55", full >= 55)
    alternated_ratio_row(SECTION, f"full screen {width} x {height}: CPU", cpu["full screen"], cpu["home"], "<= 2x Home",
                         lambda ratio: ratio <= 2, "Home", same_build=same)
    compact = min(frame_rates["compact"])
    row(SECTION, "compact: frames a second", f"{compact:.1f}", ">= 55", compact >= 55)
    compact_switched()


def compact_switched():
    """The compact window's CPU against Home's, switched (methods.switched_costs): two apps
    running on Home, the compact window turned on in one (its action, `app.compact`) and off in
    the other, then the other way round. Alternated, the runs of Home against Home spread by
    up to a fifth here (the views' A/A), more than the budget's margin."""
    def launch(env):
        app = StopwatchApp(config_home=make_config_home(), extra_env=env)
        start_by_its_action(app)
        return app

    def compact(app, on):
        app.action("compact")
        wait_until(lambda: (app.window_size()[0] <= 260) == on, what=f"the window {'compact' if on else 'back from compact'}")

    measured = switched_costs(launch, compact, ROUNDS, SWITCHED_WINDOWS)
    simultaneous_ratio_row("compact: CPU, switched", measured.ratios["cpu"], measured.cpu[True], measured.cpu[False],
                           "<= 1x Home", lambda ratio: ratio <= 1, "Home", ratios_are=PAIRS,
                           same_build=switched_same_build()["cpu"])


def full_screen_at_4k():
    """Full screen on a 3840 x 2160 screen (docs/performance.md), its own X server: Home and full
    screen alternated, frames counted from outside, CPU against Home's."""
    width, height = screen_size()
    if (width, height) != (3840, 2160):
        raise AssertionError(f"full screen at 4K measured on a {width} x {height} screen")
    cpu, frame_rates = views_alternated(("home", "full screen", "home again"))
    same = alternated_same_build(SECTION, "4K views", cpu["home again"], cpu["home"])
    # Judged on the worst run, as at 1080p (seen_your_way).
    full = min(frame_rates["full screen"])
    row(SECTION, f"full screen 3840 x 2160: frames a second (worst of {ROUNDS})", f"{full:.1f}", ">= 55", full >= 55,
        floors=f"Home {statistics.median(frame_rates['home']):.1f}")
    row(SECTION, "  its runs, min / median / max", spread(frame_rates["full screen"], per_second))
    alternated_ratio_row(SECTION, "full screen 3840 x 2160: CPU", cpu["full screen"], cpu["home"], "<= 1.5x Home",
                         lambda ratio: ratio <= 1.5, "Home", same_build=same)
