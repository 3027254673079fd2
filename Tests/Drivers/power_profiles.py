"""A stand-in for power-profiles-daemon, for the tests: `net.hadess.PowerProfiles` with its
ActiveProfile on a bus of the test's own, which the app takes for its system bus
(DBUS_SYSTEM_BUS_ADDRESS), as GLib's GPowerProfileMonitor reads it there.

usage: power_profiles.py BUS_ADDRESS PROFILE_FILE
It serves the profile written in PROFILE_FILE ("power-saver", "balanced"), and announces a
change when the file changes.
"""

import sys

from gi.repository import Gio, GLib

INTERFACE = """
<node>
  <interface name="net.hadess.PowerProfiles">
    <property name="ActiveProfile" type="s" access="readwrite"/>
  </interface>
</node>
"""
NAME = "net.hadess.PowerProfiles"
PATH = "/net/hadess/PowerProfiles"


def main():
    address, profile_file = sys.argv[1], sys.argv[2]
    connection = Gio.DBusConnection.new_for_address_sync(
        address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
    state = {"profile": open(profile_file).read().strip()}

    def get_property(connection, sender, path, interface, name):
        return GLib.Variant("s", state["profile"])

    info = Gio.DBusNodeInfo.new_for_xml(INTERFACE).interfaces[0]
    connection.register_object(PATH, info, None, get_property, None)
    connection.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "RequestName",
                         GLib.Variant("(su)", (NAME, 0)), None, Gio.DBusCallFlags.NONE, -1, None)

    def look():
        profile = open(profile_file).read().strip()
        if profile != state["profile"]:
            state["profile"] = profile
            changed = GLib.Variant("(sa{sv}as)", (NAME, {"ActiveProfile": GLib.Variant("s", profile)}, []))
            connection.emit_signal(None, PATH, "org.freedesktop.DBus.Properties", "PropertiesChanged", changed)
        return True

    GLib.timeout_add(100, look)
    print("ready", flush=True)
    GLib.MainLoop().run()


if __name__ == "__main__":
    main()
