import StopwatchCore

/// What the command line prints for scripts, panels and people: the stopwatch now
/// (`--status`, `--json`, `--follow`) and the history (`--history`). Text is in the user's
/// language; JSON is fixed, machine-readable and in milliseconds.
public struct CommandLineReportMapper: Sendable {
    private let localizer: Localizer
    private let rowMapper: HistoryRowMapper
    private let timeMapper = ElapsedTimeMapper()
    private let lapRowMapper: LapRowMapper

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
        rowMapper = HistoryRowMapper(localizer: localizer)
        lapRowMapper = LapRowMapper(localizer: localizer)
    }

    /// "01:23.45  Running  Lap 4 00:12.34" (the lap only once started).
    public func statusText(_ state: StopwatchState, elapsed: Duration) -> String {
        var parts = [timeMapper.text(for: elapsed), statusWord(state.status)]
        if state.status != .initial {
            parts.append(lapRowMapper.title(state.currentLapNumber) + " " + timeMapper.text(for: max(.zero, elapsed - state.laps.total)))
        }
        return parts.joined(separator: "  ")
    }

    /// One JSON object on one line: `status`, `elapsed_ms`, `laps`, `current_lap`,
    /// `current_lap_ms`, and for panels (waybar) `text`, `tooltip` and `class`.
    public func statusJSON(_ state: StopwatchState, elapsed: Duration) -> String {
        let currentLap = max(.zero, elapsed - state.laps.total)
        return "{\"status\": \"\(state.status.rawValue)\", \"elapsed_ms\": \(elapsed.wholeMilliseconds), "
            + "\"laps\": \(state.laps.count), \"current_lap\": \(state.currentLapNumber), "
            + "\"current_lap_ms\": \(currentLap.wholeMilliseconds), \"text\": \"\(timeMapper.wholeSecondsText(for: elapsed))\", "
            + "\"tooltip\": \"\(escaped(statusText(state, elapsed: elapsed)))\", \"class\": \"\(state.status.rawValue)\"}"
    }

    private func statusWord(_ status: StopwatchStatus) -> String {
        switch status {
        case .initial: localizer.translate("Ready")
        case .running: localizer.translate("Running")
        case .paused: localizer.translate("Paused")
        }
    }

    /// `text` inside a JSON string.
    private func escaped(_ text: String) -> String {
        text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case _ where scalar.value < 0x20: "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                + String(scalar.value, radix: 16)
            default: String(scalar)
            }
        }.joined()
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

    /// `[{"id": …, "started_at": …, "elapsed_ms": …, "lap_count": …, "statistics": {…},
    /// "laps": [{"duration_ms": …}, …]}, …]`, newest first, one session a line. `statistics`
    /// holds `average_ms`, `median_ms`, `best_ms`, `worst_ms` and `spread_ms` (ARCHITECTURE.md, "Laps at a glance"),
    /// `null` without laps.
    public func historyJSON(_ sessions: [Session]) -> String {
        let lines = sessions.map { session in
            let laps = session.laps.durations.map { "{\"duration_ms\": \($0.wholeMilliseconds)}" }.joined(separator: ", ")
            return "  {\"id\": \(session.id.rawValue), \"started_at\": \(session.startedAt.wholeMilliseconds), "
                + "\"elapsed_ms\": \(session.elapsed.wholeMilliseconds), \"lap_count\": \(session.laps.count), "
                + "\"statistics\": \(statisticsJSON(session.laps.statistics)), \"laps\": [\(laps)]}"
        }
        return lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    private func statisticsJSON(_ statistics: LapStatistics?) -> String {
        guard let statistics else { return "null" }
        return "{\"average_ms\": \(statistics.average), \"median_ms\": \(statistics.median), \"best_ms\": \(statistics.best), "
            + "\"worst_ms\": \(statistics.worst), \"spread_ms\": \(statistics.spread)}"
    }
}
