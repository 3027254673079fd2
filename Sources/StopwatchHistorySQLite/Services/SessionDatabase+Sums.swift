import StopwatchCore

/// What the sessions add up to in each quarter hour and hour, by stopwatch and machine, and
/// the totals read from those sums (ARCHITECTURE.md, "Where the time went").
extension SessionDatabase {
    /// Adds (`sign` 1) or takes away (-1) what session `id`, as stored, counts in each quarter
    /// hour: its spans cut at the quarters, its credits in theirs, or, without a run log, its
    /// time in the quarter it started in. Nothing for a session not stored.
    func addQuarters(of id: SessionID, sign: Int64) throws(SQLiteConnection.Failure) {
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
    func add(_ shares: [String: [Int64: Int64]], on machine: String, sign: Int64) throws(SQLiteConnection.Failure) {
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
}
