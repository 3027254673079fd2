import StopwatchCore

/// Splits a duration into the digit groups of the display: hours (from one hour on), minutes,
/// seconds and the fraction the ``TimePrecision`` asks for. The fraction is truncated, never
/// rounded up: a stopwatch never shows time that has not yet elapsed. Negative durations show
/// as zero.
@MainActor
public struct DisplayTimeMapper: Sendable {
    public let precision: TimePrecision

    public init(precision: TimePrecision = .hundredths) {
        self.precision = precision
    }

    public func map(_ duration: Duration) -> DisplayTime {
        let parts = TimeParts(duration)
        let fraction =
            switch precision {
            case .hundredths: Self.twoDigits(parts.hundredths)
            case .tenths: Self.oneDigit[Int(parts.hundredths / 10)]
            case .seconds: ""
            }
        return DisplayTime(
            hours: parts.hours > 0 ? String(parts.hours) : nil,
            minutes: Self.twoDigits(parts.minutes),
            seconds: Self.twoDigits(parts.seconds),
            fraction: fraction
        )
    }

    /// "00" to "99", built once: this runs a hundred times a second.
    private static let paddedNumbers: [String] = (0..<100).map { $0 < 10 ? "0\($0)" : "\($0)" }
    private static let oneDigit: [String] = (0..<10).map { "\($0)" }

    private static func twoDigits(_ value: Int64) -> String {
        paddedNumbers[Int(value)]
    }
}
