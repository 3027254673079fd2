import StopwatchCore

/// Says a duration in words for assistive technology: "1 minute, 23.45 seconds",
/// "2 hours, 0 minutes, 5.00 seconds". Hundredths truncated, like the display.
public struct SpokenTimeMapper: Sendable {
    public init() {}

    public func words(for duration: Duration) -> String {
        let parts = TimeParts(duration)
        // Concatenation, not interpolation: this runs on every tick.
        let seconds = String(parts.seconds) + (parts.hundredths < 10 ? ".0" : ".") + String(parts.hundredths) + " seconds"
        if parts.hours > 0 { return count(parts.hours, "hour") + ", " + count(parts.minutes, "minute") + ", " + seconds }
        if parts.minutes > 0 { return count(parts.minutes, "minute") + ", " + seconds }
        return seconds
    }

    private func count(_ value: Int64, _ unit: String) -> String {
        String(value) + " " + unit + (value == 1 ? "" : "s")
    }
}
