import StopwatchCore

/// Says a duration in words for assistive technology: "1 minute, 23.45 seconds",
/// "2 hours, 0 minutes, 5.00 seconds", with the user's decimal separator and plural forms.
/// Hundredths truncated, like the display.
public struct SpokenTimeMapper: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer = SourceLocalizer()) {
        self.localizer = localizer
    }

    public func words(for duration: Duration) -> String {
        let parts = TimeParts(duration)
        let secondsValue = String(parts.seconds) + localizer.decimalSeparator
            + (parts.hundredths < 10 ? "0" : "") + String(parts.hundredths)
        // TRANSLATORS: a number of seconds with hundredths, "23.45"; always plural in English.
        let seconds = localizer.translate("{seconds} seconds").filling(["seconds": secondsValue])
        if parts.hours > 0 { return hours(parts.hours) + ", " + minutes(parts.minutes) + ", " + seconds }
        if parts.minutes > 0 { return minutes(parts.minutes) + ", " + seconds }
        return seconds
    }

    private func hours(_ count: Int64) -> String {
        localizer.translatePlural("{count} hour", "{count} hours", count: Int(count)).filling(["count": String(count)])
    }

    private func minutes(_ count: Int64) -> String {
        localizer.translatePlural("{count} minute", "{count} minutes", count: Int(count)).filling(["count": String(count)])
    }
}
