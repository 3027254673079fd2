"""Drives the real `stopwatch` binary under an X server (xvfb-run) with xdotool, and reads it
back through its debug log, its window title and the AT-SPI accessibility tree.

There is no window manager under Xvfb: the window gets keyboard focus with
`xdotool windowfocus`, never `windowactivate`. Each app runs with its own config and data
folders, GTK animations off, and (through `make test`) a private XDG_RUNTIME_DIR, so its
accessibility bus is its own.
"""

import contextlib
import csv
import datetime
import fcntl
import json
import math
import os
import re
import select
import shutil
import signal
import subprocess
import tempfile
import threading
import time
import unittest

# Debian's python3-pyatspi, for /usr/bin/python3 (which make test uses): a test dependency.
import pyatspi

from x11_display import X11, xdotool  # noqa: F401 (tests take xdotool from here)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = os.environ.get("STOPWATCH_BINARY", os.path.join(ROOT, ".build", "debug", "stopwatch"))
APP_ID = "io.github.swiftgtk.Stopwatch"
OBJECT_PATH = "/io/github/swiftgtk/Stopwatch"
STATE_LINE = re.compile(r"state: (\w+), laps: (\d+), elapsed_ms: (\d+)")
SCREEN_LINE = re.compile(r"screen: (\w+)")
STOPWATCH_LINE = re.compile(r"stopwatch: (.+) \((\d+) of (\d+)\)")


# What a condition raises when it reads a screen, a tree or a log caught half-written: a line
# not there yet (StopIteration from next(), IndexError, KeyError), a number cut short
# (ValueError). Such a condition is not met yet; anything else it raises is a fault of the test.
HALF_WRITTEN = (LookupError, StopIteration, ValueError)


def wait_until(condition, timeout=10.0, what="condition"):
    """Polls `condition` until it returns a true value; fails after `timeout` seconds, saying
    `what` it waited for (a function when what it says must be read at the end). A condition
    that raises what a half-written screen makes it raise (HALF_WRITTEN) answers false, and
    the failure says the last such error; any other error ends the wait at once."""
    deadline = time.monotonic() + timeout
    last_error = None
    while time.monotonic() < deadline:
        try:
            value = condition()
        except HALF_WRITTEN as error:
            value, last_error = None, error
        if value:
            return value
        time.sleep(0.05)
    caught = f" (its condition last raised {last_error!r})" if last_error is not None else ""
    raise AssertionError(f"timed out after {timeout} s waiting for {what() if callable(what) else what}{caught}")


def read_line(stream, what, timeout=10.0):
    """The next line of a process's output (`stream`, a text pipe), once one comes; fails after
    `timeout` seconds saying `what` it waited for, never blocks past it."""
    ready, _, _ = select.select([stream], [], [], timeout)
    if not ready:
        raise AssertionError(f"timed out after {timeout} s waiting for {what}")
    return stream.readline()


class LineMonitor:
    """A program's output read line by line in a thread of its own (`gdbus monitor`, a log
    that grows), so a wait for a line ends at its deadline and never blocks on a read."""

    def __init__(self, command, env):
        self.process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.lock = threading.Lock()
        self.lines = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        for line in self.process.stdout:
            with self.lock:
                self.lines.append(line.rstrip("\n"))

    def wait_for(self, predicate, what, timeout=10.0):
        """The first line `predicate` holds for; fails after `timeout` seconds saying `what`
        it waited for."""
        def found():
            with self.lock:
                return next((line for line in self.lines if predicate(line)), None)

        return wait_until(found, timeout=timeout, what=what)

    def stop(self):
        self.process.kill()
        self.process.wait(timeout=10)
        self.reader.join(timeout=10)
        self.process.stdout.close()


def set_preference(config_home, key, value, schema=APP_ID):
    """Sets a preference in the keyfile the apps of `config_home` read, before one starts (an
    app's own `gsettings` sets it while it runs)."""
    env = dict(os.environ, XDG_CONFIG_HOME=config_home, GSETTINGS_BACKEND="keyfile",
               GSETTINGS_SCHEMA_DIR=os.path.join(ROOT, ".build", "schemas"))
    subprocess.run(["gsettings", "set", schema, key, value], env=env, check=True, timeout=20)


def make_config_home(parent=None):
    """A fresh XDG config folder with GTK's animations off (the checks never wait on a slide)."""
    folder = tempfile.mkdtemp(prefix="stopwatch-e2e-", dir=parent)
    os.makedirs(os.path.join(folder, "gtk-4.0"))
    with open(os.path.join(folder, "gtk-4.0", "settings.ini"), "w") as settings:
        settings.write("[Settings]\ngtk-enable-animations=0\n")
    return folder


def state_is_owned(config_home):
    """Whether a process holds the state file's lock (`state.json.lock`, `flock`): what the
    next app to start would find."""
    descriptor = os.open(os.path.join(config_home, "stopwatch", "state.json.lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return False
    except BlockingIOError:
        return True
    finally:
        os.close(descriptor)


def reference_statistics(laps_ms):
    """The lap statistics of ARCHITECTURE.md ("Laps at a glance") worked out here, as the app must give them: whole
    milliseconds, truncated; the spread is the population standard deviation."""
    count, total = len(laps_ms), sum(laps_ms)
    ordered = sorted(laps_ms)
    middle = count // 2
    median = ordered[middle] if count % 2 else (ordered[middle - 1] + ordered[middle]) // 2
    # sqrt(n·Σx² − (Σx)²) / n, in integers: exact where floats are not.
    spread = math.isqrt(count * sum(lap * lap for lap in laps_ms) - total * total) // count
    return {"laps": count, "average": total // count, "median": median, "best": ordered[0], "worst": ordered[-1],
            "spread": spread}


def read_exported_laps(path):
    """The rows of a CSV the app exported to `path`, once it is whole: a new file is created in
    place and written in parts (GLib replaces only a file that exists through a temporary one),
    so it can appear before its last row, the statistics' `spread`."""
    def whole():
        try:
            with open(path, newline="") as file:
                rows = list(csv.reader(file))
        except OSError:
            return None
        return rows if rows and rows[-1][:1] == ["spread"] else None

    return wait_until(whole, what=f"the whole exported file {path}")


def read_state_file(path):
    """The state file at `path` as the current stopwatch's fields (`status`, `elapsed_ms`,
    `laps`…, what version 1 held at the top level), with the file's `version`, `saved_at`,
    `current` and `stopwatches` (every one, versions 2 and 3)."""
    with open(path) as file:
        state = json.load(file)
    if state.get("version") not in (2, 3):
        return state
    current = next(stopwatch for stopwatch in state["stopwatches"] if stopwatch["id"] == state["current"])
    return {**state, **current}


# How each look is set, as the desktop sets it (GNOME Settings' Appearance and Accessibility
# panels): the interface's colour scheme and high contrast, never a theme forced on GTK.
DESKTOP_LOOKS = {
    "dark": [("org.gnome.desktop.interface", "color-scheme", "prefer-dark")],
    "hc": [("org.gnome.desktop.a11y.interface", "high-contrast", "true")],
}


def set_desktop_look(config_home, look):
    """Sets the desktop's settings for `look` ("dark", "hc"; others change nothing) where the
    apps of `config_home` read them: the GSettings keyfile of that folder, which they watch."""
    env = dict(os.environ, XDG_CONFIG_HOME=config_home, GSETTINGS_BACKEND="keyfile")
    for schema, key, value in DESKTOP_LOOKS.get(look, []):
        subprocess.run(["gsettings", "set", schema, key, value], env=env, check=True, timeout=20)


def week_of_stopwatches(now_ms):
    """Three stopwatches, paused, that ran on each of the last seven days (UTC): each
    stopwatch's spans and elapsed time, so the Totals screen shows a week without a history."""
    day_ms = 86_400_000
    today = now_ms - now_ms % day_ms
    plans = {"Writing": [95, 40, 0, 120, 75, 60, 50], "Reading": [25, 30, 45, 0, 20, 35, 15], "Practice": [0, 20, 30, 25, 0, 45, 10]}
    stopwatches = []
    for number, (name, minutes) in enumerate(plans.items(), start=1):
        spans = []
        for back, length in enumerate(reversed(minutes)):
            start = today - back * day_ms + (8 + 3 * number) * 3_600_000
            if length and start + length * 60_000 < now_ms:
                spans.append([start, start + length * 60_000])
        spans.sort()
        elapsed = sum(end - start for start, end in spans)
        stopwatches.append({"id": number, "name": name, "status": "paused", "elapsed_ms": elapsed, "laps": [], "ran": spans})
    return stopwatches


def write_stopwatches(config_home, stopwatches, current=1, saved_at=None, version=2):
    """Writes a state file for the apps of `config_home` (version 2; 3 for goals): `stopwatches`
    as the file keeps them, saved at `saved_at` (ms; just now when not given)."""
    folder = os.path.join(config_home, "stopwatch")
    os.makedirs(folder, exist_ok=True)
    saved_at = int(time.time() * 1000) if saved_at is None else saved_at
    with open(os.path.join(folder, "state.json"), "w") as file:
        json.dump({"version": version, "saved_at": saved_at, "current": current, "stopwatches": stopwatches}, file)


def write_state_file(config_home, status, laps_ms, elapsed_ms):
    """Writes a version-1 state file for the apps of `config_home`: `status`, the lap
    durations `laps_ms` (oldest first) and the elapsed time, saved just now."""
    folder = os.path.join(config_home, "stopwatch")
    os.makedirs(folder, exist_ok=True)
    state = {"version": 1, "status": status, "elapsed_ms": elapsed_ms, "saved_at": int(time.time() * 1000),
             "laps": [{"duration_ms": duration} for duration in laps_ms]}
    with open(os.path.join(folder, "state.json"), "w") as file:
        json.dump(state, file)


class AppProcess:
    """One run of the app with its own config and data folders, whatever its display: its
    debug log (states and screens), its D-Bus actions, and how it ends. A display's driver
    (X11 here, Wayland in wayland_app.py) adds keys and windows."""

    def __init__(self, config_home=None, data_home=None, extra_env=None, arguments=(), backend_env=None, binary=None):
        self.owns_config = config_home is None
        self.config_home = config_home or make_config_home()
        self.data_home = data_home or os.path.join(self.config_home, "data")
        self.log_path = os.path.join(self.config_home, "app.log")
        env = dict(os.environ)
        env.update({
            "XDG_CONFIG_HOME": self.config_home, "XDG_DATA_HOME": self.data_home,
            "G_MESSAGES_DEBUG": "Stopwatch", "LANGUAGE": "", "LANG": "C.UTF-8",
            # GSettings in a file of this run's config folder, which the app watches: each
            # test its own preferences, where dconf would share one database for the session.
            "GSETTINGS_BACKEND": "keyfile",
        })
        env.update(backend_env or {})
        env.update(extra_env or {})
        self.env = env
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen([binary or BINARY, *arguments], env=env, stdout=self.log, stderr=subprocess.STDOUT)

    def gsettings(self, *arguments):
        """`gsettings` on this run's preferences, with the schema the build compiled (the app
        finds it itself, beside its binary); its output, stripped."""
        env = dict(self.env, GSETTINGS_SCHEMA_DIR=os.path.join(ROOT, ".build", "schemas"))
        return subprocess.run(["gsettings", *arguments], env=env, capture_output=True, text=True, timeout=20,
                              check=True).stdout.strip()

    def status_text(self):
        """What `stopwatch --status` prints for this run's stopwatch, as a panel or script reads it."""
        result = subprocess.run([BINARY, "--status"], env=self.env, capture_output=True, text=True, timeout=30)
        if result.returncode != 0:
            raise AssertionError(f"--status exited with {result.returncode}: {result.stderr}")
        return result.stdout.strip()

    def status(self):
        """What `stopwatch --status --json` prints for this run's stopwatches, as a script reads it."""
        result = subprocess.run([BINARY, "--status", "--json"], env=self.env, capture_output=True, text=True, timeout=30)
        if result.returncode != 0:
            raise AssertionError(f"--status --json exited with {result.returncode}: {result.stderr}")
        return json.loads(result.stdout)

    def key(self, *keys):
        raise NotImplementedError

    def clipboard(self):
        raise NotImplementedError

    def set_clipboard(self, text):
        raise NotImplementedError

    def log_text(self):
        self.log.flush()
        with open(self.log_path) as log:
            return log.read()

    def states(self):
        return [(m[0], int(m[1]), int(m[2])) for m in STATE_LINE.findall(self.log_text())]

    def state(self):
        """The latest (status, laps) the app logged; ("initial", 0) before any."""
        states = self.states()
        return (states[-1][0], states[-1][1]) if states else ("initial", 0)

    def wait_for_state(self, status, laps=None, timeout=10.0):
        def reached():
            current = self.state()
            return current[0] == status and (laps is None or current[1] == laps)

        wait_until(reached, timeout, what=lambda: f"state {status} with {laps} laps (now {self.state()})")

    def wait_for_log(self, text, timeout=10.0):
        """Waits until the app's log holds `text` (an info line: G_MESSAGES_DEBUG shows them)."""
        wait_until(lambda: text in self.log_text(), timeout, what=f"{text!r} in the app's log")

    def current_stopwatch(self):
        """(name, position, count) of the stopwatch the app last made current; None before
        another than the first was."""
        found = STOPWATCH_LINE.findall(self.log_text())
        return (found[-1][0], int(found[-1][1]), int(found[-1][2])) if found else None

    def wait_for_stopwatch(self, name, position=None, count=None):
        """Waits until `name` is the current stopwatch (at `position` of `count`, when given)."""
        def reached():
            current = self.current_stopwatch()
            return current is not None and current[0] == name and position in (None, current[1]) and count in (None, current[2])

        wait_until(reached, what=lambda: f"stopwatch {name} current (now {self.current_stopwatch()})")

    def screen(self):
        screens = SCREEN_LINE.findall(self.log_text())
        return screens[-1] if screens else "home"

    def notifications_sent(self):
        """The titles of the notifications the app has sent, oldest first."""
        return re.findall(r"notification sent: (.*)", self.log_text())

    def focus_returns(self):
        """How many excursions (a menu, a dialog, another screen) have given the focus back."""
        return self.log_text().count("focus returned")

    def wait_for_focus_return(self, since):
        """Waits until the focus has gone back after an excursion, the `since`+1st."""
        wait_until(lambda: self.focus_returns() > since, what="the focus to go back after the excursion")

    def wait_for_screen(self, name, timeout=10.0):
        wait_until(lambda: self.screen() == name, timeout, what=lambda: f"screen {name} (now {self.screen()})")

    def start_with_laps(self, count):
        """Starts, then completes `count` laps of clearly different lengths (equal laps would
        all be "best")."""
        self.key("space")
        self.wait_for_state("running", 0)
        for lap in range(1, count + 1):
            time.sleep(0.1 * (lap % 3 + 1))
            self.key("l")
            self.wait_for_state("running", lap)

    @contextlib.contextmanager
    def expect_only_state(self, status, laps, screens=()):
        """Around keys or commands of which only the last may change anything: once the block
        has sent them, waits until the stopwatch is `status` with `laps` laps, and fails unless
        that was the one state the app logged since the block began and the screens shown since
        are `screens`. The app handles its input in order, so when the last has done its work,
        the ones before it have been handled: what they did would be logged by then."""
        states_before = len(self.states())
        screens_before = len(SCREEN_LINE.findall(self.log_text()))
        yield
        self.wait_for_state(status, laps)
        states = [state[:2] for state in self.states()[states_before:]]
        shown = SCREEN_LINE.findall(self.log_text())[screens_before:]
        if states != [(status, laps)] or shown != list(screens):
            raise AssertionError(f"expected only the state {(status, laps)} and the screens {list(screens)}; "
                                 f"the app logged the states {states} and the screens {shown}")

    def window_titles(self):
        """The titles of the app's windows shown now."""
        raise NotImplementedError

    def wait_until_window_closed(self, title):
        wait_until(lambda: title not in self.window_titles(), what=f"the {title} window to close")

    def choose_from_the_menu(self, item):
        """What a keyboard user does: F10, then Down (or Up, once past it) until `item` has the
        focus, then Return (the display's driver gives `key`, and `ui` reads the focus). Each
        key waits for what it does: a Down for the focus to move (one sent before the last
        one's move is read would pass the item on a busy machine; one that did pass it comes
        back), Return for the menu to close (a key sent while it closes goes to the menu, not
        the window)."""
        self.key("F10")
        self.ui.wait_for(item, role="menu item")
        # More moves than the menu has items (16 with every one shown): the item is reached.
        for _ in range(40):
            focused = self.ui.focused_name()
            if focused == item:
                break
            items = self.ui.names_of("menu item")
            past = focused in items and item in items and items.index(focused) > items.index(item)
            self.key("Up" if past else "Down")
            wait_until(lambda: self.ui.focused_name() not in (None, focused),
                       what=lambda: f"the focus moved on from {focused!r} in the menu")
        self.ui.wait_for_focus(item)
        self.key("Return")
        wait_until(lambda: self.ui.find(item, role="menu item") is None, what=f"the menu closed after {item!r}")

    def action(self, name, parameter=None):
        """Sends `app.NAME` from outside the window, as `gapplication action` does."""
        command = ["gapplication", "action", APP_ID, name] + ([parameter] if parameter else [])
        subprocess.run(command, env=self.env, check=True, timeout=20)

    def action_enabled(self, name):
        """Whether `app.NAME` is enabled, as the app tells D-Bus (org.gtk.Actions.Describe)."""
        result = subprocess.run(
            ["gdbus", "call", "--session", "--dest", APP_ID, "--object-path", OBJECT_PATH,
             "--method", "org.gtk.Actions.Describe", name],
            env=self.env, capture_output=True, text=True, timeout=20, check=True,
        )
        # "((true, signature '', @av []),)"
        return result.stdout.strip().startswith("((true")

    def quit(self, timeout=10):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=timeout)
        finally:
            self.log.close()
        return self.process.returncode

    def kill(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.log.close()

    def cleanup(self):
        self.kill()
        if self.owns_config:
            shutil.rmtree(self.config_home, ignore_errors=True)


class StopwatchApp(AppProcess):
    """One run of the app under X11 (xvfb-run), driven through the X11 driver (x11_display.py),
    read through AT-SPI."""

    def __init__(self, config_home=None, data_home=None, extra_env=None, arguments=(), focus=True, binary=None):
        """`focus`: give the window the keyboard at once (without a window manager, nothing else does)."""
        self.display = X11()
        super().__init__(config_home, data_home, extra_env, arguments, backend_env=self.display.env(), binary=binary)
        self.window = wait_until(self._find_window, timeout=30, what="the Stopwatch window")
        # The pointer where no window is (a window is put at the top left): one an earlier test
        # left over the place a menu opens gives the item under it the focus (GTK's popover
        # menus focus the item hovered), so F10 would open the main menu on About.
        width, height = xdotool("getdisplaygeometry").split()
        xdotool("mousemove", str(int(width) - 1), str(int(height) - 1))
        if focus:
            self.focus()
        self.ui = Accessibility(self.process.pid)

    def _find_window(self):
        if self.process.poll() is not None:
            raise AssertionError(f"the app exited with {self.process.returncode}:\n{self.log_text()}")
        out = xdotool("search", "--all", "--onlyvisible", "--pid", str(self.process.pid), "--name", ".", check=False)
        return out.splitlines()[0] if out else None

    def focus(self):
        self.display.focus({"id": self.window})

    def key(self, *keys):
        self.display.key(*keys)

    def clipboard(self):
        return self.display.clipboard()

    def set_clipboard(self, text):
        self.display.set_clipboard(text)

    def type(self, text):
        """Types `text` into what has the keyboard."""
        self.display.type(text)

    def click(self, x, y):
        """Clicks at window coordinates."""
        xdotool("mousemove", "--window", self.window, str(x), str(y), "click", "1")

    def click_on(self, name, role=None):
        """Clicks the middle of the widget that assistive technology calls `name`."""
        x, y = self.ui.center_of(name, role)
        self.click(x, y)

    def wait_for_window(self, title):
        """Waits until the app shows a window called `title`."""
        wait_until(lambda: title in self.window_titles(), what=f"the {title} window")

    def window_titles(self):
        return self.window_titles_of_process()

    def window_closed_keyboard_back(self):
        """A dialog closed: the main window takes the keyboard back (Xvfb has no window manager
        to give it back)."""
        self.focus()

    def windows(self):
        """The app's windows, as the X11 driver sees them."""
        return self.display.windows(self.process.pid)

    def other_window(self):
        """A visible window of the app other than the main one (a file chooser, a message); None
        while there is none."""
        ids = xdotool("search", "--all", "--onlyvisible", "--pid", str(self.process.pid), "--name", ".", check=False).split()
        others = [wid for wid in ids if wid != self.window and xdotool("getwindowname", wid) != "Stopwatch"]
        return others[0] if others else None

    def save_in_the_file_chooser(self, path):
        """Once the file chooser shows: types `path` over the suggested name (its field has the
        keyboard) and saves; returns the chooser's window (it may stay listed a moment after)."""
        # GTK's own chooser lists the folder and its places before it maps: seconds on a
        # loaded machine (a CI run waited 10 s in vain).
        dialog = wait_until(self.other_window, timeout=30, what="the file chooser")
        xdotool("windowfocus", "--sync", dialog)
        time.sleep(0.5)  # the chooser's field takes the keyboard once it is mapped
        xdotool("key", "ctrl+a")
        xdotool("type", "--delay", "20", path)
        xdotool("key", "Return")
        return dialog

    def window_titles_of_process(self):
        """The titles of every visible window of the app."""
        return {window["title"] for window in self.windows()}

    def window_size(self):
        """(width, height) of the main window."""
        return next(window["rect"][2:] for window in self.windows() if window["id"] == self.window)

    def float_window(self):
        """Xvfb has no window manager: a window has the size its app gives it already."""

    def title(self):
        return xdotool("getwindowname", self.window)


class Accessibility:
    """The app as assistive technology sees it, through AT-SPI: names, roles, focus, places."""

    def __init__(self, pid):
        self.pid = pid

    def application(self):
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            candidate = desktop.getChildAtIndex(index)
            try:
                if candidate is not None and candidate.get_process_id() == self.pid:
                    return candidate
            except Exception:
                continue
        return None

    def nodes(self, limit=4000):
        """Every node of the app's tree, breadth first (a list view exposes only its rows on
        screen, so the tree stays small)."""
        application = wait_until(self.application, what="the app in the accessibility tree")
        found, queue = [], [application]
        while queue and len(found) < limit:
            node = queue.pop(0)
            try:
                found.append(node)
                queue.extend(node.getChildAtIndex(index) for index in range(node.childCount))
            except Exception:  # a node that went away while walking
                continue
        return [node for node in found if node is not None]

    def window_active(self):
        """Whether the app's window is the active one, as its frame tells assistive technology."""
        application = wait_until(self.application, what="the app in the accessibility tree")
        for index in range(application.childCount):
            frame = application.getChildAtIndex(index)
            try:
                if frame is not None and frame.getState().contains(pyatspi.STATE_ACTIVE):
                    return True
            except Exception:  # a window that went away while asked
                continue
        return False

    @staticmethod
    def showing(node):
        """Whether the node is on screen: visible, with a size (GTK 4.8 reports no
        "showing" state, and an unrevealed widget keeps its visibility)."""
        try:
            if not node.getState().contains(pyatspi.STATE_VISIBLE):
                return False
            extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            return extents.width > 0 and extents.height > 0
        except Exception:
            return False

    def names(self):
        """The names of the showing nodes; a node that went away while asked is not one."""
        names = []
        for node in self.nodes():
            try:
                if node.name and self.showing(node):
                    names.append(node.name)
            except Exception:  # gone while asked: "The application no longer exists"
                continue
        return names

    def find(self, name, role=None, prefix=False):
        """The showing node called `name` (and of `role`, a role name such as "push button");
        with `prefix`, a node whose name begins with `name`."""
        for node in self.nodes():
            try:
                named = node.name.startswith(name) if prefix else node.name == name
                if named and self.showing(node) and (role is None or node.getRoleName() == role):
                    return node
            except Exception:
                continue
        return None

    def wait_for(self, name, role=None, timeout=10.0, prefix=False):
        return wait_until(lambda: self.find(name, role, prefix), timeout, what=f"{role or 'a node'} called {name!r}")

    def focused(self):
        """The node with the keyboard focus, if any."""
        for node in self.nodes():
            try:
                if node.getState().contains(pyatspi.STATE_FOCUSED):
                    return node
            except Exception:
                continue
        return None

    def names_of(self, role):
        """The names of the showing nodes of `role`, in the tree's order (a node that went away
        meanwhile is left out)."""
        names = []
        for node in self.nodes():
            try:
                # Showing as `find` sees it: GTK 4.8 gives a node no "showing" state.
                if node.getRoleName() == role and self.showing(node):
                    names.append(node.name)
            except Exception:
                continue
        return names

    def focused_name(self):
        node = self.focused()
        return node.name if node is not None else None

    def wait_for_gone(self, name, timeout=10.0, prefix=False):
        """Waits until no showing node is called `name` (or, with `prefix`, begins with it)."""
        wait_until(lambda: self.find(name, prefix=prefix) is None, timeout,
                   what=f"no node called {name!r}" + (" or more" if prefix else ""))

    def wait_for_focus(self, name, timeout=10.0):
        return wait_until(lambda: self.focused_name() == name, timeout,
                          what=f"the focus on {name!r} (it is on {self.focused_name()!r})")

    def events(self, event_type):
        """Records the AT-SPI events of `event_type` ("object:property-change:accessible-
        description") of this app from now on, as (role, name, detail); read them after `pump`.
        Another app's (one of an earlier test, still going away) are not this one's."""
        received = []

        def record(event):
            try:
                if event.source.get_application().get_process_id() != self.pid:
                    return
            except Exception:  # a source that went away: whose it was cannot be told
                return
            try:
                received.append((event.source.getRoleName(), event.source.name, str(event.any_data)))
            except Exception:  # gone since
                received.append((None, None, str(event.any_data)))

        pyatspi.Registry.registerEventListener(record, event_type)
        return received

    @staticmethod
    def pump(seconds=0.5):
        """Lets the events that arrived be delivered to the listeners."""
        from gi.repository import GLib
        context = GLib.MainContext.default()
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            while context.iteration(False):
                pass
            time.sleep(0.02)

    def outside_the_window(self, names, rows):
        """What is not wholly inside the window, of the controls called one of `names` and
        the first `rows` lap rows shown (fewer rows shown is itself a finding): each must be
        reachable and not cut off. AT-SPI reports GTK 4.8's coordinates in application
        pixels, relative to the window on X11 and Wayland alike."""
        def the_frame():
            for node in self.nodes():
                try:
                    if node.getRoleName() == "frame":
                        return node
                except Exception:  # a node gone while asked answers no
                    continue
            return None

        frame = wait_until(the_frame, what="the window")
        window = frame.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        items = [node for node in self.nodes() if node.getRoleName() == "list item" and self.showing(node)]
        problems = [f"{len(items)} lap rows shown, not {rows}"] if len(items) < rows else []
        for name, node in [(name, self.wait_for(name, "push button")) for name in names] + [(n.name, n) for n in items[:rows]]:
            box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            if not (box.width > 0 and box.height > 0):
                problems.append(f"{name}: no size")
            if not (0 <= box.x and box.x + box.width <= window.width):
                problems.append(f"{name}: x {box.x}+{box.width} of {window.width}")
            if not (0 <= box.y and box.y + box.height <= window.height):
                problems.append(f"{name}: y {box.y}+{box.height} of {window.height}")
        return problems

    def center_of(self, name, role=None):
        """Window coordinates of the middle of the node called `name`."""
        node = self.wait_for(name, role)
        extents = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        return extents.x + extents.width // 2, extents.y + extents.height // 2


class SharedConfigTestCase(unittest.TestCase):
    """Tests whose apps share one config folder, one after the other or side by side, and
    read the state file they write."""

    def setUp(self):
        self.config = make_config_home()
        self.folder = os.path.join(self.config, "stopwatch")
        self.state_path = os.path.join(self.folder, "state.json")
        self.apps = []

    def tearDown(self):
        for app in self.apps:
            app.kill()
        shutil.rmtree(self.config, ignore_errors=True)

    def launch(self, **options):
        app = StopwatchApp(config_home=self.config, **options)
        self.apps.append(app)
        return app

    def saved(self):
        """The state file as JSON, or None while it is missing or being replaced."""
        try:
            return read_state_file(self.state_path)
        except (OSError, ValueError, StopIteration):
            return None

    def totals_ms(self, stopwatch):
        """What `stopwatch --totals --json` counts for `stopwatch` yesterday and today (an
        away over midnight counts on both days), as a person would ask from a terminal."""
        today = datetime.date.today()
        env = dict(os.environ, XDG_CONFIG_HOME=self.config, XDG_DATA_HOME=os.path.join(self.config, "data"),
                   LANG="C.UTF-8", LANGUAGE="", GSETTINGS_BACKEND="keyfile")
        result = subprocess.run(
            [BINARY, "--totals", "--json", "--since", str(today - datetime.timedelta(days=1)), "--until", str(today)],
            env=env, capture_output=True, text=True, timeout=30)
        self.assertEqual(result.returncode, 0, result.stderr)
        return sum(row["total_ms"] for row in json.loads(result.stdout) if row["stopwatch"] == stopwatch)

    def saved_stopwatches(self):
        """Every stopwatch of the state file: [(name, status, laps)] in the list's order."""
        state = self.saved()
        if not state or "stopwatches" not in state:
            return None
        return [(stopwatch["name"], stopwatch["status"], len(stopwatch["laps"])) for stopwatch in state["stopwatches"]]

    def wait_for_saved_stopwatches(self, expected):
        """Waits until the state file holds exactly `expected`: [(name, status, laps)]."""
        wait_until(lambda: self.saved_stopwatches() == expected,
                   what=lambda: f"the stopwatches {expected} saved (now {self.saved_stopwatches()})")

    def wait_for_saved(self, status, laps):
        def matches():
            state = self.saved()
            return state and state["status"] == status and len(state["laps"]) == laps

        wait_until(matches, what=lambda: f"a saved {status} stopwatch with {laps} laps (now {self.saved()})")
        return self.saved()


class X11TestCase(SharedConfigTestCase):
    """A test with a fresh app on X11, in the config and data folders of the test."""

    def setUp(self):
        super().setUp()
        self.app = self.launch()


class AppTestCase(unittest.TestCase):
    """A test with a fresh app of its own, in config and data folders of its own."""

    def setUp(self):
        self.app = StopwatchApp()

    def tearDown(self):
        self.app.cleanup()
