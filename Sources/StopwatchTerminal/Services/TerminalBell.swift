import StopwatchPresentation

/// An alert's sound in a terminal: its bell, whichever alert (a terminal has one sound). The
/// terminal, or tmux, decides what a bell does: a beep, a flash, a mark on the window.
@MainActor
final class TerminalBell: AlertSoundPlayer {
    private let curses: Curses

    init(curses: Curses) {
        self.curses = curses
    }

    func play(_ sound: AlertSound) {
        curses.bell()
    }
}
