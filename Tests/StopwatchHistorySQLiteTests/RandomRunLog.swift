import StopwatchCore
import StopwatchTestSupport

/// A random run log from `start`: up to five spans of up to `longestSpan` ms each, gaps of up to
/// `longestGap` ms, and after one span in `correctionOneIn` a correction of up to
/// `largestCorrection` ms either way; and the instant it ended.
func randomRunLog(
    from start: Duration, longestSpan: UInt64, longestGap: UInt64, correctionOneIn: UInt64, largestCorrection: UInt64,
    random: inout SeededRandom
) -> (log: RunLog, end: Duration) {
    var log = RunLog()
    var at = start
    for _ in 0..<Int(random.next() % 6) {
        log.resume(at: at)
        at += .milliseconds(Int64(random.next() % longestSpan))
        log.pause(at: at)
        at += .milliseconds(Int64(random.next() % longestGap))
        if random.next() % correctionOneIn == 0 {
            log.correct(by: .milliseconds(Int64(random.next() % (2 * largestCorrection)) - Int64(largestCorrection)), at: at)
        }
    }
    return (log, at)
}
