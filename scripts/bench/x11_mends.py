"""Mends of past sessions (ARCHITECTURE.md, "Mends"): a mend to History and to Totals drawn again over
100,000 sessions, the Mend Session dialog opened, another machine's mend shown after its file
lands, and the frames while 10,000 of its mends are read."""

import json
import os
import re
import shutil
import statistics
import subprocess
import time

from x11_common import SECTION, SETTLE_SECONDS, config_with_a_year_of_history, logged_wall_time
from measure import x11_frames_per_second
from report import row
from stopwatch_app import APP_ID, StopwatchApp, make_config_home, set_preference, wait_until

HISTORY_LINE = re.compile(r"(\d\d):(\d\d):(\d\d)\.(\d\d\d): history shown: \d+ rows; first: (.*)")
TOTALS_LINE = re.compile(r"(\d\d):(\d\d):(\d\d)\.(\d\d\d): totals shown: (.*)")
LAPTOP = "0123456789abcdef0123456789abcdef"
ROUNDS = 5


def bus_call(app, method, signature, *arguments):
    """The app's D-Bus `method` called from here, on its bus, waited for (no program started
    between the clock and the call)."""
    import gi
    gi.require_version("Gio", "2.0")
    from gi.repository import Gio, GLib
    address = app.env.get("DBUS_SESSION_BUS_ADDRESS") or Gio.dbus_address_get_for_bus_sync(Gio.BusType.SESSION, None)
    bus = Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
    try:
        path = "/" + APP_ID.replace(".", "/")
        return bus.call_sync(APP_ID, path, APP_ID + "1", method, GLib.Variant(signature, arguments), None,
                             Gio.DBusCallFlags.NONE, 30_000, None).unpack()
    finally:
        bus.close_sync(None)


def logged_after(app, pattern, before, holding):
    """The first line of `pattern` after the first `before` of them whose text holds `holding`, or None."""
    for match in list(pattern.finditer(app.log_text()))[before:]:
        if holding in match[5]:
            return match
    return None


def mended_redrawn_ms(app, pattern, session, name):
    """From the D-Bus call that names `session`'s stopwatch `name` to the screen's line saying it."""
    before = len(pattern.findall(app.log_text()))
    sent = time.time()
    bus_call(app, "MendSession", "(ssxs)", session, "stopwatch", 0, name)
    drawn = wait_until(lambda: logged_after(app, pattern, before, name),
                       what=lambda: f"{name!r} drawn (lines after: {[m[0] for m in list(pattern.finditer(app.log_text()))[before:]]})")
    return (logged_wall_time(drawn, sent) - sent) * 1000


def dialog_shown_ms(app):
    """From the key E, on a past session's screen, to the Mend Session window viewable (the X
    server's tree, every 2 ms); closed again with Escape."""
    from Xlib import X, display, error
    screen = display.Display()
    root = screen.screen().root

    def shown():
        for window in root.query_tree().children:
            try:
                if window.get_attributes().map_state == X.IsViewable and window.get_wm_name() == "Mend Session":
                    return True
            except error.XError:
                continue
        return False

    try:
        sent = time.time()
        app.key("e")
        while not shown():
            if time.time() - sent > 10:
                raise AssertionError("the Mend Session dialog did not open within 10 s")
            time.sleep(0.002)
        opened = (time.time() - sent) * 1000
        app.key("Escape")
        wait_until(lambda: not shown(), what="the dialog closed")
        return opened
    finally:
        screen.close()


def mend_over_a_hundred_thousand_sessions():
    """A history of 100,000 sessions of 10 spans in the year up to now: the newest's stopwatch
    renamed over D-Bus, five times with Totals shown and five with History, each timed from the
    call to the screen's line naming it (the app's log against the wall clock); then the Mend
    Session dialog opened on it five times."""
    config_home = config_with_a_year_of_history()
    app = StopwatchApp(config_home=config_home)
    try:
        listed = subprocess.run([os.environ["STOPWATCH_BINARY"], "--history", "--json"], env=dict(app.env, DISPLAY=""),
                                capture_output=True, text=True, timeout=120, check=True)
        session = json.loads(listed.stdout)[0]["session"]
        time.sleep(SETTLE_SECONDS)
        # Each screen drawn with what it read before the first mend: the time from the call is
        # the mend's, not the rest of the screen's opening (a first round had both).
        app.key("ctrl+d")
        app.wait_for_screen("totals")
        wait_until(lambda: TOTALS_LINE.search(app.log_text()) is not None, what="Totals drawn")
        totals = [mended_redrawn_ms(app, TOTALS_LINE, session, f"Totals {index}") for index in range(ROUNDS)]
        app.key("Escape")
        app.wait_for_screen("home")
        app.key("ctrl+h")
        app.wait_for_screen("history")
        wait_until(lambda: "history shown: 100000 rows" in app.log_text(), what="History drawn with its 100,000 rows")
        history = [mended_redrawn_ms(app, HISTORY_LINE, session, f"History {index}") for index in range(ROUNDS)]
        app.key("Return")
        app.wait_for_screen("session")
        opened = [dialog_shown_ms(app) for _ in range(ROUNDS)]
    finally:
        app.cleanup()
        shutil.rmtree(config_home, ignore_errors=True)
    for screen, times in (("Totals", totals), ("History", history)):
        row(SECTION, f"a mend to {screen} drawn again, 100,000 sessions (slowest of {ROUNDS})",
            f"{max(times):.0f} ms ({', '.join(f'{time:.0f}' for time in times)})", "<= 50 ms", max(times) <= 50)
    row(SECTION, f"the Mend Session dialog opens, 100,000 sessions (key to its window; slowest of {ROUNDS})",
        f"{max(opened):.0f} ms ({', '.join(f'{time:.0f}' for time in opened)})", "<= 100 ms", max(opened) <= 100)


def session_line(index, start_ms, name):
    return json.dumps({"id": index, "stopwatch": name, "started_ms": start_ms, "elapsed_ms": 60_000,
                       "spans": [[start_ms, start_ms + 60_000]]}) + "\n"


def mend_line(count, session, name):
    return json.dumps({"version": 2, "mend": count, "machine": LAPTOP, "session": session, "change": "stopwatch",
                       "stopwatch": name}) + "\n"


def land(folder, name, lines):
    """`lines` as the laptop's file `name`, renamed into place as an engine does; when."""
    temporary = os.path.join(folder, f".syncthing.{name}.tmp")
    with open(temporary, "w") as file:
        file.writelines(lines)
    landed = time.time()
    os.rename(temporary, os.path.join(folder, name))
    return landed


def another_machines_mends():
    """Over a sync folder where a laptop wrote 10,000 sessions of the last days: one of its
    mends (a session's stopwatch renamed) shown in History after its file landed, three times
    (the History screen's line naming it, against when the file was renamed into place); then,
    running on Home, the frames while 10,000 of its mends land at once."""
    config_home = make_config_home()
    folder = os.path.join(config_home, "Sync")
    laptop = os.path.join(folder, LAPTOP)
    os.makedirs(laptop)
    set_preference(config_home, "sync-folder", f"'{folder}'")
    now_ms = int(time.time() * 1000)
    month = time.strftime("%Y-%m", time.gmtime(now_ms / 1000))
    name = f"sessions-{month}.jsonl"
    sessions = [session_line(index, now_ms - (10_001 - index) * 120_000, "Elsewhere") for index in range(1, 10_001)]
    land(laptop, name, sessions)
    app = StopwatchApp(config_home=config_home)
    try:
        time.sleep(SETTLE_SECONDS * 2)
        app.key("ctrl+h")
        app.wait_for_screen("history")
        wait_until(lambda: logged_after(app, HISTORY_LINE, 0, "Elsewhere"), what="the laptop's sessions listed")
        mends, delays = [], []
        for index in range(3):
            before = len(HISTORY_LINE.findall(app.log_text()))
            mends.append(mend_line(index + 1, 10_000, f"Landed {index}"))
            landed = land(laptop, name, sessions + mends)
            drawn = wait_until(lambda: logged_after(app, HISTORY_LINE, before, f"Landed {index}"),
                               what=f"the laptop's mend {index} shown")
            delays.append((logged_wall_time(drawn, landed) - landed) * 1000)
        app.key("Escape")
        app.wait_for_screen("home")
        app.key("space")
        app.wait_for_state("running", 0)
        time.sleep(SETTLE_SECONDS)
        many = [mend_line(100 + index, index + 1, "Mended") for index in range(10_000)]
        frames_before = x11_frames_per_second(app.window, 1.5)
        land(laptop, name, sessions + mends + many)
        during = x11_frames_per_second(app.window, 1.5)
    finally:
        app.cleanup()
        shutil.rmtree(config_home, ignore_errors=True)
    median = statistics.median(delays)
    row(SECTION, "another machine's mend in History after its file landed (median of 3)",
        f"{median:.0f} ms ({', '.join(f'{delay:.0f}' for delay in delays)})", "<= 1000 ms", median <= 1000)
    row(SECTION, "frames a second, running, Home, while 10,000 mends of another machine are read",
        f"{during:.1f} over the 1.5 s after they landed", ">= 55", during >= 55, floors=f"before {frames_before:.1f}")
