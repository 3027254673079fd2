"""What a headless desktop lacks on D-Bus, as python-dbusmock objects (docs/testing.md): a
template of its (logind, the GNOME screen saver, power-profiles-daemon), or a name, path and
interface whose methods and properties a test adds (`AddMethods`, `AddProperty`). Every call
is recorded by the mock and read back with `calls()`.

Each mock runs as `python3 -m dbusmock` (Debian's python3-dbusmock) on the session bus of the
run, or on a bus of the test's own (`bus_address`), and is ready once it owns its name."""

import os
import subprocess

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

from stopwatch_app import wait_until  # noqa: E402

# Debian's Python, which python3-dbusmock is installed for (the Makefile's PYTHON too).
PYTHON = "/usr/bin/python3"
MOCK_INTERFACE = "org.freedesktop.DBus.Mock"


class DBusMock:
    """One mock D-Bus service. `template`: a python-dbusmock template, with its `parameters`;
    otherwise `name`, `path` and `interface` of an object whose methods and properties are
    added next. `system`: a system service (the mock's bus is then given to the app as its
    system bus)."""

    def __init__(self, template=None, name=None, path=None, interface=None, parameters=None, bus_address=None,
                 system=False):
        import importlib
        self.address = bus_address or Gio.dbus_address_get_for_bus_sync(Gio.BusType.SESSION, None)
        if template:
            module = importlib.import_module("dbusmock.templates." + template.replace("-", "_"))
            self.name, self.path, self.interface = module.BUS_NAME, module.MAIN_OBJ, module.MAIN_IFACE
        else:
            self.name, self.path, self.interface = name, path, interface
        variable = "DBUS_SYSTEM_BUS_ADDRESS" if system else "DBUS_SESSION_BUS_ADDRESS"
        command = [PYTHON, "-m", "dbusmock", "--system" if system else "--session"]
        command += ["-t", template] if template else [name, path, interface]
        if parameters:
            import json
            command += ["-p", json.dumps(parameters)]
        self.process = subprocess.Popen(command, env=dict(os.environ, **{variable: self.address}),
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self.bus = Gio.DBusConnection.new_for_address_sync(
            self.address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION,
            None, None)
        wait_until(lambda: self.process.poll() is not None or self.has_owner(),
                   what=f"the mock {self.name} on the bus")
        if self.process.poll() is not None:
            raise AssertionError(f"the mock {self.name} ended: {self.process.stderr.read()}")

    def has_owner(self):
        reply = self.bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner",
                                   GLib.Variant("(s)", (self.name,)), GLib.VariantType("(b)"), Gio.DBusCallFlags.NONE,
                                   5000, None)
        return reply.unpack()[0]

    def mock_call(self, method, signature=None, *arguments, reply=None, path=None):
        """A call of the mock's own interface (`org.freedesktop.DBus.Mock`) on its object."""
        return self.call(MOCK_INTERFACE, method, signature, *arguments, reply=reply, path=path)

    def call(self, interface, method, signature=None, *arguments, reply=None, path=None):
        result = self.bus.call_sync(self.name, path or self.path, interface, method,
                                    GLib.Variant(signature, arguments) if signature else None,
                                    GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NONE, 10000, None)
        return result.unpack() if result is not None else None

    def add_methods(self, methods, interface=None):
        """Adds `methods`, each (name, in signature, out signature, Python code run in the
        mock, which sets `ret`): python-dbusmock's AddMethods."""
        self.mock_call("AddMethods", "(sa(ssss))", interface or self.interface, methods)

    def add_property(self, name, value, interface=None):
        """Adds the property `name` with `value`, a GLib.Variant."""
        self.mock_call("AddProperty", "(ssv)", interface or self.interface, name, value)

    def set_property(self, name, value, interface=None):
        """Sets the property `name` to `value` (a GLib.Variant), as its owner does: the mock
        emits PropertiesChanged."""
        self.call("org.freedesktop.DBus.Properties", "Set", "(ssv)", interface or self.interface, name, value)

    def calls(self):
        """Every call of the mock's methods so far, in order: (method, arguments)."""
        calls = self.mock_call("GetCalls", reply="(a(tsav))")[0]
        return [(method, list(arguments)) for _, method, arguments in calls]

    def wait_for_calls(self, method, count):
        """The calls of `method`, once there are `count` of them."""
        return wait_until(lambda: (found := [args for name, args in self.calls() if name == method]) and len(found) >= count
                          and found, what=lambda: f"{count} calls of {method} (now {self.calls()})")

    def stop(self):
        self.bus.close_sync(None)
        self.process.terminate()
        self.process.wait(timeout=10)
        self.process.stderr.close()
