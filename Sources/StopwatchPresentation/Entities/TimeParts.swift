import StopwatchCore

/// A duration as a stopwatch reads it: whole hours, minutes, seconds and hundredths, the
/// hundredths truncated (never rounded up) and a negative duration read as zero.
public struct TimeParts: Equatable, Sendable {
    public let hours: Int64
    /// 0–59.
    public let minutes: Int64
    /// 0–59.
    public let seconds: Int64
    /// 0–99.
    public let hundredths: Int64

    public init(_ duration: Duration) {
        let milliseconds = max(0, duration.wholeMilliseconds)
        let totalSeconds = milliseconds / 1000
        hours = totalSeconds / 3600
        minutes = totalSeconds / 60 % 60
        seconds = totalSeconds % 60
        hundredths = milliseconds / 10 % 100
    }
}
