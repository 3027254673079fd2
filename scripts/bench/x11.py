#!/usr/bin/env python3
"""`make bench`, X11 part (under Xvfb, scripts/headless): each module measures one thing
(x11_floors: the app against the floors; x11_panel: the panel item; x11_stopwatches: many
stopwatches, many laps; x11_views: the views a person chooses; x11_alerts: alerts and aways; x11_goals: goals;
x11_history: Totals and a sync folder; x11_mends: mends of past sessions; x11_alone: the
apps alone), by the methods of methods.py, each beside its A/A row; x11_common holds what
they share.

usage: x11.py PATH_TO_STOPWATCH PATH_TO_STOPWATCH_TUI PATH_TO_FLOOR [PATH_TO_STOPWATCH_BENCH]

With the bench program (StopwatchBench), the Totals screen too: opened over a history of
100,000 sessions, and its CPU while a stopwatch runs against Home's.
"""

import os

# First: it reads the programs from the command line and puts the drivers on the path.
from x11_common import BENCH_PROGRAM, SECTION
from x11_alerts import alerts, away_and_back
from x11_goals import goals
from x11_alone import app_alone, terminal_alone, terminal_end_on_hangup
from x11_floors import frames, memory_after_a_minute, side_by_side
from x11_history import frames_while_a_hundred_thousand_sessions_are_read, sync_folder, sync_folder_side_by_side, totals_screen
from x11_mends import another_machines_mends, mend_over_a_hundred_thousand_sessions
from x11_panel import panel_item
from x11_stopwatches import hundred_thousand_laps, several_stopwatches
from x11_views import full_screen_at_4k, seen_your_way

# One section alone, while working on it (STOPWATCH_BENCH_ONLY).
ONLY = {
    "panel": [panel_item],
    "several": [several_stopwatches],
    "floor": [side_by_side],
    "seen": [seen_your_way],
    "full-screen-4k": [full_screen_at_4k],
    "memory": [memory_after_a_minute],
    "alerts": [alerts],
    "goals": [goals],
    "totals": [totals_screen],
    "away": [away_and_back],
    "sync": [sync_folder, frames_while_a_hundred_thousand_sessions_are_read, sync_folder_side_by_side],
    "mends": [mend_over_a_hundred_thousand_sessions, another_machines_mends],
}


def main():
    print(SECTION)
    only = os.environ.get("STOPWATCH_BENCH_ONLY")
    if only:
        parts = ONLY[only]
    else:
        parts = [side_by_side, memory_after_a_minute, frames, panel_item, several_stopwatches, hundred_thousand_laps,
                 seen_your_way, alerts, goals, away_and_back] + (
                 [totals_screen, mend_over_a_hundred_thousand_sessions] if BENCH_PROGRAM else []) + [
                 another_machines_mends,
                 app_alone, sync_folder, frames_while_a_hundred_thousand_sessions_are_read, sync_folder_side_by_side,
                 terminal_alone, terminal_end_on_hangup]
    for part in parts:
        part()


if __name__ == "__main__":
    main()
