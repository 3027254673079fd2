import StopwatchCore

/// Formats durations as text: `MM:SS.cc` under an hour, `H:MM:SS.cc` from one hour on.
@MainActor
public struct ElapsedTimeMapper: Sendable {
    private let displayTimeMapper: DisplayTimeMapper

    public init(displayTimeMapper: DisplayTimeMapper = DisplayTimeMapper()) {
        self.displayTimeMapper = displayTimeMapper
    }

    /// `MM:SS.cc` or `H:MM:SS.cc`, hundredths truncated.
    public func text(for duration: Duration) -> String {
        TimeParts(duration).text
    }

    /// A difference with its sign: "+00:01.20", "−00:00.35" (a true minus sign); "±00:00.00"
    /// when it is under a hundredth either way, so no sign claims what the digits cannot show.
    public func signedText(for difference: Duration) -> String {
        let magnitude = difference < .zero ? .zero - difference : difference
        let sign = magnitude < .milliseconds(10) ? "\u{00B1}" : difference < .zero ? "\u{2212}" : "+"
        return sign + text(for: magnitude)
    }

    /// To the whole second, for places that change once a second (the window title):
    /// `MM:SS` or `H:MM:SS`.
    public func wholeSecondsText(for duration: Duration) -> String {
        let time = displayTimeMapper.map(duration)
        let clock = time.minutes + ":" + time.seconds
        guard let hours = time.hours else { return clock }
        return hours + ":" + clock
    }
}
