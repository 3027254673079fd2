// The one C header of the project: GTK 4 itself, plus small inline wrappers for what Swift
// cannot call directly (macros, and functions that take a variable argument list).
#ifndef STOPWATCH_CGTK_SHIM_H
#define STOPWATCH_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <time.h>

// G_TYPE_STRING and friends are macros over G_TYPE_MAKE_FUNDAMENTAL.
static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }

// gtk_accessible_update_property takes a variable argument list.
static inline void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void cgtk_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

// CLOCK_BOOTTIME: monotonic, and it keeps counting through suspend.
static inline gint64 cgtk_boottime_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_BOOTTIME, &now);
    return (gint64)now.tv_sec * 1000000000 + now.tv_nsec;
}

// A structured log record (g_log_structured itself is variadic), with the journal's PRIORITY.
static inline void cgtk_log_structured(const char *domain, GLogLevelFlags level, const char *priority,
                                       const char *message) {
    const GLogField fields[] = {
        { "GLIB_DOMAIN", domain, -1 },
        { "MESSAGE", message, -1 },
        { "PRIORITY", priority, -1 },
    };
    g_log_structured_array(level, fields, G_N_ELEMENTS(fields));
}

// gtk_message_dialog_new takes a format string and a variable argument list.
static inline void cgtk_show_error(GtkWindow *parent, const char *primary, const char *secondary) {
    GtkWidget *dialog = gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                               GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);
    gtk_message_dialog_format_secondary_text(GTK_MESSAGE_DIALOG(dialog), "%s", secondary);
    g_signal_connect(dialog, "response", G_CALLBACK(gtk_window_destroy), NULL);
    gtk_window_present(GTK_WINDOW(dialog));
}

#endif
