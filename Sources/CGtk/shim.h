// GTK 4 and libadwaita for the GTK frontend, plus small inline wrappers for what Swift cannot call directly
// (macros, and functions that take a variable argument list).
#ifndef STOPWATCH_CGTK_SHIM_H
#define STOPWATCH_CGTK_SHIM_H

#include <gtk/gtk.h>
// libadwaita 1.2 (Debian 12's): nothing newer is used, so it builds on bookworm and runs on newer.
#include <adwaita.h>

// G_TYPE_STRING and friends are macros over G_TYPE_MAKE_FUNDAMENTAL.
static inline GType cgtk_type_string(void) { return G_TYPE_STRING; }

// gtk_accessible_update_property and _relation take a variable argument list.
static inline void cgtk_accessible_set_label(GtkWidget *widget, const char *label) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void cgtk_accessible_set_description(GtkWidget *widget, const char *description) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

static inline void cgtk_accessible_set_position(GtkWidget *widget, int position, int size) {
    gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_POS_IN_SET, position,
                                   GTK_ACCESSIBLE_RELATION_SET_SIZE, size, -1);
}

static inline void cgtk_accessible_set_hidden(GtkWidget *widget, gboolean hidden) {
    gtk_accessible_update_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}

// A widget named by its own label, not by the widgets that labelled it.
static inline void cgtk_accessible_relabel(GtkWidget *widget, const char *label) {
    gtk_accessible_reset_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

// G_OBJECT_TYPE is a macro.
static inline GType cgtk_widget_type(GtkWidget *widget) { return G_OBJECT_TYPE(widget); }

// accessible-role is a construct-only property, set through g_object_new (variadic).
static inline GtkWidget *cgtk_box_new_with_role(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing,
                                   "accessible-role", role, NULL));
}

// A button that assistive technology takes for `role`: a row of a list that is one stop of the
// keyboard's Tab and arrows, with nothing to activate.
static inline GtkWidget *cgtk_button_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BUTTON, "accessible-role", role, NULL));
}

// A check button that assistive technology takes for `role`: GTK 4.8 names a grouped check
// button a check box, where it is a radio button.
static inline GtkWidget *cgtk_check_button_new_with_role(const char *label, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_CHECK_BUTTON, "label", label, "accessible-role", role, NULL));
}

// g_object_set is variadic: the checks and screenshots run with animations off.
static inline void cgtk_settings_set_animations(gboolean enabled) {
    g_object_set(gtk_settings_get_default(), "gtk-enable-animations", enabled, NULL);
}

// accessible-role is a construct-only property, set through g_object_new (variadic): a
// preferences group that a screen reader takes for a group (a panel), named by its title.
static inline GtkWidget *cadw_preferences_group_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(ADW_TYPE_PREFERENCES_GROUP, "accessible-role", role, NULL));
}


#endif
