import StopwatchCore

/// What the command line prints for scripts, panels and people: the stopwatch now
/// (`--status`, `--json`, `--follow`) and the history (`--history`). Text is in the user's
/// language; JSON is fixed, machine-readable and in milliseconds.
@MainActor
public struct CommandLineReportMapper: Sendable {
    private let localizer: Localizer
    private let rowMapper: HistoryRowMapper
    private let timeMapper: ElapsedTimeMapper
    private let lapRowMapper: LapRowMapper

    public init(localizer: Localizer = SourceLocalizer(), precision: TimePrecision = .hundredths) {
        timeMapper = ElapsedTimeMapper(precision: precision)
        self.localizer = localizer
        rowMapper = HistoryRowMapper(localizer: localizer, precision: precision)
        lapRowMapper = LapRowMapper(localizer: localizer, precision: precision)
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
        "{" + statusFields(state, elapsed: elapsed, tooltip: statusText(state, elapsed: elapsed)) + "}"
    }

    private func statusFields(_ state: StopwatchState, elapsed: Duration, tooltip: String) -> String {
        let currentLap = max(.zero, elapsed - state.laps.total)
        return "\"status\": \"\(state.status.rawValue)\", \"elapsed_ms\": \(elapsed.wholeMilliseconds), "
            + "\"laps\": \(state.laps.count), \"current_lap\": \(state.currentLapNumber), "
            + "\"current_lap_ms\": \(currentLap.wholeMilliseconds), \"text\": \"\(timeMapper.wholeSecondsText(for: elapsed))\", "
            + "\"tooltip\": \"\(escaped(tooltip))\", \"class\": \"\(state.status.rawValue)\""
    }

    /// Every stopwatch, one line each ("Tea  01:23.45  Running  Lap 4 00:12.34"); one
    /// stopwatch alone is printed as before, without its name.
    public func statusText(_ collection: StopwatchCollection, now: Duration) -> String {
        guard collection.count > 1 else { return statusText(collection.current.state, elapsed: collection.current.state.elapsed(at: now)) }
        return collection.members.map { member in
            member.name + "  " + statusText(member.state, elapsed: member.state.elapsed(at: now))
        }.joined(separator: "\n")
    }

    /// The current stopwatch's line, named when there are several: what `--follow` prints
    /// each second (one line, for panels).
    public func currentStatusText(_ collection: StopwatchCollection, now: Duration) -> String {
        let current = collection.current
        let line = statusText(current.state, elapsed: current.state.elapsed(at: now))
        return collection.count > 1 ? current.name + "  " + line : line
    }

    /// The current stopwatch's fields as ``statusJSON(_:elapsed:)`` prints them (so panels
    /// made for one stopwatch go on working), its `name`, and `stopwatches`: every one's `id`,
    /// `name`, `status`, `elapsed_ms`, `laps`, `current_lap_ms` and whether it is `current`.
    /// With several, the tooltip lists them all.
    public func statusJSON(_ collection: StopwatchCollection, now: Duration) -> String {
        let current = collection.current
        let elapsed = current.state.elapsed(at: now)
        let all = collection.members.map { member in
            let elapsed = member.state.elapsed(at: now)
            return
                "{\"id\": \(member.id.rawValue), \"name\": \"\(escaped(member.name))\", \"status\": \"\(member.state.status.rawValue)\", "
                + "\"elapsed_ms\": \(elapsed.wholeMilliseconds), \"laps\": \(member.state.laps.count), "
                + "\"current_lap_ms\": \(max(.zero, elapsed - member.state.laps.total).wholeMilliseconds), "
                + "\"current\": \(member.id == collection.currentID)}"
        }
        let fields = statusFields(current.state, elapsed: elapsed, tooltip: statusText(collection, now: now))
        return "{" + fields + ", \"name\": \"\(escaped(current.name))\", \"stopwatches\": [" + all.joined(separator: ", ") + "]}"
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
            case _ where scalar.value < 0x20:
                "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: String(scalar)
            }
        }.joined()
    }

    /// One line a session, newest first: date, total, lap count, best lap and the name of its
    /// stopwatch (when known); a sentence when
    /// there is none.
    public func historyText(_ sessions: [Session]) -> String {
        guard !sessions.isEmpty else { return localizer.translate("No sessions yet.") + "\n" }
        return sessions.map { session in
            let row = rowMapper.row(for: session.summary)
            let parts = [row.date, row.total, row.lapCount] + [row.bestLap, row.adjusted, session.stopwatchName].compactMap { $0 }
            return parts.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// `[{"id": …, "stopwatch": "Tea" or null, "started_at": …, "elapsed_ms": …, "adjusted_ms": …, "lap_count": …,
    /// "statistics": {…}, "laps": [{"duration_ms": …, "note": "…"}, …]}, …]`, newest first, one session a line.
    /// `adjusted_ms` is the sum of the user's corrections (0: a measured time); a lap's
    /// `note` is there only when it has one. `statistics`
    /// holds `average_ms`, `median_ms`, `best_ms`, `worst_ms` and `spread_ms` (ARCHITECTURE.md, "Laps at a glance"),
    /// `null` without laps.
    public func historyJSON(_ sessions: [Session]) -> String {
        let lines = sessions.map { session in
            var laps: [String] = []
            laps.reserveCapacity(session.laps.count)
            session.laps.forEachLap { duration, note in
                let noted = note.map { ", \"note\": \"\(escaped($0.text))\"" } ?? ""
                laps.append("{\"duration_ms\": \(duration.wholeMilliseconds)\(noted)}")
            }
            let name = session.stopwatchName.map { "\"\(escaped($0))\"" } ?? "null"
            return "  {\"id\": \(session.id.rawValue), \"stopwatch\": \(name), \"started_at\": \(session.startedAt.wholeMilliseconds), "
                + "\"elapsed_ms\": \(session.elapsed.wholeMilliseconds), \"adjusted_ms\": \(session.adjusted.wholeMilliseconds), "
                + "\"lap_count\": \(session.laps.count), "
                + "\"statistics\": \(statisticsJSON(session.laps.statistics)), \"laps\": [\(laps.joined(separator: ", "))]}"
        }
        return lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    private func statisticsJSON(_ statistics: LapStatistics?) -> String {
        guard let statistics else { return "null" }
        return "{\"average_ms\": \(statistics.average), \"median_ms\": \(statistics.median), \"best_ms\": \(statistics.best), "
            + "\"worst_ms\": \(statistics.worst), \"spread_ms\": \(statistics.spread)}"
    }
}
