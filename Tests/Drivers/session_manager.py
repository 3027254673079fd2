"""GNOME's session manager for the tests, as python-dbusmock objects (dbus_mock.py):
`org.gnome.SessionManager`, as GTK's gtk_application_inhibit calls it, and, asked for,
`org.gnome.ScreenSaver` (dbusmock's template), whose SetActive locks and unlocks as GNOME
Shell's does (GTK follows its ActiveChanged into GtkApplication's screensaver-active).

`calls()` gives each Inhibit and Uninhibit, in order: {"call": "Inhibit", "app_id", "window",
"reason", "flags", "cookie"} or {"call": "Uninhibit", "cookie"}; the cookies it gives are 42, 43…"""

from dbus_mock import DBusMock

NAME = "org.gnome.SessionManager"
PATH = "/org/gnome/SessionManager"
FIRST_COOKIE = 42
METHODS = [
    ("Inhibit", "susu", "u",
     "self.held = getattr(self, 'held', {}); self.cookie = getattr(self, 'cookie', %d) + 1; "
     "self.held[self.cookie] = args[3]; ret = self.cookie" % (FIRST_COOKIE - 1)),
    ("Uninhibit", "u", "", "getattr(self, 'held', {}).pop(args[0], None)"),
    # GTK registers the app as a session client; nothing is asked of a client here.
    ("RegisterClient", "ss", "o", "ret = dbus.ObjectPath('/org/gnome/SessionManager/Client1')"),
    ("UnregisterClient", "o", "", ""),
    ("IsInhibited", "u", "b", "ret = any(flags & args[0] for flags in getattr(self, 'held', {}).values())"),
]


class SessionManagerStandIn:
    """The session manager (and the screen saver, with `screensaver`) on the session bus of
    the run, or on `bus_address`, a bus of the test's own."""

    def __init__(self, screensaver=False, bus_address=None):
        self.manager = DBusMock(name=NAME, path=PATH, interface=NAME, bus_address=bus_address)
        self.manager.add_methods(METHODS)
        self.screensaver = DBusMock(template="gnome_screensaver", bus_address=bus_address) if screensaver else None

    def calls(self):
        recorded = []
        for method, arguments in self.manager.calls():
            if method == "Inhibit":
                app_id, window, reason, flags = arguments
                cookie = FIRST_COOKIE + sum(entry["call"] == "Inhibit" for entry in recorded)
                recorded.append({"call": "Inhibit", "app_id": str(app_id), "window": int(window), "reason": str(reason),
                                 "flags": int(flags), "cookie": cookie})
            elif method == "Uninhibit":
                recorded.append({"call": "Uninhibit", "cookie": int(arguments[0])})
        return recorded

    def wait_for_calls(self, count):
        from stopwatch_app import wait_until
        return wait_until(lambda: (calls := self.calls()) and len(calls) >= count and calls,
                          what=lambda: f"{count} calls to the session manager (now {self.calls()})")

    def set_screensaver_active(self, active):
        """Locks (`True`) or unlocks the screen, as GNOME Shell's SetActive does."""
        self.screensaver.call("org.gnome.ScreenSaver", "SetActive", "(b)", active)

    def stop(self):
        if self.screensaver:
            self.screensaver.stop()
        self.manager.stop()
