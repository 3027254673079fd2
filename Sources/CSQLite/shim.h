// SQLite 3 for the session history, plus what Swift cannot see directly (macros).
#ifndef STOPWATCH_CSQLITE_SHIM_H
#define STOPWATCH_CSQLITE_SHIM_H

#include <sqlite3.h>

// SQLITE_TRANSIENT is a macro over a function-pointer cast: SQLite copies the bytes at once.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

#endif
