import StopwatchPresentation
import Testing

/// The pace at which the views draw the running time, against ticks every 10 ms.
@Suite struct FramePacerTests {
    /// The tick times (µs) at which frames are drawn over `ticks` ticks 10 ms apart; with
    /// `newSeconds`, every hundredth tick (from the first) begins a new second.
    func frames(_ pacer: inout FramePacer, ticks: Int, newSeconds: Bool = false) -> [Int64] {
        (0..<ticks).filter { tick in
            let change: ViewStateChange = newSeconds && tick % 100 == 0 ? .runningTimeSecond : .runningTime
            return pacer.isFrameDue(for: change, at: Int64(tick) * 10_000)
        }.map { Int64($0) * 10_000 }
    }

    func gaps(_ times: [Int64]) -> [Int64] {
        zip(times.dropFirst(), times).map { $0 - $1 }
    }

    @Test func everyNewSecondIsDrawnAndThirteenFramesASecondAtTheStandardPace() {
        var pacer = FramePacer(interval: 77_000, minimumGap: 59_888)
        let times = frames(&pacer, ticks: 1_000, newSeconds: true)
        #expect(times.count == 130)  // 10 s
        for second in 0..<10 {
            #expect(times.contains(Int64(second) * 1_000_000), "second \(second) drawn on its tick")
        }
        #expect(Set(gaps(times)) == [70_000, 80_000])
    }

    @Test func theLastDigitOfTheHundredthsTakesEveryValueAtTheStandardPace() {
        var pacer = FramePacer(interval: 77_000, minimumGap: 59_888)
        let digits = frames(&pacer, ticks: 100, newSeconds: true).map { $0 / 10_000 % 10 }
        #expect(digits.count == 13)
        #expect(Set(digits) == Set(0...9))
    }

    @Test func withoutSecondsFramesAlternate50And60MillisecondsApartAt55() {
        var pacer = FramePacer(interval: 55_000, minimumGap: 42_777)
        pacer.frameDrawn(at: 0)
        let times = frames(&pacer, ticks: 551).filter { $0 > 0 }
        #expect(Set(gaps(times)) == [50_000, 60_000])
        #expect(times.count == 100)  // 5.5 s of ticks, a frame every 55 ms on average
        #expect(times.first == 60_000)
    }

    @Test func aSteady50MillisecondsWouldShowTwoDigitsOnly() {
        var pacer = FramePacer(interval: 50_000, minimumGap: 38_888)
        pacer.frameDrawn(at: 0)
        let digits = frames(&pacer, ticks: 120).map { $0 / 10_000 % 10 }
        #expect(digits.count == 23)
        #expect(Set(digits).count == 2)
    }

    @Test func aNewSecondOrAnyOtherChangeIsDueAtOnceAndRestartsTheSchedule() {
        var pacer = FramePacer(interval: 77_000, minimumGap: 59_888)
        let first = pacer.isFrameDue(for: .runningTime, at: 0)
        let due = [
            pacer.isFrameDue(for: .runningTime, at: 10_000),
            pacer.isFrameDue(for: .runningTimeSecond, at: 20_000),
            pacer.isFrameDue(for: .runningTime, at: 90_000),
            pacer.isFrameDue(for: .everything, at: 100_000),
            pacer.isFrameDue(for: .runningTime, at: 170_000),
            pacer.isFrameDue(for: .runningTime, at: 180_000),
        ]
        #expect(first && due == [false, true, false, true, false, true])
    }

    @Test func afterAStallTheNextFrameWaitsAtLeastTheMinimumGap() {
        var pacer = FramePacer(interval: 45_000, minimumGap: 35_000)
        pacer.frameDrawn(at: 0)
        let due = [500_000, 530_000, 535_000].map { pacer.isFrameDue(for: .runningTime, at: $0) }
        #expect(due == [true, false, true])
    }

    @Test func aFrameDrawnForAnotherReasonRestartsTheSchedule() {
        var pacer = FramePacer(interval: 45_000, minimumGap: 35_000)
        let first = pacer.isFrameDue(for: .runningTime, at: 0)
        pacer.frameDrawn(at: 20_000)
        let due = [60_000, 65_000].map { pacer.isFrameDue(for: .runningTime, at: $0) }
        #expect(first && due == [false, true])
    }

    @Test func aZeroIntervalDrawsEveryTick() {
        var pacer = FramePacer(interval: 0, minimumGap: 35_000)
        let drawn = frames(&pacer, ticks: 20)
        #expect(drawn.count == 20)
    }
}
