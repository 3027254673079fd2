"""The app's panel item (ARCHITECTURE.md, "In the panel") as a panel sees it over D-Bus: the StatusNotifierItem
the app exports on a connection of its own, registered with the watcher by that connection's
unique name and found here by the name it owns (org.kde.StatusNotifierItem-PID-N), its properties, and
its menu through com.canonical.dbusmenu calls, the calls a panel's menu makes (waybar's and
XFCE's through libdbusmenu, GNOME's AppIndicator extension its own); the watcher's list; and a
panel of the tests' own (a python-dbusmock watcher, and a host reading each item)."""

import os
import subprocess

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

from dbus_mock import PYTHON, DBusMock  # noqa: E402
from stopwatch_app import read_line, wait_until  # noqa: E402

ITEM_PATH = "/StatusNotifierItem"
ITEM_INTERFACE = "org.kde.StatusNotifierItem"
MENU_INTERFACE = "com.canonical.dbusmenu"
WATCHER = ("org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher", "org.kde.StatusNotifierWatcher")
HOST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "panel_host.py")
# The watcher's methods: an item registered is listed, and announced.
WATCHER_METHODS = [
    ("RegisterStatusNotifierItem", "s", "",
     "self.items = getattr(self, 'items', []) + [args[0] + '/StatusNotifierItem']; "
     "self.UpdateProperties('org.kde.StatusNotifierWatcher', "
     "{'RegisteredStatusNotifierItems': dbus.Array(self.items, signature='s')}); "
     "self.EmitSignal('org.kde.StatusNotifierWatcher', 'StatusNotifierItemRegistered', 's', [args[0]])"),
    ("RegisterStatusNotifierHost", "s", "", ""),
]


class PanelHost:
    """A panel on the session bus: the StatusNotifierWatcher, a python-dbusmock object that
    lists each item registered, and a host (panel_host.py) that reads each as waybar does. The
    app counts its label only while a panel has taken its item; made before the app, so its
    first registration finds the watcher whole."""

    def __init__(self, bus_address=None):
        """On the session bus, or on the bus at `bus_address`."""
        self.watcher = DBusMock(name=WATCHER[0], path=WATCHER[1], interface=WATCHER[2], bus_address=bus_address)
        self.watcher.add_property("RegisteredStatusNotifierItems", GLib.Variant("as", []))
        self.watcher.add_property("IsStatusNotifierHostRegistered", GLib.Variant("b", True))
        self.watcher.add_property("ProtocolVersion", GLib.Variant("i", 0))
        self.watcher.add_methods(WATCHER_METHODS)
        env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=bus_address) if bus_address else None
        self.process = subprocess.Popen([PYTHON, HOST], stdout=subprocess.PIPE, text=True, env=env)
        if read_line(self.process.stdout, "the panel's host to start").strip() != "ready":
            raise AssertionError("the panel's host (panel_host.py) did not start")

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.process.stdout.close()
        self.watcher.stop()


class PanelItemClient:
    """The panel item of the app with process id `pid`, on the session bus at `address` (the
    environment's when None)."""

    def __init__(self, pid, address=None):
        self.pid = pid
        # A connection of its own, closed with it (the process's shared one is others' too).
        address = address or Gio.dbus_address_get_for_bus_sync(Gio.BusType.SESSION, None)
        self.bus = Gio.DBusConnection.new_for_address_sync(
            address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
            None, None)

    def call(self, destination, path, interface, method, signature=None, *arguments, reply=None, timeout=10000):
        parameters = GLib.Variant(signature, arguments) if signature else None
        result = self.bus.call_sync(destination, path, interface, method, parameters,
                                    GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NONE, timeout, None)
        return result.unpack() if result is not None else None

    def names(self):
        """The item's names on the bus now (one while it is shown, none otherwise)."""
        names = self.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames",
                          reply="(as)")[0]
        return [name for name in names if name.startswith(f"org.kde.StatusNotifierItem-{self.pid}-")]

    def name(self):
        """The item's name, once it is on the bus."""
        return wait_until(lambda: (self.names() or [None])[0], what=f"the panel item of process {self.pid}")

    def properties(self):
        return self.call(self.name(), ITEM_PATH, "org.freedesktop.DBus.Properties", "GetAll", "(s)", ITEM_INTERFACE,
                         reply="(a{sv})")[0]

    def item_call(self, method, signature=None, *arguments):
        return self.call(self.name(), ITEM_PATH, ITEM_INTERFACE, method, signature, *arguments)

    def menu_call(self, method, signature=None, *arguments, reply=None):
        return self.call(self.name(), self.properties()["Menu"], MENU_INTERFACE, method, signature, *arguments,
                         reply=reply)

    def menu(self):
        """The menu's lines, as a panel lays them out: (id, label, enabled), a separator as "—"."""
        _, (_, _, children) = self.menu_call("GetLayout", "(iias)", 0, -1, [], reply="(u(ia{sv}av))")
        lines = []
        for child_id, properties, _ in children:
            if properties.get("type") == "separator":
                lines.append((child_id, "—", True))
            else:
                lines.append((child_id, properties.get("label", ""), properties.get("enabled", True)))
        return lines

    def line(self, label):
        """The id of the menu's line `label`."""
        return next(line_id for line_id, line_label, _ in self.menu() if line_label == label)

    def click(self, label):
        """What a click on the menu's line `label` sends."""
        self.menu_call("Event", "(isvu)", self.line(label), "clicked", GLib.Variant("i", 0), 0)

    def has_watcher(self):
        names = self.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "ListNames",
                          reply="(as)")[0]
        return WATCHER[0] in names

    def watcher_items(self):
        """The items the bus's StatusNotifierWatcher (the panel's) lists; none while there is no
        watcher."""
        if not self.has_watcher():
            return []
        return self.call(WATCHER[0], WATCHER[1], "org.freedesktop.DBus.Properties", "Get", "(ss)", WATCHER[2],
                         "RegisteredStatusNotifierItems", reply="(v)")[0]

    def registered_as(self):
        """What the app gives the watcher for its item: the unique name of the connection that
        owns the item's name, or None while it has none."""
        names = self.names()
        if not names:
            return None
        try:
            return self.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetNameOwner",
                             "(s)", names[0], reply="(s)")[0]
        except GLib.Error:  # the name went between the two calls
            return None

    def listed_by_watcher(self):
        """Whether the watcher lists the item (by its connection's unique name, as the app
        registers it; KDE's watcher adds the path, GNOME's "@" and the path)."""
        service = self.registered_as()
        return service is not None and any(entry.split("/")[0].split("@")[0] == service for entry in self.watcher_items())

    def close(self):
        self.bus.close_sync(None)
