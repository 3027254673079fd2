"""power-profiles-daemon for the tests: python-dbusmock's template (dbus_mock.py), on the
session bus of the run, which the app is told is its system bus (DBUS_SYSTEM_BUS_ADDRESS), as
GLib's GPowerProfileMonitor reads it there."""

import os

from gi.repository import GLib

from dbus_mock import DBusMock


class PowerProfiles:
    """The daemon with `profile` active ("power-saver", "balanced")."""

    def __init__(self, profile):
        self.mock = DBusMock(template="power_profiles_daemon", parameters={"ActiveProfile": profile},
                             bus_address=os.environ["DBUS_SESSION_BUS_ADDRESS"], system=True)

    def set(self, profile):
        """Another profile, announced as the daemon does (PropertiesChanged)."""
        self.mock.set_property("ActiveProfile", GLib.Variant("s", profile))

    def stop(self):
        self.mock.stop()
