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
/// corrected (PRODUCT.md §19): a row a span it ran and a row a credit (a correction, at the
/// instant it was made), indexed by time for totals; a session from before has none, and
/// counts its time on the day it started.
final class SessionDatabase {
    /// The schema this app writes.
    static let currentVersion: Int64 = 5

    /// Names read back are held to the length a stopwatch's name may have.
    private static func name(_ text: String?) -> String? {
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
            try connection.run("DELETE FROM sessions WHERE id = ?", [.integer(id.rawValue)])
            try connection.run("DELETE FROM lap_notes WHERE session = ?", [.integer(id.rawValue)])
            try connection.run("DELETE FROM run_spans WHERE session = ?", [.integer(id.rawValue)])
            try connection.run("DELETE FROM run_credits WHERE session = ?", [.integer(id.rawValue)])
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
    }

    /// The spans every session ran that overlap `start` to `end` (wall-clock instants) and the
    /// credits within them, each with its session's stopwatch's name (`unnamed` for sessions
    /// from before names); a session without a run log (from before) as a credit of its time
    /// at its start. Rows holding impossible numbers are left out.
    func runTimes(from start: Duration, to end: Duration, unnamed: String) throws(SQLiteConnection.Failure)
        -> RunTimes
    {
        var spans: [RunSpan] = []
        var credits: [TimeCredit] = []
        let range: [SQLiteConnection.Value] = [.integer(end.wholeMilliseconds), .integer(start.wholeMilliseconds)]
        try connection.run(
            """
            SELECT r.start_ms, r.end_ms, s.stopwatch FROM run_spans r JOIN sessions s ON s.id = r.session
            WHERE r.start_ms < ? AND r.end_ms > ?
            """, range
        ) { row in
            guard let spanStart = TimeBounds.wallClock(milliseconds: row.integer(0)),
                let spanEnd = TimeBounds.wallClock(milliseconds: row.integer(1))
            else { return }
            spans.append(RunSpan(stopwatch: row.isNull(2) ? unnamed : Self.name(row.text(2)) ?? unnamed, start: spanStart, end: spanEnd))
        }
        try connection.run(
            """
            SELECT c.at_ms, c.amount_ms, s.stopwatch FROM run_credits c JOIN sessions s ON s.id = c.session
            WHERE c.at_ms < ? AND c.at_ms >= ?
            """, range
        ) { row in
            guard let at = TimeBounds.wallClock(milliseconds: row.integer(0)) else { return }
            credits.append(
                TimeCredit(
                    stopwatch: row.isNull(2) ? unnamed : Self.name(row.text(2)) ?? unnamed, at: at, amount: Self.adjusted(row.integer(1))))
        }
        try connection.run(
            """
            SELECT s.started_at_ms, s.elapsed_ms, s.stopwatch FROM sessions s
            WHERE s.started_at_ms < ? AND s.started_at_ms >= ?
            AND NOT EXISTS (SELECT 1 FROM run_spans WHERE session = s.id) AND NOT EXISTS (SELECT 1 FROM run_credits WHERE session = s.id)
            """, range
        ) { row in
            guard let at = TimeBounds.wallClock(milliseconds: row.integer(0)),
                let elapsed = TimeBounds.elapsed(milliseconds: row.integer(1))
            else { return }
            credits.append(TimeCredit(stopwatch: row.isNull(2) ? unnamed : Self.name(row.text(2)) ?? unnamed, at: at, amount: elapsed))
        }
        return RunTimes(spans: spans, credits: credits)
    }

    /// A correction read back, held to 100 years either way (anything else: none).
    private static func adjusted(_ milliseconds: Int64) -> Duration {
        let limit = TimeBounds.maximumElapsedMilliseconds
        return (-limit...limit).contains(milliseconds) ? .milliseconds(milliseconds) : .zero
    }

    /// Every session, newest first; rows holding impossible numbers are left out.
    func summaries() throws(SQLiteConnection.Failure) -> [SessionSummary] {
        var summaries: [SessionSummary] = []
        try connection.run(
            "SELECT id, started_at_ms, elapsed_ms, lap_count, best_lap_ms, stopwatch, adjusted_ms FROM sessions ORDER BY started_at_ms DESC, id DESC"
        ) { row in
            guard let startedAt = TimeBounds.wallClock(milliseconds: row.integer(1)),
                let elapsed = TimeBounds.elapsed(milliseconds: row.integer(2)),
                (0...Int64(LapBlob.maximumLaps)).contains(row.integer(3))
            else { return }
            let bestLap = row.isNull(4) ? nil : TimeBounds.elapsed(milliseconds: row.integer(4))
            summaries.append(
                SessionSummary(
                    id: SessionID(rawValue: row.integer(0)), startedAt: startedAt, elapsed: elapsed,
                    lapCount: Int(row.integer(3)), bestLap: bestLap,
                    stopwatchName: row.isNull(5) ? nil : Self.name(row.text(5)), adjusted: Self.adjusted(row.integer(6))))
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
            CREATE INDEX run_credits_by_session ON run_credits (session)
            """)
    }

    private static func migrate(_ connection: SQLiteConnection, from version: Int64) throws(SQLiteConnection.Failure) {
        guard version < currentVersion else { return }
        try connection.writeTransaction { () throws(SQLiteConnection.Failure) in
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
