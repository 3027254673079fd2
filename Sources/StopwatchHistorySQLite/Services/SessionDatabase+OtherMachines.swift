import StopwatchCore

/// The other machines of a sync folder: their records, stored as ``OtherMachinesMerge``
/// decides, their names, and the ones forgotten (ARCHITECTURE.md, "On every machine").
extension SessionDatabase {
    /// Takes in `records`, the new lines of `machine`'s files in the sync folder, in the order
    /// read, doing what ``OtherMachinesMerge`` decides: a session kept counts in the totals, one
    /// taken out no more, a removal held stays. Whether the list or the totals changed.
    func takeIn(_ records: [SyncRecord], from machine: MachineID) throws(SQLiteConnection.Failure) -> Bool {
        var changed = false
        try connection.writeTransaction { () throws(SQLiteConnection.Failure) in
            let decisions = OtherMachinesMerge.decisions(for: records, stored: try storedRecords(of: machine, for: records))
            // What the decisions add to each quarter, by stopwatch, summed first and written
            // once: a year of sessions is a few quarters each, many sharing one.
            var shares: [String: [Int64: Int64]] = [:]
            var takenOut = false
            for decision in decisions {
                switch decision {
                case .keep(let session):
                    try insert(session, of: machine)
                    shares[session.stopwatchName, default: [:]].merge(TotalsArithmetic.quarterShares(of: session), uniquingKeysWith: +)
                    changed = true
                case .takeOut(let session):
                    try connection.run(
                        "DELETE FROM machine_sessions WHERE machine = ? AND id = ?", [.text(machine.text), .integer(session.id.rawValue)])
                    shares[session.stopwatchName, default: [:]].merge(
                        TotalsArithmetic.quarterShares(of: session).mapValues { -$0 }, uniquingKeysWith: +)
                    (changed, takenOut) = (true, true)
                case .holdRemoval(let id):
                    try connection.run(
                        "INSERT OR IGNORE INTO machine_removed (machine, id) VALUES (?, ?)", [.text(machine.text), .integer(id.rawValue)])
                case .keepMend(let mend):
                    // Read again (a conflict copy) changes nothing.
                    if try insert(mend) { changed = true }
                }
            }
            try add(shares, on: machine.text, sign: 1)
            if takenOut {
                try connection.run("DELETE FROM run_quarters WHERE ms = 0")
                try connection.run("DELETE FROM run_hours WHERE ms = 0")
            }
        }
        return changed
    }

    /// What the merge needs to know of `machine`'s records kept here before it decides on
    /// `records`: its removals, and, of the sessions those records name, the ones kept and this
    /// machine's own of the same number. Ids are read alone (a year of sessions is 100,000 of
    /// them), whole rows only where a record meets one.
    private func storedRecords(of machine: MachineID, for records: [SyncRecord]) throws(SQLiteConnection.Failure)
        -> StoredMachineRecords
    {
        var stored = StoredMachineRecords()
        // A mend is kept as made, whatever is stored: its session is not looked up (another
        // machine's year of mends would read each session it names, one query each).
        let named = Set(
            records.compactMap { record -> Int64? in
                if case .mend = record { return nil }
                return record.sessionID.rawValue
            })
        try connection.run("SELECT id FROM machine_removed WHERE machine = ?", [.text(machine.text)]) { row in
            stored.removed.insert(SessionID(rawValue: row.integer(0)))
        }
        var keptIDs: [Int64] = []
        try connection.run("SELECT id FROM machine_sessions WHERE machine = ?", [.text(machine.text)]) { row in
            if named.contains(row.integer(0)) { keptIDs.append(row.integer(0)) }
        }
        for id in keptIDs {
            for session in try machineSessions(where: "machine = ? AND id = ?", [.text(machine.text), .integer(id)]) {
                stored.kept[session.id] = session
            }
        }
        var ownIDs: [Int64] = []
        try connection.run("SELECT id FROM sessions") { row in
            if named.contains(row.integer(0)) { ownIDs.append(row.integer(0)) }
        }
        for id in ownIDs {
            try connection.run("SELECT started_at_ms, elapsed_ms FROM sessions WHERE id = ?", [.integer(id)]) { row in
                stored.own[SessionID(rawValue: id)] = StoredMachineRecords.OwnSession(
                    startedAt: .milliseconds(row.integer(0)), elapsed: .milliseconds(row.integer(1)))
            }
        }
        return stored
    }

    /// Keeps `session` as `machine`'s.
    private func insert(_ session: MachineSession, of machine: MachineID) throws(SQLiteConnection.Failure) {
        try connection.run(
            """
            INSERT OR REPLACE INTO machine_sessions (machine, id, started_at_ms, elapsed_ms, adjusted_ms, lap_count, stopwatch, run_log)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """,
            [
                .text(machine.text), .integer(session.id.rawValue),
                .integer(session.startedAt.wholeMilliseconds), .integer(session.elapsed.wholeMilliseconds),
                .integer(session.adjusted.wholeMilliseconds), .integer(Int64(session.lapCount)), .text(session.stopwatchName),
                .blob(RunLogBlob.encode(session.runLog)),
            ])
    }

    /// Keeps the name `machine` last gave itself, and when.
    func noteMachine(_ machine: MachineID, name: String, seenAt: Duration) throws(SQLiteConnection.Failure) {
        try connection.run(
            """
            INSERT INTO machines (machine, name, seen_ms) VALUES (?, ?, ?)
            ON CONFLICT (machine) DO UPDATE SET name = excluded.name, seen_ms = excluded.seen_ms WHERE excluded.seen_ms >= seen_ms
            """, [.text(machine.text), .text(name), .integer(seenAt.wholeMilliseconds)])
    }

    /// Counts `machine`'s time nowhere from now on (`forgotten`), or again (not): what it
    /// wrote stays kept, so forgetting is undone whole.
    func forget(_ machine: MachineID, _ forgotten: Bool) throws(SQLiteConnection.Failure) {
        try connection.run(
            forgotten
                ? "INSERT OR IGNORE INTO machines_forgotten (machine) VALUES (?)" : "DELETE FROM machines_forgotten WHERE machine = ?",
            [.text(machine.text)])
    }

    /// The machines forgotten (``forget(_:_:)``).
    func forgottenMachines() throws(SQLiteConnection.Failure) -> Set<MachineID> {
        var found: Set<MachineID> = []
        try connection.run("SELECT machine FROM machines_forgotten") { row in
            if let id = MachineID(row.text(0)) { found.insert(id) }
        }
        return found
    }

    /// The other machines that count in the totals (not forgotten), with the names they last
    /// gave themselves (none yet: `nil`), by name.
    func machines() throws(SQLiteConnection.Failure) -> [(id: MachineID, name: String?)] {
        var found: [(id: MachineID, name: String?)] = []
        try connection.run(
            """
            SELECT DISTINCT h.machine, m.name FROM run_hours h LEFT JOIN machines m ON m.machine = h.machine
            WHERE h.machine != '' AND h.machine NOT IN (SELECT machine FROM machines_forgotten) ORDER BY m.name, h.machine
            """
        ) { row in
            guard let id = MachineID(row.text(0)) else { return }
            found.append((id, row.isNull(1) ? nil : Self.name(row.text(1))))
        }
        return found
    }

    /// The sessions of other machines kept, newest first.
    func machineSessions() throws(SQLiteConnection.Failure) -> [MachineSession] {
        try machineSessions(where: "1", [])
    }

    func machineSessions(where condition: String, _ values: [SQLiteConnection.Value]) throws(SQLiteConnection.Failure)
        -> [MachineSession]
    {
        var sessions: [MachineSession] = []
        try connection.run(
            """
            SELECT machine, id, started_at_ms, elapsed_ms, adjusted_ms, lap_count, stopwatch, run_log FROM machine_sessions
            WHERE \(condition) ORDER BY started_at_ms DESC, id DESC
            """, values
        ) { row in
            guard let machine = MachineID(row.text(0)), let startedAt = TimeBounds.wallClock(milliseconds: row.integer(2)),
                let elapsed = TimeBounds.elapsed(milliseconds: row.integer(3)), row.integer(5) >= 0,
                let name = Self.name(row.text(6)), !name.isEmpty
            else { return }
            sessions.append(
                MachineSession(
                    id: SessionID(rawValue: row.integer(1)), machine: machine, stopwatchName: name, startedAt: startedAt,
                    elapsed: elapsed, adjusted: Self.adjusted(row.integer(4)), lapCount: Int(clamping: row.integer(5)),
                    runLog: RunLogBlob.decode(row.blob(7))))
        }
        return sessions
    }
}
