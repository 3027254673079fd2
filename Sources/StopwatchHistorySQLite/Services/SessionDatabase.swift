import CSQLite
import Glibc
import StopwatchCore
import StopwatchFileSystem

/// The history's SQLite database: its schema, migrated forward by `PRAGMA user_version`, and
/// the queries the history needs. Everything read from it is held to ``TimeBounds`` first.
///
/// Schema version 1 kept each session with its laps (little-endian 64-bit milliseconds in one
/// blob, so a 100,000-lap session is one row); version 2 adds the lap count and best lap, so
/// the list never decodes laps, and an index for newest first; version 3 the name of the
/// session's stopwatch (`NULL` for the sessions from before, which are kept); version 4 the
/// sum of the user's corrections to its time (0 for the sessions from before: measured) and
/// a table of lap notes, one row a noted lap; version 5 when each session ran and was
/// corrected (ARCHITECTURE.md, "Where the time went"): a row a span it ran and a row a credit (a correction, at the
/// instant it was made), and what all of them add up to in each quarter hour a stopwatch, for
/// totals; a session from before has no span or credit, and counts its time in the quarter it
/// started in. Version 6 adds what they add up to in each hour, the sums of the quarters': a
/// year of totals reads a quarter as many rows. Version 7 keeps the sessions of the other
/// machines of a sync folder (ARCHITECTURE.md, "On every machine") in tables of their own, by
/// machine and id, with the ids they removed, and the quarter and hour sums by machine as well
/// (`''`: this one), so that forgetting a machine takes its time out at once.
final class SessionDatabase {
    /// The schema this app writes.
    static let currentVersion: Int64 = 9

    /// Names read back are held to the length a stopwatch's name may have.
    static func name(_ text: String?) -> String? {
        text.map { String($0.prefix(StopwatchName.maximumLength)) }
    }

    enum OpenFailure: Error {
        /// Written by a later version of the app: left as it is.
        case newerVersion(Int64)
        /// Not a database, or a damaged one.
        case damaged(String)
        /// The folder or the file cannot be opened or created.
        case unavailable(String)
    }

    private let connection: SQLiteConnection
    /// Whether the sessions stored and removed are to be written to a sync folder: each then
    /// waits in the outbox, in the same transaction, until it is written there.
    var keepsOutbox = false

    /// Opens the database at `path`, creating it (mode 0600, in a 0700 folder) and migrating
    /// it to the current schema.
    init(path: String) throws(OpenFailure) {
        try Self.makeFolder(PrivateFolder.parent(of: path))
        do {
            connection = try SQLiteConnection(path: path)
            chmod(path, 0o600)
            let version = try connection.integer("PRAGMA user_version") ?? 0
            if version > Self.currentVersion { throw OpenFailure.newerVersion(version) }
            guard try Self.isIntact(connection) else { throw OpenFailure.damaged("its integrity check failed") }
            try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
            try Self.migrate(connection, from: version)
        } catch let failure as SQLiteConnection.Failure {
            throw failure.isDamage ? .damaged(failure.description) : .unavailable(failure.description)
        } catch let failure as OpenFailure {
            throw failure
        } catch {
            throw .unavailable(String(describing: error))
        }
    }

    // MARK: Queries

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
    /// time in the quarter it started in. Nothing for a session not stored.
    private func addQuarters(of id: SessionID, sign: Int64) throws(SQLiteConnection.Failure) {
        var name: String?
        var fallback: (at: Int64, amount: Int64)?
        try connection.run("SELECT stopwatch, started_at_ms, elapsed_ms FROM sessions WHERE id = ?", [.integer(id.rawValue)]) { row in
            name = row.isNull(0) ? "" : row.text(0)
            fallback = (row.integer(1), row.integer(2))
        }
        guard let name, let fallback else { return }
        var spans: [(start: Int64, end: Int64)] = []
        var credits: [(at: Int64, amount: Int64)] = []
        try connection.run("SELECT start_ms, end_ms FROM run_spans WHERE session = ?", [.integer(id.rawValue)]) { row in
            spans.append((row.integer(0), row.integer(1)))
        }
        try connection.run("SELECT at_ms, amount_ms FROM run_credits WHERE session = ?", [.integer(id.rawValue)]) { row in
            credits.append((row.integer(0), row.integer(1)))
        }
        let shares = TotalsArithmetic.quarterShares(spans: spans, credits: credits, started: fallback.at, elapsed: fallback.amount)
        try add([name: shares], on: "", sign: sign)
    }

    /// Adds (`sign` 1) or takes away (-1) `shares` (ms by quarter, by stopwatch name) on
    /// `machine` (`""`: this one) to the quarters' and the hours' sums, each in its table's key
    /// order: a year of another machine's sessions is some 100,000 sums, which a B-tree takes
    /// in order at a fraction of what a shuffled order costs (docs/performance.md).
    private func add(_ shares: [String: [Int64: Int64]], on machine: String, sign: Int64) throws(SQLiteConnection.Failure) {
        var hours: [String: [Int64: Int64]] = [:]
        for (name, quarters) in shares {
            for (quarter, milliseconds) in quarters {
                hours[name, default: [:]][TotalsArithmetic.hour(ofQuarter: quarter), default: 0] += milliseconds
            }
        }
        for (quarter, name, milliseconds) in Self.inKeyOrder(shares) {
            try connection.run(
                """
                INSERT INTO run_quarters (quarter, stopwatch, machine, ms) VALUES (?, ?, ?, ?)
                ON CONFLICT (quarter, stopwatch, machine) DO UPDATE SET ms = ms + excluded.ms
                """, [.integer(quarter), .text(name), .text(machine), .integer(sign * milliseconds)])
        }
        for (hour, name, milliseconds) in Self.inKeyOrder(hours) {
            try connection.run(
                """
                INSERT INTO run_hours (hour, stopwatch, machine, ms) VALUES (?, ?, ?, ?)
                ON CONFLICT (hour, stopwatch, machine) DO UPDATE SET ms = ms + excluded.ms
                """, [.integer(hour), .text(name), .text(machine), .integer(sign * milliseconds)])
        }
    }

    /// The sums that are not zero, by period, then by name (the sums' tables' key order).
    private static func inKeyOrder(_ sums: [String: [Int64: Int64]]) -> [(Int64, String, Int64)] {
        var entries: [(Int64, String, Int64)] = []
        for (name, periods) in sums {
            for (period, milliseconds) in periods where milliseconds != 0 { entries.append((period, name, milliseconds)) }
        }
        return entries.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }

    // MARK: The sync folder

    private func enqueue(_ id: SessionID, removed: Bool) throws(SQLiteConnection.Failure) {
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
    /// gone since) or removed.
    func outbox(limit: Int, unnamed: String, machine: MachineID) throws(SQLiteConnection.Failure) -> [(seq: Int64, record: SyncRecord?)] {
        var waiting: [(seq: Int64, id: SessionID, removed: Bool)] = []
        try connection.run("SELECT seq, id, removed FROM sync_outbox ORDER BY seq LIMIT ?", [.integer(Int64(limit))]) { row in
            waiting.append((row.integer(0), SessionID(rawValue: row.integer(1)), row.integer(2) != 0))
        }
        var records: [(seq: Int64, record: SyncRecord?)] = []
        for item in waiting {
            if item.removed {
                records.append((item.seq, .removed(item.id)))
            } else {
                records.append((item.seq, try session(item.id).map { .session(MachineSession($0, on: machine, unnamed: unnamed)) }))
            }
        }
        return records
    }

    /// Takes the records up to `seq` out of the outbox: written.
    func sent(through seq: Int64) throws(SQLiteConnection.Failure) {
        try connection.run("DELETE FROM sync_outbox WHERE seq <= ?", [.integer(seq)])
    }

    // MARK: Other machines

    /// Takes in `records`, the new lines of `machine`'s files in the sync folder, in the order
    /// read: a session not kept yet, and not removed, is kept and counts in the totals; a
    /// removal takes its session out and holds against it, whichever comes first. Whether
    /// anything changed.
    func takeIn(_ records: [SyncRecord], from machine: MachineID) throws(SQLiteConnection.Failure) -> Bool {
        var changed = false
        // What the records add to each quarter, by stopwatch, summed first and written once:
        // a year of sessions is a few quarters each, many sharing one.
        var shares: [String: [Int64: Int64]] = [:]
        try connection.writeTransaction { () throws(SQLiteConnection.Failure) in
            var removed = false
            // The removals held against this machine's sessions, looked up here rather than by
            // each insert: they are few, the sessions many.
            var removals = Set<Int64>()
            try connection.run("SELECT id FROM machine_removed WHERE machine = ?", [.text(machine.text)]) { row in
                removals.insert(row.integer(0))
            }
            for record in records {
                switch record {
                case .session(let session):
                    guard !removals.contains(session.id.rawValue), try keep(session) else { continue }
                    shares[session.stopwatchName, default: [:]].merge(Self.shares(of: session), uniquingKeysWith: +)
                    changed = true
                case .removed(let id):
                    removals.insert(id.rawValue)
                    guard let session = try drop(id, of: machine) else { continue }
                    shares[session.stopwatchName, default: [:]].merge(Self.shares(of: session).mapValues { -$0 }, uniquingKeysWith: +)
                    (changed, removed) = (true, true)
                }
            }
            try add(shares, on: machine.text, sign: 1)
            if removed {
                try connection.run("DELETE FROM run_quarters WHERE ms = 0")
                try connection.run("DELETE FROM run_hours WHERE ms = 0")
            }
        }
        return changed
    }

    /// Keeps `session` (not removed: the caller knows) unless it is kept already, or is one of
    /// this machine's own (the same id, start and time: a data folder copied from here, whose
    /// sessions from before the copy its files hold too); whether it kept it.
    private func keep(_ session: MachineSession) throws(SQLiteConnection.Failure) -> Bool {
        try connection.run(
            """
            INSERT OR IGNORE INTO machine_sessions (machine, id, started_at_ms, elapsed_ms, adjusted_ms, lap_count, stopwatch, run_log)
            SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
            WHERE NOT EXISTS (SELECT 1 FROM sessions WHERE id = ?2 AND started_at_ms = ?3 AND elapsed_ms = ?4)
            """,
            [
                .text(session.machine.text), .integer(session.id.rawValue),
                .integer(session.startedAt.wholeMilliseconds), .integer(session.elapsed.wholeMilliseconds),
                .integer(session.adjusted.wholeMilliseconds), .integer(Int64(session.lapCount)), .text(session.stopwatchName),
                .blob(RunLogBlob.encode(session.runLog)),
            ])
        return connection.changes == 1
    }

    /// Takes session `id` of `machine` out, and holds against it from now on; the session
    /// taken out, if it was kept.
    private func drop(_ id: SessionID, of machine: MachineID) throws(SQLiteConnection.Failure) -> MachineSession? {
        let key: [SQLiteConnection.Value] = [.text(machine.text), .integer(id.rawValue)]
        try connection.run("INSERT OR IGNORE INTO machine_removed (machine, id) VALUES (?, ?)", key)
        guard let session = try machineSessions(where: "machine = ? AND id = ?", key).first else { return nil }
        try connection.run("DELETE FROM machine_sessions WHERE machine = ? AND id = ?", key)
        return session
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

    private func machineSessions(where condition: String, _ values: [SQLiteConnection.Value]) throws(SQLiteConnection.Failure)
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

    private static func shares(of session: MachineSession) -> [Int64: Int64] {
        TotalsArithmetic.quarterShares(
            spans: session.runLog.spans.map { ($0.start.wholeMilliseconds, $0.end.wholeMilliseconds) },
            credits: session.runLog.credits.map { ($0.at.wholeMilliseconds, $0.amount.wholeMilliseconds) },
            started: session.startedAt.wholeMilliseconds, elapsed: session.elapsed.wholeMilliseconds)
    }

    /// What every stored session counts in each period between consecutive instants of
    /// `boundaries` (the starts of local days in time order, then the end of the last): a
    /// credit at each period's start a stopwatch (`unnamed` for sessions from before names).
    /// The quarter hours of each period are summed: a period's bounds are rounded down to
    /// quarters, where every time zone's midnight falls today; its whole hours are read from
    /// the hours' sums, only the quarters outside them from the quarters'.
    /// `machine`: only that machine's (`""`, this one), or every machine's (`nil`) but those
    /// forgotten.
    func runTimes(boundaries: [Duration], unnamed: String, machine: String? = nil) throws(SQLiteConnection.Failure) -> RunTimes {
        // Every machine's: but the forgotten ones.
        let onMachine = machine.map { _ in " AND q.machine = ?" } ?? " AND q.machine NOT IN (SELECT machine FROM machines_forgotten)"
        let machineValue: [SQLiteConnection.Value] = machine.map { [.text($0)] } ?? []
        let pieces = TotalsArithmetic.quarterRanges(of: boundaries).map(TotalsArithmetic.pieces(of:))
        var sums = PeriodSums(boundaries: boundaries, pieces: pieces, unnamed: unnamed)
        let edges = pieces.enumerated().flatMap { period, piece in piece.quarters.map { (period: period, quarters: $0) } }
        // A thousand edges a statement: SQLite takes at most 32,766 values.
        for chunk in stride(from: 0, to: edges.count, by: 1000) {
            let part = edges[chunk..<min(edges.count, chunk + 1000)]
            var values: [SQLiteConnection.Value] = []
            for edge in part {
                values += [.integer(Int64(edge.period)), .integer(edge.quarters.lowerBound), .integer(edge.quarters.upperBound)]
            }
            try connection.run(
                """
                WITH edges (period, first, past) AS (VALUES \(part.map { _ in "(?, ?, ?)" }.joined(separator: ", ")))
                SELECT e.period, q.stopwatch, q.ms FROM edges e
                JOIN run_quarters q ON q.quarter >= e.first AND q.quarter < e.past\(onMachine)
                """, values + machineValue
            ) { row in
                row.withText(1) { sums.addEdge(period: Int(clamping: row.integer(0)), name: $0, milliseconds: row.integer(2)) }
            }
        }
        let hours = pieces.map(\.hours)
        if let first = hours.first?.lowerBound, let past = hours.last?.upperBound, first < past {
            try connection.run(
                "SELECT hour, stopwatch, ms FROM run_hours q WHERE hour >= ? AND hour < ?\(onMachine) ORDER BY hour",
                [.integer(first), .integer(past)] + machineValue
            ) { row in
                row.withText(1) { sums.addHour(row.integer(0), name: $0, milliseconds: row.integer(2)) }
            }
        }
        return RunTimes(credits: sums.finish())
    }

    /// A correction read back, held to 100 years either way (anything else: none).
    static func adjusted(_ milliseconds: Int64) -> Duration {
        let limit = TimeBounds.maximumElapsedMilliseconds
        return (-limit...limit).contains(milliseconds) ? .milliseconds(milliseconds) : .zero
    }

    /// Every session, newest first; rows holding impossible numbers are left out.
    /// `withOtherMachines`: the other machines' too (but those forgotten), each with its
    /// machine and the name it last gave itself; without, this machine's only.
    func summaries(withOtherMachines: Bool = false) throws(SQLiteConnection.Failure) -> [SessionSummary] {
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
    private func runLog(of id: SessionID) throws(SQLiteConnection.Failure) -> RunLog {
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

    // MARK: Schema

    /// Takes the schema from version `version` to the next.
    private static func migrate(_ connection: SQLiteConnection, step version: Int) throws(SQLiteConnection.Failure) {
        switch version {
        case 0: try createSessions(connection)
        case 1: try addLapCountsAndBestLaps(connection)
        case 2: try addStopwatchNames(connection)
        case 3: try addCorrectionsAndNotes(connection)
        case 4: try addRunLogs(connection)
        case 5: try addHours(connection)
        case 6: try addMachines(connection)
        case 7: try addForgottenMachines(connection)
        case 8: try addOwnFoldersMade(connection)
        default: return
        }
    }

    private static func createSessions(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) {
        try connection.execute(
            """
            CREATE TABLE sessions (
                id INTEGER PRIMARY KEY,
                started_at_ms INTEGER NOT NULL,
                elapsed_ms INTEGER NOT NULL,
                laps BLOB NOT NULL
            )
            """)
    }

    private static func addLapCountsAndBestLaps(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) {
        try connection.execute(
            """
            ALTER TABLE sessions ADD COLUMN lap_count INTEGER NOT NULL DEFAULT 0;
            ALTER TABLE sessions ADD COLUMN best_lap_ms INTEGER;
            CREATE INDEX sessions_newest_first ON sessions (started_at_ms DESC, id DESC)
            """)
        var summaries: [(id: Int64, count: Int64, best: Int64?)] = []
        try connection.run("SELECT id, laps FROM sessions") { row in
            let laps = LapBlob.decode(row.blob(1)) ?? LapHistory()
            summaries.append((row.integer(0), Int64(laps.count), (laps.best ?? laps.last)?.duration.wholeMilliseconds))
        }
        for summary in summaries {
            try connection.run(
                "UPDATE sessions SET lap_count = ?, best_lap_ms = ? WHERE id = ?",
                [.integer(summary.count), summary.best.map { .integer($0) } ?? .null, .integer(summary.id)])
        }
    }

    private static func addStopwatchNames(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) {
        try connection.execute("ALTER TABLE sessions ADD COLUMN stopwatch TEXT")
    }

    private static func addCorrectionsAndNotes(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) {
        try connection.execute(
            """
            ALTER TABLE sessions ADD COLUMN adjusted_ms INTEGER NOT NULL DEFAULT 0;
            CREATE TABLE lap_notes (
                session INTEGER NOT NULL,
                lap INTEGER NOT NULL,
                note TEXT NOT NULL,
                PRIMARY KEY (session, lap)
            ) WITHOUT ROWID
            """)
    }

    private static func addRunLogs(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) {
        try connection.execute(
            """
            CREATE TABLE run_spans (session INTEGER NOT NULL, start_ms INTEGER NOT NULL, end_ms INTEGER NOT NULL);
            CREATE INDEX run_spans_by_start ON run_spans (start_ms);
            CREATE INDEX run_spans_by_session ON run_spans (session);
            CREATE TABLE run_credits (session INTEGER NOT NULL, at_ms INTEGER NOT NULL, amount_ms INTEGER NOT NULL);
            CREATE INDEX run_credits_by_time ON run_credits (at_ms);
            CREATE INDEX run_credits_by_session ON run_credits (session);
            CREATE TABLE run_quarters (quarter INTEGER NOT NULL, stopwatch TEXT NOT NULL, ms INTEGER NOT NULL,
                                       PRIMARY KEY (quarter, stopwatch)) WITHOUT ROWID;
            INSERT INTO run_quarters (quarter, stopwatch, ms)
                SELECT started_at_ms / 900000, COALESCE(stopwatch, ''), SUM(elapsed_ms) FROM sessions
                WHERE started_at_ms >= 0 GROUP BY 1, 2
            """)
    }

    /// The hours' sums, from the quarters' (an hour is the four quarters from a multiple of
    /// four: SQLite's division rounds towards zero, so a quarter before 1970 is moved first).
    private static func addHours(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) {
        try connection.execute(
            """
            CREATE TABLE run_hours (hour INTEGER NOT NULL, stopwatch TEXT NOT NULL, ms INTEGER NOT NULL,
                                    PRIMARY KEY (hour, stopwatch)) WITHOUT ROWID;
            INSERT INTO run_hours (hour, stopwatch, ms)
                SELECT (quarter - ((quarter % 4) + 4) % 4) / 4, stopwatch, SUM(ms) FROM run_quarters GROUP BY 1, 2 HAVING SUM(ms) != 0
            """)
    }

    /// The other machines' sessions and removals, and a machine column in the sums (the
    /// tables made again: a key cannot change in place).
    private static func addMachines(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) {
        try connection.execute(
            """
            CREATE TABLE machine_sessions (machine TEXT NOT NULL, id INTEGER NOT NULL, started_at_ms INTEGER NOT NULL,
                                           elapsed_ms INTEGER NOT NULL, adjusted_ms INTEGER NOT NULL, lap_count INTEGER NOT NULL,
                                           stopwatch TEXT NOT NULL, run_log BLOB NOT NULL,
                                           PRIMARY KEY (machine, id)) WITHOUT ROWID;
            CREATE TABLE machine_removed (machine TEXT NOT NULL, id INTEGER NOT NULL, PRIMARY KEY (machine, id)) WITHOUT ROWID;
            CREATE TABLE machines (machine TEXT PRIMARY KEY, name TEXT NOT NULL, seen_ms INTEGER NOT NULL) WITHOUT ROWID;
            CREATE TABLE sync_outbox (seq INTEGER PRIMARY KEY, id INTEGER NOT NULL, removed INTEGER NOT NULL);
            CREATE TABLE sync_sent (folder TEXT NOT NULL, machine TEXT NOT NULL, PRIMARY KEY (folder, machine)) WITHOUT ROWID;
            CREATE TABLE quarters_by_machine (quarter INTEGER NOT NULL, stopwatch TEXT NOT NULL, machine TEXT NOT NULL, ms INTEGER NOT NULL,
                                              PRIMARY KEY (quarter, stopwatch, machine)) WITHOUT ROWID;
            INSERT INTO quarters_by_machine (quarter, stopwatch, machine, ms) SELECT quarter, stopwatch, '', ms FROM run_quarters;
            DROP TABLE run_quarters;
            ALTER TABLE quarters_by_machine RENAME TO run_quarters;
            CREATE TABLE hours_by_machine (hour INTEGER NOT NULL, stopwatch TEXT NOT NULL, machine TEXT NOT NULL, ms INTEGER NOT NULL,
                                           PRIMARY KEY (hour, stopwatch, machine)) WITHOUT ROWID;
            INSERT INTO hours_by_machine (hour, stopwatch, machine, ms) SELECT hour, stopwatch, '', ms FROM run_hours;
            DROP TABLE run_hours;
            ALTER TABLE hours_by_machine RENAME TO run_hours
            """)
    }

    /// The machines the user forgot: kept, counted nowhere until remembered (schema 8).
    private static func addForgottenMachines(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) {
        try connection.execute("CREATE TABLE machines_forgotten (machine TEXT PRIMARY KEY) WITHOUT ROWID")
    }

    /// The sync folders in which this machine made its own folder (schema 9).
    private static func addOwnFoldersMade(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) {
        try connection.execute(
            "CREATE TABLE sync_made (folder TEXT NOT NULL, machine TEXT NOT NULL, PRIMARY KEY (folder, machine)) WITHOUT ROWID")
    }

    private static func migrate(_ connection: SQLiteConnection, from version: Int64) throws(SQLiteConnection.Failure) {
        guard version < currentVersion else { return }
        try connection.writeTransaction { () throws(SQLiteConnection.Failure) in
            // Read again under the write lock: another process (the app and the command line
            // started at once on a new folder) may have migrated it meanwhile.
            let version = min(try connection.integer("PRAGMA user_version") ?? 0, currentVersion)
            for step in Int(version)..<Int(currentVersion) {
                try migrate(connection, step: step)
            }
            try connection.execute("PRAGMA user_version = \(currentVersion)")
        }
    }

    private static func isIntact(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) -> Bool {
        var results: [String] = []
        try connection.run("PRAGMA quick_check") { row in results.append(row.text(0)) }
        return results == ["ok"]
    }

    private static func makeFolder(_ folder: String) throws(OpenFailure) {
        do {
            try PrivateFolder.create(folder)
        } catch {
            throw .unavailable("cannot create the folder \(error.folder): \(String(cString: strerror(error.code)))")
        }
    }
}
