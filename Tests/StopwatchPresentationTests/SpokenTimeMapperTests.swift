import StopwatchPresentation
import Testing

@Suite struct SpokenTimeMapperTests {
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
