import StopwatchCore

/// Says in the user's language why the stopwatch is not saved or the history cannot be read:
/// the adapters report a kind (``SaveProblem``, ``HistoryFailure``), this words it. The
/// system's own reasons are passed on as the system words them.
@MainActor
public struct ProblemMapper: Sendable {
    /// The title of the page shown instead of past sessions that cannot be read.
    public let historyUnavailable: String
    private let newerStateFile, newerHistory: String
    private let unmovable, damaged, pastSessionsUnreadable: MessageTemplate

    public init(localizer: Localizer = SourceLocalizer()) {
        // TRANSLATORS: why the stopwatch is not saved, after "Not saved: ".
        newerStateFile = localizer.translate("the state file is from a newer version of Stopwatch")
        unmovable = MessageTemplate(
            // TRANSLATORS: why the stopwatch is not saved, after "Not saved: "; {reason} is the system's.
            localizer.translate("the state file is unusable and cannot be moved aside ({reason})"),
            names: ["reason"])
        // TRANSLATORS: why past sessions cannot be read.
        newerHistory = localizer.translate("the history is from a newer version of Stopwatch")
        // TRANSLATORS: why past sessions cannot be read; {reason} is SQLite's, in English.
        damaged = MessageTemplate(localizer.translate("the history is damaged ({reason})"), names: ["reason"])
        historyUnavailable = localizer.translate("History Unavailable")
        pastSessionsUnreadable = MessageTemplate(localizer.translate("Past sessions cannot be read: {reason}"), names: ["reason"])
    }

    /// Why past sessions cannot be read, said under ``historyUnavailable``.
    public func unreadableHistory(_ failure: HistoryFailure) -> String {
        pastSessionsUnreadable.filled(words(for: failure))
    }

    /// Why nothing is saved: "No space left on device".
    public func words(for problem: SaveProblem) -> String {
        switch problem {
        case .system(let reason): reason
        case .newerVersion: newerStateFile
        case .unmovable(let reason): unmovable.filled(reason)
        }
    }

    /// Why the history cannot be read.
    public func words(for failure: HistoryFailure) -> String {
        switch failure {
        case .newerVersion: newerHistory
        case .damaged(let reason): damaged.filled(reason)
        case .unavailable(let reason): reason
        }
    }
}
