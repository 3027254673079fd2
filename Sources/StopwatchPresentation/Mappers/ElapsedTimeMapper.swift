import StopwatchCore

/// Formats durations as text to the user's ``TimePrecision``: `MM:SS.cc` under an hour,
/// `H:MM:SS.cc` from one hour on (`MM:SS.c` to the tenth, `MM:SS` to the second).
@MainActor
public struct ElapsedTimeMapper: Sendable {
    public let precision: TimePrecision

    public init(precision: TimePrecision = .hundredths) {
        self.precision = precision
    }

    /// `MM:SS.cc` or `H:MM:SS.cc` (or coarser), truncated.
    public func text(for duration: Duration) -> String {
        TimeParts(duration).text(precision)
    }

    /// A difference with its sign: "+00:01.20", "−00:00.35" (a true minus sign); "±00:00.00"
    /// when it is under the smallest step shown either way, so no sign claims what the digits
    /// cannot show.
    public func signedText(for difference: Duration) -> String {
        let magnitude = difference < .zero ? .zero - difference : difference
        let sign = magnitude < precision.step ? "\u{00B1}" : difference < .zero ? "\u{2212}" : "+"
        return sign + text(for: magnitude)
    }

    /// To the whole second, for places that change once a second (the window title):
    /// `MM:SS` or `H:MM:SS`.
    public func wholeSecondsText(for duration: Duration) -> String {
        TimeParts(duration).text(.seconds)
    }

    /// The shortest form a summary shows, to the precision: "57.32", "1:03.40".
    public func compactText(for duration: Duration) -> String {
        TimeParts(duration).compactText(precision)
    }
}
