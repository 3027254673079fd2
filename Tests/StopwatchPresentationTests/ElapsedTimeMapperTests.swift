import StopwatchPresentation
import Testing

@MainActor @Suite struct ElapsedTimeMapperTests {
    let mapper = ElapsedTimeMapper()

    @Test func textMatchesTheDisplayFormat() {
        #expect(mapper.text(for: .milliseconds(83_450)) == "01:23.45")
        #expect(mapper.text(for: .seconds(3600)) == "1:00:00.00")
    }

    @Test func differencesCarryTheirSign() {
        #expect(mapper.signedText(for: .milliseconds(1200)) == "+00:01.20")
        #expect(mapper.signedText(for: .milliseconds(-350)) == "\u{2212}00:00.35")
        #expect(mapper.signedText(for: .zero) == "\u{00B1}00:00.00")
        #expect(mapper.signedText(for: .milliseconds(-9)) == "\u{00B1}00:00.00")
        #expect(mapper.signedText(for: .milliseconds(9)) == "\u{00B1}00:00.00")
        #expect(mapper.signedText(for: .milliseconds(10)) == "+00:00.01")
        #expect(mapper.signedText(for: .milliseconds(-3_600_009)) == "\u{2212}1:00:00.00")
    }

    @Test func wholeSecondsDropTheHundredths() {
        #expect(mapper.wholeSecondsText(for: .milliseconds(83_999)) == "01:23")
        #expect(mapper.wholeSecondsText(for: .seconds(3600 + 5)) == "1:00:05")
        #expect(mapper.wholeSecondsText(for: .zero) == "00:00")
    }
}
