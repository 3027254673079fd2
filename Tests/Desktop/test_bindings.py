"""Bindings are a library (ARCHITECTURE.md, "Layers"): the GTK frontend reaches GLib, GIO, GTK
and libadwaita through GtkInterop and GLibInterop, and calls their C functions itself only
where it draws (the digits, the lap chart, the totals' bars), which speaks to GTK's snapshot,
Pango and cairo frame by frame."""

import os
import re
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FRONTEND = os.path.join(ROOT, "Sources", "StopwatchGtk")
DRAWING = {"DigitsWidget.swift", "LapChartWidget.swift", "TotalsBarWidget.swift"}
# A call of a C function of GLib, GIO, GObject, GDK, GSK, GTK, Graphene, Pango, cairo or libadwaita.
RAW_CALL = re.compile(r"\b(?:g|gtk|adw|gdk|gsk|graphene|pango|cairo)_[a-z0-9_]+\(")
# What is no code: a line's comment (a `//` outside a string is taken to start one).
COMMENT = re.compile(r"//.*$", re.M)


def raw_calls(text):
    """The raw C calls in Swift source `text`, comments left out, in order."""
    return RAW_CALL.findall(COMMENT.sub("", text))


def frontend_files():
    for folder, _, names in os.walk(FRONTEND):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield name, os.path.join(folder, name)


class BindingsTests(unittest.TestCase):
    def test_the_frontend_calls_c_only_where_it_draws(self):
        found, drawing = {}, 0
        for name, path in frontend_files():
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
"""
        self.assertEqual(raw_calls(text), ["adw_application_window_new(", "gtk_widget_show("])


if __name__ == "__main__":
    unittest.main()
