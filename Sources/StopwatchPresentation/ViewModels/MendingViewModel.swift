import StopwatchCore

/// Mending a mistake without losing the session: correcting the time (the Adjust Time
/// dialog), removing a lap pressed by mistake, and noting what a lap was (its note edited in
/// its row). Every frontend, D-Bus included, goes through here; a refusal comes back as its
/// reason, and changes nothing.
///
/// A part of ``AppViewModel``, given the use cases, the store and a ``CorrectionRecording``
/// for Undo; ``changes`` tells when the dialog or the editor changed. It follows the current
/// stopwatch: what it had open closes when another one becomes current, or the lap edited is
/// gone.
@MainActor
final class MendingViewModel: MendPerforming {
    /// Told each time the dialog or the note editor opens, closes or changes.
    let changes = ObserverList<Void>()
    /// The Adjust Time dialog and the note being edited in its row, while open.
    public private(set) var viewState = MendingViewState()
    private let useCases: StopwatchUseCases
    private let store: StopwatchStore
    private weak var corrections: CorrectionRecording?
    private let logger: Logger?
    /// The stopwatch what is open is about.
    private var shownStopwatch: StopwatchID
    private let subscriptions = Subscriptions()
    private let problems: MendProblemMapper
    private let moments: WhenInputMapper
    /// The wall clock, for a moment typed in the dialog; `nil`: none can be typed.
    private let wallClock: WallClock?
    private let lapTitles: LapRowMapper
    private let words: Words
    /// The keys that mend, as buttons a terminal shows as hints: remove the lap under the
    /// cursor, edit its note, add or take away a minute.
    public let lapActions: [CommandButton]
    private let rowMenuTitles: (note: String, remove: String)
    /// The dialog's and the editor's words, translated once.
    private struct Words {
        let title, add, takeAway, started, paused, ago, hours, minutes, seconds, explanation, startExplanation: String
        let pauseTitle, pauseExplanation: String
        let agoChoice, atChoice, startedAt, stoppedAt, atPlaceholder: String
        let adjust, start, pause, cancel: String
        let noteLabel: MessageTemplate
        let notePlaceholder: String
    }

    /// The most hours the dialog takes: 100 years.
    static let maximumHours = Int(TimeBounds.maximumElapsedMilliseconds / 3_600_000)

    init(
        useCases: StopwatchUseCases, store: StopwatchStore, localizer: Localizer, corrections: CorrectionRecording, logger: Logger?,
        wallClock: WallClock? = nil
    ) {
        self.logger = logger
        self.wallClock = wallClock
        moments = WhenInputMapper(localizer: localizer)
        shownStopwatch = store.collection.currentID
        let titles = CommandTitleMapper(localizer: localizer)
        rowMenuTitles = (titles.title(for: .editLapNote(1)), titles.title(for: .removeLap(1)))
        lapActions = [
            CommandButton(command: .removeLap(1), title: titles.title(for: .removeLap(1))),
            CommandButton(command: .editLapNote(1), title: titles.title(for: .editLapNote(1))),
            // TRANSLATORS: a key hint: + adds a minute to the stopwatch's time.
            CommandButton(command: .adjustTime(milliseconds: KeyBindings.minuteNudge), title: localizer.translate("Add a Minute")),
            // TRANSLATORS: a key hint: − takes a minute away from the stopwatch's time.
            CommandButton(command: .adjustTime(milliseconds: -KeyBindings.minuteNudge), title: localizer.translate("Take Away a Minute")),
        ]
        self.useCases = useCases
        self.store = store
        self.corrections = corrections
        problems = MendProblemMapper(localizer: localizer)
        lapTitles = LapRowMapper(localizer: localizer)
        words = Words(
            title: localizer.translate("Adjust Time"),
            // TRANSLATORS: the Adjust Time dialog's choice: add time to the stopwatch, or take it away.
            add: localizer.translate("Add"), takeAway: localizer.translate("Take Away"),
            // TRANSLATORS: the Adjust Time dialog of a stopwatch not yet started reads "Started [1] h [5] min [0] s ago".
            started: localizer.translate("Started"),
            // TRANSLATORS: the dialog that pauses a running stopwatch as of a moment ago reads "Stopped [0] h [10] min [0] s ago".
            paused: localizer.translate("Stopped"), ago: localizer.translate("ago"),
            hours: localizer.translate("Hours"), minutes: localizer.translate("Minutes"), seconds: localizer.translate("Seconds"),
            explanation: localizer.translate("The lap in progress changes with it; completed laps keep their times."),
            startExplanation: localizer.translate("The stopwatch starts with this time already on it."),
            // TRANSLATORS: the title of the dialog that pauses a running stopwatch as of a moment ago.
            pauseTitle: localizer.translate("Pause Earlier"),
            pauseExplanation: localizer.translate("Its time becomes what it was then; the lap in progress ends there too."),
            // TRANSLATORS: the choice of the dialogs that ask when a stopwatch started or stopped: how long ago, or at what time.
            agoChoice: localizer.translate("How _Long Ago"), atChoice: localizer.translate("At a _Time"),
            // TRANSLATORS: the field of a moment, "Started at [9:05]", in the dialog that starts a stopwatch as of a moment ago.
            startedAt: localizer.translate("Started at"),
            // TRANSLATORS: the field of a moment, "Stopped at [14:05]", in the dialog that pauses a stopwatch as of a moment ago.
            stoppedAt: localizer.translate("Stopped at"),
            // TRANSLATORS: what the empty field of a moment shows: the forms it reads, kept as they are.
            atPlaceholder: localizer.translate("14:05 or yesterday 14:05"),
            // TRANSLATORS: the Adjust Time dialog's buttons; the underscore marks the Alt key.
            adjust: localizer.translate("_Adjust"), start: localizer.translate("_Start"), pause: localizer.translate("_Pause"),
            cancel: localizer.translate("_Cancel"),
            // TRANSLATORS: the name screen readers give the field that edits a lap's note; {lap} is "Lap 3".
            noteLabel: MessageTemplate(localizer.translate("Note for {lap}"), names: ["lap"]),
            // TRANSLATORS: what the empty field for a lap's note shows.
            notePlaceholder: localizer.translate("What was this lap?")
        )
        subscriptions.keep(store.addObserver { [weak self] state in self?.stopwatchDidChange(state) }, removedBy: store.removeObserver)
    }

    /// Does what a mend command asks, on the current stopwatch; the app ViewModel checked that
    /// it applies. A refusal of a correction, a removal or a note is said in the log, as
    /// nobody asked for an answer (a key, an action: the row or the dialog shows the reason).
    func send(_ command: MendCommand) {
        switch command {
        case .openTimeAdjustment: openTimeAdjustment()
        case .askWhen: askWhen()
        case .pauseEarlier(let milliseconds): mendLogged(.pauseEarlier(milliseconds: milliseconds))
        case .applyTimeAdjustment(let input): applyTimeAdjustment(input)
        case .cancelTimeAdjustment: cancelTimeAdjustment()
        case .adjustTime(let milliseconds): mendLogged(.adjustTime(milliseconds: milliseconds))
        case .removeLap(let number): mendLogged(.removeLap(number))
        case .editNote(let number): editNote(lap: number)
        case .noteLap(let number, let text): mendLogged(.noteLap(number, text))
        case .cancelNote: cancelNote()
        }
    }

    private func mendLogged(_ mend: Mend) {
        if let reason = perform(mend, on: nil) { logger?.info(reason) }
    }

    // MARK: Adjust Time

    /// Opens the Adjust Time dialog for the current stopwatch.
    private func openTimeAdjustment() {
        open(store.state.status == .initial ? .start : .adjust)
    }

    /// Asks when (Shift+Space): since how long a stopwatch not yet started has run, or since
    /// how long a running one has stood still; a paused one has nothing to ask.
    private func askWhen() {
        switch store.state.status {
        case .initial: open(.start)
        case .running: open(.pause)
        case .paused: break
        }
    }

    private func open(_ purpose: TimeAdjustmentViewState.Purpose) {
        let (title, explanation, confirm): (String, String, String) =
            switch purpose {
            case .adjust: (words.title, words.explanation, words.adjust)
            case .start: (words.title, words.startExplanation, words.start)
            case .pause: (words.pauseTitle, words.pauseExplanation, words.pause)
            }
        viewState.timeAdjustment = TimeAdjustmentViewState(
            title: title, purpose: purpose, addLabel: words.add, takeAwayLabel: words.takeAway,
            startedLabel: purpose == .pause ? words.paused : words.started, agoLabel: words.ago, hoursLabel: words.hours,
            minutesLabel: words.minutes, secondsLabel: words.seconds, maximumHours: Self.maximumHours, explanation: explanation,
            problem: nil, confirm: CommandButton(command: .applyTimeAdjustment(TimeAdjustmentInput()), title: confirm),
            cancel: CommandButton(command: .cancelTimeAdjustment, title: words.cancel))
        if purpose != .adjust, wallClock != nil, useCases.calendar != nil {
            viewState.timeAdjustment?.agoChoiceLabel = words.agoChoice
            viewState.timeAdjustment?.atChoiceLabel = words.atChoice
            viewState.timeAdjustment?.atLabel = purpose == .pause ? words.stoppedAt : words.startedAt
            viewState.timeAdjustment?.atPlaceholder = words.atPlaceholder
        }
        changes.notify(())
    }

    /// Applies what the dialog was given: closes it, or keeps it open saying why not.
    private func applyTimeAdjustment(_ input: TimeAdjustmentInput) {
        guard let dialog = viewState.timeAdjustment else { return }
        let milliseconds = Self.milliseconds(of: input, asksHowLongAgo: dialog.asksHowLongAgo)
        var mend: Mend = dialog.purpose == .pause ? .pauseEarlier(milliseconds: milliseconds) : .adjustTime(milliseconds: milliseconds)
        var reason: String?
        // A moment typed is read here, and the stopwatch starts or stops exactly then.
        if let at = input.at, dialog.asksHowLongAgo, let wallClock {
            switch moments.instant(at, now: TimeBounds.clampWallClock(wallClock.now()), calendar: useCases.calendar) {
            case .success(let instant): mend = dialog.purpose == .pause ? .pauseAt(instant) : .startAt(instant)
            case .failure(let refusal): reason = refusal.reason
            }
        }
        reason = reason ?? perform(mend, on: nil)
        viewState.timeAdjustment = reason == nil ? nil : dialog
        viewState.timeAdjustment?.problem = reason
        changes.notify(())
    }

    private func cancelTimeAdjustment() {
        guard viewState.timeAdjustment != nil else { return }
        viewState.timeAdjustment = nil
        changes.notify(())
    }

    /// The signed milliseconds `input` asks for, each field held to what it may hold first.
    static func milliseconds(of input: TimeAdjustmentInput, asksHowLongAgo: Bool) -> Int64 {
        let hours = Int64(min(max(0, input.hours), maximumHours))
        let minutes = Int64(min(max(0, input.minutes), TimeAdjustmentViewState.maximumMinutes))
        let seconds = Int64(min(max(0, input.seconds), TimeAdjustmentViewState.maximumSeconds))
        let magnitude = ((hours * 60 + minutes) * 60 + seconds) * 1000
        return input.takesAway && !asksHowLongAgo ? -magnitude : magnitude
    }

    /// The menu of the row of lap `number` in Laps: edit its note, remove it.
    public func rowMenu(lap number: Int) -> [CommandButton] {
        [
            CommandButton(command: .editLapNote(number), title: rowMenuTitles.note),
            CommandButton(command: .removeLap(number), title: rowMenuTitles.remove),
        ]
    }

    // MARK: Lap notes

    /// Starts editing the note of lap `number` of the current stopwatch.
    private func editNote(lap number: Int) {
        let laps = store.state.laps
        guard number >= 1, number <= laps.count else { return }
        viewState.noteEditor = LapNoteEditor(
            lap: number, text: laps.note(at: number - 1)?.text ?? "", limit: LapNote.maximumLength,
            accessibleLabel: words.noteLabel.filled(lapTitles.title(number)), placeholder: words.notePlaceholder,
            lapTitle: lapTitles.title(number))
        changes.notify(())
    }

    private func cancelNote() {
        guard viewState.noteEditor != nil else { return }
        viewState.noteEditor = nil
        changes.notify(())
    }

    // MARK: Any frontend

    /// Carries out `mend` on the stopwatch `id` (the current one when `nil`); the reason
    /// when it was refused, in the user's language, and then nothing changed.
    func perform(_ mend: Mend, on id: StopwatchID?) -> String? {
        do throws(MendProblem) {
            switch mend {
            case .adjustTime(let milliseconds):
                corrections?.adjusted(try useCases.adjustTime.execute(.milliseconds(milliseconds), on: id))
            case .pauseEarlier(let milliseconds):
                corrections?.pausedEarlier(try useCases.pause.execute(ago: .milliseconds(milliseconds), on: id))
            case .startEarlier(let milliseconds):
                if let started = try useCases.adjustTime.execute(startedAgo: .milliseconds(milliseconds), on: id) {
                    corrections?.adjusted(started)
                }
            case .startAt(let instant):
                corrections?.adjusted(try useCases.adjustTime.execute(startedAt: instant, on: id))
            case .pauseAt(let instant):
                corrections?.pausedEarlier(try useCases.pause.execute(at: instant, on: id))
            case .removeLap(let number):
                corrections?.removedLap(try useCases.removeLap.execute(lap: number, on: id))
            case .noteLap(let number, let text):
                try useCases.noteLap.execute(lap: number, note: text, on: id)
                if viewState.noteEditor?.lap == number, id == nil || id == store.collection.currentID { closeNoteEditor() }
            }
            return nil
        } catch {
            let reason = problems.reason(error, lap: mend.lapNumber)
            if case .noteLap(let number, let text) = mend, let editor = viewState.noteEditor, editor.lap == number {
                viewState.noteEditor = LapNoteEditor(
                    lap: number, text: text, limit: editor.limit, accessibleLabel: editor.accessibleLabel,
                    placeholder: editor.placeholder, problem: reason, lapTitle: editor.lapTitle)
                changes.notify(())
            }
            return reason
        }
    }

    /// The current stopwatch changed: what was open about another one that was current
    /// closes, and so does an editor of a lap that is no longer there (a reset, the lap
    /// removed).
    private func stopwatchDidChange(_ state: StopwatchState) {
        if store.collection.currentID != shownStopwatch {
            shownStopwatch = store.collection.currentID
            guard viewState != MendingViewState() else { return }
            viewState = MendingViewState()
            changes.notify(())
        } else if let editor = viewState.noteEditor, editor.lap > state.laps.count {
            closeNoteEditor()
        }
    }

    private func closeNoteEditor() {
        viewState.noteEditor = nil
        changes.notify(())
    }
}

extension MendingViewModel: AvailabilityTelling {
    var availabilityChanges: ObserverList<Void> { changes }

    func tell(_ inputs: inout CommandAvailabilityMapper.Inputs) {
        inputs.isAdjustingTime = viewState.timeAdjustment != nil
        inputs.isEditingNote = viewState.noteEditor != nil
    }
}

extension MendingViewModel: SlicePublishing {
    func publish(into state: inout AppViewState) {
        state.mending = viewState
    }
}
