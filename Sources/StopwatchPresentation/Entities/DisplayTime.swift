/// A time split into the digit groups the big display shows: `H:MM:SS.cc`, hours only from
/// one hour on, and the fraction as precise as the user chose (``TimePrecision``).
public struct DisplayTime: Equatable, Hashable, Sendable {
    /// Whole hours, unpadded and unbounded; `nil` under one hour.
    public let hours: String?
    /// Two digits, 00–59.
    public let minutes: String
    /// Two digits, 00–59.
    public let seconds: String
    /// The digits after the decimal point, truncated: two (hundredths), one (tenths), or
    /// none (whole seconds).
    public let fraction: String

    public init(hours: String?, minutes: String, seconds: String, fraction: String) {
        self.hours = hours
        self.minutes = minutes
        self.seconds = seconds
        self.fraction = fraction
    }

    /// The whole time as one string: `MM:SS.cc`, `MM:SS.c`, `MM:SS`, hours from one hour on.
    public var text: String { clock + fraction }

    /// The part shown large, hours to seconds and the decimal point when a fraction follows:
    /// `MM:SS.` or `H:MM:SS.`, or `MM:SS` to the whole second; the fraction stands beside it,
    /// smaller.
    public var clock: String {
        (hours.map { $0 + ":" } ?? "") + minutes + ":" + seconds + (fraction.isEmpty ? "" : ".")
    }

    /// Whether `other` shows the same ``clock`` (only the fraction may differ): within a
    /// second, a display rewrites the fraction alone.
    public func hasSameClock(as other: DisplayTime) -> Bool {
        seconds == other.seconds && minutes == other.minutes && hours == other.hours
            && fraction.isEmpty == other.fraction.isEmpty
    }
}
