#!/usr/bin/env python3
"""The reading half of the tests' panel (panel_item.PanelHost): a client that does what
waybar's tray does with each item the watcher (a python-dbusmock object) registers, told by
the mock's MethodCalled: read all its properties once, then again after each burst of its
New… signals (the label and tooltip change once a second while running). So the app's
figures with its panel item include answering a real panel.

usage: panel_host.py (ends on SIGTERM); prints "ready" once it follows the watcher."""

import signal

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

WATCHER = "org.kde.StatusNotifierWatcher"
bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
pending = set()


def read_all(name):
    bus.call(name, "/StatusNotifierItem", "org.freedesktop.DBus.Properties", "GetAll",
             GLib.Variant("(s)", ("org.kde.StatusNotifierItem",)), None, Gio.DBusCallFlags.NONE, 5000, None, read, name)


def read(connection, result, _name):
    try:
        connection.call_finish(result)
    except GLib.Error:  # the app ended between its signal and the read: nothing to read
        pass


def on_item_signal(_connection, _sender, _path, _interface, _signal, _parameters, name):
    # As waybar and Plasma do: the signals of one change (label and tooltip) read once, together.
    if name not in pending:
        pending.add(name)
        GLib.timeout_add(10, read_pending, name)


def read_pending(name):
    pending.discard(name)
    read_all(name)
    return GLib.SOURCE_REMOVE


def on_method_called(_connection, _sender, _path, _interface, _signal, parameters):
    method, arguments = parameters.unpack()
    if method == "RegisterStatusNotifierItem":
        name = arguments[0]
        bus.signal_subscribe(name, "org.kde.StatusNotifierItem", None, "/StatusNotifierItem", None,
                             Gio.DBusSignalFlags.NONE, on_item_signal, name)
        read_all(name)


bus.signal_subscribe(WATCHER, "org.freedesktop.DBus.Mock", "MethodCalled", "/StatusNotifierWatcher", None,
                     Gio.DBusSignalFlags.NONE, on_method_called)
loop = GLib.MainLoop()
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, loop.quit)
# A round trip, so that the subscription is in place at the bus before "ready".
bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetId", None, None,
              Gio.DBusCallFlags.NONE, 5000, None)
print("ready", flush=True)
loop.run()
