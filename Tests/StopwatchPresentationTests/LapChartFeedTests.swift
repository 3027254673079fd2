import StopwatchCore
import StopwatchPresentation
import Testing

/// The lap chart's bars kept for a list of laps: grown a lap at a time, they are the bars
/// grouped from scratch.
@MainActor @Suite struct LapChartFeedTests {
    private func laps(_ milliseconds: [Int64]) -> LapHistory {
        var laps = LapHistory()
        for duration in milliseconds { laps.append(.milliseconds(duration)) }
        return laps
    }

    @Test func grownLapByLapTheBarsAreThoseGroupedAtOnce() {
        let durations: [Int64] = (0..<1_000).map { 1_000 + ($0 * 7_919) % 500 }
        var feed = LapChartFeed(width: 40)
        for count in 1...durations.count {
            feed.update(laps(Array(durations.prefix(count))))
        }
        #expect(feed.bins == LapChartFeed(laps: laps(durations), width: 40).bins)
    }

    @Test func otherLapsAreGroupedAnewAndTheSameWidthChangesNothing() {
        var feed = LapChartFeed(laps: laps([1_000, 2_000, 3_000]), width: 10)
        feed.update(laps([5_000]))
        #expect(feed.bins == LapChartFeed(laps: laps([5_000]), width: 10).bins)
        let resized = [10, 2, 0, -5].map { width in (feed.resize(toWidth: width), feed.bins.capacity) }
        #expect(resized.map(\.0) == [false, true, true, false])
        #expect(resized.map(\.1) == [10, 2, 1, 1])
    }

    /// A lap removed or noted anywhere, in histories on both sides of a change in laps a bar:
    /// the bars kept and made anew are the bars grouped from scratch.
    @Test(arguments: [3, 40, 41, 80, 81, 33_000])
    func aLapRemovedOrNotedGivesTheBarsGroupedAtOnce(count: Int) throws {
        let durations: [Int64] = (0..<count).map { 1_000 + Int64(($0 * 7_919) % 5_003) }
        let history = laps(durations)
        for index in Set([0, 1, count / 3, count / 2, count - 2, count - 1]) {
            var feed = LapChartFeed(laps: history, width: 40)
            let removed = history.removingLap(at: index)
            feed.update(removed)
            #expect(feed.bins == LapChartFeed(laps: removed, width: 40).bins, "lap \(index + 1) removed")
            var noted = removed
            noted.setNote(try LapNote.parse("the hill"), at: index % noted.count)
            feed.update(noted)
            #expect(feed.bins == LapChartFeed(laps: removed, width: 40).bins)
            feed.update(history)
            #expect(feed.bins == LapChartFeed(laps: history, width: 40).bins, "lap \(index + 1) back")
        }
    }
}
