// libadwaita 1.2 (Debian 12's) for the GTK frontend: GNOME's application, its style manager
// (the desktop's colour scheme and high contrast) and its widgets. Nothing newer than 1.2 is
// used, so it builds on bookworm and runs on newer.
#ifndef STOPWATCH_CADWAITA_SHIM_H
#define STOPWATCH_CADWAITA_SHIM_H

#include <adwaita.h>

// accessible-role is a construct-only property, set through g_object_new (variadic): a
// preferences group that a screen reader takes for a group (a panel), named by its title.
static inline GtkWidget *cadw_preferences_group_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(ADW_TYPE_PREFERENCES_GROUP, "accessible-role", role, NULL));
}

#endif
