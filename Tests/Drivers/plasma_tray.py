"""KDE Plasma 5.27's own system tray, as the suite runs it on X11: kded5 with its
`statusnotifierwatcher` module (the watcher a Plasma session has), and `plasmawindowed`
hosting the `org.kde.plasma.systemtray` applet in a window of its own, the way KDE tries an
applet outside a panel. What a Plasma user gets is read where they get it: the row of the
tray and its hidden items, the tooltip and the item's names through AT-SPI (Qt's bridge, on
with QT_LINUX_ACCESSIBILITY_ALWAYS_ON), the icon from a picture of the screen, and the item's
menu (a Qt menu, which Qt 5 does not put in the AT-SPI tree) through keys, as a keyboard user
chooses in it.

Each tray runs with a home of its own, so no earlier run's choices of shown and hidden items
carry over. The services Plasma starts through D-Bus (kglobalaccel, the activity manager)
stay on the run's session bus: the suite runs in a session of its own (`make test-plasma`)."""

import os
import shutil
import subprocess
import tempfile

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

from stopwatch_app import Accessibility, pyatspi, wait_until  # noqa: E402
from x11_display import xdotool  # noqa: E402
from Xlib import X, display as xdisplay  # noqa: E402

# The tray's window, at the top right of the screen, clear of the app's window (at 0, 0
# without a window manager): one row of icons, as in a panel.
TRAY_RECT = (600, 0, 400, 48)
EXPANDER = "Expand System Tray"


def _showing(node):
    try:
        if not node.getState().contains(pyatspi.STATE_SHOWING):
            return False
        extents = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return extents.width > 0 and extents.height > 0
    except Exception:  # a node that went away while asked
        return False


class PlasmaTray:
    """Plasma's system tray on the run's X server and session bus. Made before the app, as a
    desktop's panel is there before the apps of the session."""

    def __init__(self, look="light"):
        """`look`: "light", Plasma's default (Breeze), or "dark" (Breeze Dark, as System
        Settings applies it: the Plasma style and the colour scheme)."""
        self.home = tempfile.mkdtemp(prefix="stopwatch-plasma-")
        self.env = dict(os.environ, HOME=self.home, XDG_CONFIG_HOME=os.path.join(self.home, ".config"),
                        XDG_DATA_HOME=os.path.join(self.home, ".local", "share"),
                        XDG_CACHE_HOME=os.path.join(self.home, ".cache"), QT_QPA_PLATFORM="xcb",
                        QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", LANGUAGE="", LANG="C.UTF-8",
                        # As a Plasma session says it is one: Qt then takes KDE's platform
                        # theme (the colours, the icons' colours, the menus' style).
                        XDG_CURRENT_DESKTOP="KDE", KDE_FULL_SESSION="true", KDE_SESSION_VERSION="5")
        # Animations off, as for the app (Plasma's own setting, read by every Plasma part): an
        # item moving into the row is where it ends at once.
        os.makedirs(self.env["XDG_CONFIG_HOME"])
        with open(os.path.join(self.env["XDG_CONFIG_HOME"], "kdeglobals"), "w") as file:
            file.write("[KDE]\nAnimationDurationFactor=0\n")
            if look == "dark":
                file.write("\n[General]\nColorScheme=BreezeDark\n\n")
                with open("/usr/share/color-schemes/BreezeDark.colors") as scheme:
                    file.write(scheme.read())
        if look == "dark":
            with open(os.path.join(self.env["XDG_CONFIG_HOME"], "plasmarc"), "w") as file:
                file.write("[Theme]\nname=breeze-dark\n")
        self.log = open(os.path.join(self.home, "plasma.log"), "w")
        self.processes = []
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        try:
            self._start_watcher()
            self._start_tray()
        except BaseException:
            self.stop()
            raise

    def _start(self, *command):
        process = subprocess.Popen(command, env=self.env, stdout=self.log, stderr=subprocess.STDOUT)
        self.processes.append(process)
        return process

    def _owned(self, name):
        owned = self.bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                   "NameHasOwner", GLib.Variant("(s)", (name,)), GLib.VariantType("(b)"),
                                   Gio.DBusCallFlags.NONE, 5000, None)
        return owned.unpack()[0]

    def _start_watcher(self):
        kded = self._start("kded5")
        wait_until(lambda: self._exited(kded) or self._owned("org.kde.kded5"), timeout=30, what="kded5 on the bus")
        # kded loads its modules by phase in a Plasma session; here it is asked, as plasmashell
        # asks for the watcher when the tray starts before it.
        loaded = self.bus.call_sync("org.kde.kded5", "/kded", "org.kde.kded5", "loadModule",
                                    GLib.Variant("(s)", ("statusnotifierwatcher",)), GLib.VariantType("(b)"),
                                    Gio.DBusCallFlags.NONE, 20000, None).unpack()[0]
        if not loaded or not self._owned("org.kde.StatusNotifierWatcher"):
            raise AssertionError(f"kded5 did not load its statusnotifierwatcher module:\n{self.log_text()}")

    def _start_tray(self):
        # The accessibility bus and its registry up first: a tray started while they were
        # still starting stayed out of the tree (one start in three or four, first in a session).
        pyatspi.Registry.getDesktop(0).childCount
        self.tray = self._start("plasmawindowed", "org.kde.plasma.systemtray")
        self.window = wait_until(
            lambda: self._exited(self.tray) or xdotool("search", "--onlyvisible", "--pid", str(self.tray.pid),
                                                       "--name", "System Tray", check=False).split()[:1],
            timeout=60, what="plasmawindowed's System Tray window")[0]
        x, y, width, height = TRAY_RECT
        xdotool("windowsize", self.window, str(width), str(height))
        xdotool("windowmove", self.window, str(x), str(y))
        # Ready once the tray has laid out its row (the expander is its last button) where it
        # was put, and its host is registered with the watcher.
        wait_until(lambda: self._exited(self.tray) or self._expander_at(x), timeout=30,
                   what=lambda: f"the tray's row laid out in its place (in the accessibility tree: "
                                f"{self.application() is not None}; its buttons: {self._buttons()})")
        wait_until(self._host_registered, what="the tray registered as the watcher's host")

    def _expander_at(self, left):
        expander = self.node(EXPANDER)
        try:
            return expander is not None and self.extents(expander)[0] >= left
        except Exception:  # gone while asked
            return False

    def _buttons(self):
        buttons = []
        for node in self.nodes():
            try:
                if node.getRoleName() == "push button":
                    buttons.append((node.name, self.extents(node)))
            except Exception:
                continue
        return buttons

    def _host_registered(self):
        value = self.bus.call_sync("org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher",
                                   "org.freedesktop.DBus.Properties", "Get",
                                   GLib.Variant("(ss)", ("org.kde.StatusNotifierWatcher",
                                                         "IsStatusNotifierHostRegistered")),
                                   GLib.VariantType("(v)"), Gio.DBusCallFlags.NONE, 5000, None)
        return value.unpack()[0]

    def _exited(self, process):
        if process.poll() is not None:
            raise AssertionError(f"{process.args[0]} exited with {process.returncode}:\n{self.log_text()}")
        return False

    def log_text(self):
        self.log.flush()
        with open(self.log.name, errors="replace") as file:
            return file.read()[-4000:]

    # What the tray shows, through AT-SPI.

    def application(self):
        return Accessibility(self.tray.pid).application()

    def nodes(self):
        """Every node of the tray's tree that is on the screen now."""
        application = self.application()
        found, queue = [], [application] if application is not None else []
        while queue:
            node = queue.pop(0)
            try:
                if node is None or (node is not application and not _showing(node)):
                    continue
                found.append(node)
                queue.extend(node.getChildAtIndex(index) for index in range(node.childCount))
            except Exception:  # a node that went away while walking
                continue
        return found

    def node(self, name, role="push button"):
        """The button (or node of `role`) called `name` on the screen now, or None."""
        for node in self.nodes():
            try:
                if node.name == name and node.getRoleName() == role:
                    return node
            except Exception:
                continue
        return None

    @staticmethod
    def extents(node):
        box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return box.x, box.y, box.width, box.height

    def in_row(self, name):
        """The item called `name` wholly in the tray's row (not among the hidden items, not
        still being laid out), or None."""
        node = self.node(name)
        try:
            x, y, width, height = self.extents(node) if node is not None else (0, 0, 0, 0)
        except Exception:  # gone while asked
            return None
        left, top, row_width, row_height = TRAY_RECT
        inside = left <= x and x + width <= left + row_width and top <= y and y + height <= top + row_height
        return node if inside and width > 0 else None

    def wait_in_row(self, name):
        return wait_until(lambda: self.in_row(name), timeout=15, what=f"{name!r} in the tray's row")

    def tooltip_lines(self):
        """The tooltip on the screen: its lines' nodes (a title, then what is under it), or
        None. A line's node stays while the tooltip shows, and its name is read afresh."""
        for node in self.nodes():
            try:
                if node.getRoleName() != "frame" or node.name:
                    continue
                lines = [child for child in (node.getChildAtIndex(index) for index in range(node.childCount))
                         if child is not None and child.getRoleName() == "label"]
                if lines and lines[0].name:
                    return lines
            except Exception:
                continue
        return None

    def tooltip(self):
        """The tooltip's lines' words, or None while none shows."""
        try:
            return tuple(line.name for line in self.tooltip_lines() or []) or None
        except Exception:  # gone while read
            return None

    # What a user does with it: the mouse, and keys in its menu.

    @staticmethod
    def _middle(node):
        x, y, width, height = PlasmaTray.extents(node)
        return str(x + width // 2), str(y + height // 2)

    @staticmethod
    def mouse_away():
        """The mouse to the screen's bottom right corner, over nothing of the tray's (a tray
        item under it is drawn highlighted)."""
        xdotool("mousemove", "1000", "740")

    def hover(self, node):
        xdotool("mousemove", *self._middle(node))

    def click(self, node, button=1):
        xdotool("mousemove", *self._middle(node), "click", str(button))

    def open_menu(self, node):
        """Right-clicks the item and waits for its menu (a window of the tray's own) to hold the
        keyboard: keys sent between its window showing and its grab go elsewhere, and a Return
        that reaches it with no line chosen closes it doing nothing (seen on a busy machine)."""
        before = set(self._windows())
        self.click(node, 3)
        self.menu = wait_until(lambda: set(self._windows()) - before or None, what="the item's menu open")
        wait_until(self._keyboard_held, what="the item's menu holding the keyboard")

    @staticmethod
    def _keyboard_held():
        """Whether another client holds the keyboard (an open Qt menu grabs it): a grab of ours
        is refused then, and one granted is let go at once."""
        connection = xdisplay.Display()
        try:
            status = connection.screen().root.grab_keyboard(False, X.GrabModeAsync, X.GrabModeAsync, X.CurrentTime)
            if status == X.GrabSuccess:
                connection.ungrab_keyboard(X.CurrentTime)
                connection.sync()
            return status == X.AlreadyGrabbed
        finally:
            connection.close()

    def choose(self, *keys):
        """Presses `keys` in the open menu (it has the keyboard while open), waiting until it closes."""
        for key in keys:
            xdotool("key", key)
        wait_until(lambda: not set(self._windows()) & self.menu, what="the menu closed")

    def _windows(self):
        return xdotool("search", "--onlyvisible", "--pid", str(self.tray.pid), "--name", "", check=False).split()

    def settled(self, name):
        """The button called `name` once laid out: its place read the same twice in a row. A
        new tray lays its row out after the button is first told (a click on where it was
        then lands on nothing, and nothing opens)."""
        seen = []

        def in_place():
            node = self.node(name)
            try:
                place = self.extents(node) if node is not None else None
            except Exception:
                place = None  # gone between two reads
            settled = place is not None and place[2] > 0 and seen[-1:] == [place]
            seen.append(place)
            return node if settled else None
        return wait_until(in_place, what=lambda: f"{name} in place (read at {seen[-3:]})")

    def show_hidden_items(self):
        """Opens the tray's hidden items (the expander's popup), where Passive items are."""
        self.click(self.settled(EXPANDER))
        wait_until(lambda: self.node("Go Back") or self.node("Configure System Tray..."),
                   what="the hidden items open")

    def hide_hidden_items(self):
        """Closes the hidden items' popup: a second click on the expander."""
        self.click(self.settled(EXPANDER))
        wait_until(lambda: not (self.node("Go Back") or self.node("Configure System Tray...")),
                   what="the hidden items closed")

    @staticmethod
    def picture(rect, path):
        """A picture of the screen's `rect` (x, y, width, height)."""
        x, y, width, height = rect
        subprocess.run(["import", "-window", "root", "-crop", f"{width}x{height}+{x}+{y}", "+repage", path],
                       check=True, timeout=30)

    def stop(self):
        for process in reversed(self.processes):
            if process.poll() is None:
                process.terminate()
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    process.kill()
                    process.wait()
        self.log.close()
        shutil.rmtree(self.home, ignore_errors=True)
