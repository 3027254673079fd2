import StopwatchCore

/// Mending a mistake on the current stopwatch (``MendingViewModel``): the Adjust Time dialog,
/// a correction, a lap removed, a lap's note edited in its row.
public enum MendCommand: Hashable, Sendable {
    /// Open the Adjust Time dialog.
    case openTimeAdjustment
    /// Ask when: open the dialog that starts a stopwatch not yet started as of a moment ago
    /// ("Started … ago"), or pauses a running one so ("Paused … ago").
    case askWhen
    /// Pause the running stopwatch as of this many milliseconds ago (undoable).
    case pauseEarlier(milliseconds: Int64)
    /// What the Adjust Time dialog was given: apply it (undoable).
    case applyTimeAdjustment(TimeAdjustmentInput)
    /// Close the Adjust Time dialog; nothing changes.
    case cancelTimeAdjustment
    /// Add milliseconds to the time (negative: take away; undoable).
    case adjustTime(milliseconds: Int64)
    /// Remove lap `number` (1 is the first; undoable).
    case removeLap(Int)
    /// Edit the note of lap `number` in its row.
    case editNote(Int)
    /// Give lap `number` a note (an empty one takes it away).
    case noteLap(Int, String)
    /// Stop editing a lap's note; the old note stays.
    case cancelNote

    public var name: String {
        switch self {
        case .openTimeAdjustment: "open-adjust-time"
        case .askWhen: "ask-when"
        case .pauseEarlier: "pause-earlier"
        case .applyTimeAdjustment: "apply-time-adjustment"
        case .cancelTimeAdjustment: "cancel-time-adjustment"
        case .adjustTime: "adjust-time"
        case .removeLap: "remove-lap"
        case .editNote: "edit-lap-note"
        case .noteLap: "note-lap"
        case .cancelNote: "cancel-lap-note"
        }
    }

    /// Whether it corrects the time (+ and −): a stopwatch command, sent by a plain key.
    var isCorrection: Bool {
        switch self {
        case .adjustTime: true
        case .openTimeAdjustment, .askWhen, .pauseEarlier, .applyTimeAdjustment, .cancelTimeAdjustment, .removeLap, .editNote,
            .noteLap, .cancelNote:
            false
        }
    }

    /// What it does to one stopwatch, for the commands that change one (a correction, a
    /// removal, a note); `nil` for the dialog and the editor.
    var mend: Mend? {
        switch self {
        case .adjustTime(let milliseconds): .adjustTime(milliseconds: milliseconds)
        case .pauseEarlier(let milliseconds): .pauseEarlier(milliseconds: milliseconds)
        case .removeLap(let number): .removeLap(number)
        case .noteLap(let number, let text): .noteLap(number, text)
        case .openTimeAdjustment, .askWhen, .applyTimeAdjustment, .cancelTimeAdjustment, .editNote, .cancelNote: nil
        }
    }
}
