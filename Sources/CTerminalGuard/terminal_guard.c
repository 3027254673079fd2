#include "terminal_guard.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static struct termios saved_settings;
static volatile sig_atomic_t settings_saved = 0;

// Only async-signal-safe calls: tcsetattr, write, raise.
static void restore_and_reraise(int signal_number) {
    static const char reset[] = "\033[0m\033[?1049l\033[?25h\r\n";
    if (settings_saved) tcsetattr(STDIN_FILENO, TCSANOW, &saved_settings);
    (void)!write(STDOUT_FILENO, reset, sizeof reset - 1);
    raise(signal_number);
}

void terminal_guard_install(void) {
    if (tcgetattr(STDIN_FILENO, &saved_settings) == 0) settings_saved = 1;
    const int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP };
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = restore_and_reraise;
    // Reset to the default action first, so raising again ends the process.
    action.sa_flags = SA_RESETHAND | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        sigaction(signals[index], &action, NULL);
    }
}
