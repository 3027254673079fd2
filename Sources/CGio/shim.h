// GIO for the adapters every frontend shares without GTK: the settings (GSettings).
#ifndef STOPWATCH_CGIO_SHIM_H
#define STOPWATCH_CGIO_SHIM_H

#include <gio/gio.h>

#endif
