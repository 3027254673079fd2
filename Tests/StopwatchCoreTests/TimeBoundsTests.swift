import StopwatchCore
import Testing

@Suite struct TimeBoundsTests {
    @Test(arguments: [Int64(0), 1, 3_155_760_000_000])
    func elapsedTimesWithinOneHundredYearsAreAccepted(milliseconds: Int64) {
        #expect(TimeBounds.elapsed(milliseconds: milliseconds) == .milliseconds(milliseconds))
    }

    @Test(arguments: [Int64(-1), 3_155_760_000_001, Int64.max, Int64.min, 1 << 53])
    func elapsedTimesOutsideAreRejected(milliseconds: Int64) {
        #expect(TimeBounds.elapsed(milliseconds: milliseconds) == nil)
    }

    @Test func wallClockInstantsLieBetweenTheEpochAndTheEndOfYear9999() {
        #expect(TimeBounds.wallClock(milliseconds: 0) == .zero)
        #expect(TimeBounds.wallClock(milliseconds: 253_402_300_799_999) != nil)
        #expect(TimeBounds.wallClock(milliseconds: 253_402_300_800_000) == nil)
        #expect(TimeBounds.wallClock(milliseconds: -1) == nil)
    }

    @Test func sumsSaturateAtOneHundredYears() {
        #expect(TimeBounds.sum(.seconds(1), .seconds(2)) == .seconds(3))
        #expect(TimeBounds.sum(TimeBounds.maximumElapsed, .seconds(1)) == TimeBounds.maximumElapsed)
        #expect(TimeBounds.sum(.seconds(Int64.max), .seconds(Int64.max)) == TimeBounds.maximumElapsed)
        #expect(TimeBounds.sum(.seconds(-5), .seconds(2)) == .seconds(2))
    }

    @Test func anIntervalBetweenWallClockInstantsIsNeverNegativeNorOverACentury() {
        #expect(TimeBounds.interval(from: .seconds(100), to: .seconds(160)) == .seconds(60))
        #expect(TimeBounds.interval(from: .seconds(160), to: .seconds(100)) == .zero)
        #expect(TimeBounds.interval(from: .zero, to: .seconds(Int64.max)) == TimeBounds.maximumElapsed)
        #expect(TimeBounds.interval(from: .seconds(Int64.min), to: .zero) == .zero)
    }
}
