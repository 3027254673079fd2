import StopwatchCore

/// Says a duration in words for assistive technology: "1 minute, 23.45 seconds",
/// "2 hours, 0 minutes, 5.00 seconds". Hundredths truncated, like the display.
public struct SpokenTimeMapper: Sendable {
    public init() {}

    public func words(for duration: Duration) -> String {
        let milliseconds = max(0, duration.wholeMilliseconds)
        let totalSeconds = milliseconds / 1000
        let hours = totalSeconds / 3600
        let minutes = totalSeconds / 60 % 60
        let hundredths = milliseconds / 10 % 100
        // Concatenation, not interpolation: this runs on every tick.
        let seconds = String(totalSeconds % 60) + (hundredths < 10 ? ".0" : ".") + String(hundredths) + " seconds"
        if hours > 0 { return count(hours, "hour") + ", " + count(minutes, "minute") + ", " + seconds }
        if minutes > 0 { return count(minutes, "minute") + ", " + seconds }
        return seconds
    }

    private func count(_ value: Int64, _ unit: String) -> String {
        String(value) + " " + unit + (value == 1 ? "" : "s")
    }
}
