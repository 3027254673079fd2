/// When kept sessions ran within a range (ARCHITECTURE.md, "Where the time went"): their spans and their credits, each
/// under its stopwatch's name, as the history hands them to totals.
public struct RunTimes: Equatable, Sendable {
    public var spans: [RunSpan]
    public var credits: [TimeCredit]

    public init(spans: [RunSpan] = [], credits: [TimeCredit] = []) {
        self.spans = spans
        self.credits = credits
    }
}
