import StopwatchCore

/// Every machine's mends of past sessions, kept as made (ARCHITECTURE.md, "Mends"): what they
/// make of the history is decided in the core (`MendedHistory`), over the sessions as stored.
extension SessionDatabase {
    /// Mends read back, at most: past it the latest are left out (a hostile folder's flood).
    static let maximumMends = 100_000

    /// Keeps `mend`; one kept already (the same line read twice) is kept once. Whether it was
    /// new. `sending`: this machine's own, put in the outbox to be written to its folder.
    @discardableResult
    func add(_ mend: SessionMend, sending: Bool = false) throws(SQLiteConnection.Failure) -> Bool {
        var new = false
        try connection.writeTransaction { () throws(SQLiteConnection.Failure) in
            new = try insert(mend)
            if new && sending { try enqueue(mend) }
        }
        return new
    }

    /// Puts this machine's `mend` in the outbox (its count; the mends of that count are read
    /// when it is written: ``waitingRecords(limit:machine:)``).
    private func enqueue(_ mend: SessionMend) throws(SQLiteConnection.Failure) {
        guard keepsOutbox else { return }
        try connection.run("INSERT INTO sync_outbox (id, removed) VALUES (?, 2)", [.integer(mend.stamp.count)])
    }

    /// Keeps `mend` within a transaction begun; whether it was new.
    func insert(_ mend: SessionMend) throws(SQLiteConnection.Failure) -> Bool {
        let row = Self.row(of: mend.change)
        try connection.run(
            """
            INSERT OR IGNORE INTO mends (maker, count, machine, session, kind, at_ms, text, other_machine, other_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(mend.stamp.machine.text), .integer(mend.stamp.count), .text(mend.session.machine.text),
                .integer(mend.session.id.rawValue), .integer(row.kind), .integer(row.at), .text(row.text),
                .text(row.otherMachine), .integer(row.otherID),
            ])
        return connection.changes > 0
    }

    /// Every mend kept, oldest by stamp first; rows that hold what no mend may (a machine id
    /// or an instant out of bounds, an unknown kind) are left out.
    func mends() throws(SQLiteConnection.Failure) -> [SessionMend] {
        try mends(where: "1", [])
    }

    /// `machine`'s mends of count `count` (one, but for a data folder copied with its id).
    func mends(by machine: MachineID, count: Int64) throws(SQLiteConnection.Failure) -> [SessionMend] {
        try mends(where: "maker = ? AND count = ?", [.text(machine.text), .integer(count)])
    }

    private func mends(where condition: String, _ values: [SQLiteConnection.Value]) throws(SQLiteConnection.Failure) -> [SessionMend] {
        var mends: [SessionMend] = []
        try connection.run(
            """
            SELECT maker, count, machine, session, kind, at_ms, text, other_machine, other_id FROM mends
            WHERE \(condition) ORDER BY count, maker LIMIT \(Self.maximumMends)
            """, values
        ) { row in
            guard let maker = MachineID(row.text(0)), let machine = MachineID(row.text(2)),
                let change = Self.change(kind: row.integer(4), at: row.integer(5), text: row.text(6), other: (row.text(7), row.integer(8)))
            else { return }
            mends.append(
                SessionMend(
                    stamp: MendStamp(count: row.integer(1), machine: maker),
                    session: SessionRef(machine: machine, id: SessionID(rawValue: row.integer(3))), change: change))
        }
        return mends
    }

    /// What the mends kept make of the history, read at once (the command line's
    /// `--history`), as the repository reads it in the app; this machine's sessions under
    /// `thisMachine` (`nil`: none yet, so nothing mended).
    func mendedHistory(thisMachine: MachineID?) throws(SQLiteConnection.Failure) -> MendedHistory {
        let mends = try mends()
        guard let thisMachine, !mends.isEmpty else { return .none }
        let reads = MendedHistory.reads(of: mends)
        return MendedHistory(
            mends: mends, sessions: try sessions(near: reads.refs, names: reads.names, thisMachine: thisMachine),
            thisMachine: thisMachine)
    }

    /// The sessions stored that `refs` name, and every other session of the same machine whose
    /// stopwatch is theirs or one of `names` (ignoring case, as stopwatch names are compared):
    /// what the rules of mends read. This machine's sessions under `thisMachine`.
    func sessions(near refs: Set<SessionRef>, names: Set<String>, thisMachine: MachineID) throws(SQLiteConnection.Failure)
        -> [MachineSession]
    {
        var sessions: [MachineSession] = []
        for (machine, named) in Dictionary(grouping: refs, by: \.machine) {
            let ids = Set(named.map(\.id))
            let stored: [(id: SessionID, name: String)] = try storedNames(on: machine == thisMachine ? nil : machine)
            var wanted = Set(names.map { $0.lowercased() })
            for entry in stored where ids.contains(entry.id) { wanted.insert(entry.name.lowercased()) }
            let chosen = Set(stored.filter { ids.contains($0.id) || wanted.contains($0.name.lowercased()) }.map(\.id))
            guard !chosen.isEmpty else { continue }
            if machine == thisMachine {
                sessions += try ownSessions(chosen, as: machine)
            } else {
                // Only those chosen read whole (their run logs decoded), not the machine's year.
                let ids = "[" + chosen.map { String($0.rawValue) }.joined(separator: ",") + "]"
                sessions += try machineSessions(
                    where: "machine = ? AND id IN (SELECT value FROM json_each(?))", [.text(machine.text), .text(ids)])
            }
        }
        return sessions
    }

    /// Each session's id and its stopwatch's name (`""` for this machine's from before names),
    /// this machine's (`nil`) or `machine`'s.
    private func storedNames(on machine: MachineID?) throws(SQLiteConnection.Failure) -> [(id: SessionID, name: String)] {
        var stored: [(id: SessionID, name: String)] = []
        let query =
            machine == nil
            ? "SELECT id, COALESCE(stopwatch, '') FROM sessions" : "SELECT id, stopwatch FROM machine_sessions WHERE machine = ?"
        try connection.run(query, machine.map { [.text($0.text)] } ?? []) { row in
            stored.append((SessionID(rawValue: row.integer(0)), Self.name(row.text(1)) ?? ""))
        }
        return stored
    }

    /// This machine's sessions `ids`, as another machine keeps them (no laps but their number):
    /// three queries for them all (a stopwatch's year of sessions is read for a mend's rules),
    /// not three a session.
    private func ownSessions(_ ids: Set<SessionID>, as machine: MachineID) throws(SQLiteConnection.Failure) -> [MachineSession] {
        let chosen: [SQLiteConnection.Value] = [.text("[" + ids.map { String($0.rawValue) }.joined(separator: ",") + "]")]
        var spans: [Int64: [RunLog.Span]] = [:]
        try connection.run(
            "SELECT session, start_ms, end_ms FROM run_spans WHERE session IN (SELECT value FROM json_each(?)) ORDER BY session, start_ms",
            chosen
        ) { row in
            guard let start = TimeBounds.wallClock(milliseconds: row.integer(1)),
                let end = TimeBounds.wallClock(milliseconds: row.integer(2))
            else { return }
            spans[row.integer(0), default: []].append(RunLog.Span(start: start, end: end))
        }
        var credits: [Int64: [RunLog.Credit]] = [:]
        try connection.run(
            "SELECT session, at_ms, amount_ms FROM run_credits WHERE session IN (SELECT value FROM json_each(?)) ORDER BY session, at_ms",
            chosen
        ) { row in
            guard let at = TimeBounds.wallClock(milliseconds: row.integer(1)) else { return }
            credits[row.integer(0), default: []].append(RunLog.Credit(at: at, amount: Self.adjusted(row.integer(2))))
        }
        var sessions: [MachineSession] = []
        try connection.run(
            """
            SELECT id, started_at_ms, elapsed_ms, adjusted_ms, lap_count, COALESCE(stopwatch, '') FROM sessions
                WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id
            """, chosen
        ) { row in
            guard let startedAt = TimeBounds.wallClock(milliseconds: row.integer(1)),
                let elapsed = TimeBounds.elapsed(milliseconds: row.integer(2))
            else { return }
            let id = row.integer(0)
            sessions.append(
                MachineSession(
                    id: SessionID(rawValue: id), machine: machine, stopwatchName: Self.name(row.text(5)) ?? "", startedAt: startedAt,
                    elapsed: elapsed, adjusted: Self.adjusted(row.integer(3)), lapCount: Int(clamping: max(0, row.integer(4))),
                    runLog: RunLog(spans: spans[id] ?? [], credits: credits[id] ?? [])))
        }
        return sessions
    }

    // MARK: Rows

    /// A change as its row's columns: its kind, an instant or a length, a text, and the
    /// session it names besides its own (a join's other; a split's new number, on the maker).
    private static func row(of change: MendChange) -> (kind: Int64, at: Int64, text: String, otherMachine: String, otherID: Int64) {
        switch change {
        case .begin(let instant): (0, instant.wholeMilliseconds, "", "", 0)
        case .end(let instant): (1, instant.wholeMilliseconds, "", "", 0)
        case .length(let length): (2, length.wholeMilliseconds, "", "", 0)
        case .stopwatch(let name): (3, 0, name, "", 0)
        case .note(let note): (4, 0, note, "", 0)
        case .split(let instant, let id): (5, instant.wholeMilliseconds, "", "", id.rawValue)
        case .join(let other): (6, 0, "", other.machine.text, other.id.rawValue)
        case .remove: (7, 0, "", "", 0)
        }
    }

    /// The change a row holds, its values bounded as a mend line's are; `nil` for one no mend
    /// can make.
    private static func change(kind: Int64, at: Int64, text: String, other: (machine: String, id: Int64)) -> MendChange? {
        switch kind {
        case 0: TimeBounds.wallClock(milliseconds: at).map { .begin($0) }
        case 1: TimeBounds.wallClock(milliseconds: at).map { .end($0) }
        case 2: TimeBounds.elapsed(milliseconds: at).map { .length($0) }
        case 3: text.count <= StopwatchName.maximumLength ? .stopwatch(text) : nil
        case 4: text.count <= MendableSession.maximumNoteLength ? .note(text) : nil
        case 5: TimeBounds.wallClock(milliseconds: at).map { .split(at: $0, newID: SessionID(rawValue: other.id)) }
        case 6: MachineID(other.machine).map { .join(SessionRef(machine: $0, id: SessionID(rawValue: other.id))) }
        case 7: .remove
        default: nil
        }
    }
}
