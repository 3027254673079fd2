import StopwatchCore
import StopwatchPresentation

/// Reads the keys curses holds and hands each on as a ``TerminalInput`` with the event it
/// came from: in batches, so the main loop (and the signals it dispatches) gets its turn
/// whatever curses does, and once more after the escape delay for a lone Escape.
@MainActor
final class TerminalKeyReader {
    typealias Handler = @MainActor (TerminalInput, TerminalKeyEvent?) -> Void

    /// Keys handled in one turn of the main loop at most. Curses keeps keys of its own that
    /// no file descriptor shows, so a loop that reads "until there are none" trusts curses to
    /// run dry; this one gives the main loop its turn after every batch.
    private static let keysPerTurn = 64

    private let curses: Curses
    private let scheduler: Scheduler
    private let handler: Handler
    /// The next look at keys curses may still hold.
    private var pending: ScheduledAction?

    init(curses: Curses, scheduler: Scheduler, handler: @escaping Handler) {
        self.curses = curses
        self.scheduler = scheduler
        self.handler = handler
    }

    /// Reads the keys curses has; `afterInput`: the terminal had input (rather than a look
    /// this reader scheduled).
    func read(afterInput: Bool = true) {
        pending?.cancel()
        pending = nil
        var handled = 0
        while handled < Self.keysPerTurn, let event = curses.nextKey() {
            handled += 1
            // Alt and a digit come as Escape and the digit together.
            if event == .character(27), let next = curses.nextKey() {
                handled += 1
                if case .character(let code) = next, (48...57).contains(code) {
                    handler(.key(.alt(Character(Unicode.Scalar(code)!))), nil)
                    continue
                }
                handler(TerminalInput(event), nil)
                handler(TerminalInput(next), next)
                continue
            }
            handler(TerminalInput(event), event)
        }
        // More may wait in curses: read them on the next turn. Otherwise look once more after
        // the escape delay: a lone Escape waits in curses until then (it could start a key's
        // sequence), and nothing else wakes the loop for it.
        guard afterInput || handled > 0 else { return }
        let delay = handled == Self.keysPerTurn ? Duration.zero : Curses.escapeDelay + .milliseconds(15)
        pending = scheduler.schedule(after: delay) { [weak self] in self?.read(afterInput: false) }
    }

    func cancel() {
        pending?.cancel()
        pending = nil
    }
}
