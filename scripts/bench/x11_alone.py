"""What the app and the terminal app do alone: idle CPU ticks, and the terminal app's end
on a hang-up."""

import os
import time

from x11_common import SECTION, SETTLE_SECONDS
from process_activity import activity_over, process_is_alive
from report import row
from stopwatch_app import StopwatchApp, make_config_home, state_is_owned, wait_until
from terminal_app import TerminalApp


def idle_ticks(pid):
    """CPU ticks over 10 s (the threads that began or ended are the tests' to check)."""
    ticks, _ = activity_over(pid, 10)
    return ticks


def app_alone():
    app = StopwatchApp()
    try:
        pid = app.process.pid
        time.sleep(SETTLE_SECONDS)
        ticks = idle_ticks(pid)
        row(SECTION, "CPU ticks, initial, 10 s", str(ticks), "0", ticks == 0)
        app.key("space")
        started = time.monotonic()
        app.wait_for_state("running", 0)
        state_file = os.path.join(app.config_home, "stopwatch", "state.json")
        wait_until(lambda: os.path.exists(state_file), what="the state file")
        time.sleep(1)
        written = os.stat(state_file)
        time.sleep(15)
        unchanged = os.stat(state_file)
        writes = 0 if (written.st_ino, written.st_mtime_ns) == (unchanged.st_ino, unchanged.st_mtime_ns) else 1
        row(SECTION, "state-file writes, running untouched, 15 s", "0" if writes == 0 else ">= 1", "0", writes == 0)
        # Pause once 60 s have passed since Space was sent: the time the app shows then,
        # against the wall clock's.
        time.sleep(max(0, 60 - (time.monotonic() - started)))
        app.key("space")
        paused = time.monotonic()
        app.wait_for_state("paused")
        drift = app.states()[-1][2] - (paused - started) * 1000
        row(SECTION, "shown elapsed minus wall clock after 60 s", f"{drift:+.1f} ms", "within 10 ms", abs(drift) <= 10)
        time.sleep(1)
        ticks = idle_ticks(pid)
        row(SECTION, "CPU ticks, paused, 10 s", str(ticks), "0", ticks == 0)
    finally:
        app.cleanup()


def terminal_alone():
    config_home = make_config_home()
    terminal = TerminalApp(config_home)
    try:
        terminal.wait_for("Stopwatch")
        time.sleep(SETTLE_SECONDS)
        ticks = idle_ticks(terminal.process_id())
        row(SECTION, "stopwatch-tui: CPU ticks, initial, 10 s", str(ticks), "0", ticks == 0)
        terminal.keys("Space", "l", "Space")
        terminal.resize(60, 20)
        terminal.keys("x")
        time.sleep(1)
        ticks = idle_ticks(terminal.process_id())
        row(SECTION, "stopwatch-tui: CPU ticks, paused, resized, 10 s", str(ticks), "0", ticks == 0)
    finally:
        terminal.close()


def terminal_end_on_hangup():
    """A closed terminal (tmux hangs up the pane: SIGHUP) to the process ended and the state
    free for the next app, running with a lap: the slowest of five."""
    slowest = 0.0
    for _ in range(5):
        config_home = make_config_home()
        terminal = TerminalApp(config_home)
        try:
            terminal.wait_for("Stopwatch")
            terminal.keys("Space", "l")
            terminal.wait_for("Lap 2")
            pid = terminal.process_id()
            start = time.monotonic()
            terminal.kill_session()
            # Ended: no thread left running (a zombie waits for whoever reaps it, not for us).
            # Polled every millisecond: wait_until's 50 ms would be most of the figure.
            while process_is_alive(pid) or state_is_owned(config_home):
                if time.monotonic() - start > 10:
                    raise AssertionError("stopwatch-tui did not end within 10 s of a closed terminal")
                time.sleep(0.001)
            slowest = max(slowest, time.monotonic() - start)
        finally:
            terminal.close()
    milliseconds = slowest * 1000
    row(SECTION, "stopwatch-tui: closed terminal to ended, slowest of 5", f"{milliseconds:.1f} ms", "< 100 ms",
        milliseconds < 100)
