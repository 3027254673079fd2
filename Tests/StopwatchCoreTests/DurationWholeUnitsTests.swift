import StopwatchCore
import Testing

@Suite struct DurationMillisecondsTests {
    @Test(arguments: [
        (Duration.zero, Int64(0)),
        (.milliseconds(59_999), 59_999),
        (.microseconds(1999), 1),
        (.nanoseconds(999_999), 0),
        (.seconds(360_000), 360_000_000),
        (.milliseconds(Int64.max), Int64.max),
        (.seconds(Int64.max), Int64.max),
        (.seconds(Int64.min), Int64.min),
        (.milliseconds(-1), -1),
    ])
    func wholeMillisecondsTruncatesAndSaturates(duration: Duration, expected: Int64) {
        #expect(duration.wholeMilliseconds == expected)
    }
}
