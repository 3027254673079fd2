import Foundation
import StopwatchCore
import StopwatchTestSupport
import Testing

@testable import StopwatchStateFile

/// Each stopwatch's alerts in the state file: optional, written as documented
/// (docs/state-file.md), and read leniently: hostile alerts never cost the stopwatch.
@Suite struct StateFileAlertsTests {
    let fixture = StateFileFixture()

    private static let savedAt = Duration.milliseconds(1_763_726_400_123)

    private static func member(_ id: Int, _ name: String, alerts: StopwatchAlerts) -> StopwatchCollectionSnapshot.Member {
        .init(
            id: StopwatchID(rawValue: id), name: name,
            snapshot: StopwatchSnapshot(status: .paused, elapsed: .seconds(90), savedAt: savedAt, laps: []), alerts: alerts)
    }

    /// A version-2 file of one stopwatch whose `alerts` member is `alerts` (JSON text).
    private static func file(alerts: String) -> String {
        StateFileFixture.oneStopwatch(savedAt: 1_763_726_400_123, status: "paused", members: #", "laps": [], "alerts": "# + alerts)
    }

    @Test func alertsMakeTheRoundTripAndAStopwatchWithoutWritesNone() throws {
        let collection = StopwatchCollectionSnapshot(
            members: [
                Self.member(1, "Focus", alerts: try StopwatchAlerts(times: [.seconds(1500), .seconds(3000)], interval: .seconds(600))),
                Self.member(2, "Tea", alerts: try StopwatchAlerts(times: [.seconds(240)], interval: nil)),
                Self.member(3, "Run", alerts: .none),
            ], currentID: .first)
        let (read, text) = try fixture.roundTrip(collection)
        #expect(read == collection)
        #expect(text.contains(#""alerts": { "at_ms": [1500000, 3000000], "every_ms": 600000 }"#))
        #expect(text.contains(#""alerts": { "at_ms": [240000], "every_ms": null }"#))
        #expect(text.components(separatedBy: "\"alerts\"").count == 3, "none for the stopwatch without alerts")
        #expect(fixture.logger.entries.isEmpty)
    }

    @Test(arguments: [
        // Not numbers, negative, zero, past 100 years, fractions: left out, the rest kept.
        (#"{"at_ms": ["25:00", -1, 0, 3155760000001, 1.5, null, 60000], "every_ms": "often"}"#, [Int64(60_000)], Int64?.none),
        // Not an object at all, or of the wrong kinds: no alerts.
        (#""every minute""#, [], nil),
        (#"[60000]"#, [], nil),
        (#"{"at_ms": 60000, "every_ms": 59999}"#, [], nil),
        (#"{"every_ms": 86400000}"#, [], 86_400_000),
        (#"{"at_ms": [99999999999999999999999], "every_ms": 86400001}"#, [], nil),
    ])
    func hostileAlertsKeepTheStopwatchAndDropWhatBreaksTheRules(alerts: String, times: [Int64], every: Int64?) throws {
        fixture.folder.write(Self.file(alerts: alerts))
        let loaded = try #require(try fixture.makeAdapter().load(), "the stopwatch is kept")
        #expect(loaded.members[0].name == "Focus")
        #expect(loaded.members[0].snapshot.elapsed == .seconds(5))
        #expect(loaded.members[0].alerts.times == times.map { .milliseconds($0) })
        #expect(loaded.members[0].alerts.interval == every.map { .milliseconds($0) })
    }

    /// A million normally; a tenth under the sanitizers, whose work is the reading, not its
    /// length (TestScale).
    @Test func aMillionAlertsKeepTheFirstTenWithinTheRules() throws {
        let million = (1...TestScale.count(1_000_000)).map { String($0 * 1000) }.joined(separator: ",")
        fixture.folder.write(Self.file(alerts: #"{"at_ms": [-5, "# + million + "]}"))
        let loaded = try #require(try fixture.makeAdapter().load())
        #expect(loaded.members[0].alerts.times == (1...10).map { .seconds($0) })
    }

    @Test func aFileWithoutAlertsHasNone() throws {
        fixture.folder.write(
            #"{"version": 2, "saved_at": 1763726400123, "current": 1, "stopwatches": [{"id": 1, "name": "Focus", "status": "paused", "elapsed_ms": 5000, "laps": []}]}"#
        )
        #expect(try fixture.makeAdapter().load()?.members[0].alerts == StopwatchAlerts.none)
    }
}
