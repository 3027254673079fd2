/// One period in the Totals table: its name, its sum, and each stopwatch's part of it.
public struct TotalsRow: Equatable, Sendable {
    public struct Part: Equatable, Sendable {
        public let name: String
        public let figure: String
        /// Whether the stopwatch met the goal it had in this period (a day's goal on a day, a
        /// week's on a week).
        public let isGoalMet: Bool
        /// The stopwatch and its figure, as a row shows them: "Writing 1 h 40 min", and "✓"
        /// after a goal met.
        public var words: String { name + " " + figure + (isGoalMet ? " \u{2713}" : "") }
        /// ``words`` never broken where a line wraps (no-break spaces).
        var unbroken: String { String(words.map { $0 == " " ? "\u{A0}" : $0 }) }

        public init(name: String, figure: String, isGoalMet: Bool = false) {
            self.name = name
            self.figure = figure
            self.isGoalMet = isGoalMet
        }
    }

    /// "Tuesday 24 November", "Week of 23 November", "November 2026".
    public let title: String
    /// The sum of every stopwatch: "2 h 05 min".
    public let figure: String
    /// The stopwatches with time in it, by name.
    public let parts: [Part]
    /// The parts on one line, as a row shows them under its title: "Writing 1 h 40 min ·
    /// Reading 25 min", each part kept whole where the line wraps; "" without parts.
    public var partsLine: String { parts.map(\.unbroken).joined(separator: " · ") }
    /// What a screen reader says: "Tuesday 24 November, 2 hours 5 minutes, Writing 1 hour 40
    /// minutes, Reading 25 minutes".
    public let spoken: String

    public init(title: String, figure: String, parts: [Part], spoken: String) {
        self.title = title
        self.figure = figure
        self.parts = parts
        self.spoken = spoken
    }
}
