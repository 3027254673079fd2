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
        // The mends and the outbox only: the list read before stays kept.
        try outsideTheList { () throws(SQLiteConnection.Failure) in
            try connection.writeTransaction { () throws(SQLiteConnection.Failure) in
                new = try insert(mend)
                if new && sending { try enqueue(mend) }
            }
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
        return MendedHistory(
            mends: mends, sessions: try sessions(read: MendReads(of: mends), thisMachine: thisMachine), thisMachine: thisMachine)
    }

    /// The sessions stored that `reads` names, and every other session of the same machine
    /// whose stopwatch is that of one of its `timed` or one of its `names` (ignoring case, as
    /// stopwatch names are compared): what the rules of mends read. This machine's sessions
    /// under `thisMachine`.
    func sessions(read reads: MendReads, thisMachine: MachineID) throws(SQLiteConnection.Failure) -> [MachineSession] {
        var sessions: [MachineSession] = []
        for (machine, named) in Dictionary(grouping: reads.refs, by: \.machine) {
            let table = machine == thisMachine ? SessionTable.own : .other(machine)
            var chosen = Set(named.map(\.id))
            var wanted = Set(reads.names.map { $0.lowercased() })
            let timed = named.filter(reads.timed.contains).map(\.id)
            if !timed.isEmpty { wanted.formUnion(try names(of: timed, in: table).map { $0.lowercased() }) }
            if !wanted.isEmpty { chosen.formUnion(try ids(named: wanted, in: table)) }
            if machine == thisMachine {
                sessions += try ownSessions(chosen, as: machine)
            } else {
                // Only those chosen read whole (their run logs decoded), not the machine's year.
                sessions += try machineSessions(
                    where: "machine = ? AND id IN (SELECT value FROM json_each(?))", [.text(machine.text), .text(Self.json(chosen))])
            }
        }
        return sessions
    }

    /// Where a machine's sessions are stored: this machine's own table, or another's rows.
    private enum SessionTable {
        case own
        case other(MachineID)

        /// The table, its stopwatch column (`""` for this machine's from before names), the
        /// condition and values that pick the machine's rows, and its key in ``SessionListCache``.
        var parts: (table: String, name: String, machine: String, values: [SQLiteConnection.Value], key: String) {
            switch self {
            case .own: ("sessions", "COALESCE(stopwatch, '')", "1", [], "")
            case .other(let machine): ("machine_sessions", "stopwatch", "machine = ?", [.text(machine.text)], machine.text)
            }
        }
    }

    /// The stopwatch names of the sessions `ids` stored in `table`, as sessions are read.
    private func names(of ids: [SessionID], in table: SessionTable) throws(SQLiteConnection.Failure) -> [String] {
        let parts = table.parts
        var names: [String] = []
        try connection.run(
            "SELECT DISTINCT \(parts.name) FROM \(parts.table) WHERE \(parts.machine) AND id IN (SELECT value FROM json_each(?))",
            parts.values + [.text(Self.json(ids))]
        ) { row in names.append(Self.name(row.text(0)) ?? "") }
        return names
    }

    /// The ids of the sessions stored in `table` whose stopwatch is one of `wanted` (lowercased,
    /// as stopwatch names compare): each name stored is compared once, and SQLite picks a
    /// year's rows by the names that match (a call back for each row took most of a read).
    private func ids(named wanted: Set<String>, in table: SessionTable) throws(SQLiteConnection.Failure) -> [SessionID] {
        let parts = table.parts
        let matching = try storedNames(in: table).filter { wanted.contains((Self.name($0) ?? "").lowercased()) }
        var ids: [SessionID] = []
        // A hundred names at a time: SQLite bounds the values one statement takes.
        for start in stride(from: 0, to: matching.count, by: 100) {
            let some = matching[start..<min(start + 100, matching.count)]
            let places = Array(repeating: "?", count: some.count).joined(separator: ", ")
            try connection.run(
                "SELECT id FROM \(parts.table) WHERE \(parts.machine) AND \(parts.name) IN (\(places))",
                parts.values + some.map { .text($0) }
            ) { row in ids.append(SessionID(rawValue: row.integer(0))) }
        }
        return ids
    }

    /// Every stopwatch name `table` stores, as stored, each once; kept (``SessionListCache``)
    /// while nothing it reads changes.
    private func storedNames(in table: SessionTable) throws(SQLiteConnection.Failure) -> [String] {
        let parts = table.parts
        let mark = try listMark()
        if let kept = listCache.names(of: parts.key, at: mark) { return kept }
        var stored: [String] = []
        try connection.run("SELECT DISTINCT \(parts.name) FROM \(parts.table) WHERE \(parts.machine)", parts.values) { row in
            stored.append(row.text(0))
        }
        listCache.keep(names: stored, of: parts.key, at: mark)
        return stored
    }

    /// `ids` as a JSON array, for `json_each`.
    private static func json(_ ids: some Sequence<SessionID>) -> String {
        "[" + ids.map { String($0.rawValue) }.joined(separator: ",") + "]"
    }

    /// This machine's sessions `ids`, as another machine keeps them (no laps but their number):
    /// three queries for them all (a stopwatch's year of sessions is read for a mend's rules),
    /// not three a session.
    private func ownSessions(_ ids: Set<SessionID>, as machine: MachineID) throws(SQLiteConnection.Failure) -> [MachineSession] {
        let chosen: [SQLiteConnection.Value] = [.text(Self.json(ids))]
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
