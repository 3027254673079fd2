// GLib for the adapters every frontend shares (ticker, clocks, logger, main-loop mailbox,
// signals), GIO for the settings (GSettings), plus small inline wrappers for what Swift cannot call directly (macros, and
// functions that take a variable argument list).
#ifndef STOPWATCH_CGLIB_SHIM_H
#define STOPWATCH_CGLIB_SHIM_H

#include <gio/gio.h>
#include <glib.h>
#include <glib-unix.h>
#include <libintl.h>
#include <locale.h>
#include <malloc.h>
#include <time.h>

// mallopt's M_ARENA_MAX is glibc's: one heap for every thread of the process.
static inline void cglib_use_one_heap(void) { mallopt(M_ARENA_MAX, 1); }

// G_SOURCE_CONTINUE and G_SOURCE_REMOVE are macros.
static const gboolean cglib_source_continue = G_SOURCE_CONTINUE;
static const gboolean cglib_source_remove = G_SOURCE_REMOVE;

// CLOCK_BOOTTIME: monotonic, and it keeps counting through suspend.
static inline gint64 cglib_boottime_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_BOOTTIME, &now);
    return (gint64)now.tv_sec * 1000000000 + now.tv_nsec;
}

// A structured log record (g_log_structured itself is variadic), with the journal's PRIORITY.
static inline void cglib_log_structured(const char *domain, GLogLevelFlags level, const char *priority,
                                        const char *message) {
    const GLogField fields[] = {
        { "GLIB_DOMAIN", domain, -1 },
        { "MESSAGE", message, -1 },
        { "PRIORITY", priority, -1 },
    };
    g_log_structured_array(level, fields, G_N_ELEMENTS(fields));
}

#endif
