/// A stretch of wall-clock time a stopwatch ran (ARCHITECTURE.md, "Where the time went"), from a start or resume to a
/// pause, a reset or the present: instants since the Unix epoch, as ``WallClock`` gives them.
public struct RunSpan: Equatable, Sendable {
    public let stopwatch: String
    public let start: Duration
    public let end: Duration

    public init(stopwatch: String, start: Duration, end: Duration) {
        self.stopwatch = stopwatch
        self.start = start
        self.end = end
    }
}
