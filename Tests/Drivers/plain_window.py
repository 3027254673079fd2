"""A plain GTK 4 window of another app, for a test to give it the keyboard and the screen
reader's attention: unlike a bare X window, assistive technology sees it (its app is called
`other`, its window "Other")."""

import os
import subprocess
import sys

from processes import end
from stopwatch_app import wait_until
from x11_display import xdotool

SCRIPT = """
import gi
gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk
GLib.set_prgname("other")
GLib.set_application_name("other")
window = Gtk.Window(title="Other")
window.set_child(Gtk.Label(label="Another app"))
window.present()
loop = GLib.MainLoop()
window.connect("close-request", lambda *_: loop.quit() or False)
loop.run()
"""


class PlainWindow:
    name = "other"

    def __init__(self):
        self.process = subprocess.Popen([sys.executable, "-c", SCRIPT], env=dict(os.environ, GDK_BACKEND="x11"),
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        found = wait_until(lambda: xdotool("search", "--onlyvisible", "--pid", str(self.process.pid), "--name", "^Other$",
                                           check=False).split(), timeout=20, what="the other app's window")
        self.window = found[0]

    def focus(self):
        xdotool("windowfocus", "--sync", self.window)

    def close(self):
        end(self.process)
