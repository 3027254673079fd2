// The stopwatch's GtkApplication, in C: a GObject subclass overrides a class method, which
// Swift cannot do. (C interop corner of the GTK frontend; ARCHITECTURE.md, "Rules".)
#ifndef STOPWATCH_APPLICATION_H
#define STOPWATCH_APPLICATION_H

#include <gtk/gtk.h>

/// A GtkApplication that, launched a second time, hands the running one the launcher's
/// Wayland activation token (XDG_ACTIVATION_TOKEN, or DESKTOP_STARTUP_ID) along with the
/// activation, as "desktop-startup-id": GTK 4.8's own remote side never sends it, so the
/// running app could not bring its window to the front.
GtkApplication *stopwatch_application_new(const char *application_id, GApplicationFlags flags);

#endif
