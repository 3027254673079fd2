import Foundation
import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchStateFile

/// When each stopwatch ran, in the state file (docs/state-file.md): written when there is
/// something to write, read back as it was, and read leniently: what is not sane (spans
/// backwards or after the save, not numbers, past the limit) is left out, the stopwatch kept.
@Suite struct StateFileRunLogTests {
    let fixture = StateFileFixture()

    private static let savedAt = Duration.milliseconds(1_763_726_400_000)

    private static func file(status: String, runLog: String) -> String {
        StateFileFixture.oneStopwatch(
            savedAt: 1_763_726_400_000, status: status, members: #", "started_at": 1763726000000, "laps": []"# + runLog)
    }

    @Test func aRunLogMakesTheRoundTrip() throws {
        let log = RunLog(
            spans: [RunLog.Span(start: Self.savedAt - .seconds(400), end: Self.savedAt - .seconds(300))],
            resumedAt: Self.savedAt - .seconds(10), credits: [RunLog.Credit(at: Self.savedAt - .seconds(200), amount: .seconds(-30))])
        let collection = StopwatchCollectionSnapshot(
            members: [
                .init(
                    id: .first, name: "Focus",
                    snapshot: StopwatchSnapshot(
                        status: .running, elapsed: .seconds(80), savedAt: Self.savedAt, laps: [], startedAt: Self.savedAt - .seconds(400),
                        adjusted: .seconds(-30), runLog: log))
            ], currentID: .first)
        let (read, text) = try fixture.roundTrip(collection)
        #expect(read == collection)
        #expect(text.contains(#""ran": [[1763726000000, 1763726100000]]"#))
        #expect(text.contains(#""credits": [[1763726200000, -30000]]"#))
        #expect(text.contains(#""resumed_at": 1763726390000"#))
    }

    @Test func hostileSpansAndCreditsAreLeftOutAndTheStopwatchKept() throws {
        fixture.folder.write(
            Self.file(
                status: "paused",
                runLog: #", "ran": [[1763726000000, 1763726100000], [1763726100000, 1763726050000], [1763726100000, 1763726500000], "#
                    + #"[-5, 10], ["a", "b"], [1, 2, 3], 17, [1763726100000, 1.5e12]], "resumed_at": 1763726300000, "#
                    + #""credits": [[1763726200000, -30000], [1763726200000, 3155760000001], [99999999999999999, 5], null]"#))
        let loaded = try #require(try fixture.makeAdapter().load())
        let log = loaded.members[0].snapshot.runLog
        #expect(log.spans == [RunLog.Span(start: .milliseconds(1_763_726_000_000), end: .milliseconds(1_763_726_100_000))])
        #expect(log.credits == [RunLog.Credit(at: .milliseconds(1_763_726_200_000), amount: .seconds(-30))])
        #expect(log.resumedAt == nil, "only a running stopwatch has a span open")
        #expect(loaded.members[0].name == "Focus")
        #expect(loaded.members[0].snapshot.elapsed == .seconds(5))
    }

    @Test func aHundredThousandSpansAreNotAllRead() throws {
        let many = (0..<100_000).map { "[\(1_700_000_000_000 + $0 * 10), \(1_700_000_000_000 + $0 * 10 + 5)]" }.joined(separator: ",")
        fixture.folder.write(Self.file(status: "paused", runLog: #", "ran": ["# + many + "]"))
        let loaded = try #require(try fixture.makeAdapter().load())
        #expect(loaded.members[0].snapshot.runLog.spans.count == RunLog.maximumCount)
    }

    @Test func anOpenSpanAfterTheSaveStartsAtTheSave() throws {
        fixture.folder.write(Self.file(status: "running", runLog: #", "resumed_at": 1763726999000"#))
        let loaded = try #require(try fixture.makeAdapter().load())
        #expect(loaded.members[0].snapshot.runLog.resumedAt == Self.savedAt)
    }
}
