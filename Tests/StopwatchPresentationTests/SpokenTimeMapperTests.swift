import StopwatchPresentation
import Testing

@MainActor @Suite struct SpokenTimeMapperTests {
    let mapper = SpokenTimeMapper()

    @Test(arguments: [
        (Duration.zero, "0.00 seconds"),
        (.milliseconds(83_456), "1 minute, 23.45 seconds"),
        (.milliseconds(59_999), "59.99 seconds"),
        (.milliseconds(125_050), "2 minutes, 5.05 seconds"),
        (.seconds(3600), "1 hour, 0 minutes, 0.00 seconds"),
        (.seconds(360_000 + 61), "100 hours, 1 minute, 1.00 seconds"),
    ])
    func saysTheTimeInWords(duration: Duration, words: String) {
        #expect(mapper.words(for: duration) == words)
    }
}

/// A time said in a language with three plural forms, a decimal comma and letters beyond
/// ASCII: each count takes its own form, the same count twice the same words (they are kept
/// once said), and counts beyond those kept are said all the same.
@MainActor @Suite struct SpokenTimeMapperPluralTests {
    struct Polish: Localizer {
        func translate(_ message: String) -> String {
            ["{seconds} seconds": "{seconds} sekundy"][message] ?? message
        }

        func translatePlural(_ singular: String, _ plural: String, count: Int) -> String {
            let unit = ["{count} second": "sekund", "{count} minute": "minut", "{count} hour": "godzin"][singular] ?? "?"
            let few = (2...4).contains(count % 10) && !(12...14).contains(count % 100)
            let ending = count == 1 ? (unit == "godzin" ? "a" : "ę") : few ? "y" : ""
            return "{count} " + unit + ending
        }

        var decimalSeparator: String { "," }
        func dateTime(_ instant: Duration) -> String { "" }
        func timeOfDay(_ instant: Duration) -> String { "" }
    }

    let mapper = SpokenTimeMapper(localizer: Polish())

    @Test func eachCountTakesItsOwnFormEveryTime() {
        for _ in 0..<2 {
            #expect(mapper.words(for: .seconds(1), hundredths: false) == "1 sekundę")
            #expect(mapper.words(for: .seconds(3), hundredths: false) == "3 sekundy")
            #expect(mapper.words(for: .seconds(5), hundredths: false) == "5 sekund")
            #expect(mapper.words(for: .seconds(12), hundredths: false) == "12 sekund")
            #expect(mapper.words(for: .seconds(22), hundredths: false) == "22 sekundy")
            #expect(mapper.words(for: .seconds(62), hundredths: false) == "1 minutę, 2 sekundy")
            let threeHoursFiveMinutesOneSecond: Int64 = 3 * 3600 + 5 * 60 + 1
            #expect(mapper.words(for: .seconds(threeHoursFiveMinutesOneSecond), hundredths: false) == "3 godziny, 5 minut, 1 sekundę")
        }
    }

    @Test func hundredthsFollowTheDecimalComma() {
        #expect(mapper.words(for: .milliseconds(83_456)) == "1 minutę, 23,45 sekundy")
        #expect(mapper.words(for: .milliseconds(5_070)) == "5,07 sekundy")
    }

    @Test func countsBeyondThoseKeptAreSaid() {
        #expect(mapper.words(for: .seconds(124 * 3600), hundredths: false) == "124 godziny, 0 minut, 0 sekund")
        #expect(mapper.words(for: .seconds(100 * 3600 + 1), hundredths: false) == "100 godzin, 0 minut, 1 sekundę")
    }
}
