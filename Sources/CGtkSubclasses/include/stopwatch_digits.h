// Running digits for the GTK frontend, in C: a widget subclass overrides measure and
// snapshot, which Swift cannot do. (C interop corner of the GTK frontend; ARCHITECTURE.md,
// "Rules".)
#ifndef STOPWATCH_DIGITS_H
#define STOPWATCH_DIGITS_H

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define STOPWATCH_TYPE_DIGITS (stopwatch_digits_get_type())
G_DECLARE_FINAL_TYPE(StopwatchDigits, stopwatch_digits, STOPWATCH, DIGITS, GtkWidget)

/// A line of text that changes on every frame (the running time), drawn from glyphs shaped
/// once per font: setting its text lays nothing out and shapes nothing; a frame is one text
/// node. The font and colour come from CSS; digits are tabular (`tnum`), so the width moves
/// only when the number of characters does. It is as wide as its text and as tall as its
/// font, with a baseline; it tells assistive technology nothing by itself (its view names the
/// time in words).
GtkWidget *stopwatch_digits_new(void);

/// Shows `text` (UTF-8); the same text again does nothing.
void stopwatch_digits_set_text(StopwatchDigits *self, const char *text);

/// The text shown (UTF-8), owned by the widget.
const char *stopwatch_digits_get_text(StopwatchDigits *self);

/// The width, in pixels, `text` (UTF-8) would take in this widget, as it would draw it.
int stopwatch_digits_measure_text(StopwatchDigits *self, const char *text);

/// Where the text sits when the widget is wider than it: 0 at the start, 1 at the end.
void stopwatch_digits_set_xalign(StopwatchDigits *self, float xalign);

G_END_DECLS

#endif
