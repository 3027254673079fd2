import StopwatchCore

/// Splits a duration into the digit groups of the display: hours (from one hour on), minutes,
/// seconds and hundredths. Hundredths are truncated, never rounded up: a stopwatch never
/// shows time that has not yet elapsed. Negative durations show as zero.
public struct DisplayTimeMapper: Sendable {
    public init() {}

    public func map(_ duration: Duration) -> DisplayTime {
        let milliseconds = max(0, duration.wholeMilliseconds)
        let totalSeconds = milliseconds / 1000
        let hours = totalSeconds / 3600
        return DisplayTime(
            hours: hours > 0 ? String(hours) : nil,
            minutes: Self.twoDigits(totalSeconds / 60 % 60),
            seconds: Self.twoDigits(totalSeconds % 60),
            hundredths: Self.twoDigits(milliseconds / 10 % 100)
        )
    }

    /// "00" to "99", built once: this runs a hundred times a second.
    private static let paddedNumbers: [String] = (0..<100).map { $0 < 10 ? "0\($0)" : "\($0)" }

    private static func twoDigits(_ value: Int64) -> String {
        paddedNumbers[Int(value)]
    }
}
