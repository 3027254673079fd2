#!/usr/bin/env python3
"""Takes screenshots of the app on Wayland, run through `make screenshots`, on the compositor
of STOPWATCH_COMPOSITOR (Tests/Drivers/compositor.py).

usage: take-wayland-screenshots.py OUTPUT_FOLDER

On sway (headless), writes wayland-SCREEN-LOOK-WINDOW.png for Home and Laps, light and dark,
in a tiled full-screen window (1280 x 800) and a floating 360 x 480 one, each with a short
running session set up through the state file; waybar.png, the bar with the module of
data/waybar showing it; waybar-tray.png, waybar's tray with the app's own item while the
stopwatch runs; notification-mako.png, the notification while the window is closed, as
mako draws it; and notification-away-mako.png, the question on the return from an away
beneath it.

On GNOME Shell (headless), writes gnome-SCREEN-LOOK.png for Home and Laps, light and dark, in
the window GNOME Shell opens, focused, with the shadow the shell draws around it;
notification-gnome.png, the notification's banner after the window was closed; and
gnome-top-bar.png, the right of the top bar with the app's item and its running time (the
AppIndicator extension) and the item's menu open below it.
"""

import contextlib
import os
import shutil
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.join(HERE, "..", "Tests", "Drivers")]

from activation import ActivatedApp, ActivationBus  # noqa: E402
from compositor import compositor, compositor_name  # noqa: E402
from mako import Mako  # noqa: E402
from stopwatch_app import (APP_ID, make_config_home, set_desktop_look, set_preference, wait_until,  # noqa: E402
                          week_of_stopwatches, write_state_file, write_stopwatches)
from waybar import TRAY, TRAY_STYLE, Waybar, light_share  # noqa: E402
from wayland_app import WaylandApp  # noqa: E402

# Set as the desktop sets them (set_desktop_look): the colour scheme, never a theme forced on GTK.
LOOKS = ("light", "dark")
WINDOWS = ("tiled", "floating")
SESSION = ("running", [41_200, 39_870, 44_310, 38_950, 40_020], 230_170)
# Around a window on GNOME Shell: its shadow.
SHADOW = 36


@contextlib.contextmanager
def session_app(look="light", stopwatches=None, extra_env=None):
    """The app on the compositor with a short running session (set up through the state
    file), or `stopwatches` when given, in folders of its own, gone afterwards."""
    config_home = make_config_home()
    if stopwatches:
        write_stopwatches(config_home, stopwatches)
    else:
        write_state_file(config_home, *SESSION)
    set_desktop_look(config_home, look)
    app = WaylandApp(config_home=config_home, extra_env=extra_env)
    try:
        yield app
    finally:
        app.cleanup()
        shutil.rmtree(config_home, ignore_errors=True)


def shoot(folder, name, rect, settle=0.6):
    """A picture of `rect` of the screen, once what was asked for has been drawn."""
    time.sleep(settle)
    path = os.path.join(folder, name + ".png")
    compositor().screenshot(path, rect)
    print("wrote", path)


def shoot_home_and_laps(app, folder, name, rect=None):
    """Home, then Laps (Ctrl+L): NAME-home and NAME-laps, of `rect` (the window when None)."""
    for screen in ("home", "laps"):
        if screen == "laps":
            app.key("ctrl+l")
            app.wait_for_screen("laps")
        shoot(folder, name.format(screen=screen), rect or app.main_window()["rect"])


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    if compositor_name() == "gnome-shell":
        shoot_gnome_shell(folder)
    else:
        shoot_sway(folder)


def shoot_sway(folder):
    for look in LOOKS:
        for window in WINDOWS:
            with session_app(look) as app:
                if window == "floating":
                    compositor().resize(app.main_window(), 360, 480)
                    wait_until(lambda: app.main_window()["rect"][2:] == (360, 480), what="a 360 x 480 window")
                shoot_home_and_laps(app, folder, f"wayland-{{screen}}-{look}-{window}")
    for look in LOOKS:
        stopwatches = week_of_stopwatches(int(time.time() * 1000))
        with session_app(look, stopwatches, extra_env={"TZ": "UTC"}) as app:
            app.key("ctrl+d")
            app.wait_for_log("totals shown: ")
            shoot(folder, f"wayland-totals-{look}", app.main_window()["rect"])
    with session_app() as app:
        bar = Waybar(app.config_home, app.env)
        try:
            bar.wait_for(lambda text: text.startswith("0"), "the stopwatch")
            shoot(folder, "waybar", (0, 0, 320, 30), settle=0.5)
        finally:
            bar.stop()
        tray = Waybar(app.config_home, app.env, modules=TRAY, style=TRAY_STYLE)
        try:
            picture = os.path.join(tray.folder, "tray.png")

            def drawn():
                compositor().screenshot(picture, (0, 0, 40, 30))
                return light_share(picture) > 0.02
            wait_until(drawn, what="the item drawn in waybar's tray")
            shoot(folder, "waybar-tray", (0, 0, 160, 30))
        finally:
            tray.stop()
    shoot_notification(folder)
    shoot_away_notification(folder)


def shoot_notification(folder):
    """The stopwatch started and lapped by global keys' actions, the window never shown: mako
    draws the notification in the output's top right corner (its default place and size)."""
    config_home = make_config_home()
    write_state_file(config_home, *SESSION)
    bus = ActivationBus(compositor().env(), config_home=config_home)
    try:
        mako = Mako(bus)
        app = ActivatedApp(bus)
        app.action("lap")
        app.wait_for_state("running", len(SESSION[1]) + 1)
        mako.wait_for(lambda shown: shown["summary"] == "Stopwatch running", "the notification")
        shoot(folder, "notification-mako", (compositor().outputs()[0]["rect"]["width"] - 320, 0, 320, 80))
    finally:
        bus.stop()
        shutil.rmtree(config_home, ignore_errors=True)


def shoot_away_notification(folder):
    """The question on the return from an away, the window never shown (`away-after` 10 s):
    the stopwatch started by its action, the seat left alone until sway's idle protocol
    tells the away, then a key. mako draws the question under the running stopwatch's."""
    config_home = make_config_home()
    set_preference(config_home, "away-after", "uint32 10")
    bus = ActivationBus(compositor().env(), config_home=config_home, extra_env={"GSETTINGS_BACKEND": "keyfile"})
    try:
        mako = Mako(bus)
        app = ActivatedApp(bus)
        app.action("toggle")
        app.wait_for_state("running", 0)
        app.wait_for_log("idle (org_kde_kwin_idle)", timeout=15)
        compositor().key("Shift_L")
        wait_until(lambda: any(shown["summary"].startswith("You were away") for shown in mako.list()),
                   what="the question's notification")
        shoot(folder, "notification-away-mako", (compositor().outputs()[0]["rect"]["width"] - 320, 0, 320, 170))
    finally:
        bus.stop()
        shutil.rmtree(config_home, ignore_errors=True)


def shoot_gnome_shell(folder):
    for look in LOOKS:
        with session_app(look) as app:
            x, y, width, height = app.main_window()["rect"]
            with_shadow = (x - SHADOW, y - SHADOW, width + 2 * SHADOW, height + 2 * SHADOW)
            shoot_home_and_laps(app, folder, f"gnome-{{screen}}-{look}", with_shadow)
    # The window closed with the stopwatch running: the shell's banner, top middle.
    with session_app() as app:
        compositor().close(app.main_window())
        wait_until(lambda: any(shown["app"] == "Stopwatch" for shown in compositor().notifications()),
                   what="the notification")
        shoot(folder, "notification-gnome", (340, 32, 600, 110))
    # The top bar's right, the item counting, then its menu open below it.
    with session_app() as app:
        shell = compositor()

        def item():
            items = [item for item in shell.panel_items() if item["id"] == APP_ID and item["shown"]]
            return items[0] if items and items[0]["label"] else None
        wait_until(item, what="the app's item in the top bar")
        width = shell.work_area()[2]
        shoot(folder, "gnome-top-bar", (width - 420, 0, 420, 32))
        shell.open_panel_menu(item())
        shoot(folder, "gnome-top-bar-menu", (width - 420, 0, 420, 260))

if __name__ == "__main__":
    main()
