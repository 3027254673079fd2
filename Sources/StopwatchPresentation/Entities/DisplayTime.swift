/// A time split into the digit groups the big display shows: `H:MM:SS.cc`, hours only from
/// one hour on.
public struct DisplayTime: Equatable, Hashable, Sendable {
    /// Whole hours, unpadded and unbounded; `nil` under one hour.
    public let hours: String?
    /// Two digits, 00–59.
    public let minutes: String
    /// Two digits, 00–59.
    public let seconds: String
    /// Two digits, 00–99, truncated.
    public let hundredths: String

    public init(hours: String?, minutes: String, seconds: String, hundredths: String) {
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
        self.hundredths = hundredths
    }

    /// The whole time as one string: `MM:SS.cc` or `H:MM:SS.cc`.
    public var text: String { clock + hundredths }

    /// The part shown large, hours to seconds and the decimal point: `MM:SS.` or `H:MM:SS.`;
    /// the hundredths stand beside it, smaller.
    public var clock: String {
        (hours.map { $0 + ":" } ?? "") + minutes + ":" + seconds + "."
    }

    /// Whether `other` shows the same ``clock`` (only the hundredths may differ): within a
    /// second, a display rewrites the hundredths alone.
    public func hasSameClock(as other: DisplayTime) -> Bool {
        seconds == other.seconds && minutes == other.minutes && hours == other.hours
    }
}
