import StopwatchCore
import Testing

@Suite struct StopwatchSnapshotTests {
    private func snapshot(
        _ status: StopwatchStatus = .paused, elapsed: Int64 = 5000, savedAt: Int64 = 1, laps: [Int64] = [1000, 2000]
    ) -> StopwatchSnapshot {
        StopwatchSnapshot(
            status: status, elapsed: .milliseconds(elapsed), savedAt: .milliseconds(savedAt),
            laps: LapHistory(durations: laps.map { .milliseconds($0) })
        )
    }

    @Test func aConsistentSnapshotHasNoInconsistency() {
        #expect(snapshot().inconsistency == nil)
        #expect(snapshot(elapsed: 3000).inconsistency == nil)
        #expect(snapshot(.initial, elapsed: 0, laps: []).inconsistency == nil)
    }

    @Test func negativeTimesAreInconsistent() {
        #expect(snapshot(elapsed: -1, laps: []).inconsistency != nil)
        #expect(snapshot(savedAt: -5).inconsistency != nil)
    }

    @Test func timesOutsideTheBoundsAreInconsistent() {
        #expect(snapshot(elapsed: 3_155_760_000_001, laps: []).inconsistency == "an elapsed time over 100 years")
        #expect(snapshot(elapsed: 3_155_760_000_000, laps: []).inconsistency == nil)
        #expect(snapshot(savedAt: 253_402_300_800_000).inconsistency == "a save time outside the years 1970 to 9999")
    }

    @Test func lapsSummingPastTheElapsedTimeAreInconsistent() {
        #expect(snapshot(elapsed: 2999).inconsistency == "laps sum past the elapsed time")
    }

    @Test func anInitialStopwatchWithTimeIsInconsistent() {
        #expect(snapshot(.initial, elapsed: 10, laps: []).inconsistency != nil)
    }
}
