"""GNOME Shell 43, headless, as a compositor driver of the Wayland suite (compositor.py): the
desktop most users of a GNOME-style app run.

How it runs: on a session bus (the run's, or a test's own), which it also takes for its system
bus (it stops without one; the system services it misses only warn); settings in memory; a
virtual monitor; in the suite's session mode (gnome-shell/modes), which is the user session
with the suite's extension (gnome-shell/extensions) loaded. The shell opens the overview at
start, where keys go to the shell: the driver closes it, as a user would with Escape.

How it is driven, from the one D-Bus connection that made the session:
- keys through mutter's RemoteDesktop API (a virtual keyboard that clients see only after its
  first event: a Shift tap at start);
- windows, pictures, the clipboard, notifications and the top bar's AppIndicator items
  through the suite's extension: the shell's own Introspect and Screenshot APIs answer only
  its allow-listed programs.
"""

import json
import os
import shutil
import subprocess
import tempfile
import time

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402
from Xlib import XK  # noqa: E402

from compositor import OUTPUT, REFRESH_HZ, end_process_group  # noqa: E402
from stopwatch_app import APP_ID, BINARY, ROOT, wait_until  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
MODE = "stopwatch-test"
DRIVER = ("org.gnome.Shell", "/io/github/swiftgtk/Stopwatch/TestDriver", "io.github.swiftgtk.Stopwatch.TestDriver")
REMOTE_DESKTOP = ("org.gnome.Mutter.RemoteDesktop", "/org/gnome/Mutter/RemoteDesktop", "org.gnome.Mutter.RemoteDesktop")
SESSION_INTERFACE = "org.gnome.Mutter.RemoteDesktop.Session"
MODIFIERS = {"ctrl": "Control_L", "alt": "Alt_L", "shift": "Shift_L", "super": "Super_L"}


def keysym(name):
    """The X keysym of a key named as xdotool names it ("space", "KP_Enter", "question"), or of
    a character typed."""
    value = XK.string_to_keysym(name)
    if value == 0 and len(name) == 1 and 0x20 <= ord(name) <= 0x7e:
        value = ord(name)  # Latin-1 keysyms are the characters' codes
    if value == 0:
        raise ValueError(f"no keysym for {name!r}")
    return value


def display_env(runtime, name="wayland-stopwatch"):
    """What a client needs to reach a shell on `runtime` (decided before the shell starts, so a
    test's bus can hand it to the programs it activates)."""
    return {"WAYLAND_DISPLAY": os.path.join(runtime, name), "GDK_BACKEND": "wayland", "DISPLAY": ""}


def new_runtime():
    runtime = tempfile.mkdtemp(prefix="stopwatch-gnome-")
    os.chmod(runtime, 0o700)
    return runtime


class GnomeShell:
    """GNOME Shell 43 headless on `bus_address` (the session bus of the run when None), with
    its Wayland socket in `runtime`."""

    name = "gnome-shell"

    def __init__(self, bus_address=None, runtime=None, lockable=False):
        """`lockable`: a shell that can lock the screen, as one started by GDM with logind's
        seats: run where `/run/systemd/seats` exists (a mount of its own, the machine's left
        as it is) and told of GDM by a stand-in on `bus_address` (`DisplayManagerStandIn`)."""
        self.runtime = runtime or new_runtime()
        self.home = tempfile.mkdtemp(prefix="stopwatch-gnome-home-")
        self.bus_address = bus_address or os.environ["DBUS_SESSION_BUS_ADDRESS"]
        self.bus = None
        data = self._data_folder()
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": self.home, "LANG": "C.UTF-8",
               "XDG_RUNTIME_DIR": self.runtime, "XDG_SESSION_TYPE": "wayland", "GSETTINGS_BACKEND": "memory",
               "DBUS_SESSION_BUS_ADDRESS": self.bus_address, "DBUS_SYSTEM_BUS_ADDRESS": self.bus_address,
               "XDG_DATA_DIRS": f"{data}:/usr/local/share:/usr/share",
               "XDG_CONFIG_HOME": os.path.join(self.home, "config"), "XDG_DATA_HOME": os.path.join(self.home, "data"),
               "XDG_CACHE_HOME": os.path.join(self.home, "cache")}
        self.log_path = os.path.join(self.home, "gnome-shell.log")
        self.display = display_env(self.runtime)["WAYLAND_DISPLAY"]
        with open(self.log_path, "w") as log:
            # GNOME Shell 43 locks only with logind's seats (it looks for /run/systemd/seats).
            seats = ["unshare", "--mount", "sh", "-c",
                     "mount -t tmpfs tmpfs /run/systemd && mkdir /run/systemd/seats && exec \"$0\" \"$@\""]
            self.process = subprocess.Popen(
                [*(seats if lockable else []), "gnome-shell", "--headless", "--wayland", "--no-x11", f"--mode={MODE}",
                 f"--virtual-monitor={OUTPUT[0]}x{OUTPUT[1]}@{REFRESH_HZ}",
                 f"--wayland-display={os.path.basename(self.display)}"],
                env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        wait_until(lambda: "GNOME Shell started" in self._log(), timeout=60, what="GNOME Shell to start")
        self.bus = Gio.DBusConnection.new_for_address_sync(
            self.bus_address,
            Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
        wait_until(self._driver_answers, timeout=30, what="the suite's extension in GNOME Shell")
        self._close_overview()
        for notification in self.notifications():
            self.dismiss(notification)
        self.session = self._call(*REMOTE_DESKTOP, "CreateSession", None, "(o)")[0]
        self._call(REMOTE_DESKTOP[0], self.session, SESSION_INTERFACE, "Start")
        self._press_and_release(keysym("Shift_L"))
        time.sleep(0.5)

    def _data_folder(self):
        """The shell's own data folder: the suite's session mode and extension, and the app as
        installed (desktop file and icon), which notifications need: the shell takes only
        those of an app it knows."""
        data = os.path.join(self.home, "share")
        os.makedirs(os.path.join(data, "applications"))
        os.symlink(os.path.join(HERE, "gnome-shell"), os.path.join(data, "gnome-shell"))
        os.symlink(os.path.join(ROOT, "data", "icons"), os.path.join(data, "icons"))
        with open(os.path.join(ROOT, ".build", "data", f"{APP_ID}.desktop")) as source:
            entry = source.read()
        if "\nExec=stopwatch\n" not in entry:
            raise AssertionError(f"{source.name}: no Exec=stopwatch line to point at {BINARY}")
        entry = entry.replace("\nExec=stopwatch\n", f"\nExec={BINARY}\n")
        with open(os.path.join(data, "applications", f"{APP_ID}.desktop"), "w") as target:
            target.write(entry)
        return data

    def _log(self):
        if self.process.poll() is not None:
            raise AssertionError(f"gnome-shell exited with {self.process.returncode}:\n{self.log_tail()}")
        with open(self.log_path) as log:
            return log.read()

    def log_tail(self):
        """The last lines the shell wrote (its extensions' errors among them)."""
        with open(self.log_path) as log:
            return log.read()[-3000:]

    def _call(self, destination, path, interface, method, parameters=None, reply=None):
        result = self.bus.call_sync(destination, path, interface, method, parameters,
                                    GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NONE, 20000, None)
        return result.unpack() if result is not None else None

    def _driver(self, method, signature=None, *arguments, reply=None):
        parameters = GLib.Variant(signature, arguments) if signature else None
        return self._call(*DRIVER, method, parameters, reply)

    def _driver_answers(self):
        self._log()
        try:
            self._driver("Windows", reply="(s)")
            return True
        except GLib.Error:
            return False

    def _overview_active(self):
        return self._call("org.gnome.Shell", "/org/gnome/Shell", "org.freedesktop.DBus.Properties", "Get",
                          GLib.Variant("(ss)", ("org.gnome.Shell", "OverviewActive")), "(v)")[0]

    def _close_overview(self):
        self._call("org.gnome.Shell", "/org/gnome/Shell", "org.freedesktop.DBus.Properties", "Set",
                   GLib.Variant("(ssv)", ("org.gnome.Shell", "OverviewActive", GLib.Variant("b", False))))
        wait_until(lambda: not self._overview_active(), what="the overview to close")

    def env(self):
        """What a client needs to reach the compositor (and nothing of X11)."""
        return display_env(self.runtime, os.path.basename(self.display))

    def tool_env(self):
        return dict(os.environ, **self.env())

    def _press_and_release(self, *symbols):
        """Presses `symbols` in order, then releases them in reverse."""
        for symbol in symbols:
            self._call(REMOTE_DESKTOP[0], self.session, SESSION_INTERFACE, "NotifyKeyboardKeysym",
                       GLib.Variant("(ub)", (symbol, True)))
        for symbol in reversed(symbols):
            self._call(REMOTE_DESKTOP[0], self.session, SESSION_INTERFACE, "NotifyKeyboardKeysym",
                       GLib.Variant("(ub)", (symbol, False)))

    def key(self, *keys):
        """Keys named as xdotool names them ("space", "ctrl+l", "alt+Left", "ctrl+question")."""
        for index, key in enumerate(keys):
            if index:
                time.sleep(0.06)
            *modifiers, name = key.split("+")
            self._press_and_release(*(keysym(MODIFIERS[modifier]) for modifier in modifiers), keysym(name))

    def type(self, text):
        """Types `text` as keys (mutter adds Shift where a character needs it)."""
        for character in text:
            self._press_and_release(keysym(character))
            time.sleep(0.01)

    def windows(self, pid=None):
        """The toplevel windows: id, app_id, title, pid, focused, rect (x, y, width, height,
        without the shadow), fullscreen."""
        found = json.loads(self._driver("Windows", reply="(s)")[0])
        for window in found:
            window["rect"] = tuple(window["rect"])
        return [window for window in found if pid is None or window["pid"] == pid]

    def focus(self, window):
        """What a click on the window (or Alt+Tab to it) does."""
        self._driver("Activate", "(t)", window["id"])

    def close(self, window):
        """What the window's close button does."""
        self._driver("Close", "(t)", window["id"])

    def resize(self, window, width, height, laid_out=None):
        """The window at `width` x `height`, unmaximized, in the middle of the screen (one
        request: `laid_out` is for the drivers that need two)."""
        self._driver("Resize", "(tii)", window["id"], width, height)

    def float_window(self, window, laid_out=None):
        """GNOME Shell's windows float at the size their app gives them already: nothing to do."""

    def fill(self, window):
        """The window maximized."""
        self._driver("Maximize", "(t)", window["id"])

    def work_area(self):
        """Where a maximized window goes, as the shell tells it (the monitor below its top bar)."""
        return self._driver("WorkArea", reply="((iiii))")[0]

    def screenshot(self, path, rect=None):
        x, y, width, height = rect or (0, 0, *OUTPUT)
        self._driver("Screenshot", "(siiii)", os.path.abspath(path), x, y, width, height)

    def clipboard(self):
        return self._driver("Clipboard", reply="(s)")[0]

    def set_clipboard(self, text):
        self._driver("SetClipboard", "(s)", text)

    def notifications(self):
        """Every notification the shell holds: id, app, summary, body, buttons (labels)."""
        return json.loads(self._driver("Notifications", reply="(s)")[0])

    def invoke(self, notification, button=""):
        """A click on the notification's button labelled `button`, or on the notification."""
        self._driver("Invoke", "(us)", notification["id"], button)

    def dismiss(self, notification):
        self._driver("Dismiss", "(u)", notification["id"])

    def panel_items(self):
        """The items the AppIndicator extension shows in the top bar: key, id, label, shown,
        rect, menu (each line's label and whether it can be chosen)."""
        return json.loads(self._driver("PanelItems", reply="(s)")[0])

    def open_panel_menu(self, item):
        """What a click on the item does: its menu opens."""
        self._driver("OpenPanelMenu", "(s)", item["key"])

    def choose_panel_menu_line(self, item, label):
        """A click on the line `label` of the item's menu."""
        self._driver("ChoosePanelMenuLine", "(ss)", item["key"], label)

    def stop(self):
        end_process_group(self.process)
        if self.bus is not None:
            self.bus.close_sync(None)
        shutil.rmtree(self.runtime, ignore_errors=True)
        shutil.rmtree(self.home, ignore_errors=True)


class GnomeShellNotifications:
    """The shell as the notification server of one app, with the same interface as dunst.py and
    mako.py: the app's one notification as summary, body and button labels."""

    def __init__(self, shell, app="Stopwatch"):
        self.shell = shell
        self.app = app

    def shown(self):
        return [notification for notification in self.shell.notifications() if notification["app"] == self.app]

    def wait_for(self, condition, what):
        """The app's one notification, once `condition` holds for it."""
        def one():
            notifications = self.shown()
            return len(notifications) == 1 and condition(notifications[0]) and notifications[0]
        return wait_until(one, what=lambda: f"{what} (shown: {self.shown()})")

    def wait_for_newest(self, condition, what):
        """The app's newest notification (the driver numbers them as it first sees them), once
        `condition` holds for it, whatever others are shown beside it."""
        def newest():
            found = max(self.shown(), key=lambda shown: shown["id"], default=None)
            return found is not None and condition(found) and found
        return wait_until(newest, what=lambda: f"{what} (shown: {self.shown()})")

    def click(self, notification):
        self.shell.invoke(notification)

    def wait_until_none(self):
        wait_until(lambda: self.shown() == [], what=lambda: f"the notification to go (shown: {self.shown()})")
