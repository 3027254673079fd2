import StopwatchPresentation
import Testing

/// The running time's frames while saving power: the display's frames come every 1/60 s,
/// the ticks every 10 ms, and at most ten frames a second are drawn.
@MainActor @Suite struct FramePacerTests {
    /// The frame times (µs) drawn over `seconds` seconds of 60 Hz frames; the first frame after
    /// a whole second is told of a new second, the others only of the hundredths.
    func drawn(_ pacer: inout FramePacer, seconds: Int) -> [Int64] {
        var drawn: [Int64] = []
        var lastSecond: Int64 = -1
        for frame in 0..<(seconds * 60) {
            let time = Int64(frame) * 1_000_000 / 60
            let second = time / 1_000_000
            let change: ViewStateChange = second != lastSecond ? .runningTimeSecond : .runningTime
            lastSecond = second
            if pacer.isFrameDue(for: change, at: time) { drawn.append(time) }
        }
        return drawn
    }

    @Test func atMostTenFramesInEverySecondAndEachNewSecondOnItsFirstFrame() {
        var pacer = FramePacer.powerSaving
        let times = drawn(&pacer, seconds: 10)
        for second in Int64(0)..<10 {
            let inSecond = times.filter { $0 / 1_000_000 == second }
            #expect(inSecond.count <= 10, "second \(second): \(inSecond.count) frames")
            #expect(inSecond.count >= 8, "second \(second): only \(inSecond.count) frames")
            #expect(inSecond.first == second * 1_000_000, "second \(second) not drawn on its first frame")
        }
        // Any ten consecutive frames span more than 900 ms.
        for index in 0..<(times.count - 10) {
            #expect(times[index + 10] - times[index] > 900_000)
        }
    }

    @Test func theHundredthsLastDigitMovesRatherThanStickingToAFewValues() {
        // A pace in step with the 10 ms ticks (100 ms) would show one last digit only.
        var pacer = FramePacer.powerSaving
        let digits = drawn(&pacer, seconds: 3).map { $0 / 10_000 % 10 }
        #expect(Set(digits).count >= 5)
    }

    @Test func anythingButTheRunningTimeIsDrawnAtOnce() {
        var pacer = FramePacer.powerSaving
        let due = [
            (ViewStateChange.runningTime, 0), (.runningTime, 16_667), (.everything, 33_333),
            (.runningTimeSecond, 50_000), (.runningTime, 66_667),
        ].map { change, time in
            pacer.isFrameDue(for: change, at: Int64(time))
        }
        #expect(due == [true, false, true, true, false])
    }

    @Test func aFrameDrawnForAnotherReasonStartsTheIntervalAgain() {
        var pacer = FramePacer.powerSaving
        pacer.frameDrawn(at: 1_000_000)
        let early = pacer.isFrameDue(for: .runningTime, at: 1_100_000)
        let due = pacer.isFrameDue(for: .runningTime, at: 1_105_000)
        #expect(!early && due)
    }
}
