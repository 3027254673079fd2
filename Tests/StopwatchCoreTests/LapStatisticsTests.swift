import StopwatchCore
import StopwatchTestSupport
import Testing

/// The statistics of ARCHITECTURE.md ("Laps at a glance"), kept as laps are added, against a reference that works
/// them out from scratch another way (sorting for the median, a binary search for the
/// square root), to the millisecond.
@Suite struct LapStatisticsTests {
    /// The statistics of `laps` (whole milliseconds), worked out from the whole list.
    private func reference(_ laps: [Int64]) -> LapStatistics {
        let sorted = laps.sorted()
        let count = Int64(laps.count)
        let total = laps.reduce(0, +)
        let middle = laps.count / 2
        let median = laps.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        // The spread s is the largest whole number with (n·s)² ≤ n·Σx² − (Σx)².
        let sumOfSquares = laps.reduce(Int128(0)) { $0 + Int128($1) * Int128($1) }
        let scaled = Int128(count) * sumOfSquares - Int128(total) * Int128(total)
        var low: Int128 = 0
        var high: Int128 = Int128(sorted.last! - sorted.first!) + 1
        while low + 1 < high {
            let guess = (low + high) / 2
            if (Int128(count) * guess) * (Int128(count) * guess) <= scaled { low = guess } else { high = guess }
        }
        return LapStatistics(
            count: laps.count, total: total, average: total / count, median: median,
            best: sorted.first!, worst: sorted.last!, spread: Int64(low))
    }

    private func history(_ laps: [Int64]) -> LapHistory {
        LapHistory(durations: laps.map { .milliseconds($0) })
    }

    /// The statistics of `laps` both ways a history is made: at once (a restore, which sorts)
    /// and lap by lap (the B-tree growing).
    private func bothWays(_ laps: [Int64]) -> [LapStatistics?] {
        var appended = LapHistory()
        for lap in laps { appended.append(.milliseconds(lap)) }
        return [history(laps).statistics, appended.statistics]
    }

    @Test func noLapsNoStatistics() {
        #expect(LapHistory().statistics == nil)
    }

    @Test func oneLapIsItsOwnAverageMedianBestAndWorstWithNoSpread() {
        let statistics = history([57_320]).statistics
        #expect(
            statistics
                == LapStatistics(
                    count: 1, total: 57_320, average: 57_320, median: 57_320, best: 57_320,
                    worst: 57_320, spread: 0))
    }

    @Test func twoEqualLapsHaveNoSpread() {
        #expect(
            history([41_200, 41_200]).statistics
                == LapStatistics(count: 2, total: 82_400, average: 41_200, median: 41_200, best: 41_200, worst: 41_200, spread: 0))
    }

    @Test func aKnownSetToTheMillisecond() {
        // 52.1, 63.4, 57.1, 56.7: mean 57.325 s, median (56.7 + 57.1) / 2 = 56.9,
        // population deviation 4.0201... s.
        let statistics = history([52_100, 63_400, 57_100, 56_700]).statistics!
        #expect(statistics.average == 57_325)
        #expect(statistics.median == 56_900)
        #expect((statistics.best, statistics.worst) == (52_100, 63_400))
        #expect(statistics.spread == 4_020)
    }

    @Test func randomSetsMatchTheReferenceExactly() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<TestScale.count(300) {
            let count = Int.random(in: 1...200, using: &random)
            let spread = Int64.random(in: 0...90_000, using: &random)
            let base = Int64.random(in: 0...600_000, using: &random)
            let laps = (0..<count).map { _ in base + Int64.random(in: 0...spread, using: &random) }
            #expect(bothWays(laps) == [reference(laps), reference(laps)], "laps \(laps)")
        }
    }

    @Test func aHundredThousandLapsMatchTheReferenceAndEveryPrefixTheirs() {
        var random = SeededRandom(seed: 42)
        let laps = (0..<TestScale.count(100_000)).map { _ in Int64.random(in: 30_000...90_000, using: &random) }
        var growing = LapHistory()
        for (index, lap) in laps.enumerated() {
            growing.append(.milliseconds(lap))
            // Checked at a few sizes: the work kept per lap must agree with the whole list.
            if [0, 1, 63, 64, 65, 4_095, 4_096, 50_000].contains(index) {
                #expect(growing.statistics == reference(Array(laps[...index])), "after \(index + 1) laps")
            }
        }
        #expect(growing.statistics == reference(laps))
    }

    @Test func sortedAndReversedInputAndManyEqualTimesKeepTheMedianRight() {
        let ascending = (1...500).map { Int64($0) * 1000 }
        #expect(bothWays(ascending) == [reference(ascending), reference(ascending)])
        let descending = Array(ascending.reversed())
        #expect(bothWays(descending) == [reference(descending), reference(descending)])
        let plateaus = (0..<700).map { Int64($0 % 3) * 10 }
        #expect(bothWays(plateaus) == [reference(plateaus), reference(plateaus)])
    }

    @Test func theLongestLapsOfAHundredYearSessionDoNotOverflow() {
        let century = Int64(3_155_760_000_000)
        let laps = [century / 3, century / 3, century / 3 - 1]
        #expect(bothWays(laps) == [reference(laps), reference(laps)])
    }

    @Test func aRestoredHistoryGrowsOnAsOneBuiltLapByLap() {
        // Restored at once (leaves and branches three quarters full), then thousands more laps,
        // each side of the restored ones, split its nodes: the median stays exact.
        var random = SeededRandom(seed: 7)
        for count in [1, 95, 96, 97, 2_305, 20_000] {
            var laps = (0..<count).map { _ in Int64.random(in: 40_000...60_000, using: &random) }
            var restored = history(laps)
            for step in 0..<3_000 {
                let lap = Int64.random(in: 30_000...70_000, using: &random)
                laps.append(lap)
                restored.append(.milliseconds(lap))
                if step % 500 == 499 { #expect(restored.statistics == reference(laps), "\(count) restored, \(step + 1) added") }
            }
        }
    }

    @Test func aCopyKeepsItsStatisticsWhenTheOriginalGrows() {
        var original = history([1000, 2000, 3000])
        let copy = original
        original.append(.milliseconds(10_000))
        #expect(copy.statistics == reference([1000, 2000, 3000]))
        #expect(original.statistics == reference([1000, 2000, 3000, 10_000]))
    }

    @Test func statisticsUseEachLapsWholeMillisecondsAsTheExportDoes() {
        let laps = LapHistory(durations: [.nanoseconds(1_999_999), .nanoseconds(2_000_001)])
        #expect(laps.statistics?.total == 3)
        #expect(laps.statistics?.median == 1)
    }
}
