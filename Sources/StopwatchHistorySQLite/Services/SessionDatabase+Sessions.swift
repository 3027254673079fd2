import StopwatchCore

/// This machine's sessions: stored, removed, listed and read back whole.
extension SessionDatabase {
    func add(_ session: Session) throws(SQLiteConnection.Failure) {
        try connection.writeTransaction { () throws(SQLiteConnection.Failure) in
            // Stored again (an undo, then a reset again): what it counted goes first.
            try addQuarters(of: session.id, sign: -1)
            try connection.run(
                """
                INSERT OR REPLACE INTO sessions (id, started_at_ms, elapsed_ms, laps, lap_count, best_lap_ms, stopwatch, adjusted_ms)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    .integer(session.id.rawValue), .integer(session.startedAt.wholeMilliseconds),
                    .integer(session.elapsed.wholeMilliseconds), .blob(LapBlob.encode(session.laps)),
                    .integer(Int64(session.laps.count)), session.summary.bestLap.map { .integer($0.wholeMilliseconds) } ?? .null,
                    session.stopwatchName.map { .text($0) } ?? .null, .integer(session.adjusted.wholeMilliseconds),
                ]
            )
            try connection.run("DELETE FROM lap_notes WHERE session = ?", [.integer(session.id.rawValue)])
            try addRunLog(of: session)
            try enqueue(session.id, removed: false)
            guard session.laps.hasNotes else { return }
            var index: Int64 = 0
            var failure: SQLiteConnection.Failure?
            session.laps.forEachLap { _, note in
                defer { index += 1 }
                guard let note, failure == nil else { return }
                do {
                    try connection.run(
                        "INSERT INTO lap_notes (session, lap, note) VALUES (?, ?, ?)",
                        [.integer(session.id.rawValue), .integer(index), .text(note.text)])
                } catch let error as SQLiteConnection.Failure { failure = error } catch {}
            }
            if let failure { throw failure }
        }
    }

    func remove(_ id: SessionID) throws(SQLiteConnection.Failure) {
        try connection.writeTransaction { () throws(SQLiteConnection.Failure) in
            try addQuarters(of: id, sign: -1)
            try enqueue(id, removed: true)
            try connection.run("DELETE FROM sessions WHERE id = ?", [.integer(id.rawValue)])
            try connection.run("DELETE FROM lap_notes WHERE session = ?", [.integer(id.rawValue)])
            try connection.run("DELETE FROM run_spans WHERE session = ?", [.integer(id.rawValue)])
            try connection.run("DELETE FROM run_credits WHERE session = ?", [.integer(id.rawValue)])
            try connection.run("DELETE FROM run_quarters WHERE ms = 0")
            try connection.run("DELETE FROM run_hours WHERE ms = 0")
        }
    }

    /// When `session` ran, in place of what was kept of it. A session without a run log (from

    /// When `session` ran, in place of what was kept of it. A session without a run log (from
    /// before) has no rows: its time counts on the day it started (``runTimes(from:to:unnamed:)``).
    private func addRunLog(of session: Session) throws(SQLiteConnection.Failure) {
        let id = SQLiteConnection.Value.integer(session.id.rawValue)
        try connection.run("DELETE FROM run_spans WHERE session = ?", [id])
        try connection.run("DELETE FROM run_credits WHERE session = ?", [id])
        let log = session.runLog
        for span in log.spans {
            try connection.run(
                "INSERT INTO run_spans (session, start_ms, end_ms) VALUES (?, ?, ?)",
                [id, .integer(span.start.wholeMilliseconds), .integer(span.end.wholeMilliseconds)])
        }
        for credit in log.credits {
            try connection.run(
                "INSERT INTO run_credits (session, at_ms, amount_ms) VALUES (?, ?, ?)",
                [id, .integer(credit.at.wholeMilliseconds), .integer(credit.amount.wholeMilliseconds)])
        }
        try addQuarters(of: session.id, sign: 1)
    }

    /// Adds (`sign` 1) or takes away (-1) what session `id`, as stored, counts in each quarter
    /// hour: its spans cut at the quarters, its credits in theirs, or, without a run log, its

    /// Every session, newest first; rows holding impossible numbers are left out.
    /// `withOtherMachines`: the other machines' too (but those forgotten), each with its
    /// machine and the name it last gave itself; without, this machine's only.
    /// Kept (``SessionListCache``) while nothing it reads changes.
    func summaries(withOtherMachines: Bool = false) throws(SQLiteConnection.Failure) -> [SessionSummary] {
        let mark = try listMark()
        if let kept = listCache.summaries(withOtherMachines: withOtherMachines, at: mark) { return kept }
        var summaries: [SessionSummary] = []
        let others = """
            UNION ALL
            SELECT s.id, s.started_at_ms, s.elapsed_ms, s.lap_count, NULL, s.stopwatch, s.adjusted_ms, s.machine, m.name
                FROM machine_sessions s LEFT JOIN machines m ON m.machine = s.machine
                WHERE s.machine NOT IN (SELECT machine FROM machines_forgotten)
            """
        try connection.run(
            """
            SELECT id, started_at_ms, elapsed_ms, lap_count, best_lap_ms, stopwatch, adjusted_ms, NULL, NULL FROM sessions
            \(withOtherMachines ? others : "")
            ORDER BY 2 DESC, 1 DESC
            """
        ) { row in
            guard let startedAt = TimeBounds.wallClock(milliseconds: row.integer(1)),
                let elapsed = TimeBounds.elapsed(milliseconds: row.integer(2)),
                (0...Int64(LapBlob.maximumLaps)).contains(row.integer(3))
            else { return }
            let bestLap = row.isNull(4) ? nil : TimeBounds.elapsed(milliseconds: row.integer(4))
            let machine = row.isNull(7) ? nil : MachineID(row.text(7))
            guard row.isNull(7) || machine != nil else { return }
            summaries.append(
                SessionSummary(
                    id: SessionID(rawValue: row.integer(0)), startedAt: startedAt, elapsed: elapsed,
                    lapCount: Int(row.integer(3)), bestLap: bestLap,
                    stopwatchName: row.isNull(5) ? nil : Self.name(row.text(5)), adjusted: Self.adjusted(row.integer(6)),
                    machine: machine, machineName: row.isNull(8) ? nil : Self.name(row.text(8))))
        }
        listCache.keep(summaries, withOtherMachines: withOtherMachines, at: mark)
        return summaries
    }

    /// One session with its laps; `nil` when there is none, or it holds impossible numbers.
    func session(_ id: SessionID) throws(SQLiteConnection.Failure) -> Session? {
        var found: Session?
        var notes: [Int: LapNote] = [:]
        try connection.run("SELECT lap, note FROM lap_notes WHERE session = ?", [.integer(id.rawValue)]) { row in
            // A note that breaks the rules (written by hand) is left out; its lap is kept.
            guard let lap = Int(exactly: row.integer(0)), let note = try? LapNote.parse(row.text(1)) else { return }
            notes[lap] = note
        }
        try connection.run(
            "SELECT started_at_ms, elapsed_ms, laps, stopwatch, adjusted_ms FROM sessions WHERE id = ?", [.integer(id.rawValue)]
        ) { row in
            guard let startedAt = TimeBounds.wallClock(milliseconds: row.integer(0)),
                let elapsed = TimeBounds.elapsed(milliseconds: row.integer(1)),
                let laps = LapBlob.decode(row.blob(2), notes: notes)
            else { return }
            found = Session(
                id: id, startedAt: startedAt, elapsed: elapsed, laps: laps,
                stopwatchName: row.isNull(3) ? nil : Self.name(row.text(3)), adjusted: Self.adjusted(row.integer(4)))
        }
        guard let session = found else { return nil }
        return Session(
            id: id, startedAt: session.startedAt, elapsed: session.elapsed, laps: session.laps, stopwatchName: session.stopwatchName,
            adjusted: session.adjusted, runLog: try runLog(of: id))
    }

    /// When session `id` ran, as kept.
    func runLog(of id: SessionID) throws(SQLiteConnection.Failure) -> RunLog {
        var spans: [RunLog.Span] = []
        var credits: [RunLog.Credit] = []
        try connection.run("SELECT start_ms, end_ms FROM run_spans WHERE session = ? ORDER BY start_ms", [.integer(id.rawValue)]) { row in
            guard let start = TimeBounds.wallClock(milliseconds: row.integer(0)),
                let end = TimeBounds.wallClock(milliseconds: row.integer(1))
            else { return }
            spans.append(RunLog.Span(start: start, end: end))
        }
        try connection.run("SELECT at_ms, amount_ms FROM run_credits WHERE session = ? ORDER BY at_ms", [.integer(id.rawValue)]) { row in
            guard let at = TimeBounds.wallClock(milliseconds: row.integer(0)) else { return }
            credits.append(RunLog.Credit(at: at, amount: Self.adjusted(row.integer(1))))
        }
        return RunLog(spans: spans, credits: credits)
    }
}
