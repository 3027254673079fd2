import StopwatchPresentation
import Testing

@MainActor @Suite struct TimePartsTests {
    @Test func splitsAndTruncates() {
        let parts = TimeParts(.milliseconds(100 * 3_600_000 + 61_999))
        #expect((parts.hours, parts.minutes, parts.seconds, parts.hundredths) == (100, 1, 1, 99))
    }

    @Test func aNegativeDurationReadsAsZero() {
        #expect(TimeParts(.milliseconds(-1)) == TimeParts(.zero))
    }

    @Test func textIsTheDisplayFormatFromZeroToAHundredYears() {
        #expect(TimeParts(.zero).text == "00:00.00")
        #expect(TimeParts(.milliseconds(83_459)).text == "01:23.45")
        #expect(TimeParts(.milliseconds(3_599_999)).text == "59:59.99")
        #expect(TimeParts(.seconds(3600)).text == "1:00:00.00")
        let longest: Int64 = 1663 * 3600 + 17 * 60 + 12
        #expect(TimeParts(.seconds(longest) + .milliseconds(980)).text == "1663:17:12.98")
        let hundredYears = Duration.milliseconds(3_155_760_000_000)
        #expect(TimeParts(hundredYears).text == "876600:00:00.00")
        #expect(TimeParts(.milliseconds(-5)).text == "00:00.00")
    }

    @Test func textAgreesWithTheDisplayTimeEverywhere() {
        for milliseconds in stride(from: Int64(0), to: 40_000_000, by: 9_973) {
            let duration = Duration.milliseconds(milliseconds)
            #expect(TimeParts(duration).text == DisplayTimeMapper().map(duration).text)
        }
    }

    @Test func coarserPrecisionsTruncateToo() {
        let almost = TimeParts(.milliseconds(3_599_999))
        #expect(almost.text(.tenths) == "59:59.9")
        #expect(almost.text(.seconds) == "59:59")
        #expect(TimeParts(.seconds(3600)).text(.tenths) == "1:00:00.0")
        #expect(TimeParts(.seconds(3600)).text(.seconds) == "1:00:00")
        #expect(TimeParts(.milliseconds(3_155_760_000_000)).text(.seconds) == "876600:00:00")
        #expect(TimeParts(.milliseconds(57_329)).compactText(.tenths) == "57.3")
        #expect(TimeParts(.milliseconds(63_409)).compactText(.seconds) == "1:03")
        #expect(TimeParts(.milliseconds(7_050)).compactText(.hundredths) == "7.05")
    }

    @Test func everyPrecisionAgreesWithTheDisplayTime() {
        for precision in TimePrecision.allCases {
            let mapper = DisplayTimeMapper(precision: precision)
            for milliseconds in stride(from: Int64(0), to: 40_000_000, by: 19_991) {
                let duration = Duration.milliseconds(milliseconds)
                let time = mapper.map(duration)
                #expect(TimeParts(duration).text(precision) == time.text)
                #expect(time.fraction.count == precision.fractionDigits)
            }
        }
    }
}
