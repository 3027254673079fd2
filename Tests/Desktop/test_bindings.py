"""Bindings are a library (ARCHITECTURE.md, "Layers"): the GTK frontend and the app's
composition root reach GLib, GIO, GTK and libadwaita, and the project's own C shims (the X
server's idle counter, the Wayland idle protocols, GSound, GLib's helpers), through GtkInterop
and GLibInterop, and call C functions themselves only where the frontend draws (the digits,
the lap chart, the totals' bars), which speaks to GTK's snapshot, Pango and cairo frame by
frame."""

import os
import re
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The GTK frontend, and the `stopwatch` executable that composes it.
CHECKED = [os.path.join(ROOT, "Sources", "StopwatchGtk"), os.path.join(ROOT, "Sources", "StopwatchApp")]
DRAWING = {"DigitsWidget.swift", "LapChartWidget.swift", "TotalsBarWidget.swift"}
# A call of a C function of GLib, GIO, GObject, GDK, GSK, GTK, Graphene, Pango, cairo or
# libadwaita, or of the project's shims (Sources/CGLib, CXSync, CWaylandIdle, CGSound).
RAW_CALL = re.compile(r"\b(?:g|gtk|adw|gdk|gsk|graphene|pango|cairo|cglib|cxsync|cwayland|cgsound)_[a-z0-9_]+\(")
# What is no code: a line's comment (a `//` outside a string is taken to start one).
COMMENT = re.compile(r"//.*$", re.M)


def raw_calls(text):
    """The raw C calls in Swift source `text`, comments left out, in order."""
    return RAW_CALL.findall(COMMENT.sub("", text))


def checked_files():
    for root in CHECKED:
        for folder, _, names in os.walk(root):
            for name in sorted(names):
                if name.endswith(".swift"):
                    yield name, os.path.join(folder, name)


class BindingsTests(unittest.TestCase):
    def test_the_frontend_calls_c_only_where_it_draws(self):
        found, drawing = {}, 0
        for name, path in checked_files():
            with open(path, encoding="utf-8") as source:
                calls = raw_calls(source.read())
            if name in DRAWING:
                drawing += len(calls)
            elif calls:
                found[name] = calls
        self.assertEqual(found, {}, "raw C calls outside the drawing code: bind them in GtkInterop or GLibInterop")
        self.assertGreater(drawing, 0, "the drawing code was not found where the check looks")

    def test_the_check_finds_a_call_and_leaves_comments_and_bindings(self):
        text = """
    // g_getenv("HOME") in a comment is no call
    let name = ProcessEnvironment.value(of: "HOME")
    let window = adw_application_window_new(application)
    gtk_widget_show(window)  // shown: gtk_window_present(window) would raise it
    cxsync_idle_watch_for(&watch, 0); cgsound_load(&library)
"""
        self.assertEqual(raw_calls(text), ["adw_application_window_new(", "gtk_widget_show(", "cxsync_idle_watch_for(",
                                           "cgsound_load("])


if __name__ == "__main__":
    unittest.main()
