import StopwatchCore
import StopwatchSyncFolder
import Testing

/// A line of a sessions file, written and read back, and read as the hostile input another
/// machine's file is (ARCHITECTURE.md, "On every machine").
@Suite struct SyncLineTests {
    private static let laptop = MachineID("0123456789abcdef0123456789abcdef")!
    private static let start = Duration.seconds(1_764_000_000)

    private static func read(_ text: String) throws(SyncLineDecoder.Problem) -> SyncRecord {
        try SyncLineDecoder.record(Array(text.utf8)[...], machine: laptop)
    }

    private static func problem(_ text: String) -> String? {
        do throws(SyncLineDecoder.Problem) {
            _ = try read(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aSessionWithItsSpansAndCorrectionsComesBackAsItWasWrittenOnOneLine() throws {
        let session = MachineSession(
            id: SessionID(rawValue: Int64.max), machine: Self.laptop, stopwatchName: "Écrire \"le\" livre", startedAt: Self.start,
            elapsed: .seconds(3900), adjusted: .seconds(300), lapCount: 2,
            runLog: RunLog(
                spans: [
                    RunLog.Span(start: Self.start, end: Self.start + .seconds(1800)),
                    RunLog.Span(start: Self.start + .seconds(3600), end: Self.start + .seconds(5400)),
                ],
                credits: [RunLog.Credit(at: Self.start + .seconds(5400), amount: .seconds(300))]))
        let line = SyncLineEncoder.line(.session(session))
        #expect(line.last == UInt8(ascii: "\n"))
        #expect(line.dropLast().allSatisfy { $0 != UInt8(ascii: "\n") }, "one line")
        #expect(try SyncLineDecoder.record(line.dropLast(), machine: Self.laptop) == .session(session))
        let removal = SyncLineEncoder.line(.removed(SessionID(rawValue: 12)))
        #expect(try SyncLineDecoder.record(removal.dropLast(), machine: Self.laptop) == .removed(SessionID(rawValue: 12)))
    }

    @Test func spansLongerThanTheSessionsTimeOrAYearAreRefused() {
        let start = Self.start.wholeMilliseconds
        func line(elapsed: Int64, adjusted: Int64 = 0, spans: [(Int64, Int64)]) -> String {
            let pairs = spans.map { "[\(start + $0.0), \(start + $0.1)]" }.joined(separator: ",")
            return
                #"{"id":1,"stopwatch":"Tea","started_ms":\#(start),"elapsed_ms":\#(elapsed),"adjusted_ms":\#(adjusted),"spans":[\#(pairs)]}"#
        }
        #expect(Self.problem(line(elapsed: 60_000, spans: [(0, 60_000)])) == nil)
        #expect(Self.problem(line(elapsed: 30_000, adjusted: -30_000, spans: [(0, 60_000)])) == nil, "time taken away ran")
        #expect(
            Self.problem(line(elapsed: 60_000, spans: [(0, 60_000), (70_000, 80_000)])) == "spans that last longer than the session's time")
        let year: Int64 = 366 * 86_400_000
        #expect(Self.problem(line(elapsed: year, spans: [(0, year)])) == nil)
        #expect(Self.problem(line(elapsed: 10 * year, spans: [(0, year + 1)])) == "spans that last longer than a year")
    }

    @Test func membersOfANewerVersionArePassedOver() throws {
        let record = try Self.read(
            #"{"id": 5, "stopwatch": "Run", "started_ms": 1764000000000, "elapsed_ms": 1000, "colour": "red", "tags": [1, {"a": 2}]}"#)
        guard case .session(let session) = record else {
            Issue.record("not a session: \(record)")
            return
        }
        #expect(session.elapsed == .seconds(1))
        #expect(session.adjusted == .zero)
        #expect(session.lapCount == 0)
        #expect(session.runLog == .empty)
    }

    @Test func aNameIsANameOnly() throws {
        let record = try Self.read(#"{"id": 5, "stopwatch": "a\nb\u2028c", "started_ms": 0, "elapsed_ms": 0}"#)
        guard case .session(let session) = record else {
            Issue.record("not a session: \(record)")
            return
        }
        #expect(session.stopwatchName == "a b c")
    }

    @Test func everyHostileLineIsRefusedWithWhy() {
        let valid = #""stopwatch": "Run", "started_ms": 1764000000000, "elapsed_ms": 1000"#
        let refused: [(String, String)] = [
            ("", "not JSON"),
            ("{", "not JSON"),
            ("[1, 2]", "not an object"),
            (#"{"stopwatch": "Run"}"#, "neither a session nor a removal"),
            (#"{"removed": 0}"#, "not a session id"),
            (#"{"removed": -3}"#, "not a session id"),
            (#"{"removed": "7"}"#, "not a whole number"),
            (#"{"id": 1.5, \#(valid)}"#, "not a whole number"),
            (#"{"id": 99999999999999999999, \#(valid)}"#, "not a whole number"),
            (#"{"id": 1, "stopwatch": "   ", "started_ms": 0, "elapsed_ms": 0}"#, "name is empty"),
            (#"{"id": 1, "stopwatch": "\#(String(repeating: "x", count: 61))", "started_ms": 0, "elapsed_ms": 0}"#, "longer than 60"),
            (#"{"id": 1, "stopwatch": 7, "started_ms": 0, "elapsed_ms": 0}"#, "no stopwatch name"),
            (#"{"id": 1, "stopwatch": "Run", "started_ms": -1, "elapsed_ms": 0}"#, "started_ms is not an instant"),
            (#"{"id": 1, "stopwatch": "Run", "started_ms": 253402300800000, "elapsed_ms": 0}"#, "started_ms is not an instant"),
            (#"{"id": 1, "stopwatch": "Run", "started_ms": 0, "elapsed_ms": -5}"#, "elapsed_ms is not between"),
            (#"{"id": 1, "stopwatch": "Run", "started_ms": 0, "elapsed_ms": 3155760000001}"#, "elapsed_ms is not between"),
            (#"{"id": 1, \#(valid), "adjusted_ms": -3155760000001}"#, "more than 100 years"),
            (#"{"id": 1, \#(valid), "laps": -1}"#, "not a count of laps"),
            (#"{"id": 1, \#(valid), "spans": [[2, 1]]}"#, "ends before it starts"),
            (#"{"id": 1, \#(valid), "spans": [[1, 2, 3]]}"#, "not a pair"),
            (#"{"id": 1, \#(valid), "spans": {"a": 1}}"#, "not a list"),
            (#"{"id": 1, \#(valid), "credits": [[1, 9223372036854775807]]}"#, "more than 100 years"),
        ]
        for (line, why) in refused {
            let problem = Self.problem(line)
            #expect(problem?.contains(why) == true, "\(line): \(problem ?? "read")")
        }
    }

    @Test func listsLongerThanARunLogKeepsAndLinesLongerThanAnySessionAreRefused() {
        let spans = Array(repeating: "[1, 2]", count: RunLog.maximumCount + 1).joined(separator: ",")
        let many = #"{"id": 1, "stopwatch": "Run", "started_ms": 0, "elapsed_ms": 0, "spans": [\#(spans)]}"#
        #expect(Self.problem(many)?.contains("more than \(RunLog.maximumCount)") == true)
        let long = Array(repeating: UInt8(ascii: " "), count: SyncLineDecoder.maximumLineBytes + 1)
        #expect(throws: SyncLineDecoder.Problem.self) { try SyncLineDecoder.record(long[...], machine: Self.laptop) }
    }
}
