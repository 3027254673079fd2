import StopwatchCore
import Testing

@testable import StopwatchStateFile

/// Each stopwatch's goals in the state file (version 3, docs/state-file.md): written as
/// documented, read leniently (hostile goals never cost the stopwatch), and an older file read
/// without loss.
@Suite struct StateFileGoalsTests {
    let fixture = StateFileFixture()

    private static let savedAt = Duration.milliseconds(1_763_726_400_123)
    private static let monday = LocalDay(year: 2026, month: 11, day: 30)!

    private static func member(_ id: Int, _ name: String, goals: GoalTimeline) -> StopwatchCollectionSnapshot.Member {
        .init(
            id: StopwatchID(rawValue: id), name: name,
            snapshot: StopwatchSnapshot(status: .paused, elapsed: .seconds(90), savedAt: savedAt, laps: []), goals: goals)
    }

    @Test func goalsMakeTheRoundTripInAVersion3File() throws {
        let piano = GoalTimeline.none.setting(try StopwatchGoal(.seconds(3600), per: .day), from: Self.monday)
            .setting(nil, from: Self.monday.adding(days: 3))
            .setting(try StopwatchGoal(.seconds(36_000), per: .week), from: Self.monday.adding(days: 9))
        let collection = StopwatchCollectionSnapshot(
            members: [Self.member(1, "Piano", goals: piano), Self.member(2, "Tea", goals: .none)], currentID: .first)
        let (read, text) = try fixture.roundTrip(collection)
        #expect(read == collection)
        #expect(text.contains(#""version": 3"#))
        #expect(
            text.contains(
                #""goals": [{ "from": "2026-11-30", "goal_ms": 3600000, "per": "day" }, { "from": "2026-12-03" }, { "from": "2026-12-09", "goal_ms": 36000000, "per": "week" }]"#
            ))
        #expect(text.components(separatedBy: "\"goals\"").count == 2, "none for the stopwatch that never had one")
    }

    @Test func aVersion2FileIsReadWithoutLossAndWithoutGoals() throws {
        fixture.folder.write(
            #"{"version": 2, "saved_at": 1763726400123, "current": 1, "stopwatches": [{"id": 1, "name": "Focus", "status": "paused", "elapsed_ms": 5000, "laps": [{"duration_ms": 2000}], "alerts": {"at_ms": [60000], "every_ms": null}}]}"#
        )
        let loaded = try #require(try fixture.makeAdapter().load())
        #expect(loaded.members[0].goals == .none)
        #expect(loaded.members[0].snapshot.elapsed == .seconds(5) && loaded.members[0].snapshot.laps.count == 1)
        #expect(loaded.members[0].alerts.times == [.seconds(60)])
    }

    @Test(arguments: [
        // A day that is none, a goal of zero, over the period, of no whole minutes, an unknown
        // period, numbers that are no numbers: left out, the rest kept.
        (
            #"[{"from": "2026-02-30", "goal_ms": 3600000, "per": "day"}, {"from": "2026-12-01", "goal_ms": 0, "per": "day"},"#
                + #" {"from": "2026-12-02", "goal_ms": 86400001, "per": "day"}, {"from": "2026-12-03", "goal_ms": 90000, "per": "day"},"#
                + #" {"from": "2026-12-04", "goal_ms": 3600000, "per": "month"}, {"from": "2026-12-05", "goal_ms": 1e400, "per": "week"},"#
                + #" {"from": "2026-12-06", "goal_ms": 7200000, "per": "week"}, "often", [1, 2], {"goal_ms": 60000}]"#,
            [GoalTimeline.Change(from: LocalDay(year: 2026, month: 12, day: 6)!, goal: try! StopwatchGoal(.seconds(7200), per: .week))]
        ),
        // Not a list: none.
        (#"{"from": "2026-12-06", "goal_ms": 60000, "per": "day"}"#, []),
        (#""an hour a day""#, []),
        // Out of order and a day twice: in order, its last.
        (
            #"[{"from": "2026-12-06", "goal_ms": 60000, "per": "day"}, {"from": "2026-12-01", "goal_ms": 120000, "per": "day"},"#
                + #" {"from": "2026-12-06", "goal_ms": 180000, "per": "day"}]"#,
            [
                GoalTimeline.Change(from: LocalDay(year: 2026, month: 12, day: 1)!, goal: try! StopwatchGoal(.seconds(120), per: .day)),
                GoalTimeline.Change(from: LocalDay(year: 2026, month: 12, day: 6)!, goal: try! StopwatchGoal(.seconds(180), per: .day)),
            ]
        ),
    ])
    func hostileGoalsKeepTheStopwatchAndDropWhatBreaksTheRules(goals: String, kept: [GoalTimeline.Change]) throws {
        fixture.folder.write(
            #"{"version": 3, "saved_at": 1763726400123, "current": 1, "stopwatches": [{"id": 1, "name": "Focus", "status": "paused", "elapsed_ms": 5000, "laps": [], "goals": "#
                + goals + "}]}")
        let loaded = try #require(try fixture.makeAdapter().load(), "the stopwatch is kept")
        #expect(loaded.members[0].name == "Focus" && loaded.members[0].snapshot.elapsed == .seconds(5))
        #expect(loaded.members[0].goals.changes == kept)
    }

    @Test func tenThousandGoalsAreNotAllRead() throws {
        let many = (0..<10_000).map { _ in #"{"from": "2026-12-06", "goal_ms": 60000, "per": "day"}"# }
        fixture.folder.write(
            #"{"version": 3, "saved_at": 1763726400123, "current": 1, "stopwatches": [{"id": 1, "name": "Focus", "status": "paused", "elapsed_ms": 5000, "laps": [], "goals": ["#
                + many.joined(separator: ",") + "]}]}")
        let loaded = try #require(try fixture.makeAdapter().load())
        #expect(loaded.members[0].goals.changes.count == 1)
    }
}
