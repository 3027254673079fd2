import StopwatchCore

/// What waits to be written to the sync folder, and where this machine made its own folder
/// there (ARCHITECTURE.md, "On every machine").
extension SessionDatabase {
    func enqueue(_ id: SessionID, removed: Bool) throws(SQLiteConnection.Failure) {
        guard keepsOutbox else { return }
        try connection.run("INSERT INTO sync_outbox (id, removed) VALUES (?, ?)", [.integer(id.rawValue), .integer(removed ? 1 : 0)])
    }

    /// Puts every session kept into the outbox, once for each folder and machine: a folder
    /// chosen gets the history from before it too.
    func sendHistoryOnce(to folder: String, as machine: MachineID) throws(SQLiteConnection.Failure) {
        try connection.writeTransaction { () throws(SQLiteConnection.Failure) in
            var sent = false
            let key: [SQLiteConnection.Value] = [.text(folder), .text(machine.text)]
            try connection.run("SELECT 1 FROM sync_sent WHERE folder = ? AND machine = ?", key) { _ in sent = true }
            guard !sent else { return }
            try connection.run("INSERT INTO sync_outbox (id, removed) SELECT id, 0 FROM sessions ORDER BY started_at_ms, id")
            // And the mends made as this machine (ARCHITECTURE.md, "Mends").
            try connection.run(
                "INSERT INTO sync_outbox (id, removed) SELECT DISTINCT count, 2 FROM mends WHERE maker = ? ORDER BY count",
                [.text(machine.text)])
            try connection.run("INSERT INTO sync_sent (folder, machine) VALUES (?, ?)", key)
        }
    }

    /// Counts the history kept so far as sent to `folder` as `machine`, so that only the
    /// sessions stored from now on are written there: a new id taken because another
    /// installation wrote as this one (ARCHITECTURE.md, "On every machine"), whose files already
    /// hold this one's sessions from before under the old id.
    func sendNothingBefore(to folder: String, as machine: MachineID) throws(SQLiteConnection.Failure) {
        try connection.run("INSERT OR IGNORE INTO sync_sent (folder, machine) VALUES (?, ?)", [.text(folder), .text(machine.text)])
    }

    /// Whether this machine made its own folder in `folder` as `machine`: from then on, that
    /// folder missing is the sync folder's disk or share unmounted, not a first use
    /// (ARCHITECTURE.md, "On every machine").
    func ownFolderMade(in folder: String, as machine: MachineID) throws(SQLiteConnection.Failure) -> Bool {
        var made = false
        try connection.run("SELECT 1 FROM sync_made WHERE folder = ? AND machine = ?", [.text(folder), .text(machine.text)]) { _ in
            made = true
        }
        return made
    }

    /// Notes that this machine's own folder in `folder` is made (``ownFolderMade(in:as:)``).
    func noteOwnFolderMade(in folder: String, as machine: MachineID) throws(SQLiteConnection.Failure) {
        try connection.run("INSERT OR IGNORE INTO sync_made (folder, machine) VALUES (?, ?)", [.text(folder), .text(machine.text)])
    }

    /// Forgets where this machine made its own folder: the user stopped using a sync folder,
    /// and choosing one again, the same or another, makes it anew if it is not there. Read
    /// first: asked at every start without a folder, it writes only when there is something
    /// to forget.
    func forgetOwnFoldersMade() throws(SQLiteConnection.Failure) {
        guard try connection.integer("SELECT count(*) FROM sync_made") ?? 0 > 0 else { return }
        try connection.run("DELETE FROM sync_made")
    }

    /// The records waiting to be written to the sync folder, oldest first, at most `limit`,
    /// each with its place in the outbox: a session stored (as stored now; none when it is
    /// gone since), removed, or a mend this machine made (`removed` 2, `id` its count).
    func outbox(limit: Int, unnamed: String, machine: MachineID) throws(SQLiteConnection.Failure) -> [(seq: Int64, record: SyncRecord?)] {
        var waiting: [(seq: Int64, id: Int64, kind: Int64)] = []
        try connection.run("SELECT seq, id, removed FROM sync_outbox ORDER BY seq LIMIT ?", [.integer(Int64(limit))]) { row in
            waiting.append((row.integer(0), row.integer(1), row.integer(2)))
        }
        var records: [(seq: Int64, record: SyncRecord?)] = []
        for item in waiting {
            switch item.kind {
            case 0:
                let session = try session(SessionID(rawValue: item.id))
                records.append((item.seq, session.map { .session(MachineSession($0, on: machine, unnamed: unnamed)) }))
            case 2:
                let mends = try mends(by: machine, count: item.id)
                if mends.isEmpty { records.append((item.seq, nil)) }
                records += mends.map { (item.seq, .mend($0)) }
            default:
                records.append((item.seq, .removed(SessionID(rawValue: item.id))))
            }
        }
        return records
    }

    /// Takes the records up to `seq` out of the outbox: written.
    func sent(through seq: Int64) throws(SQLiteConnection.Failure) {
        try outsideTheList { () throws(SQLiteConnection.Failure) in
            try connection.run("DELETE FROM sync_outbox WHERE seq <= ?", [.integer(seq)])
        }
    }
}

extension SessionDatabase: SyncOutboxStore {
    func waitingRecords(limit: Int, machine: MachineID) throws(SQLiteConnection.Failure) -> [(seq: Int64, record: SyncRecord?)] {
        try outbox(limit: limit, unnamed: "Stopwatch", machine: machine)
    }
}
