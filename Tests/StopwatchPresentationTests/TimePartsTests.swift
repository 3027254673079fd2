import StopwatchPresentation
import Testing

@Suite struct TimePartsTests {
    @Test func splitsAndTruncates() {
        let parts = TimeParts(.milliseconds(100 * 3_600_000 + 61_999))
        #expect((parts.hours, parts.minutes, parts.seconds, parts.hundredths) == (100, 1, 1, 99))
    }

    @Test func aNegativeDurationReadsAsZero() {
        #expect(TimeParts(.milliseconds(-1)) == TimeParts(.zero))
    }
}
