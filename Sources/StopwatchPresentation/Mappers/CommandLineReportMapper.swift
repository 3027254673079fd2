import StopwatchCore

/// What the command line prints for scripts and people: the history (`--history`, `--json`).
/// Text is in the user's language; JSON is fixed, machine-readable and in milliseconds.
public struct CommandLineReportMapper: Sendable {
    private let localizer: Localizer
    private let rowMapper: HistoryRowMapper

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
        rowMapper = HistoryRowMapper(localizer: localizer)
    }

    /// One line a session, newest first: date, total, lap count and best lap; a sentence when
    /// there is none.
    public func historyText(_ sessions: [Session]) -> String {
        guard !sessions.isEmpty else { return localizer.translate("No sessions yet.") + "\n" }
        return sessions.map { session in
            let row = rowMapper.row(for: session.summary)
            return ([row.date, row.total, row.lapCount] + (row.bestLap.map { [$0] } ?? [])).joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// `[{"id": …, "started_at": …, "elapsed_ms": …, "laps": [{"duration_ms": …}, …]}, …]`,
    /// newest first, one session a line.
    public func historyJSON(_ sessions: [Session]) -> String {
        let lines = sessions.map { session in
            let laps = session.laps.durations.map { "{\"duration_ms\": \($0.wholeMilliseconds)}" }.joined(separator: ", ")
            return "  {\"id\": \(session.id.rawValue), \"started_at\": \(session.startedAt.wholeMilliseconds), "
                + "\"elapsed_ms\": \(session.elapsed.wholeMilliseconds), \"lap_count\": \(session.laps.count), \"laps\": [\(laps)]}"
        }
        return lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }
}
