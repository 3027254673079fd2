#!/usr/bin/env python3
"""Takes screenshots of Home and Laps under Xvfb (run through `make screenshots`).

usage: take-screenshots.py OUTPUT_FOLDER [menu|stopwatches]

For each look (light, dark, HighContrast, scale 2, a 360-pixel-wide window) and each
duration (a short running session, and one paused after 1,663 hours), writes
SCREEN-LOOK-DURATION.png: home-light-short.png, laps-narrow-1663h.png and so on; then Laps
with 100,000 laps in an 800-pixel-wide window, light and dark (laps-light-100k.png); and the
main menu open over Home, light, dark and 360 pixels wide (menu-light.png), with "Show in
Panel" checked; and two and ten stopwatches, the list beside Home in an 800-pixel window,
light and dark, and the list's own screen 360 pixels wide (stopwatches-two-light.png…); and
mending a mistake, light, dark and 360 pixels wide: Laps with noted laps (mend-notes-light.png),
a note edited in its row (mend-editing-light.png) and the Adjust Time window over the main
one (mend-adjust-light.png); and alerts, light, dark and 360 pixels wide: the banner of an alert
reached over Home (alerts-banner-light.png) and the Alerts window (alerts-window-light.png);
and the Totals screen with a week of three stopwatches, light, dark, high contrast and 360
pixels wide (totals-light.png); and KDE Plasma's tray with the running stopwatch's item, its
tooltip and its menu, Breeze and Breeze Dark (plasma-tray-tooltip-light.png,
plasma-tray-menu-light.png). The stopwatches are set up through the state file, so every run
shows the same laps. A second argument takes only the menus, only the stopwatches, only the
mending ("mend"), only the alerts ("alerts"), only the totals ("totals"), only the undo notice
("notice": notice-light.png, after a reset, light, dark and 360 pixels wide), only the question
on the return from an away ("away": away-light.png, light, dark and 360 pixels wide), only full
screen running with laps ("full-screen": full-screen-light.png, light, dark and 360 pixels wide), only the
stopwatches running on another machine of a sync folder ("elsewhere": elsewhere-light.png,
light, dark and 360 pixels wide), only the Preferences window ("preferences") or only Plasma's
tray ("plasma").
"""

import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Tests", "Drivers"))

from stopwatch_app import (StopwatchApp, make_config_home, set_desktop_look, set_preference, wait_until,  # noqa: E402
                          week_of_stopwatches, write_state_file, write_stopwatches, xdotool)

# Each look's environment; dark and high contrast are set as the desktop sets them
# (set_desktop_look), scale 2 as the display's scale is.
LOOKS = {
    "light": {},
    "dark": {},
    "hc": {},
    "scale2": {"GDK_SCALE": "2"},
    "narrow": {},
}

# Lap durations in milliseconds, oldest first, and the elapsed time.
DURATIONS = {
    "short": ("running", [41_200, 39_870, 44_310, 38_950, 40_020], 230_170),
    "1663h": ("paused", [600 * 3_600_000, 1_234_560, 1000 * 3_600_000, 300_000],
              1663 * 3_600_000 + 17 * 60_000 + 12_980),
}


def shoot(app, folder, name):
    time.sleep(0.5)
    path = os.path.join(folder, name + ".png")
    subprocess.run(["import", "-window", app.window, path], check=True)
    print("wrote", path)


def shoot_screen(app, folder, name):
    """The part of the screen where the app's window is: with what it opened over it (a
    popover, a dialog), which are windows of their own."""
    time.sleep(0.5)
    x, y, width, height = next(window["rect"] for window in app.windows() if window["id"] == app.window)
    path = os.path.join(folder, name + ".png")
    subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+{x}+{y}", "+repage", path], check=True)
    print("wrote", path)


def shoot_menu(folder, look):
    """The main menu (F10) open over Home: a popover is a window of its own, so the picture is
    of the screen where the window is."""
    config_home = make_config_home()
    write_state_file(config_home, *DURATIONS["short"])
    set_desktop_look(config_home, look)
    app = StopwatchApp(config_home=config_home, extra_env=LOOKS[look])
    try:
        width = 360 if look == "narrow" else 640
        xdotool("windowsize", app.window, str(width), "620")
        wait_until(lambda: app.window_size() == (width, 620), what=f"a {width}-pixel window")
        app.focus()
        app.key("F10")
        app.ui.wait_for("Show in Panel")
        shoot_screen(app, folder, f"menu-{look}")
    finally:
        app.cleanup()
        shutil.rmtree(config_home, ignore_errors=True)


# Ten stopwatches: name, status, elapsed time, laps; the current one is the third.
STOPWATCHES = [
    ("Tea", "running", 183_400, [60_000, 61_300]), ("Eggs", "paused", 420_000, []),
    ("Run", "running", 230_170, [41_200, 39_870, 44_310, 38_950, 40_020]), ("Pasta", "initial", 0, []),
    ("Laundry", "running", 2_710_000, []), ("Bread", "paused", 5_400_000, [1_800_000]),
    ("Plank", "paused", 92_400, [30_000, 31_200, 29_800]), ("Focus", "running", 1_500_000, []),
    ("Stretch", "initial", 0, []), ("Coffee", "paused", 245_000, []),
]


def write_some_stopwatches(config_home, count):
    """A version-2 state file of the first `count` of STOPWATCHES, saved now, "Run" current
    (the second of two)."""
    chosen = [STOPWATCHES[0], STOPWATCHES[2]] if count == 2 else STOPWATCHES[:count]
    stopwatches = [{"id": index + 1, "name": name, "status": status, "elapsed_ms": elapsed,
                    "laps": [{"duration_ms": lap} for lap in laps]}
                   for index, (name, status, elapsed, laps) in enumerate(chosen)]
    current = next(stopwatch["id"] for stopwatch in stopwatches if stopwatch["name"] == "Run")
    write_stopwatches(config_home, stopwatches, current)


def shoot_stopwatches(folder, look, count):
    """The list of `count` stopwatches: beside Home, or its own screen 360 pixels wide."""
    config_home = make_config_home()
    write_some_stopwatches(config_home, count)
    set_desktop_look(config_home, look)
    app = StopwatchApp(config_home=config_home, extra_env=LOOKS[look])
    try:
        width = 360 if look == "narrow" else 800
        xdotool("windowsize", app.window, str(width), "620")
        wait_until(lambda: app.window_size() == (width, 620), what=f"a {width}-pixel window")
        app.focus()
        if look == "narrow":
            app.action("show-stopwatches")
            app.wait_for_screen("stopwatches")
        shoot(app, folder, f"stopwatches-{'two' if count == 2 else 'ten'}-{look}")
    finally:
        app.cleanup()
        shutil.rmtree(config_home, ignore_errors=True)


def hundred_thousand_laps():
    """Laps of 40 to 80 seconds, drifting slower through the session, and the lap in progress."""
    laps = [40_000 + (index * 7919) % 30_000 + index // 10 for index in range(100_000)]
    return laps, sum(laps) + 21_370


NOTES = {1: "warm-up", 3: "the long hill by the river, into the wind all the way up", 4: "🏁 sprint"}


def shoot_mend(folder, look):
    """Laps with noted laps, a note edited in place, and the Adjust Time window."""
    config_home = make_config_home()
    status, laps, elapsed = DURATIONS["short"]
    write_state_file(config_home, "paused", laps, elapsed)
    path = os.path.join(config_home, "stopwatch", "state.json")
    with open(path) as file:
        state = json.load(file)
    for index, note in NOTES.items():
        state["laps"][index]["note"] = note
    with open(path, "w") as file:
        json.dump(state, file)
    set_desktop_look(config_home, look)
    app = StopwatchApp(config_home=config_home, extra_env=LOOKS[look])
    try:
        width = 360 if look == "narrow" else 640
        xdotool("windowsize", app.window, str(width), "620")
        wait_until(lambda: app.window_size() == (width, 620), what=f"a {width}-pixel window")
        app.focus()
        app.key("ctrl+l")
        app.wait_for_screen("laps")
        shoot(app, folder, f"mend-notes-{look}")
        app.action("edit-lap-note", "uint32 4")
        app.ui.wait_for("Note for Lap 4")
        shoot(app, folder, f"mend-editing-{look}")
        app.key("Escape")
        app.key("ctrl+t")
        app.wait_for_window("Adjust Time")
        app.key("shift+Tab", "space", "Tab", "ctrl+a")
        app.type("1")
        app.key("Return")
        app.ui.wait_for("Only the lap in progress can be shortened", prefix=True)
        shoot_screen(app, folder, f"mend-adjust-{look}")
    finally:
        app.cleanup()
        shutil.rmtree(config_home, ignore_errors=True)


@contextlib.contextmanager
def app_in_look(look, stopwatches=None, width=None, height=620, env=None, preferences=None):
    """The app in the desktop's look `look`, with `stopwatches` in its state file if given, its
    window `width` × `height` pixels if a width is given, with the keyboard, and the GSettings
    `preferences` (key to value) set before it starts; ended, and its folder removed, after."""
    config_home = make_config_home()
    if stopwatches:
        write_stopwatches(config_home, stopwatches)
    for key, value in (preferences or {}).items():
        set_preference(config_home, key, value)
    set_desktop_look(config_home, look)
    app = StopwatchApp(config_home=config_home, extra_env=dict(LOOKS[look], **(env or {})))
    try:
        if width:
            xdotool("windowsize", app.window, str(width), str(height))
            wait_until(lambda: app.window_size() == (width, height), what=f"a {width}-pixel window")
        app.focus()
        yield app
    finally:
        app.cleanup()
        shutil.rmtree(config_home, ignore_errors=True)


def shoot_window(app, folder, title, name):
    """The app's window titled `title` (a dialog: a window of its own)."""
    window = next(window for window in app.windows() if window["title"] == title)
    time.sleep(0.5)
    path = os.path.join(folder, name + ".png")
    subprocess.run(["import", "-window", str(window["id"]), path], check=True)
    print("wrote", path)


def shoot_alerts(folder, look):
    """"Focus" running a moment before its alert at 25:00 (and one at 50:00, and every 10
    minutes): the banner once it is reached, then the Alerts window."""
    focus = [{"id": 1, "name": "Focus", "status": "running", "elapsed_ms": 1_498_500, "laps": [],
              "alerts": {"at_ms": [1_500_000, 3_000_000], "every_ms": 600_000}}]
    with app_in_look(look, focus, width=360 if look == "narrow" else 640) as app:
        app.ui.wait_for("Focus reached 25:00")
        app.key("space")
        app.wait_for_state("paused")
        shoot(app, folder, f"alerts-banner-{look}")
        app.key("ctrl+b")
        app.wait_for_window("Alerts")
        shoot_window(app, folder, "Alerts", f"alerts-window-{look}")


def shoot_away(folder, look):
    """"Writing" running, the computer left alone for 10 s (away-after set to 10), then the
    mouse moved: the question on the return (away-light.png)."""
    writing = [{"id": 1, "name": "Writing", "status": "running", "elapsed_ms": 720_000, "laps": []}]
    with app_in_look(look, writing, width=360 if look == "narrow" else 640, preferences={"away-after": "uint32 10"}) as app:
        app.wait_for_log("idle (X server's idle counter)", timeout=15)
        xdotool("mousemove", "--window", app.window, "1", "1")
        app.ui.wait_for("You were away 10 s while Writing ran")
        shoot(app, folder, f"away-{look}")


def sync_folder_with_a_laptop(stopwatches=(), sessions=()):
    """A sync folder where a machine named "laptop" wrote its live state (`stopwatches`, as its
    live.json holds them, written 2 s ago) and `sessions` ((id, name, start_ms, end_ms), in its
    file of this month); removed by the caller."""
    sync = tempfile.mkdtemp(prefix="stopwatch-screenshot-sync-")
    laptop = os.path.join(sync, "0123456789abcdef0123456789abcdef")
    os.makedirs(laptop)
    now_ms = int(time.time() * 1000)
    with open(os.path.join(laptop, "live.json"), "w") as file:
        json.dump({"machine_name": "laptop", "written_ms": now_ms - 2_000, "writer": 1, "stopwatches": list(stopwatches)}, file)
    with open(os.path.join(laptop, time.strftime("sessions-%Y-%m.jsonl", time.gmtime(now_ms / 1000))), "w") as file:
        for session_id, name, start, end in sessions:
            file.write(json.dumps({"id": session_id, "stopwatch": name, "started_ms": start, "elapsed_ms": end - start,
                                   "adjusted_ms": 0, "laps": 0, "spans": [[start, end]], "credits": []}) + "\n")
    return sync


def shoot_elsewhere(folder, look):
    """A sync folder where a laptop runs "Writing" and "Reading" while "Practice" and "Writing"
    wait here: the other machine's stopwatches live, beside the list in an 800-pixel window
    (elsewhere-light.png, -dark) and under Home 360 pixels wide (elsewhere-narrow.png)."""
    sync = sync_folder_with_a_laptop([{"name": "Writing", "status": "running", "elapsed_ms": 3_731_000, "laps": 0},
                                      {"name": "Reading", "status": "running", "elapsed_ms": 754_000, "laps": 2}])
    here = [{"id": 1, "name": "Practice", "status": "paused", "elapsed_ms": 1_245_000, "laps": []},
            {"id": 2, "name": "Writing", "status": "initial", "elapsed_ms": 0, "laps": []}]
    try:
        with app_in_look(look, here, width=360 if look == "narrow" else 800,
                         preferences={"sync-folder": f"'{sync}'", "machine-name": "'desktop'"}) as app:
            app.ui.wait_for("Writing, running on laptop, ", prefix=True)
            shoot(app, folder, f"elsewhere-{look}")
    finally:
        shutil.rmtree(sync, ignore_errors=True)


def shoot_history(folder, look):
    """The History screen (Ctrl+H) with a session closed here and three a laptop closed earlier
    today in a sync folder, each saying where it ran (history-machines-light.png, -dark,
    -narrow)."""
    now_ms = int(time.time() * 1000)
    sync = sync_folder_with_a_laptop(sessions=[(1, "Writing", now_ms - 5 * 3_600_000, now_ms - 4 * 3_600_000),
                                               (2, "Reading", now_ms - 3 * 3_600_000, now_ms - 3 * 3_600_000 + 1_500_000),
                                               (3, "Writing", now_ms - 2 * 3_600_000, now_ms - 2 * 3_600_000 + 2_400_000)])
    try:
        with app_in_look(look, width=360 if look == "narrow" else 640,
                         preferences={"sync-folder": f"'{sync}'", "machine-name": "'desktop'"}) as app:
            app.key("space")
            app.wait_for_state("running", 0)
            time.sleep(1.2)
            app.key("space")
            app.wait_for_state("paused", 0)
            app.key("Delete")
            app.wait_for_state("initial", 0)
            # The undo notice gone first (10 s): the list alone in the picture.
            app.ui.wait_for_gone("Stopwatch reset", timeout=20)
            app.key("ctrl+h")
            app.wait_for_screen("history")
            wait_until(lambda: any(name.endswith("on laptop, 4 of 4") for name in app.ui.names()), what="four sessions listed")
            shoot(app, folder, f"history-machines-{look}")
    finally:
        shutil.rmtree(sync, ignore_errors=True)


def shoot_notice(folder, look):
    """The undo notice, libadwaita's toast, after a reset (notice-light.png)."""
    with app_in_look(look, width=360 if look == "narrow" else 460) as app:
        app.key("space")
        app.wait_for_state("running", 0)
        app.key("l", "space")
        app.wait_for_state("paused", 1)
        app.key("Delete")
        app.wait_for_state("initial", 0)
        app.ui.wait_for("Stopwatch reset")
        shoot(app, folder, f"notice-{look}")


def shoot_preferences(folder, look):
    """The Preferences window, libadwaita's page and groups (preferences-light.png), 360 pixels wide for "narrow";
    then scrolled to its sync folder in use (preferences-sync-light.png)."""
    with app_in_look(look) as app:
        app.key("ctrl+comma")
        app.wait_for_window("Preferences")
        window = next(window for window in app.windows() if window["title"] == "Preferences")
        if look == "narrow":
            xdotool("windowsize", str(window["id"]), "360", "600")
            width = lambda: next(each for each in app.windows() if each["id"] == window["id"])["rect"][2]  # noqa: E731
            # 360 pixels inside, with libadwaita's 5-pixel frame each side of it.
            wait_until(lambda: width() <= 370, what=lambda: f"a 360-pixel Preferences window (it is {width()})")
        shoot_window(app, folder, "Preferences", f"preferences-{look}")
    # Its last groups: the sync folder in use, a laptop's time counted (preferences-sync-light.png).
    now_ms = int(time.time() * 1000)
    sync = sync_folder_with_a_laptop(sessions=[(1, "Writing", now_ms - 1_200_000, now_ms - 600_000)])
    try:
        with app_in_look(look, preferences={"sync-folder": f"'{sync}'"}) as app:
            shoot_preferences_at(app, folder, look, "Forget laptop", f"preferences-sync-{look}",
                                 lambda: app.ui.wait_for("In use · 1 other computer\nLast read ", prefix=True))
    finally:
        shutil.rmtree(sync, ignore_errors=True)


def shoot_preferences_at(app, folder, look, button, name, shown):
    """Opens Preferences (360 pixels wide for "narrow"), waits until `shown()`, Tabs on to
    `button` (the page scrolls to it) and shoots the window as `name`."""
    app.key("ctrl+comma")
    app.wait_for_window("Preferences")
    window = next(window for window in app.windows() if window["title"] == "Preferences")
    if look == "narrow":
        xdotool("windowsize", str(window["id"]), "360", "600")
    shown()
    app.ui.wait_for(button)
    xdotool("windowfocus", "--sync", str(window["id"]))
    for _ in range(25):
        if app.ui.focused_name() == button:
            break
        app.key("Tab")
        time.sleep(0.1)
    shoot_window(app, folder, "Preferences", name)


def shoot_preferences_twice(folder, look):
    """Preferences when another installation writes to the sync folder as this computer (a
    copied data folder): its group with Use a New Id (preferences-twice-light.png). The other
    installation is a live state written in this machine's folder with another writer's number."""
    sync = sync_folder_with_a_laptop()
    try:
        with app_in_look(look, preferences={"sync-folder": f"'{sync}'"}) as app:
            id_path = os.path.join(app.data_home, "stopwatch", "machine-id")
            machine = wait_until(lambda: os.path.exists(id_path) and open(id_path).read().strip(), what="the machine id made")
            own = os.path.join(sync, machine, "live.json")
            wait_until(lambda: os.path.exists(own), what="the app's own live state")
            with open(own + ".tmp", "w") as file:
                json.dump({"machine_name": "copy", "written_ms": int(time.time() * 1000), "writer": 1, "stopwatches": []}, file)
            os.rename(own + ".tmp", own)
            shoot_preferences_at(app, folder, look, "Use a New Id", f"preferences-twice-{look}",
                                 lambda: app.ui.wait_for("This computer twice"))
    finally:
        shutil.rmtree(sync, ignore_errors=True)


def shoot_preferences_unmounted(folder, look):
    """Preferences when this computer's folder in the sync folder is gone, as on a disk or
    share that is not mounted: why nothing is written there (preferences-unmounted-light.png).
    Gone by a rename here; a start makes the app write its live state, which fails."""
    sync = sync_folder_with_a_laptop()
    try:
        with app_in_look(look, preferences={"sync-folder": f"'{sync}'"}) as app:
            id_path = os.path.join(app.data_home, "stopwatch", "machine-id")
            machine = wait_until(lambda: os.path.exists(id_path) and open(id_path).read().strip(), what="the machine id made")
            wait_until(lambda: os.path.exists(os.path.join(sync, machine, "live.json")), what="the app's own live state")
            os.rename(os.path.join(sync, machine), os.path.join(sync, "elsewhere"))
            app.key("space")
            app.wait_for_log("this computer's folder in it is gone (its disk or share not mounted?)")
            shoot_preferences_at(app, folder, look, "Stop", f"preferences-unmounted-{look}",
                                 lambda: app.ui.wait_for("Cannot be written to: ", prefix=True))
    finally:
        shutil.rmtree(sync, ignore_errors=True)


def shoot_totals(folder, look):
    """The Totals screen (Ctrl+D) with a week of three stopwatches, by day; then with a
    laptop's week of two of them in a sync folder as well (totals-machines-light.png)."""
    stopwatches = week_of_stopwatches(int(time.time() * 1000))
    with app_in_look(look, stopwatches, width=360 if look == "narrow" else 640, height=740, env={"TZ": "UTC"}) as app:
        app.key("ctrl+d")
        app.ui.wait_for("Totals by period")
        shoot(app, folder, f"totals-{look}")
    # With a laptop's week in a sync folder too: every computer's (totals-machines-light.png).
    now_ms = int(time.time() * 1000)
    sessions = []
    for number, stopwatch in enumerate(week_of_stopwatches(now_ms)[:2], start=1):
        for index, (start, end) in enumerate(stopwatch["ran"]):
            start, end = start - 4 * 3_600_000, end - 4 * 3_600_000 - 600_000
            if end > start and time.gmtime(start / 1000).tm_mon == time.gmtime(now_ms / 1000).tm_mon:
                sessions.append((number * 100 + index, stopwatch["name"], start, end))
    sync = sync_folder_with_a_laptop(sessions=sessions)
    try:
        with app_in_look(look, stopwatches, width=360 if look == "narrow" else 640, height=740, env={"TZ": "UTC"},
                         preferences={"sync-folder": f"'{sync}'", "machine-name": "'desktop'"}) as app:
            app.key("ctrl+d")
            app.ui.wait_for("Computer: All computers")
            shoot(app, folder, f"totals-machines-{look}")
    finally:
        shutil.rmtree(sync, ignore_errors=True)


def shoot_full_screen(folder, look):
    """Full screen (F11) running with laps: the lap in progress and the last lap beneath the
    time, at its end (full-screen-light.png, -dark, and 360 pixels wide, -narrow)."""
    status, laps, elapsed = DURATIONS["short"]
    width, height = (360, 620) if look == "narrow" else (960, 540)
    config_home = make_config_home()
    write_state_file(config_home, status, laps, elapsed)
    set_desktop_look(config_home, look)
    app = StopwatchApp(config_home=config_home, extra_env=LOOKS[look])
    try:
        xdotool("windowsize", app.window, str(width), str(height))
        wait_until(lambda: app.window_size() == (width, height), what=f"a {width}-pixel window")
        app.focus()
        app.key("F11")
        app.ui.wait_for_gone("Main Menu")
        shoot(app, folder, f"full-screen-{look}")
    finally:
        app.cleanup()
        shutil.rmtree(config_home, ignore_errors=True)


def shoot_plasma_tray(folder, look):
    """KDE Plasma's own system tray (Tests/Drivers/plasma_tray.py) in Breeze or Breeze Dark with
    the running stopwatch's item: its tooltip (plasma-tray-tooltip-light.png), then its menu
    (plasma-tray-menu-light.png)."""
    from plasma_tray import PlasmaTray
    tray = PlasmaTray(look)
    try:
        with app_in_look(look) as app:
            app.key("space")
            app.wait_for_state("running", 0)
            item = tray.wait_in_row("Stopwatch")
            tray.hover(item)
            wait_until(lambda: (tray.tooltip() or ("",))[0] == "Stopwatch running", what="the item's tooltip")
            shoot_rect(folder, f"plasma-tray-tooltip-{look}", (600, 0, 400, 120))
            tray.open_menu(tray.wait_in_row("Stopwatch"))
            shoot_rect(folder, f"plasma-tray-menu-{look}", (600, 0, 400, 200))
            tray.choose("Escape")
    finally:
        tray.stop()


def shoot_rect(folder, name, rect):
    """The screen's `rect` (x, y, width, height)."""
    time.sleep(0.5)
    path = os.path.join(folder, name + ".png")
    x, y, width, height = rect
    subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+{x}+{y}", "+repage", path], check=True)
    print("wrote", path)


def main():
    folder = sys.argv[1]
    only = sys.argv[2] if len(sys.argv) > 2 else None
    os.makedirs(folder, exist_ok=True)
    if only in (None, "menu"):
        for look in ("light", "dark", "narrow"):
            shoot_menu(folder, look)
    if only in (None, "mend"):
        for look in ("light", "dark", "narrow"):
            shoot_mend(folder, look)
    if only in (None, "alerts"):
        for look in ("light", "dark", "narrow"):
            shoot_alerts(folder, look)
    if only in (None, "preferences"):
        for look in ("light", "dark", "narrow"):
            shoot_preferences(folder, look)
    if only in (None, "twice"):
        for look in ("light", "dark", "narrow"):
            shoot_preferences_twice(folder, look)
    if only in (None, "unmounted"):
        for look in ("light", "dark", "narrow"):
            shoot_preferences_unmounted(folder, look)
    if only in (None, "away"):
        for look in ("light", "dark", "narrow"):
            shoot_away(folder, look)
    if only in (None, "elsewhere"):
        for look in ("light", "dark", "narrow"):
            shoot_elsewhere(folder, look)
    if only in (None, "history"):
        for look in ("light", "dark", "narrow"):
            shoot_history(folder, look)
    if only in (None, "notice"):
        for look in ("light", "dark", "narrow"):
            shoot_notice(folder, look)
    if only in (None, "totals"):
        for look in ("light", "dark", "hc", "narrow"):
            shoot_totals(folder, look)
    if only in (None, "full-screen"):
        for look in ("light", "dark", "narrow"):
            shoot_full_screen(folder, look)
    if only in (None, "plasma"):
        for look in ("light", "dark"):
            shoot_plasma_tray(folder, look)
    if only in (None, "stopwatches"):
        for count in (2, 10):
            for look in ("light", "dark", "narrow"):
                shoot_stopwatches(folder, look, count)
    if only:
        return
    laps, elapsed = hundred_thousand_laps()
    for look in ("light", "dark"):
        config_home = make_config_home()
        write_state_file(config_home, "paused", laps, elapsed)
        set_desktop_look(config_home, look)
        app = StopwatchApp(config_home=config_home, extra_env=LOOKS[look])
        try:
            xdotool("windowsize", app.window, "800", "620")
            wait_until(lambda: app.window_size() == (800, 620), what="an 800-pixel window")
            app.focus()
            app.key("ctrl+l")
            app.wait_for_screen("laps", timeout=30)
            shoot(app, folder, f"laps-{look}-100k")
        finally:
            app.cleanup()
            shutil.rmtree(config_home, ignore_errors=True)
    for look, env in LOOKS.items():
        for duration, (status, laps, elapsed) in DURATIONS.items():
            config_home = make_config_home()
            write_state_file(config_home, status, laps, elapsed)
            set_desktop_look(config_home, look)
            app = StopwatchApp(config_home=config_home, extra_env=env)
            try:
                if look == "narrow":
                    xdotool("windowsize", app.window, "360", "620")
                    wait_until(lambda: app.window_size() == (360, 620), what="a 360-pixel window")
                    app.focus()
                shoot(app, folder, f"home-{look}-{duration}")
                app.key("ctrl+l")
                app.wait_for_screen("laps")
                shoot(app, folder, f"laps-{look}-{duration}")
            finally:
                app.cleanup()
                shutil.rmtree(config_home, ignore_errors=True)


if __name__ == "__main__":
    main()
