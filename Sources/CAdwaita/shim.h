// libadwaita 1.2 (Debian 12's) for the GTK frontend: GNOME's application, its style manager
// (the desktop's colour scheme and high contrast) and its widgets. Nothing newer than 1.2 is
// used, so it builds on bookworm and runs on newer.
#ifndef STOPWATCH_CADWAITA_SHIM_H
#define STOPWATCH_CADWAITA_SHIM_H

#include <adwaita.h>

#endif
