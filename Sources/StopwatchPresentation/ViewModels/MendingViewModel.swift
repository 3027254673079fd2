import StopwatchCore

/// Mending a mistake without losing the session: correcting the time (the Adjust Time
/// dialog), removing a lap pressed by mistake, and noting what a lap was (its note edited in
/// its row). Every frontend, D-Bus included, goes through here; a refusal comes back as its
/// reason, and changes nothing.
///
/// A part of ``AppViewModel``, given the use cases, the store and a ``CorrectionRecording``
/// for Undo; it publishes nothing itself: ``changes`` tells when the dialog or the editor
/// changed.
@MainActor
public final class MendingViewModel {
    /// Told each time the dialog or the note editor opens, closes or changes.
    let changes = ObserverList<Void>()
    /// The Adjust Time dialog, while it is open.
    public private(set) var timeAdjustment: TimeAdjustmentViewState?
    /// The note being edited in its row, if any.
    public private(set) var noteEditor: LapNoteEditor?
    private let useCases: StopwatchUseCases
    private let store: StopwatchStore
    private let corrections: CorrectionRecording
    private let problems: MendProblemMapper
    private let lapTitles: LapRowMapper
    private let words: Words
    /// The keys that mend, as buttons a terminal shows as hints: remove the lap under the
    /// cursor, edit its note, add or take away a minute.
    public let lapActions: [CommandButton]
    private let rowMenuTitles: (note: String, remove: String)

    /// The dialog's and the editor's words, translated once.
    private struct Words {
        let title, add, takeAway, started, ago, hours, minutes, seconds, explanation, startExplanation: String
        let adjust, start, cancel: String
        let noteLabel: MessageTemplate
        let notePlaceholder: String
    }

    /// The most hours the dialog takes: 100 years.
    static let maximumHours = Int(TimeBounds.maximumElapsedMilliseconds / 3_600_000)

    init(useCases: StopwatchUseCases, store: StopwatchStore, localizer: Localizer, corrections: CorrectionRecording) {
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
            started: localizer.translate("Started"), ago: localizer.translate("ago"),
            hours: localizer.translate("Hours"), minutes: localizer.translate("Minutes"), seconds: localizer.translate("Seconds"),
            explanation: localizer.translate("The lap in progress changes with it; completed laps keep their times."),
            startExplanation: localizer.translate("The stopwatch starts with this time already on it."),
            // TRANSLATORS: the Adjust Time dialog's buttons; the underscore marks the Alt key.
            adjust: localizer.translate("_Adjust"), start: localizer.translate("_Start"), cancel: localizer.translate("_Cancel"),
            // TRANSLATORS: the name screen readers give the field that edits a lap's note; {lap} is "Lap 3".
            noteLabel: MessageTemplate(localizer.translate("Note for {lap}"), names: ["lap"]),
            // TRANSLATORS: what the empty field for a lap's note shows.
            notePlaceholder: localizer.translate("What was this lap?")
        )
    }

    // MARK: Adjust Time

    /// Opens the Adjust Time dialog for the current stopwatch.
    func openTimeAdjustment() {
        let starts = store.state.status == .initial
        timeAdjustment = TimeAdjustmentViewState(
            title: words.title, startsStopwatch: starts, addLabel: words.add, takeAwayLabel: words.takeAway,
            startedLabel: words.started, agoLabel: words.ago, hoursLabel: words.hours, minutesLabel: words.minutes,
            secondsLabel: words.seconds, maximumHours: Self.maximumHours,
            explanation: starts ? words.startExplanation : words.explanation, problem: nil,
            confirm: CommandButton(command: .applyTimeAdjustment(TimeAdjustmentInput()), title: starts ? words.start : words.adjust),
            cancel: CommandButton(command: .cancelTimeAdjustment, title: words.cancel))
        changes.notify(())
    }

    /// Applies what the dialog was given: closes it, or keeps it open saying why not.
    func applyTimeAdjustment(_ input: TimeAdjustmentInput) {
        guard let dialog = timeAdjustment else { return }
        let milliseconds = Self.milliseconds(of: input, startsStopwatch: dialog.startsStopwatch)
        let reason = perform(.adjustTime(milliseconds: milliseconds), on: nil)
        timeAdjustment = reason == nil ? nil : dialog
        timeAdjustment?.problem = reason
        changes.notify(())
    }

    func cancelTimeAdjustment() {
        guard timeAdjustment != nil else { return }
        timeAdjustment = nil
        changes.notify(())
    }

    /// The signed milliseconds `input` asks for, each field held to what it may hold first.
    static func milliseconds(of input: TimeAdjustmentInput, startsStopwatch: Bool) -> Int64 {
        let hours = Int64(min(max(0, input.hours), maximumHours))
        let minutes = Int64(min(max(0, input.minutes), 59))
        let seconds = Int64(min(max(0, input.seconds), 59))
        let magnitude = ((hours * 60 + minutes) * 60 + seconds) * 1000
        return input.takesAway && !startsStopwatch ? -magnitude : magnitude
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
    func editNote(lap number: Int) {
        let laps = store.state.laps
        guard number >= 1, number <= laps.count else { return }
        noteEditor = LapNoteEditor(
            lap: number, text: laps.note(at: number - 1)?.text ?? "", limit: LapNote.maximumLength,
            accessibleLabel: words.noteLabel.filled(lapTitles.title(number)), placeholder: words.notePlaceholder)
        changes.notify(())
    }

    func cancelNote() {
        guard noteEditor != nil else { return }
        noteEditor = nil
        changes.notify(())
    }

    // MARK: Any frontend

    /// Carries out `command` on the stopwatch `id` (the current one when `nil`); the reason
    /// when it was refused, in the user's language, and then nothing changed.
    func perform(_ command: MendCommand, on id: StopwatchID?) -> String? {
        do throws(MendProblem) {
            switch command {
            case .adjustTime(let milliseconds):
                corrections.adjusted(try useCases.adjustTime.execute(.milliseconds(milliseconds), on: id))
            case .removeLap(let number):
                corrections.removedLap(try useCases.removeLap.execute(lap: number, on: id))
            case .noteLap(let number, let text):
                try useCases.noteLap.execute(lap: number, note: text, on: id)
                if noteEditor?.lap == number, id == nil || id == store.collection.currentID { closeNoteEditor() }
            }
            return nil
        } catch {
            let reason = problems.reason(error, lap: command.lapNumber)
            if case .noteLap(let number, let text) = command, let editor = noteEditor, editor.lap == number {
                noteEditor = LapNoteEditor(
                    lap: number, text: text, limit: editor.limit, accessibleLabel: editor.accessibleLabel,
                    placeholder: editor.placeholder, problem: reason)
                changes.notify(())
            }
            return reason
        }
    }

    /// The stopwatch changed: an editor of a lap that is no longer there (a reset, another
    /// stopwatch made current, the lap removed) closes.
    func stopwatchDidChange(_ state: StopwatchState) {
        if let editor = noteEditor, editor.lap > state.laps.count { closeNoteEditor() }
    }

    /// Another stopwatch became current: what was open was about the one before.
    func currentStopwatchChanged() {
        let wasOpen = noteEditor != nil || timeAdjustment != nil
        noteEditor = nil
        timeAdjustment = nil
        if wasOpen { changes.notify(()) }
    }

    private func closeNoteEditor() {
        noteEditor = nil
        changes.notify(())
    }
}

extension MendCommand {
    /// The lap a command names, for its refusal's words.
    fileprivate var lapNumber: Int? {
        switch self {
        case .adjustTime: nil
        case .removeLap(let number), .noteLap(let number, _): number
        }
    }
}
