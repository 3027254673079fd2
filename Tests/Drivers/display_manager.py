"""GDM for the tests, as a python-dbusmock object (dbus_mock.py): `org.gnome.DisplayManager`
with the one property GNOME Shell 43 reads before it offers a lock screen (the manager's
`Version`). GNOME Shell reads it on what it takes for the system bus: the suite gives it the
test's bus for both."""

from gi.repository import GLib

from dbus_mock import DBusMock

NAME = "org.gnome.DisplayManager"
PATH = "/org/gnome/DisplayManager/Manager"
INTERFACE = "org.gnome.DisplayManager.Manager"
# The GDM of Debian 12, as GNOME Shell 43 expects one (at least 3.5.91).
VERSION = "43.0"


class DisplayManagerStandIn:
    def __init__(self, bus_address):
        self.mock = DBusMock(name=NAME, path=PATH, interface=INTERFACE, bus_address=bus_address)
        self.mock.add_property("Version", GLib.Variant("s", VERSION))

    def stop(self):
        self.mock.stop()
