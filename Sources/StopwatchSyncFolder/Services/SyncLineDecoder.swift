import StopwatchCore

/// Reads a line of another machine's sessions file (the format: ``SyncLineEncoder``) as hostile
/// input (ARCHITECTURE.md, "On every machine"): every number is held to the bounds of
/// ``TimeBounds`` before it meets arithmetic, a name is a stopwatch's name only (1 to 60
/// characters, control characters made spaces), lists are no longer than a run log keeps, and
/// a line over ``maximumLineBytes`` is not parsed at all. Members it does not know are passed
/// over; a line of a newer format (its `version` above ``formatVersion``) is not read at all,
/// rather than misread, and said as such (``Problem/newerVersion``).
public enum SyncLineDecoder {
    /// What is wrong with a line, in English, for the log.
    public struct Problem: Error, Equatable, CustomStringConvertible {
        public let description: String
        /// The format version of a line or file a newer app wrote, which this one does not read.
        public let newerVersion: Int64?

        init(_ description: String) {
            self.description = description
            newerVersion = nil
        }

        init(newerVersion: Int64) {
            description = "written in format \(newerVersion) by a newer version of the app: kept, not read"
            self.newerVersion = newerVersion
        }
    }

    /// The format of the lines and live states this app writes (``SyncLineEncoder``,
    /// ``LiveStateEncoder``); a line without a version is of format 1, the first.
    public static let formatVersion: Int64 = 1

    /// Refuses a `version` member this app cannot read: newer than ``formatVersion``, or not a
    /// format version at all.
    static func checkVersion(_ version: Int64?) throws(Problem) {
        guard let version else { return }
        guard version >= 1 else { throw Problem("version is not a format version") }
        guard version <= formatVersion else { throw Problem(newerVersion: version) }
    }

    /// 10,000 spans and 10,000 corrections (what a run log keeps) fit in half of it.
    public static let maximumLineBytes = 1 << 20
    /// More laps than any session could hold: a lap takes at least a hundredth of a second,
    /// and a session lasts 100 years at most.
    public static let maximumLapCount = 1 << 40

    /// The record `line` (without its line break) holds, a session taken as `machine`'s.
    public static func record(_ line: ArraySlice<UInt8>, machine: MachineID) throws(Problem) -> SyncRecord {
        guard line.count <= maximumLineBytes else { throw Problem("a line of \(line.count) bytes, longer than any session's") }
        // Read member by member, without a tree of values (a year of another machine's
        // sessions is 100,000 lines: docs/performance.md); whatever is wrong is said only once
        // the whole line was found to be JSON.
        let members: Members?
        do {
            members = try Members.read(Array(line))
        } catch {
            throw Problem("not JSON: \(error)")
        }
        guard let members else { throw Problem("not an object") }
        switch members.version {
        case .missing: break
        case .number(let version): try checkVersion(version)
        case .other: throw Problem("version is not a format version")
        }
        switch members.removed {
        case .missing: break
        case .number(let number): return .removed(try sessionID(number, "removed"))
        case .other: throw Problem("removed is not a whole number")
        }
        guard members.id != .missing else { throw Problem("neither a session nor a removal") }
        guard let raw = members.stopwatch else { throw Problem("no stopwatch name") }
        let name: String
        do {
            name = try StopwatchName.normalized(raw)
        } catch {
            throw Problem("the stopwatch name is empty or longer than \(StopwatchName.maximumLength) characters")
        }
        let spans = try members.spans.pairs("spans").map { pair throws(Problem) in
            let start = try wallClock(pair.0, "a span's start")
            let end = try wallClock(pair.1, "a span's end")
            guard start <= end else { throw Problem("a span that ends before it starts") }
            return RunLog.Span(start: start, end: end)
        }
        let credits = try members.credits.pairs("credits").map { pair throws(Problem) in
            RunLog.Credit(at: try wallClock(pair.0, "a correction's instant"), amount: try correction(pair.1, "a correction"))
        }
        let session = MachineSession(
            id: try sessionID(members.id.integer("id"), "id"), machine: machine, stopwatchName: name,
            startedAt: try wallClock(members.started.integer("started_ms"), "started_ms"),
            elapsed: try elapsed(members.elapsed.integer("elapsed_ms"), "elapsed_ms"),
            adjusted: try correction(members.adjusted.integer("adjusted_ms", missing: 0), "adjusted_ms"),
            lapCount: try lapCount(members.laps.integer("laps", missing: 0)),
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

    private static func sessionID(_ number: Int64, _ what: String) throws(Problem) -> SessionID {
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

    private static func lapCount(_ number: Int64) throws(Problem) -> Int {
        guard (0...Int64(maximumLapCount)).contains(number) else { throw Problem("laps is not a count of laps") }
        return Int(number)
    }

    /// What a line's members hold, the ones this version knows, read in one pass; each as it
    /// was last given (a member given twice counts as its last), a value of the wrong kind kept
    /// as such to be refused with why.
    private struct Members {
        enum Number: Equatable {
            case missing
            case number(Int64)
            /// There, but not a whole number that fits 64 bits.
            case other

            func integer(_ what: String, missing fallback: Int64? = nil) throws(Problem) -> Int64 {
                if case .number(let number) = self { return number }
                if self == .missing, let fallback { return fallback }
                throw Problem("\(what) is not a whole number")
            }
        }

        /// A list of pairs of whole numbers, `[[a, b], …]`, no longer than a run log keeps; none
        /// when the member is missing.
        enum Pairs {
            case pairs([(Int64, Int64)])
            case notAList
            case tooMany
            case notAPair
            case notWhole

            func pairs(_ what: String) throws(Problem) -> [(Int64, Int64)] {
                switch self {
                case .pairs(let pairs): return pairs
                case .notAList: throw Problem("\(what) is not a list")
                case .tooMany: throw Problem("\(what) holds more than \(RunLog.maximumCount)")
                case .notAPair: throw Problem("\(what) holds something not a pair")
                case .notWhole: throw Problem("\(what) is not a whole number")
                }
            }
        }

        var version = Number.missing
        var removed = Number.missing
        var id = Number.missing
        var stopwatch: String?
        var started = Number.missing
        var elapsed = Number.missing
        var adjusted = Number.missing
        var laps = Number.missing
        var spans = Pairs.pairs([])
        var credits = Pairs.pairs([])

        /// The members of the object `bytes` hold; `nil` when they hold JSON but not an object.
        static func read(_ bytes: [UInt8]) throws(JSONReader.Failure) -> Members? {
            var reader = JSONReader(bytes)
            guard try reader.enterObject() else {
                try reader.finish()
                return nil
            }
            var members = Members()
            while let key = try reader.nextMember() {
                switch key {
                case "version": members.version = try number(&reader)
                case "removed": members.removed = try number(&reader)
                case "id": members.id = try number(&reader)
                case "stopwatch": members.stopwatch = try reader.stringValue()
                case "started_ms": members.started = try number(&reader)
                case "elapsed_ms": members.elapsed = try number(&reader)
                case "adjusted_ms": members.adjusted = try number(&reader)
                case "laps": members.laps = try number(&reader)
                case "spans": members.spans = try pairs(&reader)
                case "credits": members.credits = try pairs(&reader)
                default: try reader.skipValue()
                }
            }
            try reader.finish()
            return members
        }

        private static func number(_ reader: inout JSONReader) throws(JSONReader.Failure) -> Number {
            try reader.integerValue().map(Number.number) ?? .other
        }

        /// Every element is read to its end (the line must be JSON throughout), the first
        /// thing wrong kept; too many is said before what is wrong inside.
        private static func pairs(_ reader: inout JSONReader) throws(JSONReader.Failure) -> Pairs {
            guard try reader.enterArray() else { return .notAList }
            var pairs: [(Int64, Int64)] = []
            var (count, wrong) = (0, Pairs?.none)
            while try reader.nextElement() {
                count += 1
                guard try reader.enterArray() else {
                    wrong = wrong ?? .notAPair
                    continue
                }
                var (first, second, numbers) = (Int64?.none, Int64?.none, 0)
                while try reader.nextElement() {
                    let number = try reader.integerValue()
                    numbers += 1
                    if numbers == 1 { first = number } else if numbers == 2 { second = number }
                }
                guard numbers == 2 else {
                    wrong = wrong ?? .notAPair
                    continue
                }
                guard let first, let second else {
                    wrong = wrong ?? .notWhole
                    continue
                }
                if wrong == nil, count <= RunLog.maximumCount { pairs.append((first, second)) }
            }
            if count > RunLog.maximumCount { return .tooMany }
            return wrong ?? .pairs(pairs)
        }
    }
}
