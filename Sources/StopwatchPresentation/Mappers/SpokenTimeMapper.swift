import StopwatchCore

/// Says a duration in words for assistive technology: "1 minute, 23.45 seconds", "2 hours,
/// 0 minutes, 5 seconds", with the user's decimal separator and plural forms.
///
/// A running time is said to the second (it is read, not watched: a screen reader cannot use a
/// hundred changes a second, and each one is an event on the accessibility bus); a stopped one
/// with its hundredths, truncated like the display.
public struct SpokenTimeMapper: Sendable {
    private let decimalSeparator: String
    private let secondsWithHundredths: MessageTemplate
    private let localizer: Localizer

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
        decimalSeparator = localizer.decimalSeparator
        // TRANSLATORS: a number of seconds with hundredths, "23.45"; always plural in English.
        secondsWithHundredths = MessageTemplate(localizer.translate("{seconds} seconds"), names: ["seconds"])
    }

    /// `duration` in words, with its hundredths, as a stopped stopwatch says it.
    public func words(for duration: Duration) -> String {
        words(for: duration, hundredths: true)
    }

    /// `duration` in words, to the hundredth or to the second.
    public func words(for duration: Duration, hundredths: Bool) -> String {
        let parts = TimeParts(duration)
        let seconds = hundredths
            ? secondsWithHundredths.filled(String(parts.seconds) + decimalSeparator
                    + (parts.hundredths < 10 ? "0" : "") + String(parts.hundredths))
            : counted(parts.seconds, localizer.translatePlural("{count} second", "{count} seconds", count: Int(parts.seconds)))
        if parts.hours > 0 { return hours(parts.hours) + ", " + minutes(parts.minutes) + ", " + seconds }
        if parts.minutes > 0 { return minutes(parts.minutes) + ", " + seconds }
        return seconds
    }

    private func hours(_ count: Int64) -> String {
        counted(count, localizer.translatePlural("{count} hour", "{count} hours", count: Int(clamping: count)))
    }

    private func minutes(_ count: Int64) -> String {
        counted(count, localizer.translatePlural("{count} minute", "{count} minutes", count: Int(count)))
    }

    /// `message` (the plural form the user's language takes for `count`) with `count` in it.
    private func counted(_ count: Int64, _ message: String) -> String {
        message.filling(["count": String(count)])
    }
}
