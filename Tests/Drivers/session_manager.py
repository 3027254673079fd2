"""A stand-in for GNOME's session manager, for the tests: `org.gnome.SessionManager` on the
session bus, as GTK's gtk_application_inhibit calls it, recording each call; and, asked for,
`org.gnome.ScreenSaver`, whose SetActive locks and unlocks as GNOME Shell's does (GTK follows
its ActiveChanged into GtkApplication's screensaver-active).

A test starts it with `SessionManagerStandIn()`, which runs this file as
`session_manager.py RECORD_FILE [screensaver]`: each Inhibit and Uninhibit is appended to
RECORD_FILE as a line of JSON, {"call": "Inhibit", "app_id", "window", "reason", "flags",
"cookie"} or {"call": "Uninhibit", "cookie"}, and "ready" is printed once it owns its names.
"""

import json
import os
import subprocess
import sys
import tempfile


INTERFACE = """
<node>
  <interface name="org.gnome.SessionManager">
    <method name="Inhibit">
      <arg type="s" name="app_id" direction="in"/>
      <arg type="u" name="toplevel_xid" direction="in"/>
      <arg type="s" name="reason" direction="in"/>
      <arg type="u" name="flags" direction="in"/>
      <arg type="u" name="cookie" direction="out"/>
    </method>
    <method name="Uninhibit">
      <arg type="u" name="cookie" direction="in"/>
    </method>
    <method name="RegisterClient">
      <arg type="s" name="app_id" direction="in"/>
      <arg type="s" name="client_startup_id" direction="in"/>
      <arg type="o" name="client_id" direction="out"/>
    </method>
    <method name="UnregisterClient">
      <arg type="o" name="client_id" direction="in"/>
    </method>
    <method name="IsInhibited">
      <arg type="u" name="flags" direction="in"/>
      <arg type="b" name="is_inhibited" direction="out"/>
    </method>
  </interface>
</node>
"""
NAME = "org.gnome.SessionManager"
PATH = "/org/gnome/SessionManager"
SCREENSAVER = """
<node>
  <interface name="org.gnome.ScreenSaver">
    <method name="GetActive">
      <arg type="b" name="active" direction="out"/>
    </method>
    <method name="SetActive">
      <arg type="b" name="value" direction="in"/>
      <arg type="b" name="success" direction="out"/>
    </method>
    <signal name="ActiveChanged">
      <arg type="b" name="new_value"/>
    </signal>
  </interface>
</node>
"""
SCREENSAVER_NAME = "org.gnome.ScreenSaver"
SCREENSAVER_PATH = "/org/gnome/ScreenSaver"


class SessionManagerStandIn:
    """The stand-in, running on the test's session bus, and what it was asked."""

    def __init__(self, screensaver=False, bus_address=None):
        """`bus_address`: a bus of the test's own instead of the session bus of the run."""
        handle, self.path = tempfile.mkstemp(prefix="stopwatch-session-manager-")
        os.close(handle)
        env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS=bus_address) if bus_address else None
        self.process = subprocess.Popen([sys.executable, os.path.abspath(__file__), self.path,
                                         *(["screensaver"] if screensaver else [])], stdout=subprocess.PIPE, text=True,
                                        env=env)
        if self.process.stdout.readline().strip() != "ready":
            raise AssertionError("the stand-in session manager did not start")

    def calls(self):
        with open(self.path) as record:
            return [json.loads(line) for line in record if line.strip()]

    def wait_for_calls(self, count):
        from stopwatch_app import wait_until
        return wait_until(lambda: (calls := self.calls()) and len(calls) >= count and calls,
                          what=lambda: f"{count} calls to the session manager (now {self.calls()})")

    def set_screensaver_active(self, active):
        """Locks (`True`) or unlocks the screen, as GNOME Shell's SetActive does."""
        subprocess.run(["gdbus", "call", "--session", "--dest", SCREENSAVER_NAME, "--object-path", SCREENSAVER_PATH,
                        "--method", SCREENSAVER_NAME + ".SetActive", "true" if active else "false"],
                       check=True, capture_output=True, timeout=20)

    def stop(self):
        self.process.kill()
        self.process.wait()
        os.unlink(self.path)


def main():
    from gi.repository import Gio, GLib
    record_path = sys.argv[1]
    connection = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    held = {}
    next_cookie = [41]

    def record(entry):
        with open(record_path, "a") as record_file:
            record_file.write(json.dumps(entry) + "\n")

    def method_call(connection, sender, path, interface, method, parameters, invocation):
        if method == "Inhibit":
            app_id, window, reason, flags = parameters.unpack()
            next_cookie[0] += 1
            held[next_cookie[0]] = flags
            record({"call": "Inhibit", "app_id": app_id, "window": window, "reason": reason, "flags": flags,
                    "cookie": next_cookie[0]})
            invocation.return_value(GLib.Variant("(u)", (next_cookie[0],)))
        elif method == "Uninhibit":
            (cookie,) = parameters.unpack()
            held.pop(cookie, None)
            record({"call": "Uninhibit", "cookie": cookie})
            invocation.return_value(None)
        elif method == "RegisterClient":
            # GTK registers the app as a session client; nothing is asked of a client here.
            invocation.return_value(GLib.Variant("(o)", (PATH + "/Client1",)))
        elif method == "UnregisterClient":
            invocation.return_value(None)
        else:
            (flags,) = parameters.unpack()
            invocation.return_value(GLib.Variant("(b)", (any(held_flags & flags for held_flags in held.values()),)))

    info = Gio.DBusNodeInfo.new_for_xml(INTERFACE).interfaces[0]
    connection.register_object(PATH, info, method_call, None, None)
    names = [NAME]
    if len(sys.argv) > 2 and sys.argv[2] == "screensaver":
        active = [False]

        def screensaver_call(connection, sender, path, interface, method, parameters, invocation):
            if method == "SetActive":
                (value,) = parameters.unpack()
                if value != active[0]:
                    active[0] = value
                    connection.emit_signal(None, SCREENSAVER_PATH, SCREENSAVER_NAME, "ActiveChanged",
                                           GLib.Variant("(b)", (value,)))
                invocation.return_value(GLib.Variant("(b)", (True,)))
            else:
                invocation.return_value(GLib.Variant("(b)", (active[0],)))

        screensaver_info = Gio.DBusNodeInfo.new_for_xml(SCREENSAVER).interfaces[0]
        connection.register_object(SCREENSAVER_PATH, screensaver_info, screensaver_call, None, None)
        names.append(SCREENSAVER_NAME)
    for name in names:
        reply = connection.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                     "RequestName", GLib.Variant("(su)", (name, 4)), GLib.VariantType("(u)"),
                                     Gio.DBusCallFlags.NONE, -1, None)
        if reply.unpack()[0] != 1:
            raise SystemExit(f"{name} is owned already")
    print("ready", flush=True)
    GLib.MainLoop().run()


if __name__ == "__main__":
    main()
