import StopwatchCore

/// The Mend Session dialog of the past session shown (ARCHITECTURE.md, "Mends"): when it began
/// and ended, its stopwatch, its note, a moment to split it at. Each row mends only what it
/// names, and only when its text differs from what the dialog showed; the mends are made one
/// after another (so that each is stamped after the one before), a beginning moved after the
/// old end after the end, and a refusal stops there with the reason, the dialog open. What was
/// made is offered for Undo as the mends that put it back. A beginning or an end refused for
/// meeting another session of this machine's stopwatch comes with the offer to trim that one
/// (its end to the new beginning, or its beginning to the new end) and mend again; Undo puts
/// both back.
///
/// The Add Session dialog (from History) is the same without the note and the split: a session
/// not timed, of a stopwatch (the current one's name to start with), kept as this machine's,
/// offered for Undo as its removal.
///
/// A part of ``AppViewModel``, given the history's use cases, the session shown (its role), the
/// local calendar that moments are read and shown in, the store (the current stopwatch's name)
/// and the undo notice (its role).
@MainActor
final class SessionMendingViewModel {
    /// Told each time the dialog opens, closes or says why it refused.
    let changes = ObserverList<Void>()
    /// The dialog, while it is open.
    private(set) var viewState: SessionMendViewState?
    private let history: SessionHistoryUseCases
    private weak var sessions: SessionShowing?
    private let calendar: LocalCalendar?
    private let wallClock: WallClock?
    private weak var undo: SessionMendRecording?
    private let store: StopwatchStore
    /// Whether the dialog open adds a session rather than mends one.
    private var isAdding = false
    private let moments: WhenInputMapper
    private let problems: SessionMendProblemMapper
    private let words: Words
    /// The session mended and what its rows showed (what a row mends is what differs from it).
    private var opened: (ref: SessionRef, shown: SessionMendInput, begin: Duration, end: Duration)?
    /// Whether mends asked for are still being made: another Mend waits for them.
    private var isMending = false
    /// Whether the dialog waits for the session's note to open.
    private var isOpening = false
    /// What the fields held at the last Mend, to mend again once the session met is trimmed.
    private var lastInput: SessionMendInput?
    /// The trim offered: the session met, the mend that trims it and the one that puts it back.
    private var trim: (met: SessionRef, change: MendChange, undo: MendChange)?
    /// The trims made since the dialog opened, as the mends that put them back (Undo's, after
    /// the session's own).
    private var trimmed: [(session: SessionRef, change: MendChange)] = []

    private struct Words {
        let title, began, ended, stopwatch, note, splitAt, explanation, cancel, apply: String
        let addTitle, addExplanation, add: String
        let trim, join, noNext: String
    }

    init(
        history: SessionHistoryUseCases, sessions: SessionShowing, calendar: LocalCalendar?, wallClock: WallClock?,
        store: StopwatchStore, localizer: Localizer, undo: SessionMendRecording
    ) {
        self.store = store
        self.history = history
        self.sessions = sessions
        self.calendar = calendar
        self.wallClock = wallClock
        self.undo = undo
        moments = WhenInputMapper(localizer: localizer)
        problems = SessionMendProblemMapper(localizer: localizer)
        words = Words(
            title: localizer.translate("Mend Session"), began: localizer.translate("Began"), ended: localizer.translate("Ended"),
            stopwatch: localizer.translate("Stopwatch"), note: localizer.translate("Note"),
            // TRANSLATORS: the Mend Session dialog's row: a moment to split the session at, empty for none.
            splitAt: localizer.translate("Split At"),
            explanation: localizer.translate(
                "Times as 14:05, yesterday 14:05 or 2026-12-05 09:00. Moving the beginning keeps the end; a split makes the part after a session of its own."
            ),
            cancel: localizer.translate("_Cancel"),
            // TRANSLATORS: the Mend Session dialog's button that makes the changes.
            apply: localizer.translate("_Mend"), addTitle: localizer.translate("Add Session"),
            addExplanation: localizer.translate(
                "Times as 14:05, yesterday 14:05 or 2026-12-05 09:00. The session is kept as this computer's, counted on every one."),
            // TRANSLATORS: the Add Session dialog's button that adds the session.
            add: localizer.translate("_Add"),
            // TRANSLATORS: the Mend Session dialog's offer after a refusal that named the session met.
            trim: localizer.translate("_Trim That Session"),
            // TRANSLATORS: the Mend Session dialog's button: the next session of the stopwatch joined to this one.
            join: localizer.translate("_Join the Next Session"),
            noNext: localizer.translate("No later session of this stopwatch ran on that computer: there is nothing to join."))
    }

    /// Does what a session command of the dialog asks; the app ViewModel checked that it applies.
    func send(_ command: SessionCommand) {
        switch command {
        case .mend: open()
        case .mendListed(let machine, let id): openListed(machine: machine, id: id)
        case .add: openAdding()
        case .applyMend(let input): isAdding ? add(input) : apply(input)
        case .cancelMend: close()
        case .trimMet: trimMet()
        case .joinNext: joinNext()
        case .open, .delete: break
        }
    }

    private func open() {
        guard let session = sessions?.session, let machine = history.thisMachine, let calendar, !isOpening else { return }
        let ref = SessionRef(machine: machine, id: session.id)
        // Its note is the mends' only: read first, so that the field shows it and Undo puts it back.
        isOpening = true
        history.note(of: ref) { [weak self] note in
            self?.isOpening = false
            self?.open(session, as: ref, note: note, calendar: calendar)
        }
    }

    private func open(_ session: Session, as ref: SessionRef, note: String, calendar: LocalCalendar) {
        guard sessions?.session?.id == session.id else { return }
        let begin = session.runLog.spans.first?.start ?? session.startedAt
        let end = session.runLog.spans.last?.end ?? TimeBounds.sum(session.startedAt, session.elapsed)
        show(ref, begin: begin, end: end, stopwatch: session.stopwatchName ?? "", note: note, calendar: calendar)
    }

    /// A session of the list, any machine's, read as the mends leave it: another machine's has
    /// no screen of its own to mend it from.
    private func openListed(machine: MachineID?, id: SessionID) {
        guard let thisMachine = history.thisMachine, let calendar, !isOpening, viewState == nil else { return }
        let ref = SessionRef(machine: machine ?? thisMachine, id: id)
        isOpening = true
        history.mendable(ref) { [weak self] session in
            guard let self else { return }
            isOpening = false
            // Removed meanwhile (by a mend from another machine): nothing to mend.
            guard let session, let begin = session.begin, let end = session.end, viewState == nil else { return }
            show(ref, begin: begin, end: end, stopwatch: session.stopwatchName, note: session.note, calendar: calendar)
        }
    }

    private func show(_ ref: SessionRef, begin: Duration, end: Duration, stopwatch: String, note: String, calendar: LocalCalendar) {
        let shown = SessionMendInput(
            began: WhenInputMapper.text(begin, calendar: calendar), ended: WhenInputMapper.text(end, calendar: calendar),
            stopwatch: stopwatch, note: note)
        opened = (ref, shown, begin, end)
        viewState = SessionMendViewState(
            title: words.title, began: .init(title: words.began, text: shown.began), ended: .init(title: words.ended, text: shown.ended),
            stopwatch: .init(title: words.stopwatch, text: shown.stopwatch),
            note: .init(title: words.note, text: note, limit: MendableSession.maximumNoteLength),
            splitAt: .init(title: words.splitAt, text: ""), explanation: words.explanation, problem: nil,
            cancel: CommandButton(command: .session(.cancelMend), title: words.cancel),
            apply: CommandButton(command: .session(.applyMend(shown)), title: words.apply, emphasis: .suggested),
            trimTitle: words.trim, join: CommandButton(command: .session(.joinNext), title: words.join))
        changes.notify(())
    }

    /// Opens the Add Session dialog: the half hour up to now (to the minute), of the current stopwatch.
    private func openAdding() {
        guard let calendar, viewState == nil else { return }
        let now = TimeBounds.clampWallClock(wallClock?.now() ?? .zero)
        let end = Duration.seconds(now.components.seconds / 60 * 60)
        let begin = max(.zero, end - .seconds(1800))
        let shown = SessionMendInput(
            began: WhenInputMapper.text(begin, calendar: calendar), ended: WhenInputMapper.text(end, calendar: calendar),
            stopwatch: store.collection.current.name)
        isAdding = true
        opened = nil
        viewState = SessionMendViewState(
            title: words.addTitle, began: .init(title: words.began, text: shown.began), ended: .init(title: words.ended, text: shown.ended),
            stopwatch: .init(title: words.stopwatch, text: shown.stopwatch), note: nil, splitAt: nil, explanation: words.addExplanation,
            problem: nil, cancel: CommandButton(command: .session(.cancelMend), title: words.cancel),
            apply: CommandButton(command: .session(.applyMend(shown)), title: words.add, emphasis: .suggested))
        changes.notify(())
    }

    /// Adds the session the fields say, or says why not.
    private func add(_ input: SessionMendInput) {
        guard !isMending else { return }
        let begin: Duration
        let end: Duration
        switch (moment(input.began), moment(input.ended)) {
        case (.failure(let refusal), _), (_, .failure(let refusal)): return refuse(refusal.reason)
        case (.success(let from), .success(let to)): (begin, end) = (from, to)
        }
        isMending = true
        history.add(named: Self.trimmed(input.stopwatch), from: begin, to: end) { [weak self] result in
            guard let self else { return }
            isMending = false
            switch result {
            case .success(let ref):
                undo?.added(ref)
                close()
            case .failure(let problem):
                refuse(problems.reason(problem, thisMachine: history.thisMachine))
            }
        }
    }

    private func close() {
        guard viewState != nil else { return }
        // A trim made and the mend not made after it: still offered for Undo.
        if !trimmed.isEmpty { undo?.mended(undoing: trimmed.reversed()) }
        trimmed = []
        trim = nil
        lastInput = nil
        viewState = nil
        opened = nil
        isAdding = false
        changes.notify(())
    }

    /// One mend to make, and the one that puts it back.
    private typealias Step = (change: MendChange, undo: MendChange)

    private func apply(_ input: SessionMendInput) {
        guard let opened, !isMending else { return }
        lastInput = input
        offer(nil)
        let steps: [Step]
        do throws(WhenInputMapper.Refusal) {
            steps = try self.steps(from: input, opened: opened)
        } catch {
            return refuse(error.reason)
        }
        let split = Self.trimmed(input.splitAt)
        var splitAt: Duration?
        if !split.isEmpty {
            switch moment(split) {
            case .success(let instant): splitAt = instant
            case .failure(let refusal): return refuse(refusal.reason)
            }
        }
        guard !steps.isEmpty || splitAt != nil else { return close() }
        isMending = true
        make(steps[...], on: opened.ref, made: []) { [weak self] made, problem in
            guard let self else { return }
            if let problem {
                finish(input, made: made, problem: problem)
                return offerTrim(after: problem, failing: steps.dropFirst(made.count).first?.change)
            }
            guard let splitAt else { return finish(input, made: made, problem: nil) }
            history.split(opened.ref, at: splitAt) { [weak self] result in
                switch result {
                case .success(let part):
                    self?.finish(input, made: made + [(.split(at: splitAt, newID: part.id), .join(part))], problem: nil)
                case .failure(let problem): self?.finish(input, made: made, problem: problem)
                }
            }
        }
    }

    /// The mends the rows ask for, in the order to make them.
    private func steps(
        from input: SessionMendInput, opened: (ref: SessionRef, shown: SessionMendInput, begin: Duration, end: Duration)
    ) throws(WhenInputMapper.Refusal) -> [Step] {
        var steps: [Step] = []
        let name = Self.trimmed(input.stopwatch)
        if name != opened.shown.stopwatch { steps.append((.stopwatch(name), .stopwatch(opened.shown.stopwatch))) }
        if input.note != opened.shown.note { steps.append((.note(input.note), .note(opened.shown.note))) }
        var times: [Step] = []
        if Self.trimmed(input.began) != opened.shown.began {
            times.append((.begin(try moment(input.began).get()), .begin(opened.begin)))
        }
        if Self.trimmed(input.ended) != opened.shown.ended {
            times.append((.end(try moment(input.ended).get()), .end(opened.end)))
        }
        // Moved later than it ended: its end first, so that it never ends before it begins.
        if case .begin(let begin) = times.first?.change, begin >= opened.end { times.reverse() }
        return steps + times
    }

    private func moment(_ text: String) -> Result<Duration, WhenInputMapper.Refusal> {
        let now = TimeBounds.clampWallClock(wallClock?.now() ?? .zero)
        return moments.instant(Self.trimmed(text), now: now, calendar: calendar)
    }

    /// Makes `steps` one after another; `done` with those made and what stopped them.
    private func make(
        _ steps: ArraySlice<Step>, on session: SessionRef, made: [Step], done: @escaping ([Step], SessionMendProblem?) -> Void
    ) {
        guard let step = steps.first else { return done(made, nil) }
        history.mend(session, by: step.change) { [weak self] problem in
            guard let problem else {
                self?.make(steps.dropFirst(), on: session, made: made + [step], done: done)
                return
            }
            done(made, problem)
        }
    }

    /// The mends asked for by `input` are made (`made`), or stopped by `problem`.
    private func finish(_ input: SessionMendInput, made: [Step], problem: SessionMendProblem?) {
        isMending = false
        guard let opened else { return }
        // The session's own first: the one it met takes its time back once it is out of the way.
        let undoing = made.reversed().map { (session: opened.ref, change: $0.undo) } + trimmed.reversed()
        if !made.isEmpty {
            undo?.mended(undoing: undoing)
            trimmed = []
        }
        guard let problem else { return close() }
        refuse(problems.reason(problem, thisMachine: history.thisMachine))
        // What was made is what the rows show now: Mend again makes only what is left.
        if !made.isEmpty { self.opened = Self.reopened(opened, after: made, as: input) }
    }

    /// A beginning or an end that met another session of this machine: offer to trim that one,
    /// once its time is read (what Undo puts back).
    private func offerTrim(after problem: SessionMendProblem, failing change: MendChange?) {
        guard case .refused(.overlaps(let met)) = problem, met.machine == history.thisMachine else { return }
        history.open(met.id) { [weak self] result in
            guard let self, let session = (try? result.get()) ?? nil, viewState != nil else { return }
            let begin = session.runLog.spans.first?.start ?? session.startedAt
            let end = session.runLog.spans.last?.end ?? TimeBounds.sum(session.startedAt, session.elapsed)
            switch change {
            case .begin(let instant): trim = (met, .end(instant), .end(end))
            case .end(let instant): trim = (met, .begin(instant), .begin(begin))
            default: return
            }
            offer(CommandButton(command: .session(.trimMet), title: words.trim))
        }
    }

    /// Trims the session met as offered, then mends again what the fields held.
    private func trimMet() {
        guard let trim, let input = lastInput, !isMending else { return }
        isMending = true
        history.mend(trim.met, by: trim.change) { [weak self] problem in
            guard let self else { return }
            isMending = false
            self.trim = nil
            offer(nil)
            if let problem {
                return refuse(problems.reason(problem, thisMachine: history.thisMachine))
            }
            trimmed.append((trim.met, trim.undo))
            apply(input)
        }
    }

    /// Joins the session and the next of its stopwatch, as the mends leave them; Undo splits
    /// them again where the session ended (the later a session anew, under a new number).
    private func joinNext() {
        guard let opened, !isAdding, !isMending else { return }
        isMending = true
        offer(nil)
        history.nextOfItsStopwatch(after: opened.ref) { [weak self] next in
            guard let self else { return }
            guard let next else {
                isMending = false
                return refuse(words.noNext)
            }
            history.mend(opened.ref, by: .join(next)) { [weak self] problem in
                guard let self else { return }
                isMending = false
                if let problem { return refuse(problems.reason(problem, thisMachine: history.thisMachine)) }
                var random = SystemRandomNumberGenerator()
                let split = MendChange.split(at: opened.end, newID: .make(using: &random))
                undo?.mended(undoing: [(opened.ref, split)] + trimmed.reversed())
                trimmed = []
                close()
            }
        }
    }

    private func offer(_ trimButton: CommandButton?) {
        guard viewState != nil, viewState?.trim != trimButton else { return }
        viewState?.trim = trimButton
        changes.notify(())
    }

    private static func reopened(
        _ opened: (ref: SessionRef, shown: SessionMendInput, begin: Duration, end: Duration), after made: [Step],
        as input: SessionMendInput
    ) -> (ref: SessionRef, shown: SessionMendInput, begin: Duration, end: Duration) {
        var reopened = opened
        for step in made {
            switch step.change {
            case .stopwatch(let name): reopened.shown.stopwatch = name
            case .note(let note): reopened.shown.note = note
            case .begin(let instant): (reopened.begin, reopened.shown.began) = (instant, trimmed(input.began))
            case .end(let instant): (reopened.end, reopened.shown.ended) = (instant, trimmed(input.ended))
            case .length, .split, .join, .remove: break
            }
        }
        return reopened
    }

    /// `text` without spaces at its ends.
    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    private func refuse(_ reason: String) {
        guard viewState != nil else { return }
        viewState?.problem = reason
        changes.notify(())
    }
}

extension SessionMendingViewModel: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { changes }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.isMendingSession = viewState != nil
    }
}

extension SessionMendingViewModel: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.sessionMend = viewState
    }
}

extension SessionMendingViewModel: AppPart {}
