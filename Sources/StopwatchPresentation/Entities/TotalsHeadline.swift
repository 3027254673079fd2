/// A large figure at the top of Totals: "Today", "2 h 05 min".
public struct TotalsHeadline: Equatable, Sendable {
    public let title: String
    public let figure: String
    /// What a screen reader says: "Today, 2 hours 5 minutes".
    public let spoken: String

    public init(title: String, figure: String, spoken: String) {
        self.title = title
        self.figure = figure
        self.spoken = spoken
    }
}
