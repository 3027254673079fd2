import StopwatchCore

/// Says a duration in words for assistive technology: "1 minute, 23.45 seconds", "2 hours,
/// 0 minutes, 5 seconds", with the user's decimal separator and plural forms.
///
/// A running time is said to the second (it is read, not watched: a screen reader cannot use a
/// hundred changes a second, and each one is an event on the accessibility bus); a stopped one
/// with its hundredths, truncated like the display.
@MainActor
public struct SpokenTimeMapper: Sendable {
    private let secondsWithHundredths: MessageTemplate
    private let hours: CountedWords
    private let minutes: CountedWords
    private let seconds: CountedWords
    /// How finely a stopped time is said: as the display shows it.
    private let precision: TimePrecision
    /// "0" to "99", and "00" to "99": the numbers a time is said with, written once.
    private static let numbers = (0..<100).map { String($0) }
    private static let twoDigits = (0..<100).map { (number: Int) -> String in number < 10 ? "0" + String(number) : String(number) }

    public init(localizer: Localizer = SourceLocalizer(), precision: TimePrecision = .hundredths) {
        self.precision = precision
        // TRANSLATORS: a number of seconds with hundredths, "23.45"; always plural in English.
        let message = localizer.translate("{seconds} seconds")
        // The number is whole seconds, the separator and two digits: kept in the template, so
        // a time is filled with two numbers and nothing is put together first.
        secondsWithHundredths = MessageTemplate(
            message.filling(["seconds": "{whole}" + localizer.decimalSeparator + "{hundredths}"]),
            names: ["whole", "hundredths"])
        seconds = CountedWords("{count} second", "{count} seconds", keeping: 60, localizer: localizer)
        hours = CountedWords("{count} hour", "{count} hours", keeping: 100, localizer: localizer)
        minutes = CountedWords("{count} minute", "{count} minutes", keeping: 60, localizer: localizer)
    }

    /// `duration` in words, with its hundredths, as a stopped stopwatch says it.
    public func words(for duration: Duration) -> String {
        words(for: duration, hundredths: true)
    }

    /// `duration` in words, to the second, or with the fraction the precision shows (the
    /// hundredths, the tenth, or none to the whole second).
    public func words(for duration: Duration, hundredths: Bool) -> String {
        let parts = TimeParts(duration)
        // Seconds and hundredths are below 100 (TimeParts).
        let seconds =
            switch (hundredths, precision) {
            case (false, _), (true, .seconds): self.seconds.words(parts.seconds)
            case (true, .tenths): secondsWithHundredths.filled(Self.numbers[Int(parts.seconds)], Self.numbers[Int(parts.hundredths / 10)])
            case (true, .hundredths):
                secondsWithHundredths.filled(Self.numbers[Int(parts.seconds)], Self.twoDigits[Int(parts.hundredths)])
            }
        if parts.hours > 0 { return String(joining: [hours.words(parts.hours), minutes.words(parts.minutes), seconds], separator: ", ") }
        if parts.minutes > 0 { return String(joining: [minutes.words(parts.minutes), seconds], separator: ", ") }
        return seconds
    }
}
