import StopwatchCore

/// Why a correction was refused, in the user's language: shown in the dialog or the lap's
/// row, and returned to a script over D-Bus.
@MainActor
public struct MendProblemMapper: Sendable {
    private let nothingToAdjust: String
    private let moreThanTheLap: MessageTemplate
    private let pastTheLimit: String
    private let notStarted: String
    private let notRunning: String
    private let alreadyStarted: String
    private let beforeItRan: MessageTemplate
    private let noLaps: String
    private let noSuchStopwatch: String
    private let noSuchLap: MessageTemplate
    private let noteTooLong: MessageTemplate
    private let noteControlCharacters: String
    private let timeMapper = ElapsedTimeMapper()

    public init(localizer: Localizer) {
        nothingToAdjust = localizer.translate("Nothing to adjust: the time to add or take away is zero")
        // TRANSLATORS: {time} is how long the lap in progress is, "00:12.34".
        moreThanTheLap = MessageTemplate(
            localizer.translate("Only the lap in progress can be shortened, and it holds {time}"), names: ["time"])
        pastTheLimit = localizer.translate("A stopwatch counts up to 100 years")
        notStarted = localizer.translate("A stopwatch not yet started can only be given time")
        notRunning = localizer.translate("Only a running stopwatch can be paused as of a moment ago")
        alreadyStarted = localizer.translate("The stopwatch has already started")
        // TRANSLATORS: {time} is how long it ran since it started, resumed or took its last lap, "05:12.34".
        beforeItRan = MessageTemplate(
            localizer.translate("It can be paused at most {time} ago: since it started, resumed or took its last lap"), names: ["time"])
        noLaps = localizer.translate("There are no laps yet")
        noSuchStopwatch = localizer.translate("That stopwatch is no longer there")
        // TRANSLATORS: {number} is the lap asked for, {count} how many laps there are.
        noSuchLap = MessageTemplate(localizer.translate("There is no lap {number}: the laps are 1 to {count}"), names: ["number", "count"])
        // TRANSLATORS: {count} is the most characters a lap's note may have.
        noteTooLong = MessageTemplate(localizer.translate("A note holds at most {count} characters"), names: ["count"])
        noteControlCharacters = localizer.translate("A note cannot hold control characters such as line breaks")
    }

    /// Why `problem` refused a correction; `lap` is the lap number asked for, if any.
    public func reason(_ problem: MendProblem, lap: Int? = nil) -> String {
        switch problem {
        case .nothingToAdjust: nothingToAdjust
        case .moreThanTheLapInProgress(let available): moreThanTheLap.filled(timeMapper.text(for: available))
        case .pastTheLimit: pastTheLimit
        case .notStarted: notStarted
        case .notRunning: notRunning
        case .alreadyStarted: alreadyStarted
        case .beforeItRan(let available): beforeItRan.filled(timeMapper.text(for: available))
        case .noSuchStopwatch: noSuchStopwatch
        case .noSuchLap(let count) where count == 0: noLaps
        case .noSuchLap(let count): noSuchLap.filled(lap.map(String.init) ?? "?", String(count))
        case .note(.tooLong): noteTooLong.filled(String(LapNote.maximumLength))
        case .note(.controlCharacters): noteControlCharacters
        }
    }
}
