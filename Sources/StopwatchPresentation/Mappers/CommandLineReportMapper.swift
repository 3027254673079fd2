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
        var writer = JSONWriter()
        writer.beginObject()
        writeStatusFields(state, elapsed: elapsed, tooltip: statusText(state, elapsed: elapsed), to: &writer)
        writer.end()
        return writer.text
    }

    /// The running app's current stopwatch, as `--start` and `--pause` print it once the app
    /// did what they asked: "Writing: running 05:00.00", or a JSON object of `name`, `status`
    /// (as the D-Bus `List` says it) and `elapsed_ms`.
    public func controlledText(name: String, status: String, elapsedMilliseconds: Int64, json: Bool) -> String {
        guard json else { return "\(name): \(status) \(timeMapper.text(for: .milliseconds(elapsedMilliseconds)))" }
        var writer = JSONWriter()
        writer.beginObject()
        writer.field("name", name)
        writer.field("status", status)
        writer.field("elapsed_ms", elapsedMilliseconds)
        writer.end()
        return writer.text
    }

    /// A goal as `stopwatch --goal` prints it once set: "Piano: 1 h a day", or a JSON object of
    /// `stopwatch`, `goal_ms` (`null` for none) and `period`.
    public func goalSet(name: String, goal: StopwatchGoal?, json: Bool) -> String {
        guard json else { return GoalTextMapper(localizer: localizer).goalSet(name: name, goal: goal) }
        var writer = JSONWriter()
        writer.beginObject()
        writer.field("stopwatch", name)
        if let goal {
            writer.field("goal_ms", goal.amount.wholeMilliseconds)
            writer.field("period", goal.period.rawValue)
        } else {
            writer.key("goal_ms")
            writer.null()
        }
        writer.end()
        return writer.text
    }

    private func writeStatusFields(_ state: StopwatchState, elapsed: Duration, tooltip: String, to writer: inout JSONWriter) {
        writer.field("status", state.status.rawValue)
        writer.field("elapsed_ms", elapsed.wholeMilliseconds)
        writer.field("laps", Int64(state.laps.count))
        writer.field("current_lap", Int64(state.currentLapNumber))
        writer.field("current_lap_ms", max(.zero, elapsed - state.laps.total).wholeMilliseconds)
        writer.field("text", timeMapper.wholeSecondsText(for: elapsed))
        writer.field("tooltip", tooltip)
        writer.field("class", state.status.rawValue)
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
    /// `name`, `status`, `elapsed_ms`, `laps`, `current_lap_ms`, whether it is `current`, and
    /// its `alerts` as the state file keeps them (`at_ms`, `every_ms` or null; ARCHITECTURE.md, "Told in time").
    /// With several, the tooltip lists them all. Then `elsewhere`: the stopwatches of the other
    /// machines of a sync folder (ARCHITECTURE.md, "On every machine"), each with its
    /// `machine`'s name, `name`, `status` and `elapsed_ms` at `wallClockNow`; a machine not
    /// heard from for ten minutes has its stopwatches' status `last-seen`, their time as it
    /// last wrote, and `seen_ms`, when that was.
    public func statusJSON(
        _ collection: StopwatchCollection, now: Duration, elsewhere: [MachineLiveState] = [], wallClockNow: Duration = .zero,
        goals: [StopwatchID: GoalProgress] = [:]
    ) -> String {
        let current = collection.current
        var writer = JSONWriter()
        writer.beginObject()
        writeStatusFields(current.state, elapsed: current.state.elapsed(at: now), tooltip: statusText(collection, now: now), to: &writer)
        writer.field("name", current.name)
        writer.key("stopwatches")
        writer.beginArray()
        for member in collection {
            let elapsed = member.state.elapsed(at: now)
            writer.beginObject()
            writer.field("id", Int64(member.id.rawValue))
            writer.field("name", member.name)
            writer.field("status", member.state.status.rawValue)
            writer.field("elapsed_ms", elapsed.wholeMilliseconds)
            writer.field("laps", Int64(member.state.laps.count))
            writer.field("current_lap_ms", max(.zero, elapsed - member.state.laps.total).wholeMilliseconds)
            writer.field("current", member.id == collection.currentID)
            writeAlerts(member.alerts, to: &writer)
            // Its goal (ARCHITECTURE.md, "Goals"): null and no period without one; done this period on
            // every machine, and the periods met in a row.
            if let progress = goals[member.id] {
                writer.field("goal_ms", progress.goal.amount.wholeMilliseconds)
                writer.field("period", progress.goal.period.rawValue)
                writer.field("done_ms", progress.done.wholeMilliseconds)
                writer.field("met", progress.isMet)
                writer.field("streak", Int64(progress.streak))
            } else {
                writer.key("goal_ms")
                writer.null()
            }
            writer.end()
        }
        writer.end()
        writer.key("elsewhere")
        writer.beginArray()
        for machine in elsewhere {
            let silent = machine.isSilent(at: wallClockNow)
            for stopwatch in machine.stopwatches {
                writer.beginObject()
                writer.field("machine", ElsewhereRowMapper.displayName(of: machine.machine, named: machine.machineName))
                writer.field("name", stopwatch.name)
                writer.field("status", silent ? "last-seen" : stopwatch.status.rawValue)
                writer.field("elapsed_ms", machine.elapsed(of: stopwatch, at: wallClockNow).wholeMilliseconds)
                if silent { writer.field("seen_ms", machine.since.wholeMilliseconds) }
                writer.end()
            }
        }
        writer.end()
        writer.end()
        return writer.text
    }

    private func writeAlerts(_ alerts: StopwatchAlerts, to writer: inout JSONWriter) {
        writer.key("alerts")
        writer.beginObject()
        writer.key("at_ms")
        writer.beginArray()
        for time in alerts.times { writer.value(time.wholeMilliseconds) }
        writer.end()
        writer.key("every_ms")
        if let interval = alerts.interval { writer.value(interval.wholeMilliseconds) } else { writer.null() }
        writer.end()
    }

    private func statusWord(_ status: StopwatchStatus) -> String {
        switch status {
        case .initial: localizer.translate("Ready")
        case .running: localizer.translate("Running")
        case .paused: localizer.translate("Paused")
        }
    }

    /// One line a session, newest first: date, total, lap count, best lap, the name of its
    /// stopwatch (when known) and, for another machine's, "On laptop"; a sentence when there
    /// is none.
    public func historyText(_ entries: [HistoryEntry]) -> String {
        guard !entries.isEmpty else { return localizer.translate("No sessions yet.") + "\n" }
        return entries.map { entry in
            let summary = entry.summary
            let row = rowMapper.row(for: summary)
            let details = [row.bestLap, row.adjusted, summary.stopwatchName, row.machine].compactMap { $0 }
            return ([row.date, row.total, row.lapCount] + details).joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// `[{"id": …, "machine": "laptop", "stopwatch": "Tea" or null, "started_at": …, "elapsed_ms": …, "adjusted_ms": …,
    /// "lap_count": …, "statistics": {…}, "laps": [{"duration_ms": …, "note": "…"}, …]}, …]`, newest first, one session
    /// a line. `machine` is where it ran (`thisMachine`, this machine's name, for its own);
    /// another machine's session has no laps here (`statistics` null, `laps` empty, `lap_count`
    /// as that machine counted them); ids are each machine's own. `adjusted_ms` is the sum of
    /// the user's corrections (0: a measured time); a lap's `note` is there only when it has
    /// one. `statistics` holds `average_ms`, `median_ms`, `best_ms`, `worst_ms` and
    /// `spread_ms` (ARCHITECTURE.md, "Laps at a glance"), `null` without laps. `session` names
    /// it to `--edit` and `--remove`: its `id` for this machine's, `machine_id:id` for another's.
    public func historyJSON(_ entries: [HistoryEntry], thisMachine: String) -> String {
        var writer = JSONWriter()
        writer.beginArray(.lines)
        for entry in entries {
            let summary = entry.summary
            let laps: LapHistory
            switch entry {
            case .here(let session): laps = session.laps
            case .elsewhere: laps = LapHistory()
            }
            writer.beginObject()
            writer.field("id", summary.id.rawValue)
            writer.field(
                "machine", summary.machine.map { ElsewhereRowMapper.displayName(of: $0, named: summary.machineName) } ?? thisMachine)
            writer.field("stopwatch", summary.stopwatchName)
            writer.field("started_at", summary.startedAt.wholeMilliseconds)
            writer.field("elapsed_ms", summary.elapsed.wholeMilliseconds)
            writer.field("adjusted_ms", summary.adjusted.wholeMilliseconds)
            writer.field("session", summary.machine.map { "\($0.text):\(summary.id.rawValue)" } ?? String(summary.id.rawValue))
            writer.field("lap_count", Int64(summary.lapCount))
            writer.key("statistics")
            writeStatistics(laps.statistics, to: &writer)
            writer.key("laps")
            writer.beginArray()
            laps.forEachLap { duration, note in
                writer.beginObject()
                writer.field("duration_ms", duration.wholeMilliseconds)
                if let note { writer.field("note", note.text) }
                writer.end()
            }
            writer.end()
            writer.end()
        }
        writer.end()
        writer.endLine()
        return writer.text
    }

    private func writeStatistics(_ statistics: LapStatistics?, to writer: inout JSONWriter) {
        guard let statistics else { return writer.null() }
        writer.beginObject()
        writer.field("average_ms", statistics.average)
        writer.field("median_ms", statistics.median)
        writer.field("best_ms", statistics.best)
        writer.field("worst_ms", statistics.worst)
        writer.field("spread_ms", statistics.spread)
        writer.end()
    }
}
