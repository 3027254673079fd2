// ncurses (wide characters) for the terminal frontend, plus what Swift cannot do itself:
// macros, variadic functions, and a crash handler that must be async-signal-safe.
#ifndef STOPWATCH_CNCURSES_SHIM_H
#define STOPWATCH_CNCURSES_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <curses.h>
#include <locale.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

// Key codes and attributes that curses.h defines as macros.
static const int cncurses_key_resize = KEY_RESIZE;
static const int cncurses_key_up = KEY_UP;
static const int cncurses_key_down = KEY_DOWN;
static const int cncurses_key_left = KEY_LEFT;
static const int cncurses_key_right = KEY_RIGHT;
static const int cncurses_key_page_up = KEY_PPAGE;
static const int cncurses_key_page_down = KEY_NPAGE;
static const int cncurses_key_home = KEY_HOME;
static const int cncurses_key_end = KEY_END;
static const int cncurses_key_enter = KEY_ENTER;
static const int cncurses_key_delete = KEY_DC;
static const int cncurses_key_backspace = KEY_BACKSPACE;
static const int cncurses_key_tab_back = KEY_BTAB;
static const int cncurses_err = ERR;
static inline attr_t cncurses_bold(void) { return A_BOLD; }
static inline attr_t cncurses_dim(void) { return A_DIM; }
static inline attr_t cncurses_reverse(void) { return A_REVERSE; }
static inline attr_t cncurses_color_pair(short pair) { return COLOR_PAIR(pair); }

// stdscr is a global variable, which Swift 6 will not touch: these reach it for Swift.
static inline void cncurses_set_input_modes(void) {
    keypad(stdscr, TRUE);
    nodelay(stdscr, TRUE);
}
static inline int cncurses_rows(void) { return getmaxy(stdscr); }
static inline int cncurses_columns(void) { return getmaxx(stdscr); }

// mvaddstr is a macro; attributes as one call.
static inline void cncurses_put(int row, int column, const char *text, attr_t attributes) {
    attron(attributes);
    mvaddstr(row, column, text);
    attroff(attributes);
}

// The terminal's size now, from the tty (after SIGWINCH).
static inline void cncurses_terminal_size(int *rows, int *columns) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_row > 0 && size.ws_col > 0) {
        *rows = size.ws_row;
        *columns = size.ws_col;
    }
}

#endif
