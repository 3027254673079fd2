import StopwatchPresentation
import Testing

/// The pace at which the views draw the running time, against ticks every 10 ms.
@Suite struct FramePacerTests {
    /// The tick times (µs) at which frames are drawn over `ticks` ticks 10 ms apart.
    func frames(_ pacer: inout FramePacer, ticks: Int, tick: Int64 = 10_000) -> [Int64] {
        (1...ticks).map { Int64($0) * tick }.filter { pacer.isFrameDue(at: $0) }
    }

    @Test func framesAlternate50And60MillisecondsApart() {
        var pacer = FramePacer(interval: 55_000, minimumGap: 42_777)
        pacer.frameDrawn(at: 0)
        let times = frames(&pacer, ticks: 550)
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        #expect(Set(gaps) == [50_000, 60_000])
        #expect(times.count == 100)  // 5.5 s of ticks, a frame every 55 ms on average
        #expect(times.first == 60_000)
    }

    @Test(arguments: [45_000, 55_000] as [Int64])
    func theLastDigitOfTheHundredthsTakesEveryValue(interval: Int64) {
        var pacer = FramePacer(interval: interval, minimumGap: interval * 7 / 9)
        pacer.frameDrawn(at: 0)
        let digits = frames(&pacer, ticks: 120).map { $0 / 10_000 % 10 }
        #expect(digits.count >= 10)
        #expect(Set(digits) == Set(0...9))
    }

    @Test func aSteady50MillisecondsWouldShowTwoDigitsOnly() {
        var pacer = FramePacer(interval: 50_000, minimumGap: 38_888)
        pacer.frameDrawn(at: 0)
        let digits = frames(&pacer, ticks: 120).map { $0 / 10_000 % 10 }
        #expect(Set(digits).count == 2)
    }

    @Test func afterAStallTheNextFrameWaitsAtLeastTheMinimumGap() {
        var pacer = FramePacer(interval: 45_000, minimumGap: 35_000)
        pacer.frameDrawn(at: 0)
        let due = [500_000, 530_000, 535_000].map { pacer.isFrameDue(at: $0) }
        #expect(due == [true, false, true])
    }

    @Test func aFrameDrawnForAnotherReasonRestartsTheSchedule() {
        var pacer = FramePacer(interval: 45_000, minimumGap: 35_000)
        let first = pacer.isFrameDue(at: 0)
        pacer.frameDrawn(at: 20_000)
        let due = [60_000, 65_000].map { pacer.isFrameDue(at: $0) }
        #expect(first && due == [false, true])
    }

    @Test func aZeroIntervalDrawsEveryTick() {
        var pacer = FramePacer(interval: 0, minimumGap: 35_000)
        let drawn = frames(&pacer, ticks: 20)
        #expect(drawn.count == 20)
    }
}
