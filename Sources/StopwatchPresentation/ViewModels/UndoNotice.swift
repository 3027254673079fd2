import StopwatchCore

/// The notice that offers to undo what was just thrown away: "Stopwatch reset · Undo",
/// "Session deleted · Undo". It goes by itself after ``Notice/duration``; once a new session
/// starts, a reset one can only be found in the history.
///
/// A part of ``AppViewModel``, which publishes its ``notice`` when ``onChange`` is called.
public final class UndoNotice {
    /// What Undo brings back.
    enum Undoable {
        case reset(Session)
        case deletion(Session)
    }

    /// Called each time the notice appears or goes.
    var onChange: (() -> Void)?
    /// Called after a deleted session came back.
    var onSessionRestored: (() -> Void)?
    private(set) var undoable: Undoable?
    private var timeout: ScheduledAction?
    private let scheduler: Scheduler
    private let useCases: StopwatchUseCases
    private let messages: (reset: String, deletion: String)
    private let undoButton: CommandButton

    init(scheduler: Scheduler, useCases: StopwatchUseCases, localizer: Localizer) {
        self.scheduler = scheduler
        self.useCases = useCases
        messages = (localizer.translate("Stopwatch reset"), localizer.translate("Session deleted"))
        undoButton = CommandButton(command: .undo, title: localizer.translate("Undo"))
    }

    deinit {
        timeout?.cancel()
    }

    /// The notice shown, if any.
    public var notice: Notice? {
        switch undoable {
        case .reset: Notice(message: messages.reset, action: undoButton)
        case .deletion: Notice(message: messages.deletion, action: undoButton)
        case nil: nil
        }
    }

    /// Resets the stopwatch, its session kept for Undo; whether there was anything to reset.
    func reset() -> Bool {
        guard let session = useCases.reset.execute() else { return false }
        show(.reset(session))
        return true
    }

    /// Deletes the past `session`, kept for Undo.
    func delete(_ session: Session) {
        useCases.history.delete(session)
        show(.deletion(session))
    }

    /// Shows the notice for `undoable`, for ``Notice/duration`` from now.
    private func show(_ undoable: Undoable) {
        self.undoable = undoable
        timeout?.cancel()
        timeout = scheduler.schedule(after: Notice.duration) { [weak self] in self?.dismiss() }
        onChange?()
    }

    /// Brings back what the notice offers, and dismisses it.
    func undo() {
        switch undoable {
        case .reset(let session): useCases.undoReset.execute(session)
        case .deletion(let session):
            useCases.history.restore(session)
            onSessionRestored?()
        case nil: break
        }
        dismiss()
    }

    /// Takes the notice away.
    func dismiss() {
        timeout?.cancel()
        timeout = nil
        guard undoable != nil else { return }
        undoable = nil
        onChange?()
    }

    /// The stopwatch is now `status`: a new session ends the reset's notice.
    func stopwatchDidChange(to status: StopwatchStatus) {
        if status != .initial, case .reset = undoable { dismiss() }
    }
}
