"""A stand-in for GDM, for the tests: `org.gnome.DisplayManager` on the test's bus with the
one property GNOME Shell 43 reads before it offers a lock screen (the manager's `Version`).
GNOME Shell reads it on what it takes for the system bus: the suite gives it the test's bus
for both.

A test starts it with `DisplayManagerStandIn(bus_address)`, which runs this file as
`display_manager.py BUS_ADDRESS`; "ready" is printed once it owns its name."""

import os
import subprocess
import sys

INTERFACE = """
<node>
  <interface name="org.gnome.DisplayManager.Manager">
    <property name="Version" type="s" access="read"/>
  </interface>
</node>
"""
NAME = "org.gnome.DisplayManager"
PATH = "/org/gnome/DisplayManager/Manager"
# The GDM of Debian 12, as GNOME Shell 43 expects one (at least 3.5.91).
VERSION = "43.0"


class DisplayManagerStandIn:
    def __init__(self, bus_address):
        self.process = subprocess.Popen([sys.executable, os.path.abspath(__file__), bus_address], stdout=subprocess.PIPE,
                                        text=True)
        if self.process.stdout.readline().strip() != "ready":
            raise AssertionError("the stand-in display manager did not start")

    def stop(self):
        self.process.kill()
        self.process.wait()


def main():
    from gi.repository import Gio, GLib
    connection = Gio.DBusConnection.new_for_address_sync(
        sys.argv[1], Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None,
        None)
    info = Gio.DBusNodeInfo.new_for_xml(INTERFACE).interfaces[0]
    connection.register_object(PATH, info, None, lambda *_: GLib.Variant("s", VERSION), None)
    connection.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
                         GLib.Variant("(su)", (NAME, 4)), None, Gio.DBusCallFlags.NONE, -1, None)
    print("ready", flush=True)
    GLib.MainLoop().run()


if __name__ == "__main__":
    main()
