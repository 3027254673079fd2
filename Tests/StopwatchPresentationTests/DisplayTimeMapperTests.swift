import StopwatchPresentation
import Testing

@MainActor @Suite struct DisplayTimeMapperTests {
    let mapper = DisplayTimeMapper()

    @Test(arguments: [
        (Duration.zero, "00:00.00"),
        (.milliseconds(9), "00:00.00"),
        (.milliseconds(1999), "00:01.99"),
        (.milliseconds(59_999), "00:59.99"),
        (.milliseconds(3_599_999), "59:59.99"),
        (.seconds(3600), "1:00:00.00"),
        (.milliseconds(3_723_450), "1:02:03.45"),
        (.seconds(360_000), "100:00:00.00"),
        (.milliseconds(-500), "00:00.00"),
    ])
    func formatsAndTruncates(duration: Duration, text: String) {
        #expect(mapper.map(duration).text == text)
    }

    @Test func splitsIntoDigitGroupsWithHoursOnlyFromOneHour() {
        #expect(mapper.map(.milliseconds(83_456)) == DisplayTime(hours: nil, minutes: "01", seconds: "23", fraction: "45"))
        #expect(mapper.map(.seconds(100 * 3600 + 61)) == DisplayTime(hours: "100", minutes: "01", seconds: "01", fraction: "00"))
    }

    @Test func neverRoundsUp() {
        #expect(mapper.map(.nanoseconds(59_999_999_999)).text == "00:59.99")
    }
}
