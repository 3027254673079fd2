import StopwatchCore

/// The stopwatch itself: start, pause, resume, lap and reset, on the current one (a key, a
/// button, the notification) or on one a call from outside targets (``BusControl``).
/// A reset goes through the undo notice, so that Undo brings it back.
///
/// A part of ``AppViewModel``, given the use cases and an ``UndoRecording``; ``resets`` tells
/// a reset of the current stopwatch, which a screen reader user hears of.
@MainActor
final class StopwatchControl: StopwatchCommanding {
    /// Told after the current stopwatch was reset by the user.
    let resets = ObserverList<Void>()
    private let useCases: StopwatchUseCases
    private weak var undo: UndoRecording?

    init(useCases: StopwatchUseCases, undo: UndoRecording) {
        self.useCases = useCases
        self.undo = undo
    }

    /// Does `command` on the current stopwatch; the app ViewModel checked that it applies.
    func send(_ command: StopwatchCommand) {
        switch command {
        case .toggle: useCases.toggle.execute()
        case .lap: useCases.lap.execute()
        case .reset: if undo?.reset(on: nil) == true { resets.notify(()) }
        case .pause: useCases.pause.execute()
        }
    }

    func perform(_ command: StopwatchCommand, on id: StopwatchID) {
        switch command {
        case .toggle: useCases.toggle.execute(on: id)
        case .lap: useCases.lap.execute(on: id)
        case .reset: _ = undo?.reset(on: id)
        case .pause: useCases.pause.execute(on: id)
        }
    }
}

extension StopwatchControl: AppPart {}
