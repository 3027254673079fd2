/// One period's bar in the Totals chart: its label, its figure, and a segment a stopwatch,
/// each as a share of the longest bar (so the longest fills the width).
public struct TotalsBar: Equatable, Sendable {
    public struct Segment: Equatable, Sendable {
        public let colorIndex: Int
        /// Its length as a share of the longest bar's, 0…1.
        public let fraction: Double

        public init(colorIndex: Int, fraction: Double) {
            self.colorIndex = colorIndex
            self.fraction = fraction
        }
    }

    /// Where a stopwatch's goal of the period falls on the bar, in its colour: a share of the
    /// longest bar's length as the segments' (the longest goal counts as a bar).
    public struct GoalMark: Equatable, Sendable {
        public let colorIndex: Int
        public let fraction: Double
        public let isMet: Bool

        public init(colorIndex: Int, fraction: Double, isMet: Bool) {
            self.colorIndex = colorIndex
            self.fraction = fraction
            self.isMet = isMet
        }
    }

    /// "Tue 24", "23 Nov", "Nov 2026".
    public let label: String
    /// "2 h 05 min".
    public let figure: String
    public let segments: [Segment]
    /// What a screen reader says: "Tuesday 24 November, 2 hours 5 minutes".
    public let spoken: String

    /// The goals of the period, none by months.
    public let goals: [GoalMark]

    public init(label: String, figure: String, segments: [Segment], spoken: String, goals: [GoalMark] = []) {
        self.goals = goals
        self.label = label
        self.figure = figure
        self.segments = segments
        self.spoken = spoken
    }
}
