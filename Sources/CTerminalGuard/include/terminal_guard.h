// Puts the terminal back when the terminal app crashes (C: a signal handler must be
// async-signal-safe, which Swift code cannot promise).
#ifndef STOPWATCH_TERMINAL_GUARD_H
#define STOPWATCH_TERMINAL_GUARD_H

/// Saves the terminal's settings as they are now, and on SIGSEGV, SIGBUS, SIGILL, SIGFPE,
/// SIGABRT or SIGTRAP puts them back, leaves the alternate screen and shows the cursor
/// before the signal ends the process as it would have.
void terminal_guard_install(void);

#endif
