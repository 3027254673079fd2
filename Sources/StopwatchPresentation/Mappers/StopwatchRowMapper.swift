import StopwatchCore

/// Maps each stopwatch of the collection to its ``StopwatchRow``, and says why a name was
/// refused, in the user's language.
@MainActor
public struct StopwatchRowMapper: Sendable {
    private let timeMapper = ElapsedTimeMapper()
    private let spokenTime: SpokenTimeMapper
    private let statusWords: (ready: String, running: String, paused: String)
    private let spoken: MessageTemplate
    private let problems:
        (
            empty: String, tooLong: MessageTemplate, taken: MessageTemplate, full: MessageTemplate, gone: String,
            last: String
        )
    private let defaultName: MessageTemplate

    public init(localizer: Localizer = SourceLocalizer()) {
        spokenTime = SpokenTimeMapper(localizer: localizer)
        statusWords = (localizer.translate("Ready"), localizer.translate("Running"), localizer.translate("Paused"))
        // TRANSLATORS: a stopwatch in the list, as a screen reader says it: "Tea, running, 1 minute, 5 seconds".
        spoken = MessageTemplate(localizer.translate("{name}, {status}, {time}"), names: ["name", "status", "time"])
        problems = (
            localizer.translate("A stopwatch needs a name"),
            // TRANSLATORS: {count} is the most characters a stopwatch's name may have (60).
            MessageTemplate(localizer.translate("A name has at most {count} characters"), names: ["count"]),
            // TRANSLATORS: a name refused because another stopwatch has it; {name} is that stopwatch's name.
            MessageTemplate(localizer.translate("Another stopwatch is named “{name}”"), names: ["name"]),
            // TRANSLATORS: {count} is the most stopwatches there can be (100).
            MessageTemplate(localizer.translate("There can be at most {count} stopwatches"), names: ["count"]),
            localizer.translate("That stopwatch was removed"),
            localizer.translate("The last stopwatch stays")
        )
        // TRANSLATORS: the name a new stopwatch gets; {number} counts them: "Stopwatch 2".
        defaultName = MessageTemplate(localizer.translate("Stopwatch {number}"), names: ["number"])
    }

    /// "Stopwatch 2".
    public func defaultName(_ number: Int) -> String {
        defaultName.filled(String(number))
    }

    /// The row of `member`, at `position` (from 1), at the monotonic reading `now`; `goal`, where
    /// its goal stands ("42 min of 1 h today", empty without one).
    public func row(for member: NamedStopwatch, position: Int, isCurrent: Bool, now: Duration, goal: String = "") -> StopwatchRow {
        let elapsed = member.state.elapsed(at: now)
        let status = statusWord(member.state.status)
        let said = spoken.filled(member.name, status, spokenTime.words(for: elapsed, hundredths: false))
        return StopwatchRow(
            id: member.id, name: member.name, time: timeMapper.wholeSecondsText(for: elapsed), status: status,
            isCurrent: isCurrent, position: position, spokenDescription: goal.isEmpty ? said : said + ", " + goal, goal: goal)
    }

    public func statusWord(_ status: StopwatchStatus) -> String {
        switch status {
        case .initial: statusWords.ready
        case .running: statusWords.running
        case .paused: statusWords.paused
        }
    }

    /// Why a change was refused, said plainly.
    public func problem(_ problem: StopwatchCollectionProblem) -> String {
        switch problem {
        case .full: problems.full.filled(String(StopwatchCollection.maximumCount))
        case .name(.empty): problems.empty
        case .name(.tooLong): problems.tooLong.filled(String(StopwatchName.maximumLength))
        case .name(.taken(let other)): problems.taken.filled(other)
        case .unknownStopwatch: problems.gone
        case .lastStopwatch: problems.last
        }
    }
}
