import StopwatchCore

/// Reads a line of another machine's sessions file (the format: ``SyncLineEncoder``) as hostile
/// input (ARCHITECTURE.md, "On every machine"): every number is held to the bounds of
/// ``TimeBounds`` before it meets arithmetic, a name is a stopwatch's name only (1 to 60
/// characters, control characters made spaces), lists are no longer than a run log keeps, and
/// a line over ``maximumLineBytes`` is not parsed at all. Members it does not know (from a newer
/// version) are passed over.
public enum SyncLineDecoder {
    /// What is wrong with a line, in English, for the log.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String

        init(_ description: String) {
            self.description = description
        }
    }

    /// 10,000 spans and 10,000 corrections (what a run log keeps) fit in half of it.
    public static let maximumLineBytes = 1 << 20
    /// More laps than any session could hold: a lap takes at least a hundredth of a second,
    /// and a session lasts 100 years at most.
    public static let maximumLapCount = 1 << 40

    /// The record `line` (without its line break) holds, a session taken as `machine`'s.
    public static func record(_ line: ArraySlice<UInt8>, machine: MachineID) throws(Problem) -> SyncRecord {
        guard line.count <= maximumLineBytes else { throw Problem("a line of \(line.count) bytes, longer than any session's") }
        let value: JSONReader.Value
        do {
            value = try JSONReader.read(Array(line))
        } catch {
            throw Problem("not JSON: \(error)")
        }
        guard case .object = value else { throw Problem("not an object") }
        if let removed = value["removed"] {
            return .removed(try sessionID(removed, "removed"))
        }
        guard let id = value["id"] else { throw Problem("neither a session nor a removal") }
        guard case .string(let raw) = value["stopwatch"] else { throw Problem("no stopwatch name") }
        let name: String
        do {
            name = try StopwatchName.normalized(raw)
        } catch {
            throw Problem("the stopwatch name is empty or longer than \(StopwatchName.maximumLength) characters")
        }
        let spans = try pairs(value["spans"], "spans").map { pair throws(Problem) in
            let start = try wallClock(pair.0, "a span's start")
            let end = try wallClock(pair.1, "a span's end")
            guard start <= end else { throw Problem("a span that ends before it starts") }
            return RunLog.Span(start: start, end: end)
        }
        let credits = try pairs(value["credits"], "credits").map { pair throws(Problem) in
            RunLog.Credit(at: try wallClock(pair.0, "a correction's instant"), amount: try correction(pair.1, "a correction"))
        }
        let session = MachineSession(
            id: try sessionID(id, "id"), machine: machine, stopwatchName: name,
            startedAt: try wallClock(integer(value["started_ms"], "started_ms"), "started_ms"),
            elapsed: try elapsed(integer(value["elapsed_ms"], "elapsed_ms"), "elapsed_ms"),
            adjusted: try correction(integer(value["adjusted_ms"] ?? .integer(0), "adjusted_ms"), "adjusted_ms"),
            lapCount: try lapCount(value["laps"] ?? .integer(0)),
            runLog: RunLog(spans: spans, credits: credits))
        try checkSpans(of: session)
        return .session(session)
    }

    /// The longest a session's spans may last together: a session is counted by the quarter
    /// hour it ran in, and a year is 35,136 quarters at most.
    public static let maximumSpanned = Duration.seconds(366 * 86_400)

    /// A session's spans last no longer than its time and its corrections together (what ran
    /// is what it shows, less what was added, plus what was taken away), and no longer than
    /// ``maximumSpanned``: a line cannot make millions of quarters to count.
    private static func checkSpans(of session: MachineSession) throws(Problem) {
        var spanned = Duration.zero
        for span in session.runLog.spans {
            spanned = TimeBounds.sum(spanned, span.end - span.start)
        }
        let corrected = TimeBounds.sum(session.elapsed, .milliseconds(session.adjusted.wholeMilliseconds.magnitude))
        let most = TimeBounds.sum(corrected, .seconds(1))
        guard spanned <= most else { throw Problem("spans that last longer than the session's time") }
        guard spanned <= maximumSpanned else { throw Problem("spans that last longer than a year") }
    }

    private static func integer(_ value: JSONReader.Value?, _ what: String) throws(Problem) -> Int64 {
        guard case .integer(let number) = value else { throw Problem("\(what) is not a whole number") }
        return number
    }

    private static func sessionID(_ value: JSONReader.Value, _ what: String) throws(Problem) -> SessionID {
        let number = try integer(value, what)
        guard number > 0 else { throw Problem("\(what) is not a session id") }
        return SessionID(rawValue: number)
    }

    private static func wallClock(_ milliseconds: Int64, _ what: String) throws(Problem) -> Duration {
        guard let instant = TimeBounds.wallClock(milliseconds: milliseconds) else {
            throw Problem("\(what) is not an instant between 1970 and 9999")
        }
        return instant
    }

    private static func elapsed(_ milliseconds: Int64, _ what: String) throws(Problem) -> Duration {
        guard let duration = TimeBounds.elapsed(milliseconds: milliseconds) else { throw Problem("\(what) is not between 0 and 100 years") }
        return duration
    }

    /// A correction: time added or taken away, 100 years at most either way.
    private static func correction(_ milliseconds: Int64, _ what: String) throws(Problem) -> Duration {
        guard milliseconds.magnitude <= TimeBounds.maximumElapsedMilliseconds.magnitude else {
            throw Problem("\(what) is more than 100 years either way")
        }
        return .milliseconds(milliseconds)
    }

    private static func lapCount(_ value: JSONReader.Value) throws(Problem) -> Int {
        let number = try integer(value, "laps")
        guard (0...Int64(maximumLapCount)).contains(number) else { throw Problem("laps is not a count of laps") }
        return Int(number)
    }

    /// A list of pairs of whole numbers, `[[a, b], …]`, no longer than a run log keeps; none when
    /// the member is missing.
    private static func pairs(_ value: JSONReader.Value?, _ what: String) throws(Problem) -> [(Int64, Int64)] {
        guard let value else { return [] }
        guard case .array(let items) = value else { throw Problem("\(what) is not a list") }
        guard items.count <= RunLog.maximumCount else { throw Problem("\(what) holds more than \(RunLog.maximumCount)") }
        return try items.map { item throws(Problem) in
            guard case .array(let pair) = item, pair.count == 2 else { throw Problem("\(what) holds something not a pair") }
            return (try integer(pair[0], what), try integer(pair[1], what))
        }
    }
}
