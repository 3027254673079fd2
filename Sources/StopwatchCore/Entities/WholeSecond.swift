/// The whole second a time is in (ARCHITECTURE.md, "Deadlines"): the one place that says
/// which second a stopwatch's time shows, when the next begins, and whether a later time is
/// still in it. The running time's refreshes, the window's title, the panel item and the list
/// of stopwatches all ask it; the ``DeadlineService`` wakes them at the next one.
///
/// Times before zero are in the second below them (−0.5 s is in −1…0), as a clock's are.
public struct WholeSecond: Hashable, Comparable, Sendable {
    /// How many whole seconds from zero, rounded towards the past.
    public let number: Int64

    public init(containing time: Duration) {
        let (seconds, attoseconds) = time.components
        number = attoseconds < 0 ? seconds - 1 : seconds
    }

    /// The second that begins at `number` seconds.
    public init(number: Int64) {
        self.number = number
    }

    /// Its first instant.
    public var start: Duration { .seconds(number) }

    /// The times it holds.
    public var range: Range<Duration> { start..<start + .seconds(1) }

    /// The second after it.
    public var next: WholeSecond { WholeSecond(number: number + 1) }

    /// Whether `time` is in it.
    public func contains(_ time: Duration) -> Bool { range.contains(time) }

    public static func < (lhs: WholeSecond, rhs: WholeSecond) -> Bool { lhs.number < rhs.number }
}
