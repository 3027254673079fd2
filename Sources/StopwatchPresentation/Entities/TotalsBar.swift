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

    /// "Tue 24", "23 Nov", "Nov 2026".
    public let label: String
    /// "2 h 05 min".
    public let figure: String
    public let segments: [Segment]
    /// What a screen reader says: "Tuesday 24 November, 2 hours 5 minutes".
    public let spoken: String

    public init(label: String, figure: String, segments: [Segment], spoken: String) {
        self.label = label
        self.figure = figure
        self.segments = segments
        self.spoken = spoken
    }
}
