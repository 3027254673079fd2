#!/usr/bin/env python3
"""Takes screenshots of Home and Laps under Xvfb (run through `make screenshots`).

usage: take-screenshots.py OUTPUT_FOLDER

For each look (light, dark, HighContrast, scale 2, a 360-pixel-wide window) and each
duration (a short running session, and one paused after 1,663 hours), writes
SCREEN-LOOK-DURATION.png: home-light-short.png, laps-narrow-1663h.png and so on; then Laps
with 100,000 laps in an 800-pixel-wide window, light and dark (laps-light-100k.png); and the
main menu open over Home, light, dark and 360 pixels wide (menu-light.png), with "Show in
Panel" checked. The stopwatch is set up through its state file, so every run shows the same
laps.
"""

import os
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Tests", "Drivers"))

from stopwatch_app import StopwatchApp, make_config_home, wait_until, write_state_file, xdotool  # noqa: E402

LOOKS = {
    "light": {},
    "dark": {"GTK_THEME": "Adwaita:dark"},
    "hc": {"GTK_THEME": "HighContrast"},
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


def shoot_menu(folder, look):
    """The main menu (F10) open over Home: a popover is a window of its own, so the picture is
    of the screen where the window is."""
    config_home = make_config_home()
    write_state_file(config_home, *DURATIONS["short"])
    app = StopwatchApp(config_home=config_home, extra_env=LOOKS[look])
    try:
        width = 360 if look == "narrow" else 640
        xdotool("windowsize", app.window, str(width), "620")
        wait_until(lambda: app.window_size() == (width, 620), what=f"a {width}-pixel window")
        app.focus()
        app.key("F10")
        app.ui.wait_for("Show in Panel")
        time.sleep(0.5)
        x, y, width, height = next(window["rect"] for window in app.windows() if window["id"] == app.window)
        path = os.path.join(folder, f"menu-{look}.png")
        subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+{x}+{y}", "+repage", path], check=True)
        print("wrote", path)
    finally:
        app.cleanup()
        shutil.rmtree(config_home, ignore_errors=True)


def hundred_thousand_laps():
    """Laps of 40 to 80 seconds, drifting slower through the session, and the lap in progress."""
    laps = [40_000 + (index * 7919) % 30_000 + index // 10 for index in range(100_000)]
    return laps, sum(laps) + 21_370


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    for look in ("light", "dark", "narrow"):
        shoot_menu(folder, look)
    laps, elapsed = hundred_thousand_laps()
    for look in ("light", "dark"):
        config_home = make_config_home()
        write_state_file(config_home, "paused", laps, elapsed)
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
