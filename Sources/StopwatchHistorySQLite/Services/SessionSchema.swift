import StopwatchCore

/// The history's schema, migrated forward by `PRAGMA user_version`, one step a version.
///
/// Version 1 kept each session with its laps (little-endian 64-bit milliseconds in one
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
/// Version 8 keeps the machines forgotten, version 9 the sync folders this machine made its
/// own folder in, version 10 every machine's mends of past sessions (ARCHITECTURE.md, "Mends"),
/// a row a mend, as made: the sessions stay as their machines wrote them.
enum SessionSchema {
    /// The schema this app writes.
    static let currentVersion: Int64 = 10

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
        case 9: try addMends(connection)
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

    /// Every machine's mends (schema 10): who made it and its count (its stamp), the session
    /// it mends, and what it changes (`SessionDatabase+Mends`).
    private static func addMends(_ connection: SQLiteConnection) throws(SQLiteConnection.Failure) {
        try connection.execute(
            """
            CREATE TABLE mends (maker TEXT NOT NULL, count INTEGER NOT NULL, machine TEXT NOT NULL, session INTEGER NOT NULL,
                                kind INTEGER NOT NULL, at_ms INTEGER NOT NULL, text TEXT NOT NULL, other_machine TEXT NOT NULL,
                                other_id INTEGER NOT NULL,
                                PRIMARY KEY (count, maker, machine, session, kind, at_ms, text, other_machine, other_id)) WITHOUT ROWID
            """)
    }

    static func migrate(_ connection: SQLiteConnection, from version: Int64) throws(SQLiteConnection.Failure) {
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
}
