#!/usr/bin/env python3
"""A panel for the tests and `make bench` (panel_item.PanelHost): the StatusNotifierWatcher on the session bus, and a host that does
what waybar's tray does with each registered item: read all its properties once, then again
after each burst of its New… signals (the label and tooltip change once a second while
running). So the app's figures with its panel item include answering a real panel.

usage: panel_host.py (ends on SIGTERM); prints "ready" once the watcher is on the bus."""

import signal
import sys

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

WATCHER_XML = """<node><interface name="org.kde.StatusNotifierWatcher">
  <method name="RegisterStatusNotifierItem"><arg type="s" direction="in"/></method>
  <method name="RegisterStatusNotifierHost"><arg type="s" direction="in"/></method>
  <property name="RegisteredStatusNotifierItems" type="as" access="read"/>
  <property name="IsStatusNotifierHostRegistered" type="b" access="read"/>
  <property name="ProtocolVersion" type="i" access="read"/>
  <signal name="StatusNotifierItemRegistered"><arg type="s"/></signal>
</interface></node>"""

bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
items = []
reads = {"count": 0}


def read_all(name):
    bus.call(name, "/StatusNotifierItem", "org.freedesktop.DBus.Properties", "GetAll",
             GLib.Variant("(s)", ("org.kde.StatusNotifierItem",)), None, Gio.DBusCallFlags.NONE, 5000, None, read, name)


def read(connection, result, name):
    try:
        connection.call_finish(result)
    except GLib.Error:  # the app ended between its signal and the read: the item is gone
        if f"{name}/StatusNotifierItem" in items:
            items.remove(f"{name}/StatusNotifierItem")


pending = set()


def on_item_signal(_connection, _sender, _path, _interface, _signal, _parameters, name):
    # As waybar and Plasma do: the signals of one change (label and tooltip) read once, together.
    if name not in pending:
        pending.add(name)
        GLib.timeout_add(10, read_pending, name)


def read_pending(name):
    pending.discard(name)
    read_all(name)
    return GLib.SOURCE_REMOVE


def method_call(_connection, _sender, _path, _interface, method, parameters, invocation):
    if method == "RegisterStatusNotifierItem":
        name = parameters.unpack()[0]
        items.append(f"{name}/StatusNotifierItem")
        bus.signal_subscribe(name, "org.kde.StatusNotifierItem", None, "/StatusNotifierItem", None,
                             Gio.DBusSignalFlags.NONE, on_item_signal, name)
        read_all(name)
    invocation.return_value(None)


def get_property(_connection, _sender, _path, _interface, name):
    return {"RegisteredStatusNotifierItems": GLib.Variant("as", items),
            "IsStatusNotifierHostRegistered": GLib.Variant("b", True),
            "ProtocolVersion": GLib.Variant("i", 0)}[name]


node = Gio.DBusNodeInfo.new_for_xml(WATCHER_XML)
bus.register_object("/StatusNotifierWatcher", node.interfaces[0], method_call, get_property, None)
loop = GLib.MainLoop()
Gio.bus_own_name_on_connection(bus, "org.kde.StatusNotifierWatcher", Gio.BusNameOwnerFlags.NONE,
                               lambda *_: print("ready", flush=True), lambda *_: sys.exit("the watcher's name is taken"))
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, signal.SIGTERM, loop.quit)
loop.run()
