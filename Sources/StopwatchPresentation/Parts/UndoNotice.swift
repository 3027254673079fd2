import StopwatchCore

/// The notice that offers to undo what was just thrown away: "Stopwatch reset · Undo",
/// "Session deleted · Undo", "Session mended · Undo". It goes by itself after ``Notice/duration``; once a new session
/// starts, a reset one can only be found in the history.
///
/// A part of ``AppViewModel``, which publishes its ``notice`` when ``changes`` tells it. It
/// follows the stopwatches in the store: a new session on the one reset ends the notice.
@MainActor
final class UndoNotice: UndoRecording, CorrectionRecording, ForgetRecording, SessionMendRecording {
    /// What Undo brings back.
    enum Undoable {
        /// A session reset, and the stopwatch it was reset on.
        case reset(Session, StopwatchID)
        case deletion(Session)
        case removal(RemovedStopwatch)
        case adjustment(TimeAdjustment)
        /// A stopwatch paused as of a moment ago.
        case earlierPause(EarlierPause)
        case lapRemoval(RemovedLap)
        /// The time away taken, a correction a stopwatch.
        case awayTaken([TimeAdjustment])
        /// Another machine of a sync folder forgotten, and its name.
        case forgotten(MachineID, String)
        /// Past sessions mended, and the mends that put them back, in order.
        case sessionMend([(session: SessionRef, change: MendChange)])
        /// A session added by hand.
        case sessionAdded(SessionRef)
    }

    /// Told each time the notice appears or goes.
    let changes = ObserverList<Void>()
    private(set) var undoable: Undoable?
    private var timeout: ScheduledAction?
    private let scheduler: Scheduler
    private let useCases: StopwatchUseCases
    private let store: StopwatchStore
    private let subscriptions = Subscriptions()
    private let messages:
        (
            reset: String, deletion: String, removal: MessageTemplate, adjustment: String, earlierPause: String,
            lapRemoval: MessageTemplate, awayTaken: String, forgotten: MessageTemplate, sessionMend: String, sessionAdded: String
        )
    private let undoButton: CommandButton

    init(scheduler: Scheduler, useCases: StopwatchUseCases, store: StopwatchStore, localizer: Localizer) {
        self.scheduler = scheduler
        self.useCases = useCases
        self.store = store
        messages = (
            localizer.translate("Stopwatch reset"), localizer.translate("Session deleted"),
            // TRANSLATORS: the notice after a stopwatch was removed from the list; {name} is its name.
            MessageTemplate(localizer.translate("“{name}” removed"), names: ["name"]),
            localizer.translate("Time adjusted"),
            // TRANSLATORS: the notice after the stopwatch was paused as of a moment ago.
            localizer.translate("Paused earlier"),
            // TRANSLATORS: the notice after a lap was removed; {number} is its number.
            MessageTemplate(localizer.translate("Lap {number} removed"), names: ["number"]),
            // TRANSLATORS: the notice after the time away was taken from the stopwatches that ran.
            localizer.translate("Time away taken"),
            // TRANSLATORS: the notice after another computer of the sync folder was forgotten; {name} is its name.
            MessageTemplate(localizer.translate("“{name}” forgotten"), names: ["name"]),
            // TRANSLATORS: the notice after a past session was mended (its times, stopwatch, note, or split).
            localizer.translate("Session mended"),
            // TRANSLATORS: the notice after a session not timed was added by hand.
            localizer.translate("Session added")
        )
        undoButton = CommandButton(command: .undo, title: localizer.translate("Undo"))
        // A lap changes no session: only a start, a removal, a restore can end a reset's notice.
        subscriptions.keep(
            store.addCollectionObserver { [weak self] stopwatches, change in
                if change.changesList { self?.stopwatchesDidChange(stopwatches) }
            }, removedBy: store.removeCollectionObserver)
    }

    isolated deinit {
        timeout?.cancel()
    }

    /// Does what a notice command asks; the app ViewModel checked that it applies.
    func send(_ command: NoticeCommand) {
        switch command {
        case .undo: undo()
        case .dismiss: dismiss()
        }
    }

    /// The notice shown, if any.
    public var notice: Notice? {
        switch undoable {
        case .reset: Notice(message: messages.reset, action: undoButton)
        case .deletion: Notice(message: messages.deletion, action: undoButton)
        case .removal(let removed): Notice(message: messages.removal.filled(removed.member.name), action: undoButton)
        case .adjustment: Notice(message: messages.adjustment, action: undoButton)
        case .earlierPause: Notice(message: messages.earlierPause, action: undoButton)
        case .lapRemoval(let removed): Notice(message: messages.lapRemoval.filled(String(removed.number)), action: undoButton)
        case .awayTaken: Notice(message: messages.awayTaken, action: undoButton)
        case .forgotten(_, let name): Notice(message: messages.forgotten.filled(name), action: undoButton)
        case .sessionMend: Notice(message: messages.sessionMend, action: undoButton)
        case .sessionAdded: Notice(message: messages.sessionAdded, action: undoButton)
        case nil: nil
        }
    }

    /// Resets the stopwatch `id` (the current one when `nil`), its session kept for Undo;
    /// whether there was anything to reset.
    public func reset(on id: StopwatchID? = nil) -> Bool {
        let target = id ?? useCases.currentStopwatch
        guard let session = useCases.reset.execute(on: target) else { return false }
        show(.reset(session, target))
        return true
    }

    /// A stopwatch was removed: kept for Undo.
    public func remove(_ removed: RemovedStopwatch) {
        show(.removal(removed))
    }

    /// The time was corrected: kept for Undo.
    public func adjusted(_ adjustment: TimeAdjustment) {
        show(.adjustment(adjustment))
    }

    /// The stopwatch was paused as of a moment ago: kept for Undo.
    public func pausedEarlier(_ pause: EarlierPause) {
        show(.earlierPause(pause))
    }

    /// A lap was removed: kept for Undo.
    public func removedLap(_ removed: RemovedLap) {
        show(.lapRemoval(removed))
    }

    /// The time away was taken: kept for Undo, all together.
    public func tookAway(_ adjustments: [TimeAdjustment]) {
        show(.awayTaken(adjustments))
    }

    /// Forgets another machine: its time counted nowhere, kept for Undo.
    func forget(_ machine: MachineID, named name: String) {
        useCases.history.forget(machine)
        show(.forgotten(machine, name))
    }

    /// Deletes the past `session`, kept for Undo.
    public func delete(_ session: Session) {
        useCases.history.delete(session)
        show(.deletion(session))
    }

    /// A past session was mended: kept for Undo, as the mends that put it back.
    func mended(undoing: [(session: SessionRef, change: MendChange)]) {
        show(.sessionMend(undoing))
    }

    /// A session was added by hand: kept for Undo, as its removal.
    func added(_ session: SessionRef) {
        show(.sessionAdded(session))
    }

    /// Makes `mends` one after another: each is stamped after the one before.
    private func mend(_ mends: ArraySlice<(session: SessionRef, change: MendChange)>) {
        guard let mend = mends.first else { return }
        useCases.history.mend(mend.session, by: mend.change) { [weak self] problem in
            // Put back as far as the rules let it: a later mend may have taken its place.
            if problem == nil { self?.mend(mends.dropFirst()) }
        }
    }

    /// Shows the notice for `undoable`, for ``Notice/duration`` from now.
    private func show(_ undoable: Undoable) {
        self.undoable = undoable
        timeout?.cancel()
        timeout = scheduler.schedule(after: Notice.duration) { [weak self] in self?.dismiss() }
        changes.notify(())
    }

    /// Brings back what the notice offers, and dismisses it.
    func undo() {
        switch undoable {
        case .reset(let session, let id): useCases.undoReset.execute(session, on: id)
        case .removal(let removed): useCases.undoRemove.execute(removed)
        case .adjustment(let adjustment): useCases.undoAdjustTime.execute(adjustment)
        case .earlierPause(let pause): useCases.undoEarlierPause.execute(pause)
        case .lapRemoval(let removed): useCases.undoRemoveLap.execute(removed)
        case .awayTaken(let adjustments): for adjustment in adjustments.reversed() { useCases.undoAdjustTime.execute(adjustment) }
        case .deletion(let session):
            useCases.history.restore(session)
        case .forgotten(let machine, _): useCases.history.remember(machine)
        case .sessionMend(let mends): mend(mends[...])
        case .sessionAdded(let session): mend([(session, .remove)])
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
        changes.notify(())
    }

    /// The stopwatches changed: a new session on the one reset ends the reset's notice (as
    /// does that stopwatch's removal).
    private func stopwatchesDidChange(_ stopwatches: StopwatchCollection) {
        if case .reset(_, let id) = undoable, stopwatches[id]?.state.status ?? .running != .initial { dismiss() }
    }
}

extension UndoNotice: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { changes }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.hasNotice = undoable != nil
        inputs.canUndo = undoable != nil
    }
}

extension UndoNotice: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.notice = notice
    }
}
