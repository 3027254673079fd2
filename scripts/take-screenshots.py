#!/usr/bin/env python3
"""Takes screenshots of Home and Laps under Xvfb (run through `make screenshots`).

usage: take-screenshots.py OUTPUT_FOLDER [--all]
Writes home.png and laps.png (the README's); with --all, every state worth looking at:
initial, running and paused, with 0, 2 and 20 laps.
"""

import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "Tests", "EndToEnd"))

from stopwatch_app import StopwatchApp  # noqa: E402


def shoot(app, folder, name):
    time.sleep(0.6)  # let the slide transition finish
    path = os.path.join(folder, name + ".png")
    subprocess.run(["import", "-window", app.window, path], check=True)
    print("wrote", path)


def add_laps(app, count, spacing=0.35):
    # Uneven laps, as a runner's are, so best and worst stand out.
    for index in range(count):
        time.sleep(spacing * (0.8 + 0.25 * (index * 7 % 5)))
        app.key("l")


def main():
    folder = sys.argv[1]
    every_state = "--all" in sys.argv
    os.makedirs(folder, exist_ok=True)
    app = StopwatchApp()
    try:
        if every_state:
            shoot(app, folder, "home-initial")
        app.key("space")
        app.wait_for_state("running", 0)
        time.sleep(1.2)
        if every_state:
            shoot(app, folder, "home-running-0")
        add_laps(app, 2, spacing=0.9)
        app.wait_for_state("running", 2)
        if every_state:
            shoot(app, folder, "home-running-2")
            app.key("space")
            app.wait_for_state("paused", 2)
            shoot(app, folder, "home-paused-2")
            app.key("space")
        add_laps(app, 18)
        app.wait_for_state("running", 20)
        shoot(app, folder, "home")
        app.key("ctrl+l")
        app.wait_for_screen("laps")
        shoot(app, folder, "laps")
        if every_state:
            app.key("space")
            app.wait_for_state("paused", 20)
            shoot(app, folder, "laps-paused-20")
    finally:
        app.cleanup()


if __name__ == "__main__":
    main()
